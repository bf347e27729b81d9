import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Help inside the form: F1 or `?` lists the keys of the focused field without losing its
/// text; the hint under the title advertises only keys that work on this form.
@Suite struct HelpScreenTests: ScreenForms {
    /// F1 at a secret breaks the key list between words at the terminal's width, under each
    /// key's indent, as F1 does at every other prompt (never mid-word by the terminal).
    @Test func f1AtASecretBreaksTheKeyListBetweenWords() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("signup"), columns: 32)
        try run.type(after: "Email: ", .text("ada@example.com"), .enter)
        try run.typeSecret(after: "Password: ", .text("correct "))
        try run.terminal.send("\u{1B}OP")
        try run.waitFor("Keys at")
        try run.waitFor("Password: ")
        var screen = VirtualScreen(rows: 300, columns: 32)
        screen.feed(run.terminal.output)
        let lines = screen.lines
        let start = try #require(lines.lastIndex { $0.hasPrefix("Keys at") })
        let keys = lines[(start + 1)...].prefix { !$0.hasPrefix("[2/6] Password") }
        #expect(keys.count > 4, "\(lines)")
        for line in keys { #expect(line.hasPrefix("  "), "a key line broken by the terminal, not between words: \(line) in \(lines)") }
        try run.terminal.sendKeys(.text("horse"), .enter)
        try run.typeSecret(after: "Confirm password: ", .control("c"))
        #expect(try run.waitForExit() == 130)
    }

    @Test func theHintAdvertisesTheDateKeyOnlyWithADateFieldAndTheReviewShowsIDs() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("new-task"))
        let title = try run.waitFor("[1/4] Title: ")
        #expect(title.contains("Ctrl-T: date picker · Ctrl-X Ctrl-E: editor"))
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("?"))
        let keys = try run.waitFor("Ctrl-C")
        #expect(keys.contains("Ctrl-T"))
        #expect(keys.contains("date picker (Due date)"))
        try run.type(after: "[1/4] Title: ", .text("Plan"), .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("?"))
        try run.waitFor("Tab / Ctrl-N      next field")
        try run.terminal.sendKeys(.enter)
        let review = try run.type(after: "Enter to submit", .text("?"))
        #expect(review.contains("[1/4] Title (title): Plan"))
        #expect(review.contains("[4/4] Due date (due): 2026-11-22"))
        try run.waitFor("Keys at the review:")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
    }
}
