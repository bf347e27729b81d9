import FormCore
import FrontEndSupport
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
}
