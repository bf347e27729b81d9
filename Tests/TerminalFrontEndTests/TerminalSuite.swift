import Testing

/// Every test that opens a pseudo-terminal, installs signal handlers or creates a
/// `LineEditor` (libedit's terminal set-up is not thread-safe) runs in here, one at a time.
@Suite(.serialized) struct TerminalSuite {}
