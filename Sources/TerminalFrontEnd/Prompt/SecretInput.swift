import FormCore
/// The line discipline of `SecretReader`, one byte at a time: Enter ends the line,
/// Backspace/Delete (or the terminal's erase character) removes the last character,
/// Ctrl-U (or the kill character) clears the line, Ctrl-C interrupts, Ctrl-D on an empty
/// line ends the input; other control bytes are ignored.
///
/// Navigation works as in a `LineEditor`: Tab and Ctrl-N go to the next field, Shift-Tab
/// and Ctrl-P to the previous one, and the configured keys (`KeyBindings`) return
/// `.datePicker` or `.shortcut`. Those events carry no secret text: read `typed` for it.
/// Escape pressed twice returns `.cancel`; Escape alone (the reader calls `escapeAlone()`
/// when nothing follows it within the escape delay) does nothing else, and what is typed
/// next is kept. Other escape sequences (cursor keys) are swallowed, never taken as typed text. A
/// bracketed paste is typed without its line breaks (they never act as Enter); F1 sets
/// `wantsHelp` for the reader to list the keys.
struct SecretInput {
    private var bytes: [UInt8] = []
    private let eraseBytes: Set<UInt8>
    private let killByte: UInt8
    private let keys: KeyBindings
    private var escape = EscapeState.none
    /// Whether the last key was Escape alone (a second one cancels).
    private var escapedAlone = false
    private var parameters: [UInt8] = []
    private var inPaste = false
    /// Set by F1: the reader lists the keys, then clears it.
    var wantsHelp = false
    /// Whether `?` typed on an empty line sets `wantsHelp` too (off for secrets, where `?`
    /// may start a password; on in accessible mode, where F1 may belong to the screen reader).
    var questionMarkHelps = false

    private enum EscapeState {
        case none, afterEscape, controlSequence, singleShift
    }

    /// - Parameters:
    ///   - erase: The terminal's erase character (VERASE), besides 0x7F and 0x08.
    ///   - kill: The terminal's kill character (VKILL).
    ///   - keys: The date-picker key and form shortcuts.
    init(erase: UInt8 = 0x7F, kill: UInt8 = 0x15, keys: KeyBindings = .standard) {
        eraseBytes = [0x7F, 0x08, erase]
        killByte = kill
        self.keys = keys
    }

    /// Takes one byte; returns the result once the line is over.
    mutating func feed(_ byte: UInt8) -> LineEvent? {
        if !(escape == .none && byte == 0x1B) { escapedAlone = false }
        switch escape {
        case .none:
            break
        case .afterEscape:
            escape = .none
            if byte == UInt8(ascii: "[") { escape = .controlSequence; parameters = []; return nil }
            if byte == UInt8(ascii: "O") { escape = .singleShift; return nil }
            if let event = configured([0x1B, byte]) { return event }
            if byte == 0x1B { return .cancel }  // Escape pressed twice
            if byte >= 0x20 && byte < 0x7F { return nil }  // an unbound Alt key
        case .controlSequence:
            guard (0x40...0x7E).contains(byte) else {
                parameters.append(byte)
                return nil
            }
            escape = .none
            switch (String(decoding: parameters, as: UTF8.self), byte) {
            case ("", UInt8(ascii: "Z")): return inPaste ? nil : .previous
            case ("200", UInt8(ascii: "~")): inPaste = true
            case ("201", UInt8(ascii: "~")): inPaste = false
            case ("11", UInt8(ascii: "~")): wantsHelp = true
            default: break
            }
            return nil
        case .singleShift:
            escape = .none
            if byte == UInt8(ascii: "P") { wantsHelp = true }
            return nil
        }
        if inPaste {
            // Pasted text: printable bytes only; line breaks and other keys do nothing.
            if byte == 0x1B { escape = .afterEscape } else if byte >= 0x20 && byte != 0x7F { bytes.append(byte) }
            return nil
        }
        switch byte {
        case 0x0D, 0x0A: return .line(text)
        case 0x03: return .interrupt
        case 0x04: return bytes.isEmpty ? .endOfInput : nil
        case 0x09, 0x0E: return .next
        case 0x10: return .previous
        case 0x1B: escape = .afterEscape
        case _ where eraseBytes.contains(byte): eraseLastCharacter()
        case killByte: wipe()
        case 0x00..<0x20: return configured([byte])
        case UInt8(ascii: "?") where questionMarkHelps && bytes.isEmpty: wantsHelp = true
        default: bytes.append(byte)
        }
        return nil
    }

    /// Whether an Escape was the last byte: the reader waits the escape delay for the rest
    /// of its sequence, and calls `escapeAlone()` when none comes.
    var awaitsEscapeSequence: Bool { escape == .afterEscape }

    /// Escape was pressed alone: it starts no sequence, so the next byte is a key of its
    /// own. Pressed alone twice in a row it returns `.cancel`, as Escape Escape does.
    mutating func escapeAlone() -> LineEvent? {
        guard escape == .afterEscape else { return nil }
        escape = .none
        if inPaste { return nil }
        if escapedAlone {
            escapedAlone = false
            return .cancel
        }
        escapedAlone = true
        return nil
    }

    /// The result when the input ends without Enter: what was typed, if anything.
    mutating func finishAtEndOfInput() -> LineEvent {
        bytes.isEmpty ? .endOfInput : .line(text)
    }

    /// Overwrites the typed bytes.
    mutating func wipe() {
        for index in bytes.indices { bytes[index] = 0 }
        bytes.removeAll()
    }

    /// What has been typed so far.
    var typed: String { text }

    /// The bytes typed so far (for echoing them in accessible mode).
    var typedBytes: [UInt8] { bytes }

    private var text: String { String(decoding: bytes, as: UTF8.self) }

    private func configured(_ sent: [UInt8]) -> LineEvent? {
        guard let (key, isDate) = keys.all.first(where: { $0.key.bytes == sent }) else { return nil }
        return isDate ? .datePicker(text: "", cursor: 0) : .shortcut(key: ShortcutKey(key), text: "")
    }

    private mutating func eraseLastCharacter() {
        while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
    }
}
