#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What happened to the terminal since a reader last looked (see `SignalState.takeChanges()`).
struct TerminalChange: OptionSet, Sendable {
    let rawValue: Int
    /// The process was stopped and continued (SIGCONT): draw the prompt again on a fresh line.
    static let resumed = TerminalChange(rawValue: 1)
    /// The window changed size (SIGWINCH): lay the prompt out again at the new width.
    static let resized = TerminalChange(rawValue: 2)
}

/// Job control: SIGTSTP, SIGCONT and SIGWINCH.
///
/// On SIGTSTP (Ctrl-Z, read as a key and sent by `suspendProcess()`, or `kill -TSTP`) the
/// handler notes the terminal's current mode, puts back the settings formline found, ends
/// the line and stops the process. On SIGCONT it puts the noted mode back (or, after a
/// SIGSTOP it never saw, the mode of the reader at work) before the process reads another
/// key, so a secret prompt never runs with echo on; readers then redraw. Everything here
/// runs in signal handlers and is async-signal-safe: tcgetattr, tcsetattr, write,
/// sigaction, sigprocmask, raise.
extension SignalState {
    /// The mode a reader reads keys in: put back on SIGCONT if SIGTSTP did not note one.
    /// Call before switching the terminal to it.
    static func enterReadingMode(_ mode: termios) {
        self[.readingModeSet] = 0
        readingMode.pointee = mode
        self[.readingModeSet] = 1
    }

    /// The reader is done: SIGCONT leaves the terminal as it finds it.
    static func leaveReadingMode() {
        self[.readingModeSet] = 0
    }

    /// Whether a reader's mode is noted.
    static var isInReadingMode: Bool { self[.readingModeSet] != 0 }

    nonisolated(unsafe) private static var seenResumes: sig_atomic_t = 0
    nonisolated(unsafe) private static var seenResizes: sig_atomic_t = 0

    /// How many times the process was continued so far (a drawing's record of what is on
    /// screen is stale once this changed: see `TerminalScreen.erase(from:)`).
    static var resumes: Int32 { self[.resumeCount] }

    /// The changes since the last call (main thread only). The handlers only ever count up,
    /// so nothing is lost between reading and remembering.
    static func takeChanges() -> TerminalChange {
        var changes: TerminalChange = []
        let resumes = self[.resumeCount], resizes = self[.resizeCount]
        if resumes != seenResumes { changes.insert(.resumed) }
        if resizes != seenResizes { changes.insert(.resized) }
        seenResumes = resumes
        seenResizes = resizes
        return changes
    }

    /// Stops the process group as the terminal's suspend key would (Ctrl-Z is read as a
    /// key, the terminal's own signal keys being off). Returns once continued. Does nothing
    /// without a `TerminalGuard` on a terminal: nothing would restore the terminal.
    static func suspendProcess() {
        guard self[.savedFD] >= 0 else { return }
        _ = kill(0, SIGTSTP)
    }

    /// The SIGTSTP handler.
    static func suspend(_: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let fd = self[.savedFD]
        if fd >= 0 {
            self[.stopModeSet] = tcgetattr(fd, stopMode) == 0 ? 1 : 0
            _ = tcsetattr(fd, TCSANOW, savedTermios)
        }
        let screen = self[.screenFD]
        if screen >= 0 {
            var newline: (UInt8, UInt8) = (0x0D, 0x0A)
            _ = write(screen, &newline, 2)
        }
        // Stop for real: the default action, with SIGTSTP unblocked for the moment.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        _ = sigaction(SIGTSTP, &action, &previous)
        var tstp = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        var mask = sigset_t()
        _ = sigprocmask(SIG_UNBLOCK, &tstp, &mask)
        _ = raise(SIGTSTP)
        // Continued (or never stopped: an orphaned process group ignores SIGTSTP).
        _ = sigprocmask(SIG_SETMASK, &mask, nil)
        _ = sigaction(SIGTSTP, &previous, nil)
        if self[.stopModeSet] != 0 { resume(SIGCONT) }
    }

    /// The SIGCONT handler: the reader's mode back before any key is read, then a redraw.
    static func resume(_: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let fd = self[.savedFD]
        if fd >= 0 && self[.pendingSignal] == 0 {
            if self[.stopModeSet] != 0 {
                _ = tcsetattr(fd, TCSANOW, stopMode)
            } else if self[.readingModeSet] != 0 {
                _ = tcsetattr(fd, TCSANOW, readingMode)
            }
        }
        self[.stopModeSet] = 0
        self[.resumeCount] &+= 1
        wake()
    }

    /// The SIGWINCH handler.
    static func resize(_: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        self[.resizeCount] &+= 1
        wake()
    }
}
