/// FormText: the text rules every layer shares, depending on nothing (no I/O).
///
/// - Answer text (`AnswerText`): white space, marks, blank, trimming, line ends (its size
///   limit is FormCore's, beside `InputLimits`).
/// - Text for people: the one terminal escaper (`TerminalSafeText`), the one display width
///   (`DisplayWidth`, libedit's redraw included), the one colour policy and its escapes
///   (`TerminalStyle`, given whether output is a terminal and the environment; FrontEndSupport
///   asks the process), the colour roles and themes a person sets (`ColourRole`, `ColourTheme`,
///   `ColourSettings`; FrontEndSupport's `ColourConfig` reads them), the one shell-quoting rule (`ShellQuoting`) and "did you mean"
///   (`Suggestions`).
/// - Words for people: the one catalog of the words formline shows (`Words`, keyed by `Word`,
///   English the source, German, French, Spanish, Brazilian Portuguese and Simplified Chinese
///   beside it) and the language an environment names (`Language.detect`; FrontEndSupport's
///   `Language.process` asks the process). docs/languages.md.
///
/// FormCore re-exports it, so `import FormCore` sees all of it; see `docs/architecture.md`.
