#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outcome of reading from the terminal.
enum InputRead: Equatable {
    case byte(UInt8)
    case endOfInput
    case signal(Int32)
}

/// Byte-at-a-time reads from a file descriptor that a `TerminalGuard` signal interrupts.
enum TerminalInput {
    /// How long to wait after Escape for the rest of a key sequence, in milliseconds: a
    /// terminal sends a key's sequence in one write, so nothing following within this time
    /// means Escape was pressed alone (every reader tells them apart by it).
    static let escapeDelay: Int32 = 60

    /// Blocks until one byte arrives on `fd`, the input ends (EOF, hang-up or a read
    /// error) or a guarded signal is pending. Meanwhile `onChange`, if given, is called
    /// (and reading goes on) when the process was continued or the window resized, so the
    /// reader can redraw.
    static func readByte(from fd: Int32, onChange: ((TerminalChange) -> Void)? = nil) -> InputRead {
        while true {
            if let signal = SignalState.pendingSignal { return .signal(signal) }
            if let onChange {
                let changes = SignalState.takeChanges()
                if !changes.isEmpty {
                    onChange(changes)
                    continue
                }
            }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: SignalState.wakeFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, nfds_t(fds.count), InputIdleLimit.pollTimeout)
            if ready == 0 { return InputIdleLimit.expire() }
            if ready < 0 {
                if errno == EINTR { continue }
                return ended(fd)
            }
            if fds[1].revents != 0 {
                SignalState.drainWakePipe()
                continue
            }
            if isGone(fd, readable: fds[0].revents) { continue }
            var byte: UInt8 = 0
            switch read(fd, &byte, 1) {
            case 1: return .byte(byte)
            case 0: return ended(fd)
            default:
                if errno == EINTR || errno == EAGAIN { continue }
                return ended(fd)
            }
        }
    }
}

extension TerminalInput {
    /// Whether input `poll` reported on a terminal has gone again: a stop in between let
    /// the shell read it. Reading then would block where no signal can wake it.
    private static func isGone(_ fd: Int32, readable revents: Int16) -> Bool {
        guard revents == Int16(POLLIN), isatty(fd) == 1 else { return false }
        var available: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &available) == 0 && available == 0
    }
}

extension TerminalInput {
    /// Like `readByte(from:)`, but gives up after `milliseconds` without input (nil):
    /// tells a lone Escape from the start of a key sequence.
    static func readByte(from fd: Int32, within milliseconds: Int32) -> InputRead? {
        if let signal = SignalState.pendingSignal { return .signal(signal) }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var ready = poll(&descriptor, 1, milliseconds)
        while ready < 0 && errno == EINTR {  // a resize or a stop: wait again, not forever
            if let signal = SignalState.pendingSignal { return .signal(signal) }
            ready = poll(&descriptor, 1, milliseconds)
        }
        if ready == 0 { return nil }
        if ready < 0 { return .endOfInput }
        return readByte(from: fd)
    }
}

extension TerminalInput {
    /// Whether input arrives on `fd` within `milliseconds` (or a guarded signal is pending,
    /// which the next read reports).
    static func waitForInput(on fd: Int32, milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            if SignalState.pendingSignal != nil { return true }
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }  // a resize or a stop: wait again
            return ready != 0
        }
    }
}

extension TerminalInput {
    /// What input that ended (EOF or a read error) on `fd` means. When the terminal a
    /// `TerminalGuard` guards has hung up, that is why: the terminal hung up
    /// (its window closed, its master side gone): that is handled as SIGHUP, at once and
    /// however the kernel's and the shell's SIGHUPs are ordered around it, so every reader
    /// returns `.signal(SIGHUP)` and the answers are saved as after one `kill -HUP`.
    static func ended(_ fd: Int32) -> InputRead {
        // The guarded descriptor, not `fd`: the line editor reads a duplicate of it.
        let guarded = SignalState[.savedFD]
        guard guarded >= 0, isHungUp(guarded) else { return .endOfInput }
        SignalState.handle(SIGHUP)
        return .signal(SignalState.pendingSignal ?? SIGHUP)
    }

    /// Whether the terminal on `fd` has hung up (its other side closed): input that ended
    /// this way is a hang-up, not Ctrl-D.
    static func isHungUp(_ fd: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return true }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
}

/// Assembles Unicode scalars from UTF-8 bytes read one at a time. Malformed sequences
/// are dropped (as libedit's own reader does).
struct UTF8ScalarReader {
    private var carried: UInt8?

    /// Reads bytes with `nextByte` until a whole scalar is available.
    mutating func next(_ nextByte: () -> InputRead) -> Result<Unicode.Scalar, InputEnd> {
        while true {
            let lead: UInt8
            if let carried {
                lead = carried
                self.carried = nil
            } else {
                switch nextByte() {
                case .byte(let byte): lead = byte
                case .endOfInput: return .failure(.endOfInput)
                case .signal(let signal): return .failure(.signal(signal))
                }
            }
            guard let (length, initial) = Self.leadInfo(lead) else { continue }
            var value = initial
            var complete = true
            for _ in 1..<length {
                switch nextByte() {
                case .byte(let byte) where byte & 0xC0 == 0x80:
                    value = value << 6 | UInt32(byte & 0x3F)
                case .byte(let byte):
                    carried = byte
                    complete = false
                case .endOfInput: return .failure(.endOfInput)
                case .signal(let signal): return .failure(.signal(signal))
                }
                if !complete { break }
            }
            guard complete, value >= Self.minimum[length - 1], let scalar = Unicode.Scalar(value) else {
                continue
            }
            return .success(scalar)
        }
    }

    /// Why no scalar could be read.
    enum InputEnd: Error, Equatable {
        case endOfInput
        case signal(Int32)
    }

    private static let minimum: [UInt32] = [0, 0x80, 0x800, 0x10000]

    private static func leadInfo(_ byte: UInt8) -> (Int, UInt32)? {
        switch byte {
        case 0x00...0x7F: return (1, UInt32(byte))
        case 0xC2...0xDF: return (2, UInt32(byte & 0x1F))
        case 0xE0...0xEF: return (3, UInt32(byte & 0x0F))
        case 0xF0...0xF4: return (4, UInt32(byte & 0x07))
        default: return nil
        }
    }
}
