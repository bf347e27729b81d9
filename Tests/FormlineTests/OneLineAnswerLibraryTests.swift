import Foundation
import Testing
import Formline
#if canImport(Glibc)
import Glibc
#endif

/// The library refuses a line break in a one-line answer as `formline` does: answers given
/// to the session, and a built form's default.
@Suite struct OneLineAnswerLibraryTests {
    @Test func givenAnswersWithALineBreakAreRefusedAndAskedAgain() throws {
        let form = try Form(title: "Task", today: FormRunTests.today) {
            Field.text("title", required: true)
            Field.multiline("note")
        }
        let input = pipedInput(["Plan", ""])
        defer { close(input) }
        let run = FormRun(form, frontEnd: .piped, input: input, report: { _ in })
        let failures = run.session.give(["title": "one\ntwo", "note": "one\ntwo"])
        #expect(failures.map(\.field) == ["title"])
        #expect(failures.first?.message.hasPrefix("takes one line; this answer holds a line break") == true)
        run.session.focusFirstUnanswered()
        let answers = try run.run()
        #expect(answers.json == #"{"title":"Plan","note":"one\ntwo"}"#)
    }

    @Test func aBuiltFormsDefaultWithALineBreakIsAFormError() {
        #expect {
            try Form(title: "Task", today: FormRunTests.today) { Field.text("title", default: "one\ntwo") }
        } throws: { error in
            guard case FormlineError.invalidForm(let diagnostics, _) = error else { return false }
            return diagnostics.contains { $0.message.contains("takes one line; this answer holds a line break") }
        }
    }
}
