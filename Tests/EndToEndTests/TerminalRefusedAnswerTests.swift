import Foundation
import Testing
import TestSupport

extension TerminalRunTests {
    /// Issue 24, item 5: a value a rule refused is not offered for keeping, Enter on it
    /// repeats the reason, and a password changed from the review re-asks its confirmation.
    @Test func aRefusedConfirmationIsNeverKeptAndIsAskedAgainAfterThePasswordChanges() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("signup")])
        try run.type(after: "[1/6] Email: ", .text("ada@example.com"), .enter)
        try run.typeSecret(after: "[2/6] Password: ", .text("secret123"), .enter)
        try run.typeSecret(after: "[3/6] Confirm password: ", .text("secret124"), .enter)
        try run.waitFor("! does not match the password\r\n")
        // Not "(Enter keeps it)": Enter refuses the value again, with its reason each time.
        try run.typeSecret(after: "[3/6] Confirm password: ", .enter)
        try run.waitFor("! does not match the password\r\n")
        try run.typeSecret(after: "[3/6] Confirm password: ", .enter)
        try run.waitFor("! does not match the password\r\n")
        try run.typeSecret(after: "[3/6] Confirm password: ", .text("secret123"), .enter)
        try run.type(after: "[4/6] Display name: ", .text("Ada"), .enter)
        try run.type(after: "[5/6] Age: ", .enter)
        try run.type(after: "[6/6] Subscribe to the newsletter? (yes/no): ", .enter)
        try run.type(after: "Enter to submit, or a field number or id to change: ", .text("2"), .enter)
        try run.typeSecret(after: "[2/6] Password (Enter keeps it): ", .text("another-one"), .enter)
        // The confirmation no longer matches: asked again before the review comes back,
        // clean (issue 35 item 8: its error comes once a confirmation is entered).
        let asked = try run.typeSecret(after: "[3/6] Confirm password: ", .enter)
        #expect(!asked.contains("does not match"), "\(asked)")
        try run.waitFor("! does not match the password\r\n")
        try run.typeSecret(after: "[3/6] Confirm password: ", .text("another-one"), .enter)
        try run.type(after: "Enter to submit, or a field number or id to change: ", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""password":"another-one","confirm":"another-one""#))
        #expect(!run.screen.contains("(Enter keeps it): \r\n  ! does not match"))
        #expect(!run.screen.contains("secret12"))
    }
}

extension TerminalRunTests {
    /// Issue 24, item 8: the review prompt's bold ends with the prompt; it used to run on
    /// into the typed answer and `Submitted.` (libedit drops a styled run ending a prompt).
    @Test func theReviewPromptsBoldDoesNotLeakIntoWhatFollows() throws {
        let run = try FormlineTerminal(["run", login], environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
        try run.type(after: "Username", .text("ada"), .enter)
        try run.typeSecret(after: "Password", .text("correct horse"), .enter)
        try run.type(after: "Remember", .enter)
        try run.type(after: "or a field number or id to change", .enter)
        #expect(try run.waitForExit() == 0)
        let output = run.terminal.output
        let end = try #require(output.range(of: "Submitted.")).lowerBound
        let before = output[..<end]
        let prompt = try #require(before.range(of: "or a field number or id to change", options: .backwards)).upperBound
        // After the prompt's text, its bold is reset before anything else (the note's colour).
        let styles = before[prompt...].matches(of: /\u{1B}\[[0-9;]*m/).map { String(before[prompt...][$0.range]) }
        #expect(styles == ["\u{1B}[0m", "\u{1B}[33m"], "styles after the review prompt: \(styles.map { $0.debugDescription })")
    }
}
