/// Composes a JSON text (a JSON Schema, an answers file) into the very tree `YAMLComposer`
/// composes from it through libyaml, reading its bytes directly: through libyaml's scanner and the
/// events it hands over, composing a pretty-printed schema of 130 KB (much of it indentation)
/// cost 52M instructions; read here, 12M.
///
/// It reads only what it is sure libyaml reads the same way, and gives up (nil) on anything
/// else, which `YAMLComposer` then composes through libyaml as before: the same tree, errors
/// and marks either way. It reads an object or an array at the top, with spaces and line feeds
/// (and tabs inside the brackets) between tokens; strings of printable characters (as
/// libyaml's reader allows them: no C0 or C1 control, DEL, NEL, line or paragraph separator,
/// byte-order mark, noncharacter or invalid UTF-8) with JSON's escapes (and YAML's `\U`,
/// which `JSONSurrogates` writes); JSON's numbers, `true`, `false` and `null`. It gives up on
/// a key repeated in an object (equal as texts, as the composer's count of repeats compares
/// them), a key whose `:` is on a later line or far from it (libyaml would not read it as a
/// simple key), nesting deeper than `maximumDepth`, a carriage return, a comment, a trailing
/// comma and whatever else is not JSON. `YAMLComposerTests` composes every JSON file of the
/// repository and thousands of generated ones both ways, and against Yams.
///
///     JSONTree.compose(#"{"a": [1, "b"]}"#, resolver: .basic)?.nodes   // 5
struct JSONTree {
    /// Nested deeper than this, the text is composed through libyaml (whose loop has no stack
    /// to overflow): reading here recurses.
    static let maximumDepth = 100
    /// A key further than this (in bytes) from its `:` is left to libyaml, which reads a
    /// key only when the `:` is within 1,024 characters of its start.
    static let farthestColon = 1_000

