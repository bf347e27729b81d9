/// The line discipline of `SecretReader`, one byte at a time: Enter ends the line,
/// Backspace/Delete (or the terminal's erase character) removes the last character,
/// Ctrl-U (or the kill character) clears the line, Ctrl-C interrupts, Ctrl-D on an empty
/// line ends the input; other control bytes are ignored.
struct SecretInput {
    private var bytes: [UInt8] = []
    private let eraseBytes: Set<UInt8>
    private let killByte: UInt8

    /// - Parameters:
    ///   - erase: The terminal's erase character (VERASE), besides 0x7F and 0x08.
    ///   - kill: The terminal's kill character (VKILL).
    init(erase: UInt8 = 0x7F, kill: UInt8 = 0x15) {
        eraseBytes = [0x7F, 0x08, erase]
        killByte = kill
    }

    /// Takes one byte; returns the result once the line is over.
    mutating func feed(_ byte: UInt8) -> LineEvent? {
        switch byte {
        case 0x0D, 0x0A: return .line(text)
        case 0x03: return .interrupt
        case 0x04: return bytes.isEmpty ? .endOfInput : nil
        case _ where eraseBytes.contains(byte): eraseLastCharacter()
        case killByte: wipe()
        case 0x00..<0x20: break
        default: bytes.append(byte)
        }
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

    private var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func eraseLastCharacter() {
        while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
    }
}
