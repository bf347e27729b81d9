import Foundation
import Testing
import TestSupport

/// profile's `receipts` note (`type: note`, shown when an email is given): one line on
/// standard error when piped, skipped by `fill`, never in the answers. (At the terminal and
/// in accessible mode: TerminalFrontEndTests' NoteScreenTests.)
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
