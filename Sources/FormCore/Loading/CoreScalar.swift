/// What a YAML scalar is under the YAML 1.2 core schema: the way formline, editors
/// (yaml-language-server) and `scripts/check-schema.py` all read a form file.
///
/// Only a plain (unquoted, untagged) scalar is resolved by its text: `~`, `null` and nothing
/// are null; `true`/`True`/`TRUE` and the `false` spellings are booleans; `12`, `0x1F`,
/// `0o17` are integers; `1.5`, `1e3`, `.inf` are floats; everything else is text. A quoted or
/// block scalar is text. `!!str`, `!!int`, `!!float`, `!!bool` and `!!null` may be written
/// explicitly; any other tag (`!!binary`, `!!timestamp`, `!custom`) is refused.
///
/// `CoreScalar(plain: "fAlSe")` is `.string`; `CoreScalar(plain: "FALSE")` is `.bool(false)`.
enum CoreScalar: Equatable {
    case null
    case bool(Bool)
    case int
    case float
    case string
    /// A tag formline does not read, or a core tag on text it does not fit; the tag as written.
    case unsupportedTag(String)

    /// The scalar's core-schema type.
    init(_ scalar: YAMLNode.Scalar) {
        guard let tag = scalar.tag else {
            // No tag written, and not quoted (a quoted scalar is tagged `!!str`).
            self = scalar.style == .plain ? Self(plain: scalar.string) : .string
            return
        }
        // The tag of every quoted scalar, the composer's own string: equal at once.
        if tag == YAMLTags.str {
            self = .string
            return
        }
        // (Past the prefix by UTF-8 offset: `dropFirst` would walk its characters, which cost
        // more than the rest of reading a quoted scalar, and every quoted scalar is tagged.)
        let core = tag.hasPrefix(YAMLTags.prefix)
            ? tag[tag.utf8.index(tag.utf8.startIndex, offsetBy: YAMLTags.prefix.utf8.count)...] : nil
        switch core {
        case "str"?:
            self = .string
        case "null"?, "bool"?, "int"?, "float"?:
            let resolved = scalar.style == .plain ? Self(plain: scalar.string) : .string
            let fits: Bool
            switch (core, resolved) {
            case ("null"?, .null), ("bool"?, .bool), ("int"?, .int), ("float"?, .float), ("float"?, .int): fits = true
            default: fits = false
            }
            self = fits ? resolved : .unsupportedTag(Self.shortName(tag))
        default:
            self = tag == YAMLTags.nonSpecific ? .string : .unsupportedTag(Self.shortName(tag))
        }
    }

    /// The core-schema type of a plain scalar's text.
    init(plain text: String) {
        // Read by byte (no copy of a native string): the words below are ASCII, and no other
        // text is canonically equivalent to them, so comparing bytes is comparing texts.
        var text = text
        self = text.withUTF8(Self.plain)
    }

    private static func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> CoreScalar {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"):
            // Neither a number (which starts with a digit, a sign or '.') nor, but for these words, anything else.
            func `is`(_ word: StaticString) -> Bool { word.withUTF8Buffer { $0.elementsEqual(bytes) } }
            if `is`("~") || `is`("null") || `is`("Null") || `is`("NULL") { return .null }
            if `is`("true") || `is`("True") || `is`("TRUE") { return .bool(true) }
            if `is`("false") || `is`("False") || `is`("FALSE") { return .bool(false) }
            return .string
        default:
            if isInteger(bytes) { return .int }
            if isFloat(bytes) { return .float }
            return .string
        }
    }

    /// `[-+]?[0-9]+ | 0o[0-7]+ | 0x[0-9a-fA-F]+`
    private static func isInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func all(from start: Int, _ allowed: (UInt8) -> Bool) -> Bool {
            start < bytes.count && bytes[start...].allSatisfy(allowed)
        }
        if bytes.count >= 2 && bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "o") { return all(from: 2) { (48...55).contains($0) } }
            if bytes[1] == UInt8(ascii: "x") {
                return all(from: 2) { isDigit($0) || (65...70).contains($0) || (97...102).contains($0) }
            }
        }
        return all(from: bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? 1 : 0, isDigit)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)`
    private static func isFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func `is`(_ word: StaticString, from start: Int) -> Bool { word.withUTF8Buffer { $0.elementsEqual(bytes[start...]) } }
        if `is`(".nan", from: 0) || `is`(".NaN", from: 0) || `is`(".NAN", from: 0) { return true }
        var index = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? 1 : 0
        if `is`(".inf", from: index) || `is`(".Inf", from: index) || `is`(".INF", from: index) { return true }
        func digits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        let whole = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = digits()
            if whole == 0 && fraction == 0 { return false }
        } else if whole == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            if digits() == 0 { return false }
        }
        return index == bytes.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// `!!binary` for `tag:yaml.org,2002:binary`, else the tag as written.
    private static func shortName(_ tag: String) -> String {
        tag.hasPrefix(YAMLTags.prefix) ? "!!" + tag.dropFirst(YAMLTags.prefix.count) : tag
    }

    /// How a message names a value of this type: "the number 5", "the Boolean true",
    /// "nothing", "the text '5'".
    static func describe(_ scalar: YAMLNode.Scalar) -> String {
        described(scalar).english
    }

    /// `describe(scalar)` in the catalog's words.
    static func described(_ scalar: YAMLNode.Scalar) -> DiagnosticText {
        switch CoreScalar(scalar) {
        case .null: return DiagnosticText(.nothing)
        case .bool: return DiagnosticText(.theBoolean, ["value": .verbatim(scalar.string)])
        case .int, .float: return DiagnosticText(.theNumber, ["value": .verbatim(scalar.string)])
        case .unsupportedTag(let tag): return DiagnosticText(.aValueTagged, ["tag": .verbatim(tag)])
        case .string:
            // A value from a file that may be no form at all: a short window of it.
            let text = scalar.string.unicodeScalars.count > 40
                ? String(String.UnicodeScalarView(scalar.string.unicodeScalars.prefix(40))) + "…" : scalar.string
            return scalar.style == .plain ? DiagnosticText(.quoted, ["name": .verbatim(text)])
                : DiagnosticText(.theText, ["value": .verbatim(text)])
        }
    }
}
