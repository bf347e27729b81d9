#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saves the terminal settings and puts them back: on `release()` (or deinit), on
/// `restoreTerminal()`, and from a handler for SIGINT, SIGTERM and SIGHUP.
///
/// The handler restores the terminal, records the signal and wakes any `LineEditor` or
/// `SecretReader` blocked on input, which then returns `.signal(n)`; the caller saves what
/// it must and exits with `exitStatus(forSignal:)`. A second signal before that kills the
/// process with the signal's default action. At most one guard is active at a time;
/// create and release it on one thread.
public final class TerminalGuard {
    /// The signals the guard catches.
    public static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    nonisolated(unsafe) private static var isActive = false

    private let fd: Int32
    private let savedSettings: termios?
    private let wakePipe: (read: Int32, write: Int32)
    private var previousActions: [Int32: sigaction] = [:]
    private var released = false

    /// Saves the settings of the terminal on `fd` (nothing to save if it is not a
    /// terminal) and installs the signal handlers.
    public init(fd: Int32 = STDIN_FILENO) throws(TerminalGuardError) {
        guard !Self.isActive else { throw .alreadyActive }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else { throw .systemCall("pipe", errno: errno) }
        for pipeFD in pipeFDs {
            _ = fcntl(pipeFD, F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeFD, F_SETFL, fcntl(pipeFD, F_GETFL) | O_NONBLOCK)
        }
        self.fd = fd
        self.wakePipe = (pipeFDs[0], pipeFDs[1])
        var settings = termios()
        self.savedSettings = tcgetattr(fd, &settings) == 0 ? settings : nil

        SignalState.prepare()
        if let savedSettings { SignalState.savedTermios.pointee = savedSettings }
        SignalState.arm(savedFD: savedSettings == nil ? -1 : fd,
                        wakeRead: wakePipe.read, wakeWrite: wakePipe.write)
        Self.isActive = true
        for signalNumber in Self.handledSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { SignalState.handle($0) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0  // no SA_RESTART: blocked reads see EINTR
            var previous = sigaction()
            if sigaction(signalNumber, &action, &previous) == 0 {
                previousActions[signalNumber] = previous
            }
        }
    }

    deinit { release() }

    /// The first caught signal not yet handled, if any.
    public static var pendingSignal: Int32? { SignalState.pendingSignal }

    /// The conventional exit status after `signal`: 128 + its number (130 for SIGINT,
    /// 143 for SIGTERM, 129 for SIGHUP).
    public static func exitStatus(forSignal signal: Int32) -> Int32 { 128 + signal }

    /// Puts the saved terminal settings back now; the guard stays installed.
    public func restoreTerminal() {
        guard var settings = savedSettings else { return }
        _ = tcsetattr(fd, TCSANOW, &settings)
    }

    /// Restores the terminal, reinstalls the previous signal handlers and forgets any
    /// pending signal. Calling it again does nothing.
    public func release() {
        guard !released else { return }
        released = true
        restoreTerminal()
        for (signalNumber, var previous) in previousActions {
            _ = sigaction(signalNumber, &previous, nil)
        }
        SignalState.disarm()
        close(wakePipe.read)
        close(wakePipe.write)
        Self.isActive = false
    }
}

/// Why a `TerminalGuard` could not be installed.
public enum TerminalGuardError: Error, Equatable {
    /// Another guard is still installed.
    case alreadyActive
    /// A system call failed.
    case systemCall(String, errno: Int32)
}
