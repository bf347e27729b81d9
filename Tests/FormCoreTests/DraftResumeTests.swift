import Testing
import TestSupport
import FormCore

/// Drafts survive form changes honestly: values are read again as the form's kinds now,
/// values of removed fields are dropped and reported, a value that no longer validates
/// gets focus and its message.
@Suite struct DraftResumeTests {
    var before: String { get throws { try Fixtures.form("draft-before") } }

    /// A session on `before`, started and given `answers` in focus order.
    func answered(_ answers: [String]) throws -> FormSession {
        let session = FormSession(form: try loadForm(before), today: today)
        session.start()
        for answer in answers { session.answer(answer) }
        return session
    }

    @Test func aDraftRecordsTheFieldsAndTheirKinds() throws {
        let session = try answered(["Ada"])
        #expect(session.draft().fields == ["name": .text, "age": .text, "nickname": .text])
    }

    @Test func valuesAreReadAgainAsTheCurrentKindAndRemovedFieldsAreReported() throws {
        let old = try answered(["Ada", "42"])
        let after = try Fixtures.form("draft-after-kind-changed")
        var draft = old.draft()
        draft.values["nickname"] = .text("Countess")
        let session = FormSession(form: try loadForm(after), today: today)
        let report = session.resume(from: draft)
        #expect(session.values["age"] == .number(42))
        #expect(session.values["nickname"] == nil)
        #expect(report.droppedFields == ["nickname"])
        #expect(report.changedKinds.map(\.field) == ["age"])
        #expect(report.failure == nil)
        #expect(session.focus.value == .field("email"))
        #expect(AnswerJSON.encode(session.answers).contains(#""age":42"#))
    }

    @Test func aValueThatNoLongerValidatesGetsFocusAndItsMessage() throws {
        let old = try answered(["Ada", "a lot", "Countess"])
        let after = try Fixtures.form("draft-after-age-bounded")
        let session = FormSession(form: try loadForm(after), today: today)
        let report = session.resume(from: old.draft())
        #expect(report.failure?.field == "age")
        #expect(session.focus.value == .field("age"))
        #expect(session.message?.field == "age")
        #expect(session.message?.message == "must be a number, like 42 or 3.5")
        #expect(session.currentText(for: .field("age")) == "a lot")
        #expect(!session.answered.contains("age"))
        #expect(session.answered.contains("nickname"))
        // Submitting cannot slip the stale value through.
        #expect(failure(session.submit())?.field == "age")
    }

    @Test func listRowsComeBackAsRows() throws {
        let yaml = try Fixtures.form("draft-list-rows")
        let form = try loadForm(yaml)
        let draft = SessionDraft(values: ["tags": .list(["a", "b", "c"])], answered: ["tags"], focusedField: "tags",
                                 fields: ["tags": .list])
        let session = FormSession(form: form, today: today)
        let report = session.resume(from: draft)
        #expect(session.rows(of: "tags").map(\.text).filter { !$0.isEmpty } == ["a", "b", "c"])
        #expect(report.failure?.field == "tags")
    }
}
