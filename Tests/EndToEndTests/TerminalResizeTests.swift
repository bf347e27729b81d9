import Foundation
import Testing
import TestSupport

/// SIGWINCH: the pseudo-terminal's size changes (TIOCSWINSZ on the master, which sends
/// SIGWINCH to formline) and what formline draws is replayed on a `VirtualScreen` of the
/// same width, so the test sees what a person would.
extension TerminalRunTests {

    /// The screen's rows from the last prompt down: exactly the prompt's rows when
    /// nothing stale is left below.
    private func promptRows(_ screen: VirtualScreen) -> [String] {
        let start = screen.lines.lastIndex { $0.hasPrefix("[1/4] Title: ") } ?? 0
        return Array(screen.lines[start...])
    }

    /// The rows `text` takes at `columns`.
    private func rows(_ text: String, columns: Int) -> [String] {
        stride(from: 0, to: text.count, by: columns).map { start in
            String(text.dropFirst(start).prefix(columns))
        }
    }

    @Test func resizingWhileTypingRedrawsAtTheNewWidthAndTheValueIsWhatIsShown() throws {
        let run = try FormlineTerminal(["run", newTask], rows: 30, columns: 80)
        var screen = VirtualScreen(rows: 30, columns: 80)
        let long = String(repeating: "abcdefghij", count: 9) + "0123456789"  // two rows at 80 columns
        try run.type(after: "[1/4] Title: ", .text(long))
        try run.waitFor("789")
        screen.follow(run.terminal.output)
        #expect(promptRows(screen) == rows("[1/4] Title: " + long, columns: 80))

        try run.terminal.resize(rows: 30, columns: 40)
        screen.resize(columns: 40)
        try run.waitFor("[1/4] Title: ")
        try run.waitFor("789")
        try run.terminal.sendKeys(.text("XYZ"), .left, .left, .text("+"))
        try run.waitFor("+YZ")
        screen.follow(run.terminal.output)
        var value = long + "X+YZ"
        var shown = rows("[1/4] Title: " + value, columns: 40)
        #expect(promptRows(screen) == shown)
        #expect(screen.cursorLine == shown.last)
        #expect(screen.cursor.column == (13 + value.count - 2) % 40)

        try run.terminal.resize(rows: 30, columns: 100)
        screen.resize(columns: 100)
        try run.waitFor("[1/4] Title: ")
        try run.waitFor("YZ")
        try run.terminal.sendKeys(.text("!"))
        try run.waitFor("!")
        screen.follow(run.terminal.output)
        value = long + "X+!YZ"
        shown = rows("[1/4] Title: " + value, columns: 100)
        #expect(promptRows(screen) == shown)
        #expect(screen.cursorLine == shown.last)
        #expect(screen.cursor.column == (13 + value.count - 2) % 100)
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[2/4] Note: ", .control("c"))
        #expect(try run.waitForExit() == 130)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""title":{"text":"\#(value)"}"#))
    }

