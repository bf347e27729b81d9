/// Failures of the pseudo-terminal test helpers.
public enum PseudoTerminalError: Error, CustomStringConvertible {
    /// A system call failed.
    case systemCall(String, errno: Int32)
    /// Spawning the executable failed.
    case spawnFailed(path: String, errno: Int32)
    /// The expected thing did not happen in time; `output` is what the terminal showed.
    case timeout(waitingFor: String, output: String)

    public var description: String {
        switch self {
        case .systemCall(let name, let errno):
            return "\(name) failed (errno \(errno))"
        case .spawnFailed(let path, let errno):
            return "cannot spawn \(path) (errno \(errno))"
        case .timeout(let what, let output):
            return "timed out waiting for \(what); terminal output so far:\n\(output.debugDescription)"
        }
    }
}
