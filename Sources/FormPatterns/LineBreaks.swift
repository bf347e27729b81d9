/// What counts as a line break in an answer that is one line (every field but multi-line
/// text and lists, whose rows are one line each): Unicode's mandatory breaks, the scalars
/// Swift's `Character.isNewline` is true for — LF, VT, FF, CR, NEL (U+0085), LINE
/// SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). Each ends a line on a terminal or in
/// an editor, so none can be typed into a one-line prompt, and each would break the one line
/// that reviews, `--format lines`/`shell`/`env` output and CSV cells show an answer on.
///
/// The rule is applied after an answer's surrounding white space is trimmed (except a
/// secret's, which is kept as typed), so a trailing newline, as `echo` and here-documents add,
/// is no line break *in* the answer. `FieldValidator` is where it is applied, for every
/// source of answers; `schema/formline.schema.json` and `check` refuse a default or choice
/// holding one.
///
/// ```swift
/// LineBreaks.contains("a\u{2028}b")    // true
/// LineBreaks.contains("a\tb")          // false: a tab is not a line break
/// ```
public enum LineBreaks {
    /// Whether `scalar` is a line break.
    @inline(__always)
    public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        isLineBreak(value: scalar.value)
    }

    /// `isLineBreak` for a scalar's value (the pattern engine's `.`, `$` and `(?m)` use it).
    @inline(__always)
    static func isLineBreak(value: UInt32) -> Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Every line break is at most this scalar (what lets `ScalarSet` build `.` from the rule).
    static let highestLineBreak: UInt32 = 0x2029

    /// The rule as a JSON Schema (ECMA-262) pattern: any line break. A secret's value, which
    /// is not trimmed, and a choice value or label must not match it.
    public static let schemaPattern = #"[\n\u000b\f\r\u0085\u2028\u2029]"#

    /// The rule for a trimmed answer as a JSON Schema pattern: a line break between two
    /// characters that are not white space. A one-line field's value (its `default` in
    /// `schema/formline.schema.json`) must not match it. White space is spelled out (Unicode's
    /// White_Space, what answers are trimmed of) rather than `\s`, whose meaning differs
    /// between ECMA-262, Python and ICU (NEL, VT).
    public static let schemaPatternInside = "[^\(whiteSpace)][\(whiteSpace)]*" + schemaPattern + "[\(whiteSpace)]*[^\(whiteSpace)]"

    /// What a one-line answer may not hold, as a JSON Schema pattern: a line break or NUL.
    public static let schemaPatternNotInLine = #"[\n\u000b\f\r\u0085\u2028\u2029\u0000]"#

    /// What no answer may hold, as a JSON Schema pattern: NUL.
    public static let schemaPatternNotInText = #"\u0000"#

    /// A JSON Schema pattern a non-blank answer matches: one character that is not white
    /// space (Unicode's White_Space, spelled out as for `schemaPatternInside`).
    public static let schemaPatternNonBlank = "[^\(whiteSpace)]"

    /// Unicode's White_Space scalars, as the inside of a pattern's character class.
    private static let whiteSpace = #"\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"#

    /// Whether `text` holds a line break anywhere.
    public static func contains(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(containsLineBreak) ?? text.unicodeScalars.contains(where: isLineBreak)
    }

    /// `contains` for a `String` (no generic dispatch across modules for the usual answer).
    public static func contains(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(containsLineBreak) ?? text.unicodeScalars.contains(where: isLineBreak)
    }

    /// Whether valid UTF-8 holds a line break: LF, VT, FF, CR are bytes of their own; NEL is
    /// C2 85, LINE and PARAGRAPH SEPARATOR E2 80 A8 and E2 80 A9.
    private static func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x0A && byte <= 0x0D { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return true }
            index += 1
        }
        return false
    }
}
