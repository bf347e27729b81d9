import CPseudoTerminal
#if canImport(Glibc)
import Glibc
#endif

/// An executable running on a new pseudo-terminal: its stdin, stdout and stderr are the
/// slave, which is also its controlling terminal (it leads a new session), so Ctrl-C
/// typed on the master sends it SIGINT. Killed (with its process group) on deinit.
public final class PseudoTerminalSession: PseudoTerminal {
    /// The child's process id.
    public private(set) var pid: pid_t = 0
    private var exitStatus: Int32?

    /// Starts `executable` (an absolute path) with `arguments` and exactly `environment`.
    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:],
                rows: UInt16 = 24, columns: UInt16 = 80) throws(PseudoTerminalError) {
        try super.init(rows: rows, columns: columns)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let error = cpt_spawn(executable, argv, envp, slavePath, &child)
        guard error == 0 else { throw .spawnFailed(path: executable, errno: error) }
        pid = child
    }

    deinit {
        if pid > 0, exitStatus == nil {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Whether the child is still running.
    public var isRunning: Bool { reap() == nil }

    /// Sends `signal` to the child.
    public func terminate(signal: Int32 = SIGTERM) {
        if reap() == nil { kill(pid, signal) }
    }

    /// Waits for the child to end, reading its output meanwhile. Returns its exit code, or
    /// 128 + the signal number when a signal ended it.
    @discardableResult
    public func waitForExit(timeout: Duration = .seconds(20)) throws(PseudoTerminalError) -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let status = reap() {
                pump(for: .zero)
                return status
            }
            guard ContinuousClock.now < deadline else {
                throw .timeout(waitingFor: "process \(pid) to exit", output: output)
            }
            pump(for: .milliseconds(20))
        }
    }

    private func reap() -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return exitStatus
    }
}
