import FormCore

/// A key chord libedit binds: Control + letter, or Alt (Meta) + letter or digit, which
/// terminals send as Escape then the character.
///
/// Keys are built with `.control(_:)` and `.alt(_:)`, or from a form file's shortcut, which
/// FormCore's `ShortcutKey` parses (`KeySpec(_: ShortcutKey)`): there is one parser for key
/// names, not one per layer.
public struct KeySpec: Hashable, Sendable, CustomStringConvertible {
    /// The modifier held with the key.
    public enum Modifier: String, Hashable, Sendable {
        case control = "ctrl"
        case alt = "alt"
    }

    /// The modifier.
    public let modifier: Modifier
    /// The key: a lowercase letter for `.control`; a letter (either case) or digit for `.alt`.
    public let character: Character

    private init(modifier: Modifier, character: Character) {
        self.modifier = modifier
        self.character = character
    }

    /// Control plus a letter (`letter` must be an ASCII letter; its case is ignored).
    public static func control(_ letter: Character) -> KeySpec {
        precondition(letter.isASCII && letter.isLetter, "ctrl- takes a letter")
        return KeySpec(modifier: .control, character: Character(letter.lowercased()))
    }

    /// Alt (Meta) plus an ASCII letter (case kept) or digit.
    public static func alt(_ character: Character) -> KeySpec {
        precondition(character.isASCII && (character.isLetter || character.isNumber), "alt- takes a letter or digit")
        return KeySpec(modifier: .alt, character: character)
    }

    /// The canonical spec, e.g. "ctrl-g" or "alt-U".
    public var description: String { "\(modifier.rawValue)-\(character)" }

    /// The bytes a terminal sends for this chord.
    public var bytes: [UInt8] {
        let ascii = character.asciiValue!
        switch modifier {
        case .control: return [ascii & 0x1F]
        case .alt: return [0x1B, ascii]
        }
    }

}

/// Why a set of key bindings was refused.
public enum KeySpecError: Error, Equatable, CustomStringConvertible {
    /// The key is one formline always uses, and what for.
    case reserved(KeySpec, reason: ReservedKeyUse)
    /// The key is bound twice.
    case duplicate(KeySpec)

    /// What is wrong, as catalog words (`ctrl-c is reserved (interrupt)`): a person reads it
    /// in their language, `description` in English.
    public var text: MessageText {
        switch self {
        case .reserved(let key, let reason):
            return .commandLine(.keyReserved, [.init("key", .verbatim(key.description)), .init("reason", reason.text)])
        case .duplicate(let key):
            return .commandLine(.keyBoundTwice, ["key": key.description])
        }
    }

    public var description: String { text.english }
}
