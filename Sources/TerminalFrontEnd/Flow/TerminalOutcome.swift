/// How an interactive run ended.
public enum TerminalOutcome: Equatable, Sendable {
    /// The form was submitted; the answers as one JSON object (for standard output).
    case submitted(json: String)
    /// Ctrl-D on an empty line: the person gave up (exit status 3).
    case cancelled
    /// Ctrl-C (SIGINT), SIGTERM or SIGHUP: keep a draft and exit with 128 + the signal.
    case interrupted(signal: Int32)
}
