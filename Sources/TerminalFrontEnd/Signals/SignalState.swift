#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Static storage shared with the signal handlers that `TerminalGuard` installs.
///
/// The handlers may only touch memory that needs no allocation or locking, so everything
/// lives in raw storage allocated once, before any handler is installed.
enum SignalState {
    enum Slot: Int, CaseIterable {
        case pendingSignal, savedFD, wakeRead, wakeWrite, screenFD
        /// 1 while `readingMode` holds the mode a reader put the terminal in.
        case readingModeSet
        /// 1 while `stopMode` holds the mode the terminal was in when SIGTSTP arrived.
        case stopModeSet
        /// Counters the handlers bump on SIGCONT and SIGWINCH (see `takeChanges()`).
        case resumeCount, resizeCount
    }

    /// The slots; -1 means "none" for the fds, 0 is the initial value of the others.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<sig_atomic_t> = {
        let slots = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: Slot.allCases.count)
        slots.initialize(repeating: 0, count: Slot.allCases.count)
        for slot in [Slot.savedFD, .wakeRead, .wakeWrite, .screenFD] { slots[slot.rawValue] = -1 }
        return slots
    }()

    /// The terminal settings to restore from the handler: the ones found at start.
    nonisolated(unsafe) static let savedTermios = allocateTermios()
    /// The mode the current reader (line editor, secret reader, key reader) reads keys in.
    nonisolated(unsafe) static let readingMode = allocateTermios()
    /// The mode in effect when SIGTSTP arrived, put back on SIGCONT.
    nonisolated(unsafe) static let stopMode = allocateTermios()

    private static func allocateTermios() -> UnsafeMutablePointer<termios> {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }

    static subscript(_ slot: Slot) -> sig_atomic_t {
        get { slots[slot.rawValue] }
        set { slots[slot.rawValue] = newValue }
    }

    /// Touches the lazily created storage so the handlers never initialise it.
    static func prepare() {
        _ = slots
        _ = savedTermios
        _ = readingMode
        _ = stopMode
        RunningCommands.prepare()
    }

    /// The first caught terminating signal not yet cleared, if any.
    static var pendingSignal: Int32? {
        let value = self[.pendingSignal]
        return value == 0 ? nil : value
    }

    /// The read end of the self-pipe the handlers write to, or -1.
    static var wakeFD: Int32 { self[.wakeRead] }

    /// Arms the handlers: termios to restore on `fd` (-1 for none), the self-pipe and
    /// where to end the line before stopping (`screen`, -1 for nowhere).
    static func arm(savedFD: Int32, wakeRead: Int32, wakeWrite: Int32, screen: Int32) {
        self[.pendingSignal] = 0
        self[.readingModeSet] = 0
        self[.stopModeSet] = 0
        self[.wakeRead] = wakeRead
        self[.wakeWrite] = wakeWrite
        self[.screenFD] = screen
        self[.savedFD] = savedFD
    }

    /// Disarms the handlers and forgets any pending signal.
    static func disarm() {
        self[.savedFD] = -1
        self[.screenFD] = -1
        self[.wakeRead] = -1
        self[.wakeWrite] = -1
        self[.readingModeSet] = 0
        self[.stopModeSet] = 0
        self[.pendingSignal] = 0
    }

    /// Forgets a caught SIGINT that did its work without ending the run (it stopped a
    /// check), so the next one counts as a first again.
    static func clearPendingSignal() {
        self[.pendingSignal] = 0
        drainWakePipe()
    }

    /// Empties the self-pipe after a wake-up.
    static func drainWakePipe() {
        var buffer = [UInt8](repeating: 0, count: 16)
        while wakeFD >= 0, read(wakeFD, &buffer, buffer.count) > 0 {}
    }

    /// Wakes a reader blocked in `TerminalInput.readByte`. Async-signal-safe.
    static func wake() {
        let wakeWrite = self[.wakeWrite]
        if wakeWrite >= 0 {
            var byte: UInt8 = 0
            _ = write(wakeWrite, &byte, 1)
        }
    }

    /// The handler body for SIGINT, SIGTERM and SIGHUP. Async-signal-safe: restores the
    /// terminal, records the signal and wakes blocked readers.
    ///
    /// A second SIGINT or SIGTERM while one is pending is re-raised with the default
    /// action, so a stuck program can still be stopped. A second SIGHUP never is, nor any
    /// signal once a hang-up is pending: closing a terminal that runs a shell sends SIGHUP
    /// from the kernel and from the shell (and maybe SIGTERM or SIGCONT) microseconds apart,
    /// and the answers must still be saved. From a hang-up on, the dead terminal may no
    /// longer stop or kill formline: SIGTTOU, SIGTTIN (formline may be left in a background
    /// process group when the shell exits) and SIGPIPE are ignored.
    static func handle(_ signalNumber: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let previous = self[.pendingSignal]
        if previous == 0 {
            self[.pendingSignal] = signalNumber
        }
        if signalNumber == SIGHUP || previous == SIGHUP {
            // One call each: an array literal here would allocate, and a handler that runs
            // while the interrupted code is inside malloc must not (glibc aborts, exit 134).
            ignore(SIGTTOU)
            ignore(SIGTTIN)
            ignore(SIGPIPE)
        }
        let savedFD = self[.savedFD]
        if savedFD >= 0 {
            _ = tcsetattr(savedFD, TCSANOW, savedTermios)
        }
        wake()
        if previous != 0 && previous != SIGHUP && signalNumber != SIGHUP {
            RunningCommands.killAll()   // a check running now: not left behind
            TemporaryFiles.removeAll()  // an open draft or editor file: nothing left behind
            _ = signal(signalNumber, SIG_DFL)
            _ = raise(signalNumber)
        }
    }

    /// Sets `signalNumber` to be ignored. Async-signal-safe.
    static func ignore(_ signalNumber: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&action.sa_mask)
        _ = sigaction(signalNumber, &action, nil)
    }
}
