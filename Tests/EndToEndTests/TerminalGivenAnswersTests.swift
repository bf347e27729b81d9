import Foundation
import Testing
import TestSupport

/// Answers given up front, `--defaults` and `--no-input` at a terminal.
@Suite(.serialized) struct TerminalGivenAnswersTests {
    let login = FormlineTerminal.form("login")

    @Test func aRefusedGivenAnswerIsReportedThenAskedAndGivenFieldsAreSkipped() throws {
        let run = try FormlineTerminal(["run", login, "--set", "username=a!", "--set", "remember=yes"],
                                       environment: ["FORMLINE_ANSWER_password": "correct horse"])
        try run.waitFor("--set username=…: field 'username' (Username): must be at least 3 characters; asking for it")
        try run.type(after: "[1/3] Username: ", .control("u"), .text("ada"), .enter)
        // Password and remember were given: straight to the review.
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
        #expect(!run.screen.contains("\n[2/3] Password: "), "the given password is not asked")
        #expect(!run.screen.contains("correct horse"))
    }

    /// A given answer refused for its line break comes back to the prompt on one line: each
    /// break shown as a space (drawn raw it split the prompt over two screen lines), and Enter
    /// then submits what the line shows.
    @Test func aGivenAnswerWithALineBreakIsPromptedOnOneLine() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task"), "--set", "title=Plan\r\nthe week\u{2028}ahead"])
        try run.waitFor("asking for it")
        try run.type(after: "Plan the week ahead", .enter)
        try run.type(after: "[2/4] Note", .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(!run.screen.contains("Plan\r\nthe") && !run.screen.contains("Plan\nthe"), "\(run.screen)")
    }

    @Test func withStandardErrorRedirectedTheNoteStillReachesThePerson() throws {
        let run = try FormlineTerminal(["run", login, "--set", "username=a!", "--set", "remember=yes"],
                                       environment: ["FORMLINE_ANSWER_password": "correct horse"], redirectingStandardError: true)
        try run.waitFor("field 'username' (Username): must be at least 3 characters; asking for it")
        try run.type(after: "[1/3] Username: ", .control("u"), .text("ada"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(!run.standardError.contains("Username"), "\(run.standardError)")
    }

    @Test func noInputNeverPromptsAndListsWhatIsMissing() throws {
        let run = try FormlineTerminal(["run", login, "--no-input"])
        #expect(try run.waitForExit() == 65)
        #expect(run.screen.contains("field 'username' (Username): is required"))
        #expect(run.screen.contains("field 'password' (Password): is required"))
        #expect(!run.screen.contains("[1/3]"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func defaultsSkipWhatHasOneAndAskTheRest() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task"), "--defaults"])
        try run.type(after: "[1/4] Title: ", .text("Plan"), .enter)
        // The optional note and attachment are taken as they are (empty); the flow goes on to the date step.
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.sendKeys(.text("tomorrow"), .enter)
        // Reached in order, the date is answered and the flow moves on, to the review (issue
        // 24, item 4: focus went back to the title, which needed another Enter).
        try run.waitFor("[4/4] Due date: 2026-11-23")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"# + "\n")
        #expect(!run.screen.contains("\n[2/4] Note: "), "the note was not asked")
    }

    @Test func everythingGivenSubmitsWithoutTouchingTheTerminal() throws {
        let run = try FormlineTerminal(["run", login, "--set", "username=ada", "--defaults"],
                                       environment: ["FORMLINE_ANSWER_password": "correct horse"])
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        #expect(!run.screen.contains("Log in"))
    }
}
