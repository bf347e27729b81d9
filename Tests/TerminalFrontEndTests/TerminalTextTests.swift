import TestSupport
import Testing

@Suite struct TerminalTextTests {
    @Test func stripsEscapeSequences() {
        let drawn = "\u{1B}[1;31mred\u{1B}[0m \u{1B}]0;title\u{7}a\u{1B}[2Kb\r\n\u{1B}7c"
        #expect(TerminalText.strippingEscapes(drawn) == "red ab\nc")
    }
}
