import FocusEngine
import Testing
@testable import FormCore

@Suite struct FormSessionTests {
    private func session(_ name: String) throws -> FormSession {
        let session = FormSession(form: try repoForm(name), today: today)
        session.start()
        return session
    }

    @Test func startsAtInitialFocusAndAdvancesInOrder() throws {
        let s = try session("login")
        #expect(s.focus.value == .field("username"))
        #expect(s.position(of: "password")! == (2, 3))
        #expect(throws: Never.self) { try s.answer("ada").get() }
        #expect(s.focus.value == .field("password"))
        #expect(throws: Never.self) { try s.answer("correct horse").get() }
        #expect(s.focus.value == .field("remember"))
        #expect(s.currentText(for: .field("remember")) == "no")
        #expect(throws: Never.self) { try s.answer("yes").get() }
        #expect(s.phase == .complete)
        #expect(s.focus.value == nil)
        let answers = try s.submit().get()
        #expect(AnswerJSON.encode(answers) == #"{"username":"ada","password":"correct horse","remember":true}"#)
        #expect(AnswerJSON.encode(answers, maskSecrets: true).contains(#""password":"********""#))
    }

    @Test func rejectedAnswerKeepsFocusWithMessage() throws {
        let s = try session("login")
        _ = s.answer("ada")
        let result = s.answer("short")
        #expect(failure(result) == ValidationFailure(field: "password", message: "must be at least 8 characters"))
        #expect(s.focus.value == .field("password"))
        #expect(s.message?.field == "password")
        #expect(s.currentText(for: .field("password")) == "short")
        _ = s.answer("long enough")
        #expect(s.message == nil)
        #expect(s.focus.value == .field("remember"))
    }

    @Test func submitMovesFocusToFirstOffendingField() throws {
        let s = try session("signup")
        _ = s.answer("ada@example.com")
        _ = s.answer("secret-one")
        #expect(s.focus.value == .field("confirm"))
        // Cross-field rule checked on commit: focus stays with the rule's message.
        #expect(failure(s.answer("secret-two")) == ValidationFailure(field: "confirm", message: "does not match the password"))
        #expect(s.focus.value == .field("confirm"))
        _ = s.answer("secret-one")
        #expect(s.focus.value == .field("displayName"))
        #expect(s.sections.current == "about")
        // Go back and change the password, moving on with Tab (no answer, so no re-check):
        // submit catches the mismatch and refocuses.
        _ = s.focusField("password")
        #expect(s.sections.current == "account")
        #expect(s.next(keeping: "secret-new!"))
        _ = s.focusField("displayName")
        _ = s.answer("Ada")
        _ = s.answer("")
        _ = s.answer("no")
        #expect(s.phase == .complete)
        #expect(failure(s.submit()) == ValidationFailure(field: "confirm", message: "does not match the password"))
        #expect(s.focus.value == .field("confirm"))
        #expect(s.message?.message == "does not match the password")
        #expect(s.sections.current == "account")
    }

    @Test func answeringThePasswordAgainRechecksItsConfirmation() throws {
        let s = try session("signup")
        _ = s.answer("ada@example.com")
        _ = s.answer("secret-one")
        _ = s.answer("secret-one")
        _ = s.answer("Ada")
        _ = s.answer("")
        _ = s.answer("no")
        #expect(s.phase == .complete)
        _ = s.focusField("password")
        #expect(throws: Never.self) { try s.answer("secret-new!").get() }
        // Not the review: the confirmation is asked again, with why.
        #expect(s.focus.value == .field("confirm"))
        #expect(s.message == ValidationFailure(field: "confirm", message: "does not match the password"))
        #expect(s.holdsRefusedAnswer("confirm"))
        #expect(failure(s.answer("")) == ValidationFailure(field: "confirm", message: "does not match the password"))
        _ = s.answer("secret-new!")
        #expect(!s.holdsRefusedAnswer("confirm"))
        #expect(s.phase == .complete)
    }

    @Test func submitValidatesEveryFieldInOrder() throws {
        let s = try session("profile")
        #expect(failure(s.submit()) == ValidationFailure(field: "firstName", message: "is required"))
        #expect(s.focus.value == .field("firstName"))
    }

