/// Makes user-supplied text safe to show on a terminal: control characters (C0, DEL, C1,
/// including ESC and CSI that start escape sequences), the Unicode line and paragraph
/// separators and the bidirectional embedding, override and isolate controls (U+202A–U+202E,
/// U+2066–U+2069) are shown as visible escapes, so an answer, a key or a file's contents
/// can never move the cursor, recolour the screen, retitle the window or reorder what
/// follows it on the line.
///
/// `ESC` becomes `\e`, tab `\t`, CR `\r`, LF `\n`, other code points `\u{9b}`. The text
/// otherwise stays as it is (so a backslash is left alone: this is for display, not parsing).
public enum TerminalSafeText {
    /// `text` with every control character escaped; with `keepingLayout`, line feeds and
    /// tabs stay as they are (for multi-line messages whose layout is formline's own).
    public static func escape(_ text: String, keepingLayout: Bool = false) -> String {
        // Printable ASCII (the usual message) needs nothing: checked on the UTF-8 alone; nor
        // does other text without one of the controls beyond ASCII (`isControl`), found on
        // their UTF-8: C2 80-9F (U+0080-U+009F), E2 80 A8-AE (U+2028-U+202E), E2 81 A6-A9
        // (U+2066-U+2069).
        var utf8 = text
        let harmless = utf8.withUTF8 { bytes in
            // Eight bytes at a time while each is printable ASCII (0x20-0x7E): a byte below
            // 0x20 borrows into its top bit, one from 0x7F up has it set or carries into it
            // (a carry only leaves a byte of 0xFF, itself flagged). `fill`'s rejects escape
            // every message.
            var start = 0
            if let base = UnsafeRawPointer(bytes.baseAddress) {
                while start + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                    let below = (word &- 0x2020_2020_2020_2020) & ~word
                    let above = (word &+ 0x0101_0101_0101_0101) | word
                    if (below | above) & 0x8080_8080_8080_8080 != 0 { break }
                    start += 8
                }
            }
            for offset in start..<bytes.count {
                let byte = bytes[offset]
                guard byte < 0x20 || byte >= 0x7F else { continue }
                if byte < 0x20 || byte == 0x7F { return false }
                if byte == 0xC2, offset + 1 < bytes.count, (0x80...0x9F).contains(bytes[offset + 1]) { return false }
                if byte == 0xE2, offset + 2 < bytes.count {
                    let second = bytes[offset + 1], third = bytes[offset + 2]
                    if second == 0x80 && (0xA8...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) { return false }
                }
            }
            return true
        }
        if harmless { return text }
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLayout: keepingLayout) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingLayout: keepingLayout) else {
                result.append(scalar)
                continue
            }
            let visible: String
            switch scalar {
            case "\u{1B}": visible = "\\e"
            case "\t": visible = "\\t"
            case "\r": visible = "\\r"
            case "\n": visible = "\\n"
            default: visible = "\\u{\(String(scalar.value, radix: 16))}"
            }
            result.append(contentsOf: visible.unicodeScalars)
        }
        return String(result)
    }

    /// `text` in double quotes for a message (a key, a value that is no date): a quote or
    /// backslash in it escaped, then every control character shown as `escape` shows it.
    ///
    /// ```swift
    /// TerminalSafeText.quoted("bad\u{1B}[2J \"x\"")   // "\"bad\\e[2J \\\"x\\\"\""
    /// ```
    public static func quoted(_ text: String) -> String {
        "\"" + escape(text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")) + "\""
    }

    /// Whether a scalar would act on a terminal rather than print.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingLayout: Bool) -> Bool {
        isControl(scalar) && !(keepingLayout && (scalar == "\n" || scalar == "\t"))
    }
}
