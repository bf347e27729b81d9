import FormText
import FormYAML

/// (FormCore: the answers documents of FormOutput and a group's rows given as JSON text
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
    /// A document given from outside — an answers file (`--answers`), a group's rows given as
    /// text, a command's JSON choices — composed the one way all of them are read: YAML 1.1's
    /// resolver (as Yams's default: `1` and `"1"` are different keys), bounded as a form file is
    /// (aliases cannot make it stand for millions of values), and JSON (text whose first
    /// non-white character is `{` or `[`) made YAML-compatible first.
    ///
    /// ```swift
    /// JSONSurrogates.composeGiven(#"{"a":"\ud83d\ude00"}"#).result   // .success(a mapping: a → 😀)
    /// ```
    package static func composeGiven(_ text: String) -> YAMLComposer {
        let first = text.unicodeScalars.first { !AnswerText.isWhiteSpace($0) }
        let isJSON = first == "{" || first == "["
        return YAMLComposer(isJSON ? yamlCompatible(text) : text, bounded: true, resolver: .yaml11)
    }

    /// The text with surrogate-pair escapes and raw line breaks in strings rewritten; other
    /// text is unchanged.
    package static func yamlCompatible(_ json: String) -> String {
        guard needsRewriting(json) else { return json }
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

    /// Whether a string of `json` holds a raw line break or a high surrogate's escape
    /// (`\uD8..`–`\uDB..`): one pass over the bytes (a 100 KB schema is read in well under a
    /// millisecond; searching the text for `\u` cost a hundred times more).
    private static func needsRewriting(_ json: String) -> Bool {
        var json = json
        return json.withUTF8 { bytes in
            var inString = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 {   // "
                    inString.toggle()
                } else if inString {
                    switch byte {
                    case 0x5C:   // \ and the escaped byte
                        if index + 2 < bytes.count, bytes[index + 1] | 0x20 == 0x75,   // u or U
                           bytes[index + 2] | 0x20 == 0x64 {   // d or D: \uD800-\uDFFF
                            return true
                        }
                        index += 1
                    case 0x0A, 0x0B, 0x0C, 0x0D: return true
                    case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return true   // NEL
                    case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): return true
                    default: break
                    }
                }
                index += 1
            }
            return false
        }
    }

    private static func hex4(_ scalars: ArraySlice<Unicode.Scalar>) -> UInt32? {
        guard scalars.count == 4 else { return nil }
        return UInt32(String(String.UnicodeScalarView(scalars)), radix: 16)
    }
}
