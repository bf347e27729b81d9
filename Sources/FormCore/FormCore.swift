/// FormCore: form definitions, loading, validation and the session state machine, with no I/O.
///
/// Front ends hand in file text and today's date; see `docs/architecture.md`.
