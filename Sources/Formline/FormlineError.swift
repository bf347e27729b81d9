import FormCore

/// Everything that can go wrong loading, filling or reading a form. The library never
/// exits the process or stops it with `fatalError`: each failure is one of these, with a
/// `description` meant to be shown as is (what happened, where, how to fix it).
///
/// ```swift
/// do {
///     let answers = try form.run()
/// } catch .cancelled {
///     print("nothing saved")
/// } catch {
///     FileHandle.standardError.write(Data("\(error)\n".utf8))
/// }
/// ```
public enum FormlineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The form has errors: every one, located (`line:column`) in the YAML it was loaded
    /// from (for a form built in Swift, in ``Form/yaml``); `report` renders them all as
    /// `path:line:col: error: …` with the source line and a caret.
    case invalidForm(diagnostics: [Diagnostic], report: String)
    /// The form file could not be read (missing, a folder, not UTF-8...).
    case unreadableFile(path: String, message: String)
    /// The person cancelled (Ctrl-D on an empty line at the terminal).
    case cancelled
    /// A signal (SIGINT, SIGTERM, SIGHUP) stopped the terminal front end; the terminal
    /// settings were restored. `signal` is the signal's number.
    case interrupted(signal: Int32)
    /// Piped input ended before the form could be submitted: `field` was still waiting
    /// (nil when the submit itself failed), after input line `line`.
    case inputEnded(field: String?, line: Int, message: String)
    /// A piped line could not be read as an answer (not UTF-8, a NUL byte, too long, a read error).
    case unreadableInput(field: String?, line: Int, message: String)
    /// The terminal front end could not start (the line editor failed to open).
    case terminalUnavailable(message: String)
    /// Writing the answers failed (``Answers/write(toFile:)``).
    case output(message: String)
    /// The answers do not decode into the requested type; `message` names the key.
    case decoding(type: String, message: String)
    /// The environment is not usable, e.g. a malformed `FORMLINE_TODAY`.
    case environment(message: String)

    public var description: String {
        switch self {
        case .invalidForm(_, let report): return report
        case .unreadableFile(_, let message): return message
        case .cancelled: return "cancelled; nothing was saved"
        case .interrupted(let signal): return "interrupted by signal \(signal); nothing was saved"
        case .inputEnded(_, _, let message), .unreadableInput(_, _, let message): return message
        case .terminalUnavailable(let message): return "cannot start the line editor: \(message)"
        case .output(let message), .environment(let message): return message
        case .decoding(let type, let message): return "the answers do not decode as \(type): \(message)"
        }
    }
}
