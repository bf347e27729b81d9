import Testing
@testable import FormCore

/// `FormSession.give`, `acceptCurrentValues` and `focusFirstUnanswered`: answers given up
/// front go through the commit typed answers use.
@Suite struct FormSessionGivenTests {
    @Test func givenAnswersAreCheckedLikeTypedOnesWithoutMovingFocus() throws {
        let session = FormSession(form: try repoForm("login"), today: today)
        let failures = session.give(["username": "ada", "password": "short"])
        #expect(failures == [ValidationFailure(field: "password", message: "must be at least 8 characters")])
        #expect(session.answered == ["username"])
        #expect(session.focus.value == nil)
        #expect(session.focusFirstUnanswered())
        #expect(session.focus.value == .field("password"))
        #expect(throws: Never.self) { try session.answer("correct horse").get() }
        #expect(session.focus.value == .field("remember"), "the given username is not asked again")
    }

    @Test func crossFieldRulesAndHiddenFieldsApply() throws {
        let session = FormSession(form: try repoForm("signup"), today: today)
        let failures = session.give(["password": "abcdefgh", "confirm": "abcdefgX", "frequency": "weekly"])
        #expect(failures.map(\.field) == ["confirm"])
        #expect(session.hiddenFields(among: ["frequency", "password"]) == ["frequency"])
        let shown = FormSession(form: try repoForm("signup"), today: today)
        #expect(shown.give(["frequency": "weekly", "newsletter": "yes"]).isEmpty, "a later answer shows the field")
        #expect(shown.values["frequency"] == .text("weekly"))
    }

    /// A blank answer given up front keeps the field's computed default, made from the
    /// answers before it (found by scripts/paths-agree.py: it was refused as required, then
    /// filled in anyway, so `refused` listed a field the answers held).
    @Test func aBlankGivenAnswerKeepsTheComputedDefault() throws {
        let session = FormSession(form: try repoForm("profile"), today: today)
        let failures = session.give(["firstName": "Ada", "lastName": "Lovelace", "email": "nope", "handle": ""])
        #expect(failures.map(\.field) == ["email"])
        #expect(session.values["handle"] == .text("ada-lovelace"))
    }

    @Test func listRowsAreGivenOnePerLine() throws {
        let session = FormSession(form: try repoForm("reminder-list"), today: today)
        #expect(session.give(["reminders": "milk\neggs"]).isEmpty)
        #expect(session.rows(of: "reminders").map(\.text) == ["milk", "eggs"])
        #expect(session.acceptCurrentValues().isEmpty)
        #expect(!session.focusFirstUnanswered(), "every field is answered")
        #expect(AnswerJSON.encode(try session.submit().get()) == #"{"list":"Personal","reminders":["milk","eggs"],"notify":true}"#)
    }

    @Test func acceptingCurrentValuesListsWhatIsStillMissing() throws {
        let session = FormSession(form: try repoForm("new-task"), today: today)
        let missing = session.acceptCurrentValues()
        #expect(missing == [ValidationFailure(field: "title", message: "is required"),
                            ValidationFailure(field: "due", message: "is required")])
        #expect(session.answered == ["note", "attachment"])
    }
}
