/// The one home of what answer text is, for every way an answer arrives: typed at the
/// terminal, read from the editor, piped, `--set`, `--answers`, `FORMLINE_ANSWER_*`, a `fill`
/// record (its `String` and byte paths), a draft, a scenario and the library. Each of them
/// calls these rules; none spells them again.
///
/// - **White space** is Unicode's White_Space property (tab, LF, VT, FF, CR, space, NEL,
///   NO-BREAK SPACE, U+1680, U+2000–U+200A, LINE and PARAGRAPH SEPARATOR, U+202F, U+205F,
///   U+3000). ZERO WIDTH SPACE (U+200B) and the byte-order mark are not white space.
/// - **A mark** (a combining mark, a variation selector, ZERO WIDTH JOINER: what Unicode
///   attaches to the character before it) belongs to that character. After white space, or
///   with nothing before it, it has no character to belong to, and counts with the white
///   space: `" \u{301}"` (a space and a combining acute) is blank, as `" "` is, and trimming
///   never leaves a lone mark at the start of an answer.
/// - **Trimming** removes white space (and marks on it) from both ends; a mark after the last
///   other character stays with that character.
/// - **Blank** means nothing is left once trimmed: no answer (for a secret, whose spaces are
///   part of it, only the empty text is blank: `FormSession.isBlank`).
/// - **Line ends** in text of several lines are `\n`: CR LF and a lone CR become LF
///   (`foldingLineEnds`). Which scalars break a one-line answer is `LineBreaks`.
/// - **Size**: no answer is longer than `InputLimits.maximumAnswerBytes`, whichever way it
///   arrives (`excess(_:)`), so a draft holding answers can always be read back. The size
///   rule is the engine's (FormCore's `AnswerText+Limits`, beside `InputLimits`); the text
///   rules here depend on nothing, so the date language (FormDates) trims as answers do.
/// - **NUL** is never part of an answer (a C string, a file name, an environment variable
///   ends at it): an answer holding one is refused (`nulMessage`), first, whichever way it
///   arrives.
///
/// ```swift
/// AnswerText.trimmed("  Ada \u{2003}")   // "Ada"
/// AnswerText.isBlank(" \u{301}\t")       // true
/// AnswerText.trimmed("café\u{301} ")     // "café\u{301}" (the mark stays on its letter)
/// AnswerText.foldingLineEnds("a\r\nb\rc") // "a\nb\nc"
/// ```
public enum AnswerText {
    /// Whether `scalar` is white space (Unicode's White_Space).
    @inlinable @inline(__always)
    public static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return isWhiteSpace(byte: UInt8(truncatingIfNeeded: value)) }
        return scalar.properties.isWhitespace
    }

    /// `isWhiteSpace` for an ASCII byte (tab, LF, VT, FF, CR, space): the byte path's rule.
    @inlinable @inline(__always)
    public static func isWhiteSpace(byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether `scalar` is a mark Unicode attaches to the character before it: Grapheme_Extend
    /// (combining marks, variation selectors, ZWNJ), a spacing mark, or ZERO WIDTH JOINER.
    @inlinable @inline(__always)
    public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x300 else { return false }
        if value == 0x200D { return true }
        let properties = scalar.properties
        if properties.isGraphemeExtend { return true }
        switch properties.generalCategory {
        case .spacingMark, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether `scalar` is white space or a mark: what trimming may remove.
    @inlinable @inline(__always)
    public static func isTrimmable(_ scalar: Unicode.Scalar) -> Bool {
        isWhiteSpace(scalar) || isMark(scalar)
    }

    /// The text without white space at either end (see the type's notes for marks).
    @inlinable
    public static func trimmed<S: StringProtocol>(_ text: S) -> String {
        // The usual answer: printable ASCII at both ends, which is neither white space nor a
        // mark (and no mark follows the last byte), so nothing is trimmed.
        let scalars = text.unicodeScalars
        if let first = scalars.first?.value, let last = scalars.last?.value, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return String(text[...])
        }
        guard let bounds = contentBounds(of: scalars) else { return "" }
        // The text's own slice (bounds on scalars, which a substring may have): building a
        // `String.UnicodeScalarView` from the scalars' slice ran the standard library's
        // unspecialised `append(contentsOf:)`, 0.2M instructions of associated-type look-ups.
        return String(text[bounds])
    }

    /// `trimmed` for a `String`: its first and last bytes read directly for the usual answer.
    public static func trimmed(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return text
        }
        return trimmed(text[...])
    }

    /// Whether the text is blank: white space (and marks on it) only, or empty.
    @inlinable
    public static func isBlank<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.allSatisfy(isTrimmable)
    }

    /// The scalars trimming keeps, nil when the text is blank: from the first character that
    /// is neither white space nor a mark to the last one, with the marks after it.
    @inlinable
    public static func contentBounds<C: BidirectionalCollection>(of scalars: C) -> Range<C.Index>? where C.Element == Unicode.Scalar {
        guard let start = scalars.firstIndex(where: { !isTrimmable($0) }) else { return nil }
        var last = scalars.index(before: scalars.endIndex)
        while isTrimmable(scalars[last]) { last = scalars.index(before: last) }  // stops at `start` at the latest
        var end = scalars.index(after: last)
        while end < scalars.endIndex, !isWhiteSpace(scalars[end]), isMark(scalars[end]) { end = scalars.index(after: end) }
        return start..<end
    }

    /// The text with `\n` line ends: CR LF and a lone CR become LF.
    public static func foldingLineEnds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var scalars = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n", afterCR { continue }
            scalars.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(scalars)
    }

    /// The lines of `text`, split at each line end (CR LF, LF or CR); never empty.
    ///
    /// `AnswerText.lines(of: "a\r\nb\n")` is `["a", "b", ""]`.
    public static func lines(of text: String) -> [Substring] {
        foldingLineEnds(text).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Whether `text` holds a NUL character (refused, with `nulMessage`).
    @inlinable
    public static func holdsNUL(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.utf8.contains(0)
    }

    /// `holdsNUL` for a `String` (no generic dispatch across modules for the usual answer).
    public static func holdsNUL(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.utf8.contains(0)
    }

    /// The number of characters in `text` (`String.count`): its bytes, counted at once, when
    /// they are ASCII without a carriage return (each byte then one character).
    public static func characterCount(_ text: String) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
        } ?? false
        return ascii ? text.utf8.count : text.count
    }

    /// The one wording of an answer holding NUL ("row 2 " or "row 1, from: " before it in a
    /// list or a group).
    public static let nulMessage = "holds a NUL character"
}
