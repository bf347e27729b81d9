import Foundation
import Testing
import TestSupport

/// Accessible mode (`--accessible`, `ACCESSIBLE=1`): line by line, no escape sequence at
/// all on the raw pseudo-terminal bytes (colour allowed by the environment, TERM=xterm).
extension TerminalRunTests {
    /// Colour and cursor movement would be allowed here, were it not for accessible mode.
    static let colourTerminal = ["TERM": "xterm-256color", "NO_COLOR": ""]

    @Test(arguments: [(["run", FormlineTerminal.form("new-task"), "--accessible"], [String: String]()),
                      (["run", FormlineTerminal.form("new-task")], ["ACCESSIBLE": "1"])])
    func accessibleModeIsLineByLineWithATypedDateAndNoEscapes(arguments: [String], environment: [String: String]) throws {
        let run = try FormlineTerminal(arguments, environment: Self.colourTerminal.merging(environment) { $1 })
        try run.waitFor("Accessible mode: one prompt per line")
        try run.type(after: "Field 1 of 4, Title, required: ", .text("Pa"), .backspace, .text("lan"), .enter)
        try run.waitFor("Pa\u{8} \u{8}lan\r\n")
        try run.type(after: "Field 2 of 4, Note, optional, several lines, a line holding only a dot ends them: ", .text("soon"), .enter)
        try run.type(after: "Field 2 of 4, Note, line 2, optional, a line holding only a dot ends them: ", .text("."), .enter)
        try run.type(after: "Field 3 of 4, Attachment, optional, a path to an existing file, ~ is your home folder: ", .enter)
        // The date step: no calendar, the range and examples read out; a typed date confirmed in words.
        try run.waitFor("Help: A date like 2026-12-24")
        let question = "Field 4 of 4, Due date, required, between 2026-11-22 and 2031-11-22; "
            + "type a date like 2026-12-22, tomorrow, +3d: "
        try run.type(after: question, .text("someday"), .enter)
        try run.waitFor("Due date: \"someday\" is not a date")
        try run.type(after: question, .text("2026-12-24"), .enter)
        try run.waitFor("Due date: 2026-12-24, Thursday\r\n")
        // Reached in order, the date is answered and the flow moves on: to the review (issue 24,
        // item 4: focus came back to the attachment).
        // The review: a plain numbered list and one line saying how to submit or edit.
        try run.waitFor("Review of 4 answers:\r\n1. Title: Plan\r\n2. Note: soon\r\n3. Attachment: no answer\r\n4. Due date: 2026-12-24\r\n")
        try run.type(after: "Review: press Enter to submit, or type a field number or name and press Enter to change it: ",
                     .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Plan","note":"soon","attachment":null,"due":"2026-12-24"}"# + "\n")
        expectNoEscapes(run)
        expectSelfContainedPrompts(run, labels: ["Title", "Note", "Attachment", "Due date"], count: 4)
        #expect(!run.terminal.output.contains("Mo Tu We"), "a calendar was drawn")
        #expect(run.terminalIsRestored)
    }

    @Test func accessibleSectionsSecretsFailuresAndShortcutsAreAnnounced() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("signup")], environment: ["ACCESSIBLE": "1"])
        try run.waitFor("Section 1 of 2: Account\r\n")
        try run.type(after: "Field 1 of 6, Email, required: ", .text("bob"), .enter)
        // An error is one plain line starting with the label; focus stays (refocus on failure).
        try run.waitFor("\r\nEmail: should look like name@example.com\r\n")
        // The refused text is not offered for keeping (issue 24, item 5: it said "Enter keeps it").
        try run.type(after: "Field 1 of 6, Email, required, now bob: ", .text("bob@example.com"), .enter)
        try run.typeSecret(after: "Field 2 of 6, Password, required, hidden input: ", .text("secret123"), .enter)
        try run.typeSecret(after: "Field 3 of 6, Confirm password, required, hidden input: ", .text("secret124"), .enter)
        try run.waitFor("Confirm password: does not match the password\r\n")
        // Issue 24, item 5: a refused secret is not kept (it said "Enter keeps the one given").
        try run.typeSecret(after: "Field 3 of 6, Confirm password, required, hidden input: ", .text("secret123"), .enter)
        try run.waitFor("Section 2 of 2: About you\r\n")
        // A shortcut says where it goes; the section change is announced too.
        try run.type(after: "Field 4 of 6, Display name, required: ", .text("Bo"), .alt("e"))
        try run.waitFor("Alt-e: going to Field 1 of 6, Email\r\nSection 1 of 2: Account\r\n")
        try run.type(after: "Field 1 of 6, Email, required, now bob@example.com, Enter keeps it: ", .enter)
        // Back where the flow was, the typed text kept.
        try run.type(after: "Field 4 of 6, Display name, required, now Bo, Enter keeps it: ", .text("Bob"), .enter)
        try run.type(after: "Field 5 of 6, Age, optional, a whole number between 13 and 130: ", .enter)
        try run.type(after: "Field 6 of 6, Subscribe to the newsletter?, optional, yes or no, now no, Enter keeps it: ", .enter)
        try run.waitFor("2. Password: given, hidden\r\n")
        try run.waitFor("5. Age: no answer\r\n")
        try run.type(after: "press Enter to change it: ", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""displayName":"Bob""#))
        #expect(!run.terminal.output.contains("secret12"))
        expectNoEscapes(run)
        expectSelfContainedPrompts(run, labels: ["Email", "Password", "Confirm password", "Display name", "Age",
                                                 "Subscribe to the newsletter?"], count: 6)
    }

}

extension TerminalRunTests {
    /// After Ctrl-Z and `fg` the prompt and the text typed are written again on a new line
    /// (nothing drawn over); a resize redraws nothing.
    @Test func accessibleModeAfterControlZAndResizeWritesOnANewLine() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task"), "--accessible"],
                                       environment: Self.colourTerminal, jobControl: true)
        try run.type(after: "Field 1 of 4, Title, required: ", .text("Pl"), .control("z"))
        try run.waitForState("T")
        #expect(run.terminalIsRestored)
        try run.fg()
        try run.waitFor("\r\nField 1 of 4, Title, required: Pl")
        try run.terminal.waitForRawMode()
        try run.terminal.resize(rows: 30, columns: 50)
        try run.terminal.sendKeys(.text("an"), .enter)
        try run.type(after: "Field 2 of 4, Note, optional, several lines", .control("c"))
        #expect(try run.waitForExit() == 130)
        let raw = run.terminal.output
        // Said again in full after `fg`, the text typed with it; the line then goes on.
        #expect(raw.components(separatedBy: "Field 1 of 4, Title, required: Pl").count == 3, "\(raw.debugDescription)")
        #expect(raw.contains("required: Plan\r\n"))
        // Lines are never broken by formline (the terminal wraps them), even after the resize.
        #expect(raw.contains("Type ? on an empty line for the keys; Ctrl-D on an empty line cancels.\r\n"))
        #expect(raw.contains("formline: interrupted; answers so far saved (not secrets).\r\nContinue with: "))
        expectNoEscapes(run)
    }
}
