import Foundation
import Testing
import TestSupport

/// Ctrl-Z, `kill -TSTP`, SIGSTOP and `fg`: formline runs as a job of a shell with job
/// control (`FormlineTerminal(jobControl: true)`), so it really stops (state T).
extension TerminalRunTests {
    private var echoOn: (termios) -> Bool { { $0.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO) } }

    @Test func controlZAtASecretStopsWithTheShellsSettingsAndResumesWithEchoOff() throws {
        let run = try FormlineTerminal(["run", login], jobControl: true)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct"), .control("z"))
        try run.waitForState("T")
        // While stopped: the terminal as the shell left it.
        #expect(run.terminalIsRestored)
        try run.fg()
        // Echo is off again before the next key, and the prompt is drawn again.
        try run.terminal.waitForMode("echo off") { $0.c_lflag & tcflag_t(ECHO | ICANON) == 0 }
        try run.typeSecret(after: "[2/3] Password: ", .text(" horse"), .enter)
        try run.type(after: "[3/3] Remember", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        #expect(!run.screen.contains("correct"))
        #expect(!run.screen.contains("horse"))
    }

    @Test func killTSTPAtASecretNeverLeavesEchoOnAfterFg() throws {
        let run = try FormlineTerminal(["run", login], jobControl: true)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        // Nothing typed yet: keys not read before the stop would go to the shell.
        try run.typeSecret(after: "[2/3] Password: ")
        kill(try run.programID(), SIGTSTP)
        try run.waitForState("T")
        #expect(run.terminalIsRestored)
        try run.fg()
        try run.terminal.waitForMode("echo off") { $0.c_lflag & tcflag_t(ECHO | ICANON) == 0 }
        // Cursor keys are keys again, not echoed text replayed later.
        try run.typeSecret(after: "[2/3] Password: ", .text("correct"), .left, .text(" horse"), .enter)
        try run.type(after: "[3/3] Remember", .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(!run.screen.contains("horse"))
        #expect(!run.screen.contains("^[["))
    }

    /// SIGSTOP cannot be caught: whoever changed the terminal meanwhile, SIGCONT puts the
    /// secret prompt's echo-off mode back.
    @Test func sigstopThenSigcontPutsEchoOffBack() throws {
        let run = try FormlineTerminal(["run", login])
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct"))
        let pid = try run.programID()
        kill(pid, SIGSTOP)
        try run.waitForState("T")
        // Like a shell taking the terminal back: cooked mode with echo.
        var cooked = try #require(run.terminal.currentMode)
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        tcsetattr(run.terminal.masterFD, TCSANOW, &cooked)
        kill(pid, SIGCONT)
        try run.terminal.waitForMode("echo off") { $0.c_lflag & tcflag_t(ECHO | ICANON) == 0 }
        try run.typeSecret(after: "[2/3] Password: ", .text(" horse"), .enter)
        try run.type(after: "[3/3] Remember", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""password":"correct horse""#))
        #expect(!run.screen.contains("horse"))
    }

    @Test func controlZAtATextPromptRedrawsTextAndCursorOnFg() throws {
        let run = try FormlineTerminal(["run", login], jobControl: true)
        try run.type(after: "[1/3] Username: ", .text("adx"), .left, .control("z"))
        try run.waitForState("T")
        #expect(run.terminalIsRestored)
        try run.fg()
        try run.terminal.waitForRawMode()
        // Drawn again with its text; the cursor is still before the x.
        try run.type(after: "[1/3] Username: adx", .text("a"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .control("c"))
        #expect(try run.waitForExit() == 130)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""username":{"text":"adax"}"#))
    }

    @Test func controlZInTheCalendarAndTheReviewResumesThem() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task")], jobControl: true)
        try run.type(after: "[1/4] Title: ", .text("x"), .control("t"))
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.control("z"))
        try run.waitForState("T")
        #expect(run.terminalIsRestored)
        try run.fg()
        try run.waitFor("November 2026")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.right)
        try run.waitFor("Date [2026-11-23]: ")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[1/4] Title: ", .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.type(after: "Enter to submit", .control("z"))
        try run.waitForState("T")
        #expect(run.terminalIsRestored)
        try run.fg()
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""due":"2026-11-23""#))
    }
}

extension TerminalRunTests {
    /// The terminal closes while formline is stopped: the kernel sends the orphaned job
    /// SIGHUP and SIGCONT; formline wakes up, saves the draft and exits.
    @Test func hangingUpWhileStoppedStillSavesTheDraft() throws {
        let run = try FormlineTerminal(["run", login], jobControl: true)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("half"), .control("z"))
        try run.waitForState("T")
        let pid = try run.programID()
        run.terminal.hangUp()
        try ProcessInspector.wait(for: "formline to save its draft and exit") {
            [nil, "Z"].contains(ProcessInspector.state(of: pid)) && !run.home.draftFiles.isEmpty
        }
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""username":{"text":"ada"}"#))
        #expect(!draft.contains("half"))
    }
}
