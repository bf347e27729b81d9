import FocusEngine
import Testing
import TestSupport
@testable import FormCore

/// `FormSession.tab(forward:keeping:)` and `step()`: the Tab rules and the nothing-focused
/// fallback every front end (and the library) gets from the session.
@Suite struct FormSessionTabTests {
    private func session(_ yaml: String) throws -> FormSession {
        let session = FormSession(form: try loadForm(yaml), today: today)
        session.start()
        return session
    }

    private var lists: String { get throws { try Fixtures.form("tab-lists") } }

    @Test func tabStopsAtAnEmptyListEitherWay() throws {
        let s = try session(lists)
        #expect(s.tab(forward: true, keeping: "x") == .moved)
        guard case .row("tasks", _)? = s.focus.value else { Issue.record("\(String(describing: s.focus.value))"); return }
        #expect(s.values["a"] == .text("x"))
        s.focusField("z")
        #expect(s.tab(forward: false, keeping: nil) == .moved)
        guard case .row("notes", _)? = s.focus.value else { Issue.record("\(String(describing: s.focus.value))"); return }
    }

    /// A date is a step, never a Tab stop: Tab at the last text field before one says the
    /// date comes next (new-task's Attachment said "this is the last field" with Due date to come).
    @Test func tabBeforeADateStepSaysTheDateComesNext() throws {
        let s = try session("title: T\nfields:\n  - {id: a, type: text}\n  - {id: due, type: date}\n  - {id: hidden, type: date, when: {field: a, equals: never}}\n")
        #expect(s.tab(forward: true, keeping: "x") == .beforeStep(field: "due"))
        #expect(s.focus.value == .field("a") && s.values["a"] == .text("x"))
        #expect(s.tab(forward: false, keeping: nil) == .atEnd)
        let last = try session("title: T\nfields:\n  - {id: due, type: date}\n  - {id: a, type: text}\n")
        last.focusField("a")
        #expect(last.tab(forward: true, keeping: nil) == .atEnd, "a date before is no step ahead")
        let hidden = try session("title: T\nfields:\n  - {id: a, type: text}\n  - {id: due, type: date, when: {field: a, equals: never}}\n")
        #expect(hidden.tab(forward: true, keeping: "x") == .atEnd, "a hidden date is no step ahead")
    }

    @Test func tabOutOfAListAnswersItOrSaysWhyNot() throws {
        let s = try session(lists)
        s.tab(forward: true, keeping: nil)
        // One row where two are needed: focus still moves on (past the date step, to the next list).
        #expect(s.tab(forward: true, keeping: "one") == .leftList(field: "tasks", message: .word(.validAtLeastRows, ["min": "2"])))
        guard case .row("notes", _)? = s.focus.value else { Issue.record("\(String(describing: s.focus.value))"); return }
        #expect(s.rows(of: "tasks").map(\.text).filter { !$0.isEmpty } == ["one"])
        #expect(!s.answered.contains("tasks"))
        // A list whose rows pass is answered by Tab, as by Enter on an empty row.
        #expect(s.tab(forward: true, keeping: "read") == .moved)
        #expect(s.focus.value == .field("z"))
        #expect(s.answered.contains("notes"))
        #expect(s.values["notes"] == .list(["read"]))
    }

    @Test func tabStopsAtTheEnds() throws {
        let s = try session(lists)
        #expect(s.tab(forward: false, keeping: nil) == .atEnd)
        s.focusField("z")
        #expect(s.tab(forward: true, keeping: "kept") == .atEnd)
        #expect(s.currentText(for: .field("z")) == "kept")
    }

    /// A hidden empty list is no stop: the flags follow `when`.
    @Test func aHiddenListIsSkipped() throws {
        let s = try session("""
            title: T
            fields:
              - {id: a, type: confirm, label: A, default: "no"}
              - {id: tasks, type: list, label: Tasks, when: {field: a, equals: "true"}}
              - {id: z, type: text, label: Z}
            """)
        #expect(s.tab(forward: true, keeping: nil) == .moved)
        #expect(s.focus.value == .field("z"))
        s.focusField("a")
        s.tab(forward: true, keeping: "yes")
        guard case .row("tasks", _)? = s.focus.value else { Issue.record("\(String(describing: s.focus.value))"); return }
    }

    @Test func stepGoesToTheFirstUnansweredFieldWhenNothingHasFocus() throws {
        let s = try session(lists)
        s.answer("x")
        s.focus.dismiss()
        #expect(s.phase == .editing)
        guard case .field(.row("tasks", _)) = s.step() else { Issue.record("\(s.step())"); return }
        s.focusField("due")
        #expect(s.step() == .pickingDate(field: "due"))
    }
}