    /// tmux and most modern terminals rewrap drawn lines themselves when the width changes:
    /// formline knows them from their environment (here TMUX) and finds the prompt's first
    /// row where the terminal put it.
    @Test func resizingATerminalThatRewrapsLinesLeavesNoStaleRows() throws {
        let run = try FormlineTerminal(["run", newTask], environment: ["TMUX": "/tmp/tmux-0/default,1,0"],
                                       rows: 30, columns: 80)
        var screen = VirtualScreen(rows: 30, columns: 80)
        let long = String(repeating: "abcdefghij", count: 5) + "0123456789"  // one row at 80 columns
        try run.type(after: "[1/4] Title: ", .text(long))
        try run.waitFor("789")
        screen.feed(run.terminal.output)
        let fed = run.terminal.output.utf8.count
        try run.terminal.resize(rows: 30, columns: 40)
        screen.resize(columns: 40, reflow: true)
        try run.waitFor("[1/4] Title: ")
        try run.waitFor("789")
        try run.terminal.sendKeys(.text("XY"))
        try run.waitFor("XY")
        screen.feed(String(decoding: Array(run.terminal.output.utf8)[fed...], as: UTF8.self))
        #expect(promptRows(screen) == rows("[1/4] Title: " + long + "XY", columns: 40))
        #expect(screen.lines.filter { $0.hasPrefix("[1/4] Title: ") }.count == 1)
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    @Test func resizingTheCalendarDrawsItAgain() throws {
        let run = try FormlineTerminal(["run", newTask], rows: 30, columns: 80)
        try run.type(after: "[1/4] Title: ", .text("x"), .control("t"))
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.resize(rows: 30, columns: 60)
        try run.waitFor("November 2026")
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.sendKeys(.right)
        try run.waitFor("Date [2026-11-23]: ")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[1/4] Title: ", .control("c"))
        #expect(try run.waitForExit() == 130)
    }
}

extension TerminalRunTests {
    /// Narrowed below 28 columns, the calendar is drawn again in its 3-column layout (the
    /// highlighted day marked `>22`), the hint at the new width, and nothing of the wide
    /// month stays: it was drawn again 7 columns a day, `Su` wrapping alone onto its own row.
    @Test func narrowingTheCalendarBelow28ColumnsDrawsTheCompactMonthWithoutStaleRows() throws {
        let run = try FormlineTerminal(["run", newTask], rows: 40, columns: 40)
        var screen = VirtualScreen(rows: 40, columns: 40)
        try run.type(after: "[1/4] Title: ", .text("x"), .control("t"))
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        screen.feed(run.terminal.output)
        let fed = run.terminal.output.utf8.count
        #expect(screen.lines.contains { $0.contains("[22]") }, "\(screen.lines.joined(separator: "\n"))")
        try run.terminal.resize(rows: 40, columns: 24)
        screen.resize(columns: 24, reflow: false)
        try run.waitFor(">22")
        try run.waitFor("Date [2026-11-22]: ")
        screen.feed(String(decoding: Array(run.terminal.output.utf8)[fed...], as: UTF8.self))
        let lines = screen.lines
        let shown = lines.joined(separator: "\n")
        #expect(lines.filter { $0.contains("Mo") }.count == 1, "\(shown)")
        #expect(lines.contains { $0.hasPrefix(" Mo Tu We Th Fr Sa Su") }, "the week on one row: \(shown)")
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Su" }, "\(shown)")
        #expect(!lines.contains { $0.contains("[22]") }, "the wide month stayed: \(shown)")
        #expect(lines.filter { $0.contains("Date [") }.count == 1, "\(shown)")
        try run.terminal.sendKeys(.escape)
        try run.type(after: "[1/4] Title: ", .control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// Backspace and Ctrl-D next to wide characters: the cursor stays right beside them, so
    /// what is typed next lands where it is shown.
    @Test func theCursorStaysBesideWideCharactersAfterBackspaceAndControlD() throws {
        let run = try FormlineTerminal(["run", newTask], rows: 10, columns: 80)
        try run.type(after: "[1/4] Title: ", .text("日本語"), .left, .backspace, .text("x"))
        try run.waitFor("x")
        try run.terminal.sendKeys(.control("a"), .control("d"), .text("y"))
        try run.waitFor("y")
        try run.terminal.sendKeys(.text("😀"), .backspace, .text("z"))
        try run.waitFor("z")
        var screen = VirtualScreen(rows: 10, columns: 80)
        screen.feed(run.terminal.output)
        #expect(screen.cursorLine == "[1/4] Title: yzx語")
        #expect(screen.cursor.column == 15)
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[2/4] Note: ", .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(try #require(run.home.draftFiles.values.first).contains(#""title":{"text":"yzx語"}"#))
    }

    /// Ctrl-D on an empty line ends the line like Enter: no `^D` glued to the message.
    @Test func controlDCancelsOnItsOwnLine() throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .control("d"))
        #expect(try run.waitForExit() == 3)
        #expect(!run.screen.contains("^D"))
        #expect(run.screen.contains("[1/3] Username: \nformline: cancelled; nothing was saved"))
    }
}
