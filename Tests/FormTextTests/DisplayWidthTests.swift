import FormText
import Testing

@Suite struct DisplayWidthTests {
    @Test func wideCharactersTakeTwoColumnsAndCombiningMarksNone() {
        #expect(DisplayWidth.width(of: "日本") == 4)
        #expect(DisplayWidth.width(of: "한글") == 4)
        #expect(DisplayWidth.width(of: "🎉") == 2)
        #expect(DisplayWidth.width(of: "e\u{301}") == 1)
        #expect(DisplayWidth.width(of: "a\u{200D}b\u{200F}") == 2)
        #expect(DisplayWidth.width(of: "Zoë") == 3)
    }

    @Test func escapesAndPromptMarkersTakeNoRoom() {
        #expect(DisplayWidth.width(of: "\u{1B}[1;31mhi\u{1B}[0m") == 2)
        #expect(DisplayWidth.width(of: "\u{1}\u{1B}[1m\u{1}ab\u{1}\u{1B}[0m\u{1}") == 2)
        #expect(DisplayWidth.width(of: "\u{1B}]0;title\u{7}x") == 1)
    }

    /// The start of a text that fits a number of columns: a wide character that would not
    /// fit is left out whole, a combining mark stays with its letter.
    @Test func aPrefixFitsTheColumnsGiven() {
        #expect(DisplayWidth.prefix(of: "日本語", fitting: 5) == "日本")
        #expect(DisplayWidth.prefix(of: "abc", fitting: 3) == "abc")
        #expect(DisplayWidth.prefix(of: "cafe\u{301}s", fitting: 4) == "cafe\u{301}")
        #expect(DisplayWidth.prefix(of: "abc", fitting: 0) == "")
    }

    @Test func paddingFillsDisplayColumnsNotCharacters() {
        #expect(DisplayWidth.padded("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.padded("e\u{301}", to: 3) == "e\u{301}  ")
        #expect(DisplayWidth.padded("☕x", to: 4) == "☕x ")
        #expect(DisplayWidth.padded("login", to: 3) == "login", "never cut")
        #expect(DisplayWidth.padded("", to: 2) == "  ")
    }
}
