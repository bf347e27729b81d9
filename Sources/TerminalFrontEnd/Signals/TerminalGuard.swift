import FrontEndSupport
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
/// it must and exits with `exitStatus(forSignal:)`. A second SIGINT or SIGTERM before that
/// kills the process with the signal's default action; further SIGHUPs (a closing terminal
/// sends two), and any signal after a hang-up, are ignored, and after `release()` all
/// three are blocked and ignored, so the answers can still be saved. Input that ends on the
/// guarded terminal (EOF, EIO: its window closed) is a hang-up too (`TerminalInput`).
///
/// When `fd` is a terminal the guard also handles job control (see `SignalState`'s
/// SIGTSTP, SIGCONT and SIGWINCH handlers): on SIGTSTP it restores the settings, ends the
/// line on `screen` and stops; on SIGCONT it puts the reader's mode back before a key is
/// read, and readers redraw; on SIGWINCH readers lay their prompt out again. At most one
/// guard is active at a time; create and release it on one thread.
///
/// ```swift
/// let guardian = try TerminalGuard(fd: STDIN_FILENO, screen: STDERR_FILENO)
/// defer { guardian.release() }
/// // read keys; on `.signal(n)` save, then exit(TerminalGuard.exitStatus(forSignal: n))
/// ```
public final class TerminalGuard {
    /// The signals the guard catches.
    public static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    nonisolated(unsafe) private static var isActive = false

    private let fd: Int32
    private let savedSettings: termios?
    private let wakePipe: (read: Int32, write: Int32)
    private var previousActions: [Int32: sigaction] = [:]
    /// The caller's actions for the signals a hang-up makes the handler ignore.
    private var quietActions: [Int32: sigaction] = [:]
    /// The caller's signal mask (this thread's), put back by `release(restoringSignals: true)`.
    private var callerMask = sigset_t()
    private var released = false

    /// Saves the settings of the terminal on `fd` (nothing to save if it is not a
    /// terminal) and installs the signal handlers; `screen` (-1 for none) is where the
    /// line is ended before the process stops.
    public init(fd: Int32 = STDIN_FILENO, screen: Int32 = -1) throws(TerminalGuardError) {
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

        _ = pthread_sigmask(SIG_SETMASK, nil, &callerMask)
        for quiet in [SIGTTOU, SIGTTIN, SIGPIPE] {
            var previous = sigaction()
            if sigaction(quiet, nil, &previous) == 0 { quietActions[quiet] = previous }
        }
        SignalState.prepare()
        if let savedSettings { SignalState.savedTermios.pointee = savedSettings }
        SignalState.arm(savedFD: savedSettings == nil ? -1 : fd,
                        wakeRead: wakePipe.read, wakeWrite: wakePipe.write, screen: screen)
        Self.isActive = true
        for signalNumber in Self.handledSignals {
            // No SA_RESTART: blocked reads see EINTR.
            install(signalNumber, flags: 0) { SignalState.handle($0) }
        }
        guard savedSettings != nil else { return }
        // SA_RESTART: a redraw interrupted half-way is finished, not cut short.
        install(SIGTSTP, flags: SA_RESTART, unlessIgnored: true) { SignalState.suspend($0) }
        install(SIGCONT, flags: SA_RESTART) { SignalState.resume($0) }
        install(SIGWINCH, flags: SA_RESTART) { SignalState.resize($0) }
    }

    private func install(_ signalNumber: Int32, flags: Int32, unlessIgnored: Bool = false,
                         _ handler: @convention(c) (Int32) -> Void) {
        var previous = sigaction()
        guard sigaction(signalNumber, nil, &previous) == 0 else { return }
        // A shell without job control starts us with SIGTSTP ignored: keep it so.
        if unlessIgnored, let old = previous.__sigaction_handler.sa_handler,
           unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        if sigaction(signalNumber, &action, nil) == 0 {
            previousActions[signalNumber] = previous
        }
    }

    deinit { release() }

    /// The first caught signal not yet handled, if any.
    public static var pendingSignal: Int32? { SignalState.pendingSignal }

    /// The conventional exit status after `signal`: `ExitStatus.code(forSignal:)`, 128 + its number.
    public static func exitStatus(forSignal signal: Int32) -> Int32 { ExitStatus.code(forSignal: signal) }

    /// Puts the saved terminal settings back now; the guard stays installed.
    public func restoreTerminal() {
        guard var settings = savedSettings else { return }
        _ = tcsetattr(fd, TCSANOW, &settings)
    }

    /// Restores the terminal, reinstalls the previous signal handlers and forgets any
    /// pending signal. After a caught SIGINT, SIGTERM or SIGHUP the process is on its way
    /// out (save, then exit): those three then stay blocked for the rest of the process, so
    /// a second one (the shell's SIGHUP after the kernel's, a SIGTERM) arriving while the
    /// caller saves cannot kill it half-way, leaving no draft and a temporary file. Calling
    /// it again does nothing.
    ///
    /// With `restoringSignals` (a program that goes on after the form, as a library's
    /// caller does) nothing stays blocked or ignored: the caller's handlers of every signal
    /// the guard or its handlers touched (SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT,
    /// SIGWINCH, and SIGTTOU, SIGTTIN, SIGPIPE that a hang-up ignores) and this thread's
    /// signal mask are put back as they were when the guard was made, on every path.
    public func release(restoringSignals: Bool = false) {
        guard !released else { return }
        released = true
        if restoringSignals {
            restoreTerminal()
            for (signalNumber, var previous) in previousActions.merging(quietActions, uniquingKeysWith: { first, _ in first }) {
                _ = sigaction(signalNumber, &previous, nil)
            }
            _ = pthread_sigmask(SIG_SETMASK, &callerMask, nil)
            SignalState.disarm()
            close(wakePipe.read)
            close(wakePipe.write)
            Self.isActive = false
            return
        }
        let leaving = SignalState.pendingSignal.map(Self.handledSignals.contains) ?? false
        if leaving {
            var block = sigset_t()
            sigemptyset(&block)
            for signalNumber in Self.handledSignals { sigaddset(&block, signalNumber) }
            _ = pthread_sigmask(SIG_BLOCK, &block, nil)
        }
        restoreTerminal()
        for (signalNumber, var previous) in previousActions {
            if leaving && Self.handledSignals.contains(signalNumber) {
                SignalState.ignore(signalNumber)
            } else {
                _ = sigaction(signalNumber, &previous, nil)
            }
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
