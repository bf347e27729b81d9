import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

@Suite struct RefusedAnswerScreenTests: ScreenForms {
    /// Issue 24, item 5: a value a rule refused is not offered for keeping, Enter on it
    /// repeats the reason, and a password changed from the review re-asks its confirmation.
    @Test func aRefusedConfirmationIsNeverKeptAndIsAskedAgainAfterThePasswordChanges() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("signup"))
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
