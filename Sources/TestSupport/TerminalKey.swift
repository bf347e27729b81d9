/// Keys a test can type on a pseudo-terminal, as the bytes a terminal sends.
public enum TerminalKey: Sendable, Equatable {
    case text(String)
    case enter, tab, shiftTab, backspace, escape
    case up, down, left, right
    /// Control plus a letter, e.g. `.control("d")`.
    case control(Character)
    /// Alt (Meta) plus a character: Escape, then the character.
    case alt(Character)

    /// The bytes sent for the key.
    public var bytes: [UInt8] {
        switch self {
        case .text(let text): return Array(text.utf8)
        case .enter: return [0x0D]
        case .tab: return [0x09]
        case .shiftTab: return Array("\u{1B}[Z".utf8)
        case .backspace: return [0x7F]
        case .escape: return [0x1B]
        case .up: return Array("\u{1B}[A".utf8)
        case .down: return Array("\u{1B}[B".utf8)
        case .right: return Array("\u{1B}[C".utf8)
        case .left: return Array("\u{1B}[D".utf8)
        case .control(let letter): return [letter.uppercased().utf8.first! & 0x1F]
        case .alt(let character): return [0x1B] + Array(String(character).utf8)
        }
    }
}

extension TerminalKey {
    /// `text` pasted: inside bracketed paste's markers, as a terminal sends a paste.
    public static func pasted(_ text: String) -> TerminalKey { .text("\u{1B}[200~" + text + "\u{1B}[201~") }
}
