import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Bracketed paste, and prefilled defaults and choices replaced by what is typed over them.
@Suite struct PasteScreenTests: ScreenForms {

    @Test func pastedLinesGoIntoTheFieldAndNeverPressEnter() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("new-task"))
        // The terminal was asked to bracket pastes.
        try run.waitFor("\u{1B}[?2004h")
        try run.type(after: "[1/4] Title: ", TerminalKey.pasted("Buy milk\r\nand bread\n"))
        try run.waitFor("Buy milk and bread")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.enter)
        // A pasted block at the review does not submit it (nor edit field 1).
        try run.type(after: "Enter to submit, or a field number or id to change: ", TerminalKey.pasted("1\n\n"), .text("!"))
        try run.waitFor("1!")
        #expect(run.isRunning)
        #expect(run.standardOutput.isEmpty)
        try run.terminal.sendKeys(.control("u"), .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Buy milk and bread","note":null,"attachment":null,"due":"2026-11-22"}"# + "\n")
        #expect(run.terminal.output.hasSuffix("\u{1B}[?2004l") || run.terminal.output.contains("\u{1B}[?2004l"))
    }

    @Test func typingOverADefaultOrChoiceReplacesItAndEditingKeysKeepIt() throws {
        let run = try InProcessTerminal(reminders)
        // A pasted choice replaces the default.
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", TerminalKey.pasted("Work"), .enter)
        try run.type(after: "[2/3] Reminders, row 1: ", .text("Call Bob"), .enter)
        try run.type(after: "[2/3] Reminders, row 2: ", .enter)
        // Ctrl-A keeps the default: the typed text goes in front of it.
        try run.type(after: "[3/3] Notify me? (yes/no): ", .control("a"), .text("x"), .enter)
        try run.waitFor("xyes")
        try run.waitFor("!")
        try run.type(after: "[3/3] Notify me? (yes/no): ", .control("u"), .text("yes"), .enter)
        // Back to the answered choice: typing replaces it, not appends to it.
        try run.type(after: "Enter to submit", .text("1"), .enter)
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", .text("Shopping"), .enter)
        // A confirm answered "yes": typed "no" replaces it ("yesno" before).
        try run.type(after: "Enter to submit", .text("3"), .enter)
        try run.type(after: "[3/3] Notify me? (yes/no): ", .text("no"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"list":"Shopping","reminders":["Call Bob"],"notify":false}"# + "\n")
    }
}

extension PasteScreenTests {
    @Test func aPastedSecretWithALineBreakIsNotEntered() throws {
        let run = try InProcessTerminal(login)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", TerminalKey.pasted("correct horse\n"))
        // Still at the password: the paste's line break did not press Enter. Tab would move on.
        try run.terminal.sendKeys(.text("!"), .enter)
        try run.type(after: "[3/3] Remember", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse!","remember":false}"# + "\n")
        #expect(!run.screen.contains("correct"))
    }
}

extension PasteScreenTests {
    /// Pasting many rows into a list with a `maxItems` at a terminal: each paste is one row (its
    /// line breaks never press Enter), and the list is left once it holds `maxItems` rows. (The
    /// limit every list has, 10,000 rows, is tested through `FormSession`: `ListLimitTests`.)
    @Test func pastingManyRowsIntoAListOfAtMostThreeKeepsItToThree() throws {
        let run = try InProcessTerminal(Fixtures.formURL("list-three-rows").path)
        let many = (1...8).map { "r\($0)" }.joined(separator: "\n") + "\n"
        try run.type(after: "[1/2] Items, row 1: ", TerminalKey.pasted(many))
        try run.waitFor("r1 r2 r3 r4 r5 r6 r7 r8")
        #expect(!run.screen.contains("row 2: "), "a pasted line break pressed Enter: \(run.screen)")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[1/2] Items, row 2: ", TerminalKey.pasted("b1\nb2\n"), .enter)
        try run.type(after: "[1/2] Items, row 3: ", TerminalKey.pasted("c1\r\nc2"), .enter)
        // Three rows: the list is left, and the next paste goes to the next field.
        try run.type(after: "[2/2] After: ", TerminalKey.pasted("d1\nd2"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"items":["r1 r2 r3 r4 r5 r6 r7 r8","b1 b2","c1 c2"],"after":"d1 d2"}"# + "\n")
    }
}
