import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// The date step edits like a line and is left like a field.
@Suite struct DateStepScreenTests: ScreenForms {
    @Test func theDateStepEditsLikeALineAndTabLeavesIt() throws {
        let run = try InProcessTerminal(newTask)
        try run.type(after: "[1/4] Title: ", .text("Plan"), .enter)
        try run.type(after: "[2/4] Note: ", .text("soon"), .enter, .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        // Ctrl-W deletes a word, Ctrl-U everything typed.
        try run.terminal.sendKeys(.text("next friday"))
        try run.waitFor("Date [2026-11-27]: next friday")
        try run.terminal.sendKeys(.control("w"))
        try run.waitFor("Date [2026-11-27]: next ")
        // An arrow over text that is no date keeps the text and says why.
        try run.terminal.sendKeys(.control("u"), .text("xyz"), .right)
        try run.waitFor("Date [2026-11-27]: x\r")
        try run.waitFor("Date [2026-11-27]: xyz\r")
        try run.waitFor("'xyz' is not a date")
        try run.waitFor("Date [2026-11-27]: xyz")
        // An arrow over a typed date starts from it.
        try run.terminal.sendKeys(.control("u"), .text("tomorrow"), .right, .text("<>"))
        try run.waitFor("Date [2026-11-24]: \r")
        // Shift-Tab leaves the step for the field before the date; Tab for the one after (none: says so).
        try run.terminal.sendKeys(.tab)
        try run.waitFor("this is the last field")
        try run.terminal.sendKeys(.shiftTab)
        try run.type(after: "[3/4] Attachment: ", .enter)
        // Back in the step (the flow): Ctrl-P leaves it too.
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.control("p"))
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.right, .enter)
        try run.waitFor("[4/4] Due date: 2026-11-23")
        // Reached in order, picking answers the date and moves on: to the review (issue 24,
        // item 4: it went back to the attachment).
        // From the review, Ctrl-T then Esc: back to the review, the date kept and said so.
        try run.type(after: "Enter to submit", .control("t"))
        try run.waitFor("Date [2026-11-23]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.escape)
        try run.waitFor("Due date: 2026-11-23 (kept)")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Plan","note":"soon","attachment":null,"due":"2026-11-23"}"# + "\n")
        #expect(!run.screen.contains("no date picked"))
    }

    @Test func escapeAfterControlTSaysTheKeptDate() throws {
        let run = try InProcessTerminal(newTask)
        try run.type(after: "[1/4] Title: ", .text("Plan"), .control("t"))
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.right, .enter)
        try run.type(after: "[1/4] Title: ", .control("t"))
        try run.waitFor("Date [2026-11-23]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.escape)
        try run.waitFor("Due date: 2026-11-23 (kept)")
        try run.type(after: "[1/4] Title: ", .control("c"))
        #expect(try run.waitForExit() == 130)
    }
}
