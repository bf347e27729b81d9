import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

@Suite struct DateScreenTests: ScreenForms {
    var newTask: String { FormlineTerminal.form("new-task") }

    @Test func dateShortcutOpensAPickerThenTextAndCursorComeBack() throws {
        // (With TERM=dumb until issue 24, item 4: there the date step is a typed line now.)
        let run = try InProcessTerminal(newTask)
        try run.type(after: "[1/4] Title: ", .text("Buy milk"), .left, .left, .control("t"))
        let calendar = try run.waitFor("Date [2026-11-22]: ")
        #expect(calendar.contains("[4/4] Due date: November 2026"))
        #expect(calendar.contains(" Mo  Tu  We  Th  Fr  Sa  Su"))
        // Days before `min: today` are marked (issue 24, item 4: they looked like any day).
        #expect(calendar.contains("·16 ·17 ·18 ·19 ·20 ·21 [22]"))
        try run.terminal.sendKeys(.right, .down)
        try run.waitFor("Date [2026-11-30]: ")
        try run.terminal.sendKeys(.text(">"))
        let december = try run.waitFor("Date [2026-12-30]: ")
        #expect(december.contains("Due date: December 2026"))
        try run.terminal.send("\u{1B}[5~")  // Page Up
        try run.waitFor("Date [2026-11-30]: ")
        try run.terminal.sendKeys(.up, .left)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.sendKeys(.text("tomorrow"))
        try run.waitFor("Date [2026-11-23]: tomorrow")
        try run.terminal.sendKeys(.enter)
        try run.waitFor("[4/4] Due date: 2026-11-23")
        // Focus is back on the title, text intact and the cursor where it was.
        try run.type(after: "[1/4] Title: ", .text("X"), .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Buy miXlk","note":null,"attachment":null,"due":"2026-11-23"}"# + "\n")
    }

    @Test func theFlowOpensTheDateStepAndEscapeGoesBack() throws {
        let run = try InProcessTerminal(newTask)
        try run.type(after: "[1/4] Title: ", .text("Plan"), .enter)
        try run.type(after: "[2/4] Note: ", .text("soon"), .enter, .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.sendKeys(.escape)
        try run.waitFor("no date picked")
        try run.type(after: "[3/4] Attachment: ", .enter)
        // Typed text that is not a date: the message, and the picker stays open.
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.sendKeys(.text("t"))
        try run.waitFor("Date [2026-11-22]: t")
        try run.terminal.sendKeys(.backspace, .left, .enter)
        try run.waitFor("!")
        try run.terminal.sendKeys(.text("t"), .enter)
        try run.waitFor("[4/4] Due date: 2026-11-22")
        // Reached in order, the date is answered and the flow moves on (issue 24, item 4: it
        // went back to the attachment, which needed another Enter).
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Plan","note":"soon","attachment":null,"due":"2026-11-22"}"# + "\n")
    }

}

extension DateScreenTests {
    /// Issue 35 item 5: Ctrl-T where no date step can open keeps the text being typed.
    @Test func controlTWithNoDateToOpenKeepsTheTextTyped() throws {
        let run = try InProcessTerminal(login)
        try run.type(after: "[1/3] Username: ", .text("Ada"), .control("t"))
        try run.waitFor("this form has no date field")
        try run.type(after: "[1/3] Username: ", .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "[3/3] Remember", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.hasPrefix(#"{"username":"Ada""#), "\(run.standardOutput)")
        #expect(!run.screen.contains("is required"))
    }
}
