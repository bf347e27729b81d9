import Foundation
import Testing
import TestSupport

/// `formline run FORM` at a terminal: the real binary on a pseudo-terminal opened by the
/// test, standard output redirected to a file. One at a time (each spawns a process).
@Suite(.serialized) struct TerminalRunTests {
    let login = FormlineTerminal.form("login")

    @Test func promptsShowPositionAndLabelAndPrefillIsEditable() throws {
        let run = try FormlineTerminal(["run", login])
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

    /// `formline run login 2>log`: the prompts still reach the person, through the
    /// controlling terminal (/dev/tty); standard error keeps only what is not the interface.
    @Test func promptsUseTheControllingTerminalWhenStandardErrorIsRedirected() throws {
        let run = try FormlineTerminal(["run", login], redirectingStandardError: true)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "[3/3] Remember me on this computer? (yes/no): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        #expect(!run.standardError.contains("Username"), "the interface leaked into standard error: \(run.standardError)")
        #expect(!run.standardError.contains("correct horse"))
        #expect(!run.screen.contains("correct horse"))
        #expect(run.terminalIsRestored)
    }

    @Test func controlNAndControlPMoveAndAnInvalidValueNeverBlocksGoingBack() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("signup")])
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
        let run = try FormlineTerminal(["run", login])
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
        let run = try FormlineTerminal(["run", Fixtures.formURL("history-group").path])
        try run.type(after: "[1/2] Title: ", .text("Alpha"), .enter)
        try run.type(after: "[2/2] Item 1 · Name: ", .up, .text("X"), .enter)
        try run.type(after: "[2/2] Item 2 · Name: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Alpha","items":[{"title":"X"}]}"# + "\n")
    }

    @Test func tabCompletesChoices() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("reminder-list")])
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", .control("u"), .text("wo"), .tab, .enter)
        try run.type(after: "[2/3] Reminders, row 1: ", .text("Call Bob"), .enter)
        try run.type(after: "[2/3] Reminders, row 2: ", .enter)
        try run.type(after: "[3/3] Notify me? (yes/no): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"list":"Work","reminders":["Call Bob"],"notify":true}"# + "\n")
    }

    @Test func editrcFromTheEnvironmentIsHonoured() throws {
        let home = try TemporaryHome()
        let editrc = home.url.appendingPathComponent("editrc")
        try "other:bind ^Y ed-delete-prev-char\nformline:bind ^X em-kill-line\n".write(to: editrc, atomically: true, encoding: .utf8)
        let run = try FormlineTerminal(["run", login], environment: ["EDITRC": editrc.path], home: home)
        // Ctrl-X kills the line (bound by the formline: line); Ctrl-Y is left as libedit's yank.
        try run.type(after: "[1/3] Username: ", .text("wrong"), .control("x"), .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "[3/3] Remember", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""username":"ada""#))
    }

    @Test func nonASCIITextRoundTripsThroughLibedit() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("profile")], environment: ["LANG": ""])
        try run.type(after: "[1/5] First name: ", .text("Zoë"), .enter)
        try run.type(after: "[2/5] Last name: ", .text("Åström"), .backspace, .text("m"), .enter)
        try run.type(after: "[3/5] Email: ", .enter)
        try run.waitFor("[4/5] Handle: ")
        try run.type(after: "zoe-astrom", .enter)
        try run.type(after: "[5/5] Country (54 choices): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"firstName":"Zoë","lastName":"Åström","email":null,"handle":"zoe-astrom","country":null}"# + "\n")
    }
}
