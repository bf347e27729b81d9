import FormText
@testable import TerminalFrontEnd
import Testing

/// The view's record of what is on screen (drawing in place): how many rows erasing goes up.
@Suite struct DrawnRegionTests {
    @Test func anEditorLineFillingItsLastRowPutsTheCursorOnTheNext() {
        #expect(TextWrap.editorLayout(prompt: "Name: ", text: "Ada", columns: 9) == (rows: 2, cursorRow: 1))
        #expect(TextWrap.editorLayout(prompt: "Name: ", text: "Ad", columns: 9) == (rows: 1, cursorRow: 0))
        // Escapes and libedit's U+0001 markers take no room; a control character is `^X`.
        #expect(TextWrap.editorRows(prompt: "\u{1}\u{1B}[1m\u{1}Name\u{1}\u{1B}[0m\u{1}: ", text: "Ad", columns: 9) == 1)
        #expect(TextWrap.editorRows(prompt: "Name: ", text: "A\u{7}", columns: 9) == 2)
        // A wide character that does not fit at the end of a row moves to the next.
        #expect(TextWrap.editorLayout(prompt: "Name: ", text: "日本", columns: 9) == (rows: 2, cursorRow: 1))
        #expect(TextWrap.editorLayout(prompt: "Name: ", text: "abcd", cursor: 1, columns: 9) == (rows: 2, cursorRow: 0))
    }

    @Test func linesCountAtTheWidthTheyWereDrawnAtUnlessTheTerminalReflows() {
        let line = DrawnLine(String(repeating: "x", count: 60), columns: 100)
        #expect(line.rows(now: 100, reflows: false) == 1)
        #expect(line.rows(now: 24, reflows: false) == 1, "xterm cuts the row")
        #expect(line.rows(now: 24, reflows: true) == 3, "tmux wraps it again")
        #expect(DrawnLine(prompt: "Age: ", text: "36", columns: nil).rows(now: 4, reflows: false) == 2)
    }

    @Test func erasingFromAMarkCountsEverythingAfterItAndKeepsWhatIsAbove() {
        var region = DrawnRegion()
        region.mark(.form)
        region.mark(.heading("account"))
        region.add([DrawnLine("== Account ==", columns: 40)])
        region.mark(.field("email"))
        region.add([DrawnLine("Email: ada@example.com", columns: 40)])
        region.mark(.field("password"))
        region.add([DrawnLine("  ! must be at least 8 characters and this one wraps", columns: 40),
                    DrawnLine(prompt: "[2/6] Password: ", text: "", columns: 40)])
        #expect(region.marks(after: .field("email")) == [.field("password")])
        #expect(region.lastHeading == "account")
        #expect(region.remove(from: .field("password"), columns: 40, reflows: false) == 3)
        #expect(!region.contains(.field("password")))
        #expect(region.remove(from: .field("password"), columns: 40, reflows: false) == nil)
        // After a stop and `fg`: the lines are forgotten, the marks kept.
        region.forgetLines()
        #expect(region.remove(from: .form, columns: 40, reflows: false) == 0)
        #expect(region.lastHeading == nil)
    }
}
