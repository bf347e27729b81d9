#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads single key presses from a terminal in raw mode (no echo, no line buffering, no
/// signal keys), decoding cursor keys, Page Up/Down and UTF-8; Ctrl-Z suspends. The terminal's settings are
/// put back when `withRawMode` returns, whatever happens; a `TerminalGuard` puts them back
/// on a signal.
public struct KeyReader {
    private let input: Int32
    /// How long to wait after Escape for the rest of a key sequence.
    private let escapeDelay: Int32

    /// A reader on `input`; the escape delay is `TerminalInput.escapeDelay` unless given.
    public init(input: Int32 = STDIN_FILENO, escapeDelayMilliseconds: Int32? = nil) {
        self.input = input
        self.escapeDelay = escapeDelayMilliseconds ?? TerminalInput.escapeDelay
    }

    /// Runs `body` with the terminal in raw mode (nothing changes when `input` is not a terminal).
    public func withRawMode<T>(_ body: () throws -> T) rethrows -> T {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return try body() }
        var raw = RawMode.settings(from: saved)
        // Taken before the mode changes: a SIGCONT from here on is seen by the body's reads.
        _ = SignalState.takeChanges()
        SignalState.enterReadingMode(raw)
        defer {
            SignalState.leaveReadingMode()
            _ = tcsetattr(input, TCSANOW, &saved)
        }
        _ = tcsetattr(input, TCSANOW, &raw)
        return try body()
    }

    /// Blocks until one key is pressed (call inside `withRawMode`).
    public func readKey() -> Key {
        readKey(onChange: nil)
    }

    /// Like `readKey()`; Ctrl-Z suspends the process, and `onChange` is called to redraw
    /// when it was continued or the window was resized, while waiting for a key.
    func readKey(onChange: ((TerminalChange) -> Void)?) -> Key {
        var byte = RawMode.suspendKey
        while byte == RawMode.suspendKey {
            guard case .byte(let next) = TerminalInput.readByte(from: input, onChange: onChange) else { return lastEnd }
            byte = next
            if byte == RawMode.suspendKey { SignalState.suspendProcess() }
        }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x09: return .tab
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x1B: return escapeSequence()
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x00..<0x20: return .other
        case 0x80...: return utf8(lead: byte)
        default: return .character(Character(Unicode.Scalar(byte)))
        }
    }

    private var lastEnd: Key {
        if let signal = SignalState.pendingSignal { return .signal(signal) }
        return .endOfInput
    }

    private func next() -> UInt8? {
        if case .byte(let byte) = TerminalInput.readByte(from: input) { return byte }
        return nil
    }

    private func escapeSequence() -> Key {
        guard case .byte(let introducer)? = TerminalInput.readByte(from: input, within: escapeDelay) else {
            return SignalState.pendingSignal.map { .signal($0) } ?? .escape
        }
        switch introducer {
        case UInt8(ascii: "["):
            var parameters: [UInt8] = []
            while let byte = next() {
                if (0x40...0x7E).contains(byte) { return csi(parameters, final: byte) }
                parameters.append(byte)
            }
            return lastEnd
        case UInt8(ascii: "O"):
            guard let final = next() else { return lastEnd }
            return final == UInt8(ascii: "P") ? .help : csi([], final: final)
        case 0x1B:
            return .escape
        default:
            return .other
        }
    }

    private func csi(_ parameters: [UInt8], final: UInt8) -> Key {
        switch (String(decoding: parameters, as: UTF8.self), Unicode.Scalar(final)) {
        case (_, "A"): return .up
        case (_, "B"): return .down
        case (_, "C"): return .right
        case (_, "D"): return .left
        case (_, "H"), ("1", "~"), ("7", "~"): return .home
        case (_, "F"), ("4", "~"), ("8", "~"): return .end
        case (_, "Z"): return .shiftTab
        case ("5", "~"): return .pageUp
        case ("6", "~"): return .pageDown
        case ("11", "~"): return .help
        case ("200", "~"): return .paste(readPaste())
        default: return .other
        }
    }

    /// The text of a bracketed paste, up to `ESC [ 201 ~`.
    private func readPaste() -> String {
        let end = Array("\u{1B}[201~".utf8)
        var bytes: [UInt8] = []
        while let byte = next() {
            bytes.append(byte)
            if bytes.count >= end.count, bytes.suffix(end.count).elementsEqual(end) {
                bytes.removeLast(end.count)
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func utf8(lead: UInt8) -> Key {
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var bytes = [lead]
        for _ in 1..<max(length, 1) {
            guard let byte = next() else { return lastEnd }
            bytes.append(byte)
        }
        guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else { return .other }
        return .character(character)
    }
}
