import FormText

/// formline's exit statuses, shared by every command (sysexits-style where one fits).
public enum ExitStatus: Int32, Sendable {
    /// The form was filled and written.
    case success = 0
    /// `fill`: some records were rejected (the others were written).
    case rejected = 1
    /// The person cancelled (Ctrl-D on an empty line).
    case cancelled = 3
    /// Bad command-line usage.
    case usage = 64
    /// The answers could not complete the form (input ended, or was unreadable).
    case dataError = 65
    /// A file named on the command line does not exist or cannot be read.
    case noInput = 66
    /// Writing the output failed.
    case ioError = 74
    /// The form runs commands (checks) and is not trusted: `formline trust FORM`, or `--trust`
    /// for one run (EX_NOPERM).
    case untrusted = 77
    /// The form file has errors (`check` lists them).
    case badForm = 78
    /// `run --timeout`: no key in time and the form was not valid with its defaults (a draft was saved).
    case timedOut = 124
    /// Interrupted by Ctrl-C (SIGINT).
    case interrupted = 130
    /// Ended by SIGHUP.
    case hangUp = 129
    /// Ended by SIGTERM.
    case terminated = 143
}

/// An error a front end reports as `formline: message` before exiting with `status`.
/// Kept as its pieces (`text`): a person reads `text.rendered(in: Words.process)`, machine
/// output (JSON, the MCP server) `message`, the English.
public struct FrontEndError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, where, and how to fix it: catalog keys and their values.
    public let text: MessageText
    /// The exit status to use.
    public let status: ExitStatus

    /// What went wrong, in English (machine output, tests).
    public var message: String { text.english }

    /// Creates an error from English no catalog key holds yet.
    public init(_ message: String, status: ExitStatus) {
        self.text = .english(message)
        self.status = status
    }

    /// Creates an error from its pieces.
    public init(_ text: MessageText, status: ExitStatus) {
        self.text = text
        self.status = status
    }

    /// The message in the process's language: what a person reads.
    public var personMessage: String { text.rendered(in: Words.process) }

    public var description: String { message }
}

extension ExitStatus {
    /// The status after a signal: 128 + its number (130 SIGINT, 129 SIGHUP, 143 SIGTERM).
    /// The one place a signal becomes an exit status; async-signal-safe (plain arithmetic),
    /// so the `_exit` of a signal handler uses it too.
    public static func code(forSignal signal: Int32) -> Int32 { 128 + signal }

    /// The status of a run a signal ended: `.interrupted`, `.hangUp` or `.terminated`
    /// (any other signal counts as an interruption).
    public init(signal: Int32) {
        self = ExitStatus(rawValue: Self.code(forSignal: signal)) ?? .interrupted
    }

    /// `130/143/129`: how help texts name the statuses of SIGINT, SIGTERM and SIGHUP.
    public static var signalStatuses: String {
        "\(interrupted.rawValue)/\(terminated.rawValue)/\(hangUp.rawValue)"
    }
}
