import Foundation
import Testing
import TestSupport

/// Choice fields as menus that work in place (issue 24 items 2, 3, 7): every choice field,
/// short or long, one choice or several, gets its menu below the prompt, redrawn (never
/// printed again) as the highlight moves, a choice is toggled or a pick is refused. What
/// formline wrote is replayed on a `VirtualScreen` of the terminal's size: the tests see
/// the rows a person would, at 100, 40 and 24 columns.
@Suite(.serialized) struct TerminalInPlaceMenuTests {
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
