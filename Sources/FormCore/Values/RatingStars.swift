/// A rating written as stars: `★` for each star given, `☆` for each left, as a terminal shows
/// a `rating` field's line. A rating field takes its stars as well as its digit, so the line a
/// terminal shows is an answer as it stands (as a choice's label is).
///
/// ```swift
/// RatingStars.line(4, of: 5)        // "★★★★☆"
/// RatingStars.count(in: "★★★★☆")    // 4
/// RatingStars.count(in: "3")        // 3
/// ```
public enum RatingStars {
    /// A star given.
    public static let filled: Unicode.Scalar = "\u{2605}"
    /// A star not given.
    public static let empty: Unicode.Scalar = "\u{2606}"

    /// `count` filled stars, then empty ones up to `max`.
    public static func line(_ count: Int, of max: Int) -> String {
        String(repeating: Character(filled), count: count) + String(repeating: Character(empty), count: Swift.max(max - count, 0))
    }

    /// The stars `text` gives: a whole number written in ASCII digits, or filled stars
    /// followed only by empty ones; nil for anything else.
    public static func count(in text: String) -> Int? {
        if let number = Int(text), number >= 0, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return number }
        var count = 0, ended = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case filled where !ended: count += 1
            case empty: ended = true
            default: return nil
            }
        }
        return count > 0 ? count : nil
    }
}
