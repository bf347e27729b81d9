import Foundation
import Testing
import Formline
#if canImport(Glibc)
import Glibc
#endif

/// `Field.note`: a note built in Swift, as `type: note` in a form file.
@Suite struct NoteFieldTests {
    static func form() throws -> Form {
        try Form(title: "Hello", today: FormLoadingTests.today) {
            Field.text("name", required: true)
            Field.note("hello", text: "Hello {name}.\nOne more question.")
            Field.confirm("news", default: false)
            Field.note("extra", text: "News it is.").when(.field("news", equals: "true"))
        }
    }

    @Test func aNoteIsReportedOnceAsALineAndNeverInTheAnswers() throws {
        let input = pipedInput(["Ada", "yes"])
        defer { close(input) }
        var reported: [String] = []
        let answers = try FormRun(try Self.form(), frontEnd: .piped, input: input, report: { reported.append($0) }).run()
        #expect(reported == ["note: Hello Ada. One more question.", "note: News it is."])
        #expect(answers.json == #"{"name":"Ada","news":true}"#)
    }

    @Test func aNoteWhoseConditionFailsIsNotShown() throws {
        let input = pipedInput(["Ada", "no"])
        defer { close(input) }
        var reported: [String] = []
        _ = try FormRun(try Self.form(), frontEnd: .piped, input: input, report: { reported.append($0) }).run()
        #expect(reported == ["note: Hello Ada. One more question."])
    }

    @Test func aNoteIsCheckedLikeAFormFileNote() {
        #expect {
            try Form(title: "Bad", today: FormLoadingTests.today) {
                Field.note("early", text: "Hi {name}")
                Field.text("name")
            }
        } throws: { error in
            (error as? FormlineError)?.description.contains("the text of note 'early' refers to 'name', which comes after it") == true
        }
    }
}
