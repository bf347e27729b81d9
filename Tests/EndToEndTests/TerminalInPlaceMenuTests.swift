import Foundation
import Testing
import TestSupport

/// Choice fields as menus that work in place (issue 24 items 2, 3, 7): every choice field,
/// short or long, one choice or several, gets its menu below the prompt, redrawn (never
/// printed again) as the highlight moves, a choice is toggled or a pick is refused. What
/// formline wrote is replayed on a `VirtualScreen` of the terminal's size: the tests see
/// the rows a person would, at 100, 40 and 24 columns.
@Suite(.serialized) struct TerminalInPlaceMenuTests {
    /// The screen now, `rows` high (the terminal's: nothing scrolled off).
    static func screen(_ run: FormlineTerminal, rows: Int = 30, columns: Int) -> [String] {
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.feed(run.terminal.output)
        return screen.lines
    }

    /// Where the menu starts (its first row) and how many rows it takes to the end of the
    /// screen: what is below the prompt and its text.
    static func menu(_ lines: [String]) -> (start: Int, rows: Int) {
        let start = lines.firstIndex { $0.hasPrefix("  1 [") || $0.hasPrefix("> 1 [") } ?? lines.count
        return (start, lines.count - start)
    }

    /// The prompt and text as drawn, from the row starting with `prompt` to the menu's
    /// first row, joined without spaces (a row's trailing space is not on the screen).
    static func line(_ lines: [String], prompt: String = "[1/2] Topics") -> String? {
        guard let top = lines.lastIndex(where: { $0.hasPrefix(prompt) }) else { return nil }
        let end = menu(lines).start
        guard end > top else { return nil }
        return lines[top..<end].joined().filter { $0 != " " }
    }

    /// Waits until the menu shows `status` and the line, drawn again after it, reads
    /// `text`: the screen has settled after a key. Returns it.
    static func settled(_ run: FormlineTerminal, columns: Int, _ text: String, status: String) throws -> [String] {
        let expected = text.filter { $0 != " " }
        var lines: [String] = []
        try ProcessInspector.wait(for: "the line '\(text)' over '\(status)'") {
            lines = screen(run, columns: columns)
            return line(lines) == expected && lines.last?.contains(status) == true
        }
        return lines
    }

    /// Waits until the screen shows a line containing `text` (drawn in place, the raw
    /// output may hold it from an earlier draw: the screen is what counts).
    static func waitForScreen(_ run: FormlineTerminal, columns: Int, _ what: String, _ test: @escaping ([String]) -> Bool) throws {
        try ProcessInspector.wait(for: what) { test(screen(run, columns: columns)) }
    }

    /// Waits until reminders' List menu highlights `row`, with the prompt drawn again.
    static func shortMenu(_ run: FormlineTerminal, columns: Int, highlighting row: String) throws -> [String] {
        var lines: [String] = []
        try ProcessInspector.wait(for: "the menu at '\(row)'") {
            lines = screen(run, columns: columns)
            return lines.contains(row) && lines.contains { $0.hasPrefix("[1/3] List") } && lines.joined().contains("Shopping): Personal")
        }
        return lines
    }

    @Test func termDumbKeepsTheNumberedMenuLineByLine() throws {
        let topics = Fixtures.root.appendingPathComponent("choices/topics.yaml").path
        let run = try FormlineTerminal(["run", topics], environment: ["TERM": "dumb"], rows: 30, columns: 100)
        try run.waitFor("  1 [ ] New releases\r\n  2 [ ] events\r\n  3 [ ] Tips, tricks\r\n")
        try run.type(after: "separated by commas): ", .text("1 3"), .enter)
        try run.waitFor("  1 [x] New releases\r\n  2 [ ] events\r\n  3 [x] Tips, tricks\r\n")
        #expect(!run.terminal.output.contains("picked"))
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }
}

extension TerminalInPlaceMenuTests {
    /// In vi's insert mode too (where Ctrl-K on an empty line did nothing either).
    @Test func controlKDeletesARowInViInsertMode() throws {
        let home = try TemporaryHome()
        try "formline:bind -v\n".write(to: home.url.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        let run = try FormlineTerminal(["run", FormlineTerminal.form("reminder-list")], home: home, rows: 30, columns: 100)
        try run.type(after: "3 choices", .enter)
        try run.type(after: "Reminders, row 1: ", .text("a"), .enter)
        try run.type(after: "Reminders, row 2: ", .text("b"), .enter)
        try run.type(after: "Reminders, row 3: ", .shiftTab)
        try run.type(after: "Reminders, row 2: ", .control("u"), .control("k"))
        try run.type(after: "Reminders, row 1: ", .tab)
        try run.type(after: "Notify me?", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""reminders":["a"]"#), "\(run.standardOutput)")
    }

}
