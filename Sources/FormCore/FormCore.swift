/// FormCore: form definitions, loading, validation and the session state machine, with no I/O.
///
/// Front ends hand in file text and today's date; see `docs/architecture.md`.

// The pattern engine and the YAML layer are FormCore's leaves: their public types
// (`FieldPattern`, `LineBreaks`, `SourceLocation`) are part of its API.
@_exported import FormPatterns
@_exported import FormYAML
