import Foundation
import Testing
import TestSupport

/// The date step edits like a line and is left like a field.
extension TerminalRunTests {
    @Test func escapeFromACalendarOnResumeGoesBackToTheReview() throws {
        let home = try TemporaryHome()
        // Every field answered (an empty optional answer is asked again on resume).
        try "plan\n".write(to: home.url.appendingPathComponent("plan.md"), atomically: true, encoding: .utf8)
        let first = try FormlineTerminal(["run", newTask], home: home)
        try first.type(after: "[1/4] Title: ", .text("Plan"), .enter)
        try first.type(after: "[2/4] Note: ", .text("soon"), .enter, .enter)
        try first.type(after: "[3/4] Attachment: ", .text("~/plan.md"), .enter)
        try first.waitFor("Date [2026-11-22]: ")
        try first.terminal.waitForRawMode()
        try first.terminal.sendKeys(.enter)
        try first.type(after: "Enter to submit", .control("t"))
        try first.waitFor("Date [2026-11-22]: ")
        try first.terminal.waitForRawMode()
        try first.terminal.sendKeys(.control("c"))
        #expect(try first.waitForExit() == 130)

        let resumed = try FormlineTerminal(["run", newTask, "--resume"], home: home)
        try resumed.waitFor("Date [2026-11-22]: ")
        try resumed.terminal.waitForRawMode()
        try resumed.terminal.sendKeys(.escape)
        try resumed.waitFor("Due date: 2026-11-22 (kept)")
        try resumed.type(after: "Enter to submit", .enter)
        #expect(try resumed.waitForExit() == 0)
        let attachment = home.url.appendingPathComponent("plan.md").path
        #expect(resumed.standardOutput == #"{"title":"Plan","note":"soon","attachment":"\#(attachment)","due":"2026-11-22"}"# + "\n")
    }
}

extension TerminalRunTests {
    /// Issue 24, item 4: Esc at a date reached in order is Shift-Tab, even when the fields
    /// before it were given up front (it jumped to field 1).
    @Test func escapeAtADateReachedInOrderGoesToTheFieldBefore() throws {
        let run = try FormlineTerminal(["run", newTask, "--set", "title=Plan", "--set", "note=soon"])
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.escape)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(!run.screen.contains("[1/4] Title: "))
        #expect(run.standardOutput == #"{"title":"Plan","note":"soon","attachment":null,"due":"2026-11-22"}"# + "\n")
    }
}
