#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Static storage shared with the signal handler that `TerminalGuard` installs.
///
/// The handler may only touch memory that needs no allocation or locking, so everything
/// lives in raw storage allocated once, before any handler is installed.
enum SignalState {
    private enum Slot: Int, CaseIterable {
        case pendingSignal, savedFD, wakeRead, wakeWrite
    }

    /// [pendingSignal, savedFD, wakeRead, wakeWrite]; -1 means "none" for the fds.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<sig_atomic_t> = {
        let slots = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: Slot.allCases.count)
        slots.initialize(repeating: -1, count: Slot.allCases.count)
        slots[Slot.pendingSignal.rawValue] = 0
        return slots
    }()

    /// The terminal settings to restore from the handler.
    nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<termios> = {
        let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        saved.initialize(to: termios())
        return saved
    }()

    /// Touches the lazily created storage so the handler never initialises it.
    static func prepare() {
        _ = slots
        _ = savedTermios
    }

    /// The first caught signal not yet cleared, if any.
    static var pendingSignal: Int32? {
        let value = slots[Slot.pendingSignal.rawValue]
        return value == 0 ? nil : value
    }

    /// The read end of the self-pipe the handler writes to, or -1.
    static var wakeFD: Int32 { slots[Slot.wakeRead.rawValue] }

    /// Arms the handler: termios to restore on `fd` (-1 for none) and the self-pipe.
    static func arm(savedFD: Int32, wakeRead: Int32, wakeWrite: Int32) {
        slots[Slot.pendingSignal.rawValue] = 0
        slots[Slot.wakeRead.rawValue] = wakeRead
        slots[Slot.wakeWrite.rawValue] = wakeWrite
        slots[Slot.savedFD.rawValue] = savedFD
    }

    /// Disarms the handler and forgets any pending signal.
    static func disarm() {
        slots[Slot.savedFD.rawValue] = -1
        slots[Slot.wakeRead.rawValue] = -1
        slots[Slot.wakeWrite.rawValue] = -1
        slots[Slot.pendingSignal.rawValue] = 0
    }

    /// Empties the self-pipe after a wake-up.
    static func drainWakePipe() {
        var buffer = [UInt8](repeating: 0, count: 16)
        while wakeFD >= 0, read(wakeFD, &buffer, buffer.count) > 0 {}
    }

    /// The signal handler body. Async-signal-safe: restores the terminal, records the
    /// signal and wakes blocked readers; a second signal while one is pending is re-raised
    /// with the default action, so a stuck program can still be stopped.
    static func handle(_ signalNumber: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let savedFD = slots[Slot.savedFD.rawValue]
        if savedFD >= 0 {
            _ = tcsetattr(savedFD, TCSANOW, savedTermios)
        }
        let previous = slots[Slot.pendingSignal.rawValue]
        if previous == 0 {
            slots[Slot.pendingSignal.rawValue] = signalNumber
        }
        let wakeWrite = slots[Slot.wakeWrite.rawValue]
        if wakeWrite >= 0 {
            var byte: UInt8 = 0
            _ = write(wakeWrite, &byte, 1)
        }
        if previous != 0 {
            _ = signal(signalNumber, SIG_DFL)
            _ = raise(signalNumber)
        }
    }
}
