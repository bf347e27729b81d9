/// FormCore: form definitions, loading with diagnostics, validation and the session state
/// machine, with no I/O.
///
/// Front ends hand in file text and today's date; see `docs/architecture.md`.

// The pattern engine, the YAML layer, the date language and the text rules are FormCore's
// leaves: their public types (`FieldPattern`, `LineBreaks`, `SourceLocation`, `LocalDate`,
// `DateParser`, `AnswerText`, `TerminalSafeText`) are part of its API.
@_exported import FormPatterns
@_exported import FormYAML
@_exported import FormDates
@_exported import FormText
