import Foundation
import Testing
import TestSupport

extension TerminalRunTests {
    @Test func secretIsNotEchoedAndControlCRestoresTheTerminalAndKeepsADraft() throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("hunter22"), .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(run.terminalIsRestored)
        #expect(!run.screen.contains("hunter22"))
        #expect(run.screen.contains("interrupted"))
        #expect(run.standardOutput.isEmpty)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""username":{"text":"ada"}"#))
        #expect(!draft.contains("hunter22"))
        #expect(!draft.contains("password\":{"))
    }

    @Test func resumeReloadsTheDraftAtItsFieldAndSubmitRemovesIt() throws {
        let home = try TemporaryHome()
        let first = try FormlineTerminal(["run", login], home: home)
        try first.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try first.typeSecret(after: "[2/3] Password: ", .control("c"))
        #expect(try first.waitForExit() == 130)
        #expect(home.draftFiles.count == 1)

        let second = try FormlineTerminal(["run", login, "--resume"], home: home)
        let shown = try second.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        #expect(!shown.contains("[1/3] Username"))
        try second.type(after: "[3/3] Remember", .enter)
        try second.type(after: "Enter to submit", .enter)
        #expect(try second.waitForExit() == 0)
        #expect(second.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        #expect(home.draftFiles.isEmpty)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func signalsRestoreTheTerminalKeepADraftAndSetTheStatus(signal: Int32, status: Int32) throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("half"))
        try run.terminal.waitForInputConsumed()   // "half" was read, so the draft could hold it
        run.terminal.terminate(signal: signal)
        #expect(try run.waitForExit() == status)
        #expect(run.terminalIsRestored)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""username":{"text":"ada"}"#))
        #expect(!draft.contains("half"))
    }

    @Test func signalWhileEditingTextRestoresRawModeToo() throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .text("ad"))
        run.terminal.terminate(signal: SIGTERM)
        #expect(try run.waitForExit() == 143)
        #expect(run.terminalIsRestored)
    }

    @Test func controlDCancelsWithStatus3AndLeavesAnEarlierDraftAlone() throws {
        let home = try TemporaryHome()
        let first = try FormlineTerminal(["run", login], home: home)
        try first.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try first.typeSecret(after: "[2/3] Password: ", .control("c"))
        #expect(try first.waitForExit() == 130)
        let saved = home.draftFiles

        let second = try FormlineTerminal(["run", login], home: home)
        try second.type(after: "[1/3] Username: ", .text("bob"), .control("u"), .control("d"))
        #expect(try second.waitForExit() == 3)
        #expect(second.screen.contains("cancelled"))
        #expect(second.standardOutput.isEmpty)
        #expect(second.terminalIsRestored)
        #expect(home.draftFiles == saved)
    }

    @Test(arguments: [["NO_COLOR": "1"], ["NO_COLOR": "", "TERM": "dumb"]])
    func noColorAndDumbTerminalsGetNoColourCodes(environment: [String: String]) throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task")], environment: environment)
        try run.type(after: "[1/4] Title: ", .text("x"), .control("t"))
        if environment["TERM"] == "dumb" {
            // A typed date on one line there (issue 24, item 4), no calendar.
            try run.type(after: "tomorrow, +3d: ", .text("tomorrow"), .enter)
        } else {
            try run.waitFor("Date [2026-11-22]: ")
            try run.terminal.sendKeys(.right)
            try run.waitFor("Date [2026-11-23]: ")
            try run.terminal.sendKeys(.enter)
        }
        try run.type(after: "[1/4] Title: ", .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.type(after: "Enter to submit", .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(!run.terminal.output.contains(/\u{1B}\[[0-9;]*m/))
    }

    @Test func colourIsUsedOnACapableTerminal() throws {
        let run = try FormlineTerminal(["run", login], environment: ["NO_COLOR": ""])
        try run.type(after: "Username", .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(run.terminal.output.contains(/\u{1B}\[[0-9;]*m/))
    }
}

extension TerminalRunTests {
    @Test func closingTheTerminalIsAHangUpNotACancel() throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ")
        run.terminal.hangUp()
        #expect(try run.waitForExit() == 129)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""username":{"text":"ada"}"#))
    }
}

extension TerminalRunTests {
    /// A closing terminal: SIGHUP from the kernel and from the shell microseconds apart,
    /// then the terminal gone. The answers so far are saved exactly as after one SIGHUP,
    /// and no temporary file is left behind.
    @Test(arguments: 1...3)
    func twoHangUpsBackToBackStillSaveTheDraft(attempt: Int) throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("half"))
        try run.terminal.waitForInputConsumed()
        let pid = try run.programID()
        kill(pid, SIGHUP)
        // The first one has been handled (the terminal is restored): the second one comes
        // while the answers are being saved, as the shell's does.
        try run.terminal.waitForMode("the terminal restored") { $0.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO) }
        kill(pid, SIGHUP)
        run.terminal.hangUp()
        #expect(try run.waitForExit() == 129)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""username":{"text":"ada"}"#))
        #expect(!draft.contains("half"))
        let files = try FileManager.default.contentsOfDirectory(atPath: run.home.drafts.path)
        #expect(!files.contains { $0.hasPrefix(".formline-") })
    }
}

extension TerminalRunTests {
    /// Exactly what a draft keeps (as docs/terminal.md says): text a field was left with (Tab,
    /// Ctrl-T...) is its value and is saved; the line being edited when Ctrl-C or a signal
    /// arrives is not.
    @Test func aDraftKeepsTextLeftInAFieldButNotTheLineBeingEdited() throws {
        let first = try FormlineTerminal(["run", FormlineTerminal.form("new-task")])
        try first.type(after: "[1/4] Title: ", .text("left by Tab"), .tab)
        try first.type(after: "[2/4] Note: ", .text("left by Ctrl-T"), .control("t"))
        try first.waitFor("Date [2026-11-22]: ")
        try first.terminal.waitForRawMode()
        try first.terminal.sendKeys(.control("c"))
        #expect(try first.waitForExit() == 130)
        let kept = try #require(first.home.draftFiles.values.first)
        #expect(kept.contains(#""title":{"text":"left by Tab"}"#))
        #expect(kept.contains(#""note":{"text":"left by Ctrl-T"}"#))

        let second = try FormlineTerminal(["run", FormlineTerminal.form("new-task")])
        try second.type(after: "[1/4] Title: ", .text("left by Tab"), .tab)
        try second.type(after: "[2/4] Note: ", .text("being edited"), .control("c"))
        #expect(try second.waitForExit() == 130)
        let draft = try #require(second.home.draftFiles.values.first)
        #expect(draft.contains(#""title":{"text":"left by Tab"}"#))
        #expect(!draft.contains("being edited"))
    }
}
