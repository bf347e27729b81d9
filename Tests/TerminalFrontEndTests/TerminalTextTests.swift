import TestSupport
import Testing

@Suite struct TerminalTextTests {
    @Test func stripsEscapeSequences() {
        let drawn = "\u{1B}[1;31mred\u{1B}[0m \u{1B}]0;title\u{7}a\u{1B}[2Kb\r\n\u{1B}7c"
        #expect(TerminalText.strippingEscapes(drawn) == "red ab\nc")
    }
}

/// The test terminal emulator the resize and wide-character tests rely on.
@Suite struct VirtualScreenTests {
    @Test func wrapsLateAtTheLastColumnLikeXterm() {
        var screen = VirtualScreen(rows: 4, columns: 5)
        screen.feed("abcde")
        #expect(screen.cursor == (0, 4))
        screen.feed(" \rf")  // libedit's wrap at the margin
        #expect(screen.lines == ["abcde", "f"])
    }

    @Test func movesErasesAndInserts() {
        var screen = VirtualScreen(rows: 4, columns: 10)
        screen.feed("hello\r\n world\u{1B}[1A\r\u{1B}[2Cy\u{1B}[K")
        #expect(screen.lines == ["hey", " world"])
        screen.feed("\u{1B}[4hXY\u{1B}[4l\u{1B}[2D\u{1B}[1P")
        #expect(screen.lines == ["heyY", " world"])
        screen.feed("\u{1B}[2;3H\u{1B}[J")
        #expect(screen.lines == ["heyY", " w"])
    }

    @Test func reflowRewrapsWrappedLinesAndKeepsTheCursorOnItsCharacter() {
        var screen = VirtualScreen(rows: 4, columns: 6)
        screen.feed("ab\r\nabcdefgh\u{8}")
        #expect(screen.lines == ["ab", "abcdef", "gh"])
        screen.resize(columns: 4, reflow: true)
        #expect(screen.lines == ["ab", "abcd", "efgh"])
        #expect(screen.cursor == (2, 3))
        screen.resize(columns: 10, reflow: true)
        #expect(screen.lines == ["ab", "abcdefgh"])
        #expect(screen.cursor == (1, 7))
    }

    @Test func wideCharactersTakeTwoColumnsAndResizeCutsRows() {
        var screen = VirtualScreen(rows: 3, columns: 6)
        screen.feed("a日本\u{8}\u{8}x")
        #expect(screen.lines == ["a日x"])
        #expect(screen.cursor.column == 4)
        screen.resize(columns: 2)
        #expect(screen.lines == ["a"])
    }
}

extension VirtualScreenTests {
    /// Each cell keeps the SGR parameters it was drawn with, until overwritten or erased.
    @Test func cellsKeepTheirSGR() {
        var screen = VirtualScreen(rows: 3, columns: 20)
        screen.feed("plain \u{1B}[1;33m! bad\u{1B}[0m ok\r\n\u{1B}[7msel\u{1B}[m \u{1B}[1m\u{1B}[36mhead\u{1B}[0m")
        #expect(screen.style(of: "plain") == "")
        #expect(screen.style(of: "! bad") == "1;33")
        #expect(screen.style(of: "ok") == "")
        #expect(screen.style(of: "sel") == "7")
        #expect(screen.style(of: "head") == "1;36")
        #expect(screen.style(of: "absent") == nil)
        screen.feed("\u{1B}[1;1H\u{1B}[K\u{1B}[35mnew")
        #expect(screen.style(of: "new") == "35")
        #expect(screen.style(of: "! bad") == nil)
    }
}