    @Test func dateStepDeactivatesTextInputAndRestoresLastField() throws {
        let s = try session("new-task")
        var log: [String] = []
        let observation = s.focus.observe { log.append("\($0.from.map(String.init(describing:)) ?? "nil")->\($0.to.map(String.init(describing:)) ?? "nil") \($0.cause)") }
        _ = s.answer("Buy milk")
        _ = s.answer("semi-skimmed")
        _ = s.answer("notes.md")
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(s.focus.value == nil)
        #expect(s.focus.isActive == false)
        #expect(failure(s.pickDate("someday")) != nil)
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(throws: Never.self) { try s.answer("tomorrow").get() }
        #expect(s.values["due"] == .date(LocalDate(year: 2026, month: 11, day: 23)!))
        #expect(s.focus.value == .field("attachment"))
        #expect(s.currentText(for: .field("attachment")) == "notes.md")
        #expect(log == ["title->note set", "note->attachment set", "attachment->nil deactivate", "nil->attachment restore"])
        _ = s.answer("notes.md")
        #expect(s.phase == .complete)
        withExtendedLifetime(observation) {}
    }

    @Test func dateShortcutFromATextFieldRestoresTextAndField() throws {
        let s = try session("new-task")
        #expect(s.openDatePicker(keeping: "Half-typed"))
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(s.cancelDatePicker())
        #expect(s.focus.value == .field("title"))
        #expect(s.currentText(for: .field("title")) == "Half-typed")
        #expect(s.values["due"] == nil)
    }

    @Test func listRowsInsertAfterFocusedAndEmptyRowsGo() throws {
        let s = try session("reminder-list")
        _ = s.answer("")  // keeps default list: Personal
        guard case .row(_, let first)? = s.focus.value else { Issue.record("no row focused"); return }
        _ = s.answer("Milk")
        _ = s.answer("Bread")
        #expect(s.rows(of: "reminders").map(\.text) == ["Milk", "Bread", ""])
        // Go back to the first row and press Enter: the new row lands right after it.
        #expect(s.focus.focus(.row(field: "reminders", row: first)))
        #expect(s.rows(of: "reminders").map(\.text) == ["Milk", "Bread"])
        _ = s.answer("Milk")
        #expect(s.rows(of: "reminders").map(\.text) == ["Milk", "", "Bread"])
        _ = s.answer("")
        #expect(s.rows(of: "reminders").map(\.text) == ["Milk", "Bread"])
        #expect(s.focus.value == .field("notify"))
        #expect(s.values["reminders"] == .list(["Milk", "Bread"]))
    }

    @Test func requiredListCannotBeLeftEmpty() throws {
        let s = try session("reminder-list")
        _ = s.answer("Work")
        #expect(failure(s.answer("")) == ValidationFailure(field: "reminders", message: "needs at least one row"))
        guard case .row(let id, _)? = s.focus.value else { Issue.record("left the list"); return }
        #expect(id == "reminders")
    }

    @Test func conditionsHideAndShowFields() throws {
        let s = try session("signup")
        #expect(!s.isVisible("frequency"))
        _ = s.focusField("newsletter")
        _ = s.answer("yes")
        #expect(s.isVisible("frequency"))
        #expect(s.focus.value == .field("frequency"))
        #expect(s.focus.focus(.field("newsletter")))
        _ = s.answer("no")
        #expect(!s.isVisible("frequency"))
        #expect(!s.focus.focus(.field("frequency")))
        #expect(!s.answers.contains { $0.field.id == "frequency" })
    }

    @Test func shortcutSwitchesSectionThenFocuses() throws {
        let s = try session("signup")
        var events: [String] = []
        let a = s.sections.observeSection { events.append("section \($0 ?? "nil")->\($1 ?? "nil")") }
        let b = s.focus.observe { events.append("focus \($0.to?.description ?? "nil")") }
        #expect(s.activate(shortcut: "alt-n"))
        #expect(events == ["section account->about", "focus displayName"])
        #expect(s.activate(shortcut: "ALT-E"))
        #expect(s.focus.value == .field("email"))
        #expect(!s.activate(shortcut: "alt-q"))
        withExtendedLifetime((a, b)) {}
    }

