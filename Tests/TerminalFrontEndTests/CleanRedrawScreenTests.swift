import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Issue 35 item 8 at a real terminal, on an emulated screen: what is drawn is what applies
/// now — no error before anything is typed, no screen left half drawn, no stale lines.
@Suite struct CleanRedrawScreenTests: ScreenForms {
    /// A new password from the review asks the confirmation again, clean: its error comes
    /// only once a confirmation is entered.
    @Test func theConfirmationAskedAgainAfterANewPasswordOpensClean() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("signup"), rows: 30, columns: 100)
        try run.type(after: "[1/6] Email: ", .text("ada@example.com"), .enter)
        try run.typeSecret(after: "[2/6] Password: ", .text("secret-one"), .enter)
        try run.typeSecret(after: "[3/6] Confirm password: ", .text("secret-one"), .enter)
        try run.type(after: "[4/6] Display name: ", .text("Ada"), .enter)
        try run.type(after: "[5/6] Age", .enter)
        try run.type(after: "[6/6] Subscribe", .enter)
        try run.type(after: "Enter to submit", .text("password"), .enter)
        try run.typeSecret(after: "[2/6] Password (Enter keeps it): ", .text("secret-two"), .enter)
        try run.typeSecret(after: "[3/6] Confirm password: ")
        var screen = VirtualScreen(rows: 30, columns: 100)
        screen.feed(run.terminal.output)
        #expect(!screen.lines.contains { $0.contains("does not match") }, "\(screen.lines.joined(separator: "\n"))")
        #expect(screen.lines.last { !$0.isEmpty } == "[3/6] Confirm password:", "\(screen.lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.text("secret-twx"), .enter)
        try run.waitFor("! does not match the password")
        try run.typeSecret(after: "[3/6] Confirm password: ", .text("secret-two"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""password":"secret-two","confirm":"secret-two""#), "\(run.standardOutput)")
    }

}