    private let bytes: UnsafeBufferPointer<UInt8>
    private let resolver: YAMLResolver
    private var index = 0
    private var line = 1
    /// Where the current line starts, and the UTF-8 continuation bytes read on it so far
    /// (libyaml's columns count characters).
    private var lineStart = 0
    private var continuations = 0
    private var nextID = 0
    private var nodes = 0
    /// A string's bytes, when escapes make them differ from the text's.
    private var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, resolver: YAMLResolver) {
        self.bytes = bytes
        self.resolver = resolver
    }

    /// The tree and its number of nodes, or nil when libyaml must compose the text.
    static func compose(_ bytes: UnsafeBufferPointer<UInt8>, resolver: YAMLResolver) -> (root: YAMLNode, nodes: Int)? {
        var reader = JSONTree(bytes, resolver: resolver)
        reader.skipSpace(inside: false)
        guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "{") || bytes[reader.index] == UInt8(ascii: "["),
              let root = reader.value(depth: 0) else { return nil }
        reader.skipSpace(inside: false)
        guard reader.index == bytes.count else { return nil }
        return (root, reader.nodes)
    }

    // MARK: - Reading

    private var mark: SourceLocation {
        SourceLocation(line: line, column: index - lineStart - continuations + 1)
    }

    private var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func newID() -> Int {
        nextID += 1
        nodes += 1
        return nextID
    }

    /// Skips spaces and line feeds, and tabs `inside` brackets (libyaml's flow context).
    private mutating func skipSpace(inside: Bool) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
                continuations = 0
            case UInt8(ascii: "\t") where inside:
                index += 1
            default:
                return
            }
        }
    }

    private mutating func value(depth: Int) -> YAMLNode? {
        guard let first = byte else { return nil }
        switch first {
        case UInt8(ascii: "{"): return depth < Self.maximumDepth ? object(depth: depth) : nil
        case UInt8(ascii: "["): return depth < Self.maximumDepth ? array(depth: depth) : nil
        case UInt8(ascii: "\""):
            let mark = self.mark
            let id = newID()
            guard let text = string() else { return nil }
            var scalar = YAMLNode.Scalar(text, tag: YAMLTags.str, style: .doubleQuoted, mark: mark)
            scalar.id = id
            return .scalar(scalar)
        default:
            let mark = self.mark
            let start = index
            guard number() || word("true") || word("false") || word("null") else { return nil }
            // A plain scalar ends where JSON's value does only before a space or a bracket's punctuation.
            if let next = byte, ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ","),
                                  UInt8(ascii: "}"), UInt8(ascii: "]")].contains(next) { return nil }
            var scalar = YAMLNode.Scalar(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self),
                                         style: .plain, mark: mark)
            scalar.id = newID()
            return .scalar(scalar)
        }
    }

    private mutating func object(depth: Int) -> YAMLNode? {
        let mark = self.mark
        let id = newID()
        index += 1
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        skipSpace(inside: true)
        if byte == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                guard byte == UInt8(ascii: "\"") else { return nil }
                let keyStart = index
                let keyMark = self.mark
                let keyID = newID()
                guard let text = string() else { return nil }
                // libyaml takes a key only when its `:` follows on the same line, near it.
                while byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
                guard byte == UInt8(ascii: ":"), index - keyStart <= Self.farthestColon else { return nil }
                index += 1
                var key = YAMLNode.Scalar(text, tag: YAMLTags.str, style: .doubleQuoted, mark: keyMark)
                key.id = keyID
                key.tag = resolver.resolvedTag(of: key)
                skipSpace(inside: true)
                guard let member = value(depth: depth + 1) else { return nil }
                pairs.append((.scalar(key), member))
                skipSpace(inside: true)
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipSpace(inside: true)
                    continue
                }
                guard byte == UInt8(ascii: "}") else { return nil }
                index += 1
                break
            }
        }
        guard !Self.repeatsAKey(pairs) else { return nil }
        var mapping = YAMLNode.Mapping(pairs, mark: mark)
        mapping.id = id
        return .mapping(mapping)
    }

    private mutating func array(depth: Int) -> YAMLNode? {
        let mark = self.mark
        let id = newID()
        index += 1
        var items: [YAMLNode] = []
        skipSpace(inside: true)
        if byte == UInt8(ascii: "]") {
            index += 1
        } else {
            while true {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace(inside: true)
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipSpace(inside: true)
                    continue
                }
                guard byte == UInt8(ascii: "]") else { return nil }
                index += 1
                break
            }
        }
        var sequence = YAMLNode.Sequence(items, mark: mark)
        sequence.id = id
        return .sequence(sequence)
    }

    /// Whether two keys of an object are the same text (as `String`s compare).
    private static func repeatsAKey(_ pairs: [(key: YAMLNode, value: YAMLNode)]) -> Bool {
        let keys = pairs.map { $0.key.scalar?.string ?? "" }
        if keys.count <= 8 {
            for i in keys.indices { for j in keys.indices where j > i && keys[i] == keys[j] { return true } }
            return false
        }
        var seen = Set<String>(minimumCapacity: keys.count)
        for key in keys where !seen.insert(key).inserted { return true }
        return false
    }

    /// Reads `"…"` (at its quote), or nil for what libyaml might read otherwise.
    private mutating func string() -> String? {
        index += 1
        let start = index
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                if escaped { scratch.append(byte) }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let text = escaped ? scratch.withUnsafeBufferPointer { Self.text($0) }
                                   : Self.text(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                if !escaped {
                    escaped = true
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                }
                guard unescape() else { return nil }
                continue
            }
            guard byte >= 0x80, let width = Self.printableWidth(at: index, in: bytes) else { return nil }
            if escaped { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + width])) }
            index += width
            continuations += width - 1
        }
        return nil
    }

    /// Reads the escape at `index` (a backslash) into `scratch`.
    private mutating func unescape() -> Bool {
        guard index + 1 < bytes.count else { return false }
        let letter = bytes[index + 1]
        index += 2
        let value: UInt32
        switch letter {
        case UInt8(ascii: "\""): value = 0x22
        case UInt8(ascii: "\\"): value = 0x5C
        case UInt8(ascii: "/"): value = 0x2F
        case UInt8(ascii: "b"): value = 0x08
        case UInt8(ascii: "f"): value = 0x0C
        case UInt8(ascii: "n"): value = 0x0A
        case UInt8(ascii: "r"): value = 0x0D
        case UInt8(ascii: "t"): value = 0x09
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = letter == UInt8(ascii: "u") ? 4 : 8
            guard index + digits <= bytes.count else { return false }
            var code: UInt32 = 0
            for byte in bytes[index..<index + digits] {
                guard let digit = Self.hexValue(byte) else { return false }
                code = code << 4 | digit
            }
            index += digits
            value = code
        default:
            return false
        }
        guard let scalar = Unicode.Scalar(value) else { return false }   // a surrogate, or past U+10FFFF
        scratch.append(contentsOf: UTF8.encode(scalar)!)
        return true
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The width of the UTF-8 character at `index` when it is well formed and one libyaml's
    /// reader takes inside a string without reading it as a line break or a mark: U+00A0 to
    /// U+D7FF, U+E000 to U+FFFD but the byte-order mark, U+10000 to U+10FFFF.
    private static func printableWidth(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let lead = bytes[index]
        let width: Int, minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: width = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: width = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: width = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + width <= bytes.count else { return nil }
        for byte in bytes[index + 1..<index + width] {
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum else { return nil }
        switch value {
        case 0x2028, 0x2029: return nil   // line and paragraph separators: line breaks to libyaml
        case 0xA0...0xD7FF, 0x10000...0x10FFFF: return width
        case 0xE000...0xFFFD where value != 0xFEFF: return width
        default: return nil
        }
    }

    /// A scalar's text as the composer makes it (a leading byte-order mark dropped).
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst(3)), as: UTF8.self)
                                               : String(decoding: bytes, as: UTF8.self)
    }

    /// Reads a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`.
    private mutating func number() -> Bool {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if byte == UInt8(ascii: "-") { index += 1 }
        let whole = index
        guard digits() > 0, !(bytes[whole] == UInt8(ascii: "0") && index - whole > 1) else { index = start; return false }
        if byte == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { index = start; return false }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            index += 1
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { index += 1 }
            guard digits() > 0 else { index = start; return false }
        }
        return true
    }

    /// Reads `word` when it is written at `index`.
    private mutating func word(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              word.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) }) else { return false }
        index += count
        return true
    }
}
