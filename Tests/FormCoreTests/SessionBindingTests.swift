import FocusEngine
import Testing
@testable import FormCore

/// A custom front end drives the session only through focus bindings, as a view would: its
/// triggers say which view has focus, and the view calls `onFocus` / `onBlur` when the person
/// clicks into or out of it. Whatever it does, the session stays consistent with its focus.
@Suite struct SessionBindingTests {
    /// One view per text field; `shown` is the field whose view the model focused last.
    private final class Views {
        var bindings: [String: FocusBinding] = [:]
        var shown: String?

        init(_ session: FormSession) {
            shown = session.focus.value?.fieldID
            for field in session.form.fields where field.kind.takesTextInput && field.kind != .list {
                let binding = session.focus.binding(for: .field(field.id))
                binding.trigger.focusAction = { [unowned self] in self.shown = field.id }
                binding.trigger.blurAction = { [unowned self] in if self.shown == field.id { self.shown = nil } }
                bindings[field.id] = binding
            }
        }

        subscript(id: String) -> FocusBinding { bindings[id]! }
    }

    private func started(_ name: String) throws -> FormSession {
        let session = FormSession(form: try repoForm(name), today: today)
        session.start()
        return session
    }

    @Test func focusingAFieldDuringADateStepEndsTheStep() throws {
        let s = try started("new-task")
        let views = Views(s)
        _ = s.answer("Buy milk")
        _ = s.answer("semi-skimmed")
        _ = s.answer("")
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(views.shown == nil)

        views["title"].onFocus()

        #expect(s.phase == .editing)
        #expect(s.focus.value == .field("title"))
        #expect(views.shown == "title")
        #expect(s.currentField?.id == "title")
        // The next answer is the title's, not a date; the flow then reopens the date step.
        #expect(throws: Never.self) { try s.answer("Buy bread").get() }
        #expect(s.values["title"] == .text("Buy bread"))
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(throws: Never.self) { try s.answer("tomorrow").get() }
        #expect(s.focus.value == .field("title"))
    }

    @Test func aBlurDuringADateStepIsIgnoredAndRestoreStillWorks() throws {
        let s = try started("new-task")
        let views = Views(s)
        _ = s.answer("Buy milk")
        #expect(s.openDatePicker(keeping: "half"))
        views["note"].onBlur()
        views["title"].onBlur()
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(throws: Never.self) { try s.pickDate("+3d").get() }
        #expect(s.focus.value == .field("note"))
        #expect(views.shown == "note")
        #expect(s.currentText(for: .field("note")) == "half")
    }

    @Test func focusingAFieldAfterCompletionOrSubmitReopensIt() throws {
        let s = try started("login")
        let views = Views(s)
        _ = s.answer("ada")
        _ = s.answer("correct horse")
        _ = s.answer("yes")
        #expect(s.phase == .complete)

        views["username"].onFocus()
        #expect(s.phase == .editing)
        #expect(views.shown == "username")
        #expect(throws: Never.self) { try s.answer("grace").get() }
        #expect(s.phase == .complete)

        _ = try s.submit().get()
        #expect(s.phase == .submitted)
        views["remember"].onFocus()
        #expect(s.phase == .editing)
        #expect(s.focus.value == .field("remember"))
        #expect(throws: Never.self) { try s.answer("no").get() }
        #expect(s.phase == .complete)
        #expect(AnswerJSON.encode(try s.submit().get()) == #"{"username":"grace","password":"correct horse","remember":false}"#)
    }

    @Test func aStaleBlurNeverClearsANewerFocus() throws {
        let s = try started("login")
        let views = Views(s)
        _ = s.answer("ada")
        #expect(views.shown == "password")

        views["username"].onBlur()

        #expect(s.focus.value == .field("password"))
        #expect(s.phase == .editing)
    }

    @Test func blurringTheFocusedViewLeavesTheSessionWaitingThenItResumes() throws {
        let s = try started("login")
        let views = Views(s)
        _ = s.answer("ada")
        views["password"].onBlur()
        #expect(s.focus.value == nil)
        #expect(s.phase == .editing)
        #expect(failure(s.answer("correct horse")) == ValidationFailure(field: "", message: "no field has focus"))

        #expect(s.focusFirstUnanswered())

        #expect(views.shown == "password")
        #expect(throws: Never.self) { try s.answer("correct horse").get() }
    }

    @Test func aHiddenFieldsViewCannotTakeFocus() throws {
        let s = try started("signup")
        let views = Views(s)
        views["frequency"].onFocus()
        #expect(s.focus.value == .field("email"))
        views["newsletter"].onFocus()
        #expect(s.sections.current == "about")
        _ = s.answer("yes")
        #expect(views.shown == "frequency")
    }

    @Test func aWholeFormFilledThroughTheViewsTheModelFocuses() throws {
        let s = try started("signup")
        let views = Views(s)
        let answers = ["email": "ada@example.com", "password": "secret-one", "confirm": "secret-one",
                       "displayName": "Ada", "age": "36", "newsletter": "yes", "frequency": "weekly"]
        var steps = 0
        while s.phase == .editing, let id = views.shown, steps < 20 {
            _ = s.answer(answers[id] ?? "")
            steps += 1
        }
        #expect(s.phase == .complete)
        let json = AnswerJSON.encode(try s.submit().get())
        #expect(json.contains(#""frequency":"weekly""#))
    }
}
