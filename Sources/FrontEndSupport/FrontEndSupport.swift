/// FrontEndSupport: drafts, atomic files, diagnostics rendered for people and exit codes shared
/// by every front end.

// The presentation layer's pure half (`TerminalStyle`, `ShellQuoting`, `TerminalSafeText`,
// `DisplayWidth`) is the leaf FormText; `TerminalStyle` and `ShellQuoting` were
// FrontEndSupport's own, so a front end that imports FrontEndSupport sees them still.
@_exported import FormText
