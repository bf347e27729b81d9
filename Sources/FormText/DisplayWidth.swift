/// How many terminal columns text takes, as `wcwidth(3)` counts them: East Asian wide
/// characters (CJK, Hangul, fullwidth forms) and emoji shown as emoji take 2 columns;
/// combining marks, format characters (zero-width joiner, bidi marks) and Hangul jamo
/// vowels 0; other printable characters 1. In `width(of:)`, escape sequences (CSI such as
/// colours, OSC) and libedit's U+0001 prompt markers take none.
///
/// ```swift
/// DisplayWidth.width(of: "日本")        // 4
/// DisplayWidth.width(of: "e\u{301}")   // 1
/// DisplayWidth.width(of: style.apply(.title, to: "hi"))  // 2: escape sequences take no room
/// ```
public enum DisplayWidth {
    /// The columns of one scalar (control characters: 0).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
        if wide.contains(where: { $0.contains(value) }) { return 2 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The columns of one scalar as a line editor (libedit) draws it: a C0 control or DEL
    /// as `^X`, 2 columns; anything else as `width(of:)`. The redraw and choice-list layout
    /// count with it, so the three places that measure text share one rule.
    public static func editorWidth(of scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x20 || scalar.value == 0x7F ? 2 : width(of: scalar)
    }

    /// The longest start of `text` (plain text, no escape sequences) that takes at most
    /// `columns` columns: what a line cut to fit shows.
    ///
    /// ```swift
    /// DisplayWidth.prefix(of: "日本語", fitting: 5)   // "日本"
    /// ```
    public static func prefix(of text: String, fitting columns: Int) -> String {
        var kept = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            let width = width(of: scalar)
            if used + width > columns { break }
            kept.append(scalar)
            used += width
        }
        return String(kept)
    }

    /// The columns `text` takes on one line, escape sequences and U+0001 markers excluded.
    public static func width(of text: String) -> Int {
        var total = 0
        forEachVisible(text) { total += width(of: $0) }
        return total
    }

    /// `text` followed by spaces up to `columns` display columns (unchanged when it is as
    /// wide or wider), so columns of a table line up whatever script their text is in.
    public static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(of: text)))
    }

    /// Calls `body` with each scalar of `text` that is not part of an escape sequence
    /// (CSI `ESC [ … final`, OSC `ESC ] … BEL`, a two-character escape) or a U+0001 marker.
    public static func forEachVisible(_ text: String, _ body: (Unicode.Scalar) -> Void) {
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case "\u{1}":
                continue
            case "\u{1B}":
                switch iterator.next() {
                case "[":
                    while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
                case "]":
                    while let next = iterator.next(), next != "\u{7}" {
                        if next == "\u{1B}" { _ = iterator.next(); break }
                    }
                default:
                    break
                }
            default:
                body(scalar)
            }
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15).
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
