import FormCore
import Testing

/// `AnswerText.trimmed` slices the text itself at scalar bounds: what it keeps must be exactly
/// the scalars between those bounds, even where a bound falls inside a character (a mark
/// after white space is trimmed, so the answer may start in the middle of a character).
struct AnswerTextTrimTests {
    /// The scalars trimming keeps, built scalar by scalar (the oracle).
    private func kept(_ text: Substring) -> [Unicode.Scalar] {
        let scalars = Array(text.unicodeScalars)
        func trimmable(_ scalar: Unicode.Scalar) -> Bool { AnswerText.isWhiteSpace(scalar) || AnswerText.isMark(scalar) }
        func mark(_ scalar: Unicode.Scalar) -> Bool { !AnswerText.isWhiteSpace(scalar) && AnswerText.isMark(scalar) }
        guard let start = scalars.firstIndex(where: { !trimmable($0) }),
              let last = scalars.lastIndex(where: { !trimmable($0) }) else { return [] }
        var end = last + 1
        while end < scalars.count, mark(scalars[end]) { end += 1 }
        return Array(scalars[start..<end])
    }

    @Test func keepsExactlyTheScalarsBetweenTheBounds() {
        #expect(Array(AnswerText.trimmed(" \u{301}Ada \u{2003}").unicodeScalars) == Array("Ada".unicodeScalars))
        #expect(Array(AnswerText.trimmed("café\u{301} ").unicodeScalars) == Array("café\u{301}".unicodeScalars))
        #expect(AnswerText.trimmed(" \u{301}\u{2003}").isEmpty)
        let inside = "xx \u{301}Ada\u{301}  yy".dropFirst(2).dropLast(2)
        #expect(Array(AnswerText.trimmed(inside).unicodeScalars) == Array("Ada\u{301}".unicodeScalars))
    }

    @Test func agreesWithTheScalarOracleOnMixedText() {
        let pieces = [" ", "\u{301}", "a", "\u{2003}", "é", "\u{200D}", "\n", "e\u{301}", "\u{20DD}", "👍🏽"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let slice = ("-" + text + "-").dropFirst().dropLast()
            #expect(Array(AnswerText.trimmed(text).unicodeScalars) == kept(slice), "\(text.debugDescription)")
            #expect(Array(AnswerText.trimmed(slice).unicodeScalars) == kept(slice), "\(text.debugDescription)")
        }
    }
}