    @Test func navigationIsNeverBlockedAndKeepsTypedText() throws {
        let s = try session("login")
        _ = s.answer("ada")
        #expect(s.next(keeping: "x"))   // too short for a password, but moving on is allowed
        #expect(s.focus.value == .field("remember"))
        #expect(s.previous())
        #expect(s.currentText(for: .field("password")) == "x")
        #expect(s.previous(keeping: "x"))
        #expect(s.focus.value == .field("username"))
        #expect(!s.previous())
        #expect(failure(s.submit()) == ValidationFailure(field: "password", message: "must be at least 8 characters"))
    }

    @Test func draftsLeaveSecretsOutAndResume() throws {
        let s = try session("login")
        _ = s.answer("ada")
        _ = s.answer("correct horse")
        let draft = s.draft()
        #expect(draft.values["username"] == .text("ada"))
        #expect(draft.values["password"] == nil)
        #expect(draft.focusedField == "remember")
        let resumed = FormSession(form: s.form, today: today, draft: draft)
        resumed.start(at: draft.focusedField)
        #expect(resumed.focus.value == .field("remember"))
        #expect(resumed.values["username"] == .text("ada"))
        #expect(failure(resumed.submit()) == ValidationFailure(field: "password", message: "is required"))
    }

    @Test func blankAnswersAreUnansweredAndKeepWhatTheFieldHolds() throws {
        let s = try session("login")
        #expect(failure(s.answer(" \t ")) == ValidationFailure(field: "username", message: "is required"))
        #expect(s.currentText(for: .field("username")).isEmpty)
        _ = s.answer("ada")
        _ = s.answer("correct horse")
        #expect(throws: Never.self) { try s.answer("   ").get() }
        #expect(s.values["remember"] == .bool(false))
        // Going back: a blank answer keeps the earlier answer, a secret's empty one keeps it too.
        _ = s.focusField("username")
        _ = s.answer("  ")
        #expect(s.values["username"] == .text("ada"))
        _ = s.focusField("password")
        #expect(throws: Never.self) { try s.answer("").get() }
        #expect(s.values["password"] == .text("correct horse"))
        // Spaces are part of a secret: not blank, so checked (and too short here).
        _ = s.focusField("password")
        #expect(failure(s.answer("   ")) == ValidationFailure(field: "password", message: "must be at least 8 characters"))
    }

    @Test func aDateReachedInOrderIsAnsweredAndTheFlowMovesOn() throws {
        let s = try session("new-task")
        s.dateStepMovesOn = true  // as at a terminal
        _ = s.answer("Buy milk")
        _ = s.answer("")
        _ = s.answer("")
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(!s.dateStepOpenedByKey)
        // Esc has no field to give focus back to: a front end goes back as Shift-Tab does.
        #expect(!s.cancelDatePicker())
        _ = s.answer("today")
        // Not back to the attachment (issue 24, item 4): every field is answered.
        #expect(s.phase == .complete)
        // Opened by the key from the title, picking gives focus back to the title.
        _ = s.focusField("title")
        #expect(s.openDatePicker())
        #expect(s.dateStepOpenedByKey)
        _ = s.answer("tomorrow")
        #expect(s.focus.value == .field("title"))
    }

    @Test func blankDateKeepsTheDateAlreadyPicked() throws {
        let s = try session("new-task")
        _ = s.answer("Buy milk")
        _ = s.answer("")
        _ = s.answer("")
        #expect(s.phase == .pickingDate(field: "due"))
        #expect(failure(s.answer("  ")) == ValidationFailure(field: "due", message: "is required"))
        _ = s.answer("tomorrow")
        #expect(s.openDatePicker())
        #expect(throws: Never.self) { try s.answer(" ").get() }
        #expect(s.values["due"] == .date(LocalDate(year: 2026, month: 11, day: 23)!))
    }

    @Test func messageObserversSeeEachChange() throws {
        let s = try session("login")
        var seen: [String?] = []
        let observation = s.observeMessage { seen.append($0?.message) }
        _ = s.answer("ada")
        _ = s.answer("short")
        _ = s.answer("short!")      // the same field refused again with the same message: no change
        _ = s.answer("correct horse")
        #expect(seen == ["must be at least 8 characters", nil])
        withExtendedLifetime(observation) {}
    }
}
