import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program a test starts on descriptors of its own choosing: exactly the environment given,
/// descriptors 0, 1 and 2 as asked and no other (`posix_spawn_file_actions_addclosefrom_np`),
/// every signal at its default action. Waits on a pidfd (no polling clock). Killed (SIGKILL)
/// and reaped on deinit if still running.
///
/// Tests start children only through this type, `PseudoTerminalSession` and `ProcessRunner`
/// (which use it), never Foundation's `Process`: a child holding a descriptor another test
/// opened (a script being written, a pipe's write end) breaks that test (ETXTBSY, no EOF).
///
/// ```swift
/// let (read, write) = try ChildProcess.pipe()
/// let child = try ChildProcess("/bin/cat", [], environment: ["PATH": "/usr/bin:/bin"], input: read)
/// close(read)
/// ```
public final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    public enum Termination: Equatable, Sendable, CustomStringConvertible {
        case exit(Int32)
        case signal(Int32)

        /// The shell's number: the exit code, or 128 + the signal number.
        public var status: Int32 {
            switch self {
            case .exit(let code): return code
            case .signal(let signal): return 128 + signal
            }
        }

        public var description: String {
            switch self {
            case .exit(let code): return "exit \(code)"
            case .signal(let signal): return "signal \(signal)"
            }
        }
    }

    /// The child's process id.
    public let pid: pid_t
    private let pidfd: Int32
    private let lock = NSLock()
    private var ended: Termination?

    /// Starts `executable` (an absolute path) with `arguments` and exactly `environment`;
    /// `input`, `output` and `errorOutput` become its descriptors 0, 1 and 2 (nil: /dev/null).
    /// The caller keeps (and closes) the descriptors it passed.
    public init(_ executable: String, _ arguments: [String], environment: [String: String],
                directory: String? = nil, input: Int32? = nil, output: Int32? = nil, errorOutput: Int32? = nil) throws {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let error: Int32
        if let directory {
            error = directory.withCString { cpt_spawn_with(executable, argv, envp, input ?? -1, output ?? -1, errorOutput ?? -1, $0, &child) }
        } else {
            error = cpt_spawn_with(executable, argv, envp, input ?? -1, output ?? -1, errorOutput ?? -1, nil, &child)
        }
        guard error == 0 else { throw PseudoTerminalError.spawnFailed(path: executable, errno: error) }
        pid = child
        pidfd = cpt_pidfd_open(child)
    }

    deinit {
        if reap(blocking: false) == nil {
            kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
        if pidfd >= 0 { close(pidfd) }
    }

    /// A pipe whose two ends are close-on-exec (a child gets one only as 0, 1 or 2).
    public static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard cpt_pipe(&fds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return (fds[0], fds[1])
    }

    /// Opens `path` close-on-exec (`O_CREAT` files get mode 0600), for passing to a child.
    public static func open(_ path: String, _ flags: Int32) throws -> Int32 {
        let fd = Glibc.open(path, flags | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return fd
    }

    /// Whether the child is still running (reaps it once it has ended).
    public var isRunning: Bool { reap(blocking: false) == nil }

    /// How the child ended, if it has.
    public var termination: Termination? { reap(blocking: false) }

    /// Sends `signal` to the child, unless it has been reaped.
    public func send(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if ended == nil { kill(pid, signal) }
    }

    /// Waits until the child ends; nil if `timeout` passes first (it keeps running).
    public func wait(timeout: Duration) -> Termination? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let ended = reap(blocking: false) { return ended }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return nil }
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            if pidfd >= 0 {
                var poller = pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, milliseconds)
            } else {
                usleep(10_000)   // no pidfd (kernels before 5.3): poll the state instead
            }
        }
    }

    /// Waits until the child ends, however long it takes.
    @discardableResult
    public func waitForExit() -> Termination {
        reap(blocking: true)!
    }

    /// Waits `timeout` for the end; then SIGTERM, a second for it to go, then SIGKILL.
    /// Returns how it ended and whether it had to be stopped.
    public func finish(timeout: Duration) -> (Termination, timedOut: Bool) {
        if let ended = wait(timeout: timeout) { return (ended, false) }
        send(SIGTERM)
        if let ended = wait(timeout: .seconds(1)) { return (ended, true) }
        send(SIGKILL)
        return (waitForExit(), true)
    }

    @discardableResult
    private func reap(blocking: Bool) -> Termination? {
        lock.lock()
        defer { lock.unlock() }
        if let ended { return ended }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, blocking ? 0 : WNOHANG) } while result < 0 && errno == EINTR
        guard result == pid else { return nil }
        let signal = status & 0x7F
        ended = signal == 0 ? .exit((status >> 8) & 0xFF) : .signal(signal)
        return ended
    }
}

/// Programs tests write and then run (checks' commands, editors): see `write(_:to:mode:)`.
public enum ExecutableFile {
    /// Writes `text` to `path` as a program to run at once: through a close-on-exec descriptor
    /// (never Foundation's `String.write`/`Data.write`, which a child started meanwhile would
    /// inherit, making the exec fail with "Text file busy"), while no child of TestSupport's is
    /// being started, then renamed into place. Returns `path`.
    @discardableResult
    public static func write(_ text: String, to path: String, mode: mode_t = 0o755) throws -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(UUID().uuidString).tmp"
        let bytes = Array(text.utf8)
        let error = bytes.withUnsafeBytes { cpt_write_executable(path, temporary, $0.baseAddress, $0.count, UInt32(mode)) }
        guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
        return path
    }

    /// `write(_:to:mode:)` for a file URL.
    @discardableResult
    public static func write(_ text: String, to url: URL, mode: mode_t = 0o755) throws -> String {
        try write(text, to: url.path, mode: mode)
    }
}
