import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// `formline run FORM` at a terminal: the real binary on a pseudo-terminal opened by the
/// test, standard output redirected to a file. One at a time (each spawns a process).
@Suite(.serialized) struct RunScreenTests: ScreenForms {
    let login = FormlineTerminal.form("login")

    @Test func promptsShowPositionAndLabelAndPrefillIsEditable() throws {
        let run = try InProcessTerminal(login)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .shiftTab)
        // Back on the username, prefilled: edit it.
        try run.waitFor("[1/3] Username: ")
        try run.type(after: "ada", .backspace, .text("m"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        // The confirm field starts from its default; Tab completes yes/no.
        try run.waitFor("[3/3] Remember me on this computer? (yes/no): ")
        try run.type(after: "no", .backspace, .backspace, .text("y"), .tab, .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"adm","password":"correct horse","remember":true}"# + "\n")
        #expect(!run.screen.contains("correct horse"))
        #expect(run.terminalIsRestored)
    }

    @Test func controlNAndControlPMoveAndAnInvalidValueNeverBlocksGoingBack() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("signup"))
        try run.type(after: "[1/6] Email: ", .text("not-an-email"), .control("n"))
        try run.typeSecret(after: "[2/6] Password: ", .control("p"))
        // The invalid text was kept for when focus came back.
        try run.waitFor("[1/6] Email: ")
        try run.type(after: "not-an-email", .control("n"))
        try run.typeSecret(after: "[2/6] Password: ", .shiftTab)
        try run.type(after: "[1/6] Email: ", .tab)
        try run.typeSecret(after: "[2/6] Password: ", .control("c"))
        #expect(try run.waitForExit() == 130)
    }

    @Test func historyIsPerFieldAndNeverHoldsSecrets() throws {
        let run = try InProcessTerminal(login)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "[3/3] Remember", .shiftTab)
        try run.typeSecret(after: "[2/3] Password (Enter keeps it): ", .shiftTab)
        // Clear the username, then Up recalls its own earlier answer, and nothing older.
        try run.type(after: "[1/3] Username: ", .control("u"), .text("zed"), .control("a"), .control("k"), .up, .up)
        try run.waitFor("ada")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[3/3] Remember", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""username":"ada""#))
        #expect(!run.screen.contains("correct horse"))
    }

    /// A group's sub-field keeps a history of its own (keyed `items.title`): Up there never
    /// recalls what was typed at a field of the same id.
    @Test func aSubFieldsHistoryIsNotTheFieldsOfTheSameID() throws {
        let run = try InProcessTerminal(Fixtures.formURL("history-group").path)
        try run.type(after: "[1/2] Title: ", .text("Alpha"), .enter)
        try run.type(after: "[2/2] Item 1 · Name: ", .up, .text("X"), .enter)
        try run.type(after: "[2/2] Item 2 · Name: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Alpha","items":[{"title":"X"}]}"# + "\n")
    }

    @Test func tabCompletesChoices() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminder-list"))
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", .control("u"), .text("wo"), .tab, .enter)
        try run.type(after: "[2/3] Reminders, row 1: ", .text("Call Bob"), .enter)
        try run.type(after: "[2/3] Reminders, row 2: ", .enter)
        try run.type(after: "[3/3] Notify me? (yes/no): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"list":"Work","reminders":["Call Bob"],"notify":true}"# + "\n")
    }

}
