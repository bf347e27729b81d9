import Foundation
import Testing
import TestSupport

/// `formline run FORM` at a terminal: the real binary on a pseudo-terminal opened by the
/// test, standard output redirected to a file. One at a time (each spawns a process).
@Suite(.serialized) struct TerminalRunTests: CompactLayoutScenes, AccessibleScenes {
    let login = FormlineTerminal.form("login")

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
