import Foundation
import Testing
import TestSupport

/// Escape alone (no key sequence following within the escape delay) does its job or
/// nothing; what is typed after it is kept, whatever the prompt.
extension TerminalRunTests {
    @Test func escapeAloneAtASecretKeepsWhatIsTypedNext() throws {
        let run = try FormlineTerminal(["run", login, "--set", "username=ada", "--set", "remember=no"])
        try run.typeSecret(after: "[2/3] Password: ")
        try run.sendWhenRead(.escape)
        try run.terminal.sendKeys(.text("correct horse"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
    }

    @Test func escapeAloneAtATextPromptKeepsWhatIsTypedNext() throws {
        let run = try FormlineTerminal(["run", login, "--set", "remember=no"],
                                       environment: ["FORMLINE_ANSWER_password": "correct horse"])
        try run.type(after: "[1/3] Username: ")
        try run.sendWhenRead(.escape)
        try run.terminal.sendKeys(.text("ada"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
    }

    /// Escape pressed twice, each alone, still cancels the line (the prompt asks again,
    /// its text kept), and the key after it is typed.
    @Test func escapeAlonePressedTwiceAtATextPromptStillCancels() throws {
        let run = try FormlineTerminal(["run", login, "--set", "remember=no"],
                                       environment: ["FORMLINE_ANSWER_password": "correct horse"])
        try run.type(after: "[1/3] Username: ", .text("ada"))
        try run.sendWhenRead(.escape)
        try run.sendWhenRead(.escape)
        // Asked again, "ada" prefilled: typing replaces it.
        try run.type(after: "[1/3] Username: ", .text("bob"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"bob","password":"correct horse","remember":false}"# + "\n")
    }

    /// In vi mode Escape (command mode, out of habit) then Shift-Tab at a secret: one press goes back.
    @Test func escapeThenShiftTabAtASecretInViModeGoesBackOnTheFirstPress() throws {
        let home = try TemporaryHome()
        let editrc = home.url.appendingPathComponent("editrc")
        try "formline:bind -v\n".write(to: editrc, atomically: true, encoding: .utf8)
        let run = try FormlineTerminal(["run", login, "--set", "remember=no"], environment: ["EDITRC": editrc.path], home: home)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ")
        try run.sendWhenRead(.escape)
        try run.terminal.sendKeys(.shiftTab)
        try run.type(after: "[1/3] Username: ", .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
    }
}
