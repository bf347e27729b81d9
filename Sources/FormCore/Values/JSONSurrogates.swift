/// (FormCore: the answers documents of FormTooling and a group's rows given as JSON text
/// both read JSON through the YAML composer.)
///
/// JSON writes characters outside the Basic Multilingual Plane as surrogate pairs
/// (`"\ud83d\ude00"`, as Python's `json.dumps` does by default), which YAML does not accept.
/// This rewrites each pair inside a JSON document's strings as YAML's `\U0001F600`, so a
/// JSON answers file reads the same through the YAML parser.
///
/// A line break written raw inside a string (LF, CR, NEL, LINE or PARAGRAPH SEPARATOR) is
/// written as its escape too: YAML folds a raw one into a space, which would change the
/// answer; kept, it is the line break that a one-line field refuses on every path.
///
/// ```swift
/// JSONSurrogates.yamlCompatible(#"{"a":"\ud83d\ude00"}"#)   // {"a":"\U0001F600"}
/// JSONSurrogates.yamlCompatible("{\"a\":\"x\u{85}y\"}")     // {"a":"x\u0085y"}
/// ```
package enum JSONSurrogates {
    /// Whether `json` holds `\u`/`\U` or a line break (LF, VT, FF, CR, NEL, LINE or PARAGRAPH
    /// SEPARATOR): one pass over its UTF-8 (most answers documents hold neither).
    private static func needsRewrite(_ json: String) -> Bool {
        var json = json
        return json.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                switch bytes[index] {
                case 0x5C where index + 1 < count && (bytes[index + 1] == UInt8(ascii: "u") || bytes[index + 1] == UInt8(ascii: "U")):
                    return true
                case 0x0A...0x0D:
                    return true
                case 0xC2 where index + 1 < count && bytes[index + 1] == 0x85:
                    return true
                case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return true
                default:
                    index += 1
                }
            }
            return false
        }
    }

    /// The text with surrogate-pair escapes and raw line breaks in strings rewritten; other
    /// text is unchanged.
    package static func yamlCompatible(_ json: String) -> String {
        guard needsRewrite(json) else { return json }
        var scalars = Array(json.unicodeScalars)[...]
        var out = String.UnicodeScalarView()
        var inString = false
        while let scalar = scalars.popFirst() {
            if inString, LineBreaks.isLineBreak(scalar) {
                let digits = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).unicodeScalars)
                continue
            }
            out.append(scalar)
            if scalar == "\"" { inString.toggle(); continue }
            guard inString, scalar == "\\", let escaped = scalars.popFirst() else { continue }
            if escaped == "u" || escaped == "U", let high = hex4(scalars.prefix(4)), (0xD800...0xDBFF).contains(high) {
                let rest = scalars.dropFirst(4)
                if rest.first == "\\", rest.dropFirst().first == "u" || rest.dropFirst().first == "U",
                   let low = hex4(rest.dropFirst(2).prefix(4)), (0xDC00...0xDFFF).contains(low) {
                    let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    let digits = String(value, radix: 16, uppercase: true)
                    out.append(contentsOf: ("U" + String(repeating: "0", count: 8 - digits.count) + digits).unicodeScalars)
                    scalars = rest.dropFirst(6)
                    continue
                }
            }
            out.append(escaped)
        }
        return String(out)
    }

    private static func hex4(_ scalars: ArraySlice<Unicode.Scalar>) -> UInt32? {
        guard scalars.count == 4 else { return nil }
        return UInt32(String(String.UnicodeScalarView(scalars)), radix: 16)
    }
}
