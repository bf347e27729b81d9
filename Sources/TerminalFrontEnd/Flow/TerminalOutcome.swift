import FrontEndSupport
import FormOutput

/// How an interactive run ended.
public enum TerminalOutcome: Equatable, Sendable {
    /// The form was submitted: its answers (the command renders them in its `--format`).
    case submitted(FormAnswers)
    /// Ctrl-D on an empty line: the person gave up (exit status 3).
    case cancelled
    /// Ctrl-C (SIGINT), SIGTERM or SIGHUP: keep a draft and exit with 128 + the signal.
    case interrupted(signal: Int32)
}
