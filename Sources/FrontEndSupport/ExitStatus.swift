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
public struct FrontEndError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, where, and how to fix it.
    public let message: String
    /// The exit status to use.
    public let status: ExitStatus

    /// Creates an error.
    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

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
