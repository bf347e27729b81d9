/// A key chord written as in a form file: "ctrl-g" (Control + letter) or "alt-u"
/// (Meta/Alt + letter or digit, sent by terminals as Escape then the character).
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

    /// Parses a spec such as "ctrl-g", "Ctrl-G", "alt-x" or "meta-x".
    /// Control keys ignore the letter's case; Alt keys keep it ("alt-U" is Alt+Shift+u).
    public init(_ spec: String) throws(KeySpecError) {
        let trimmed = spec.trimmingSpaces
        guard !trimmed.isEmpty else { throw .empty }
        guard let dash = trimmed.lastIndex(of: "-"), dash != trimmed.startIndex else {
            throw .missingModifier(spec)
        }
        let name = trimmed[..<dash].lowercased()
        let key = trimmed[trimmed.index(after: dash)...]
        guard let modifier = Self.modifiers[name] else { throw .unknownModifier(name, in: spec) }
        guard key.count == 1, let character = key.first, character.isASCII else {
            throw .unsupportedKey(String(key), in: spec)
        }
        switch modifier {
        case .control where character.isLetter:
            self.init(modifier: .control, character: Character(character.lowercased()))
        case .alt where character.isLetter || character.isNumber:
            self.init(modifier: .alt, character: character)
        default:
            throw .unsupportedKey(String(key), in: spec)
        }
    }

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

    private static let modifiers: [String: Modifier] = [
        "ctrl": .control, "control": .control, "alt": .alt, "meta": .alt,
    ]
}

/// Why a key spec was refused.
public enum KeySpecError: Error, Equatable, CustomStringConvertible {
    case empty
    case missingModifier(String)
    case unknownModifier(String, in: String)
    case unsupportedKey(String, in: String)
    case reserved(KeySpec, reason: String)
    case duplicate(KeySpec)

    public var description: String {
        switch self {
        case .empty:
            return "empty key spec: use ctrl-<letter> or alt-<letter or digit>"
        case .missingModifier(let spec):
            return "key spec \"\(spec)\" has no modifier: use ctrl-<letter> or alt-<letter or digit>"
        case .unknownModifier(let name, let spec):
            return "unknown modifier \"\(name)\" in \"\(spec)\": use ctrl or alt"
        case .unsupportedKey(let key, let spec):
            return "unsupported key \"\(key)\" in \"\(spec)\": use ctrl-<letter> or alt-<letter or digit>"
        case .reserved(let key, let reason):
            return "\(key) is reserved (\(reason))"
        case .duplicate(let key):
            return "\(key) is bound twice"
        }
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
