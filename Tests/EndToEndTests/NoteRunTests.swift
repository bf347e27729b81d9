import Foundation
import Testing
import TestSupport

/// profile's `receipts` note (`type: note`, shown when an email is given): shown at the
/// terminal, read out in accessible mode, one line on standard error when piped, skipped by
/// `fill`, never in the answers.
extension TerminalRunTests {
    @Test func aNoteIsShownAtTheTerminalBeforeTheFieldAfterIt() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("profile")])
        try run.type(after: "[1/5] First name: ", .text("Ada"), .enter)
        try run.type(after: "[2/5] Last name: ", .text("Lovelace"), .enter)
        try run.type(after: "[3/5] Email: ", .text("ada@example.com"), .enter)
        try run.waitFor("Thanks, Ada: receipts will go to ada@example.com.")
        try run.waitFor("[4/5] Handle: ")
        // Back and forth: the note is shown once.
        try run.type(after: "ada-lovelace", .shiftTab)
        try run.type(after: "[3/5] Email: ", .tab)
        try run.waitFor("[4/5] Handle: ")
        try run.type(after: "ada-lovelace", .enter)
        try run.type(after: "[5/5] Country (54 choices): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.terminal.output.components(separatedBy: "receipts will go to").count == 2)
        #expect(run.standardOutput == #"{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","handle":"ada-lovelace","country":null}"# + "\n")
    }

    @Test func aNoteIsReadOutInAccessibleMode() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("profile"), "--accessible"], environment: Self.colourTerminal)
        try run.type(after: "Field 1 of 5, First name, required: ", .text("Ada"), .enter)
        try run.type(after: "Field 2 of 5, Last name, required: ", .text("Lovelace"), .enter)
        try run.type(after: "Field 3 of 5, Email, optional: ", .text("ada@example.com"), .enter)
        try run.waitFor("Note: Thanks, Ada: receipts will go to ada@example.com.\r\n")
        try run.type(after: "Enter keeps it: ", .enter)
        try run.type(after: "Field 5 of 5, Country, optional, 54 choices, type a number, a name, or part of a name to search: ", .enter)
        try run.type(after: "press Enter to change it: ", .enter)
        #expect(try run.waitForExit() == 0)
        expectNoEscapes(run)
        #expect(!run.standardOutput.contains("receipts"))
    }
}

@Suite struct NoteCommandTests {
    @Test func aPipedRunPrintsTheNoteAsOneLineOnStandardError() throws {
        let result = try ProcessRunner.formline(["run", "profile"], input: "Ada\nLovelace\nada@example.com\n\nGB\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "formline: note: Thanks, Ada: receipts will go to ada@example.com.\n")
        #expect(result.stdout == #"{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","handle":"ada-lovelace","country":"GB"}"# + "\n")
        // Its `when` does not hold without an email: nothing is said.
        let quiet = try ProcessRunner.formline(["run", "profile"], input: "Ada\nLovelace\n\n\n\n")
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func fillSkipsANoteAndNoAnswerNamesIt() throws {
        let fill = try ProcessRunner.formline(["fill", "profile"], input: #"{"firstName":"Ada","lastName":"L","email":"a@b.co"}"# + "\n")
        #expect(fill.status == 0, "\(fill.stderr)")
        #expect(fill.stdout == #"{"firstName":"Ada","lastName":"L","email":"a@b.co","handle":"ada-l","country":null}"# + "\n")
        #expect(!fill.stderr.contains("receipts"))
        let set = try ProcessRunner.formline(["run", "profile", "--set", "receipts=x", "--no-input"])
        #expect(set.status != 0)
        #expect(set.stderr.contains("'receipts' is not a field of this form"), "\(set.stderr)")
    }

    @Test func describeAndCheckKnowTheNote() throws {
        let text = try ProcessRunner.formline(["describe", "profile"])
        #expect(text.stdout.contains("  -  receipts   note    Thanks, {firstName}: receipts will go to {email}.\n"
                                     + "       text:       computed from earlier answers\n"
                                     + "       shown when: email is answered\n"), "\(text.stdout)")
        let json = try ProcessRunner.formline(["describe", "profile", "--format", "json"])
        #expect(json.stdout.contains(#""notes":[{"id":"receipts","kind":"note","text":"Thanks, {firstName}: receipts will go to {email}.","textComputed":true,"condition":{"field":"email","isSet":true,"summary":"email is answered"},"section":"main","before":"handle"}]"#))
        let check = try ProcessRunner.formline(["check", "profile"])
        #expect(check.status == 0, "\(check.stderr)")
    }
}
