import FocusEngine
import Testing
@testable import FormCore

/// Issue 35 item 3: one delete for a list's rows and a group's (`deleteFocusedRow`, Ctrl-K
/// on an empty line at a terminal), and a required sub-field emptied (`answerWithNothing`
/// at a cell) refused at once and again by the submit.
@Suite struct GroupRowDeletionTests {
    private func session() throws -> FormSession {
        let session = FormSession(form: try loadForm(GroupSessionTests.trip), today: today)
        session.start()
        session.answer("Ann")
        return session
    }

    /// Answers one row of `legs` (From, then the rest left as they are).
    private func addRow(_ s: FormSession, _ from: String) {
        s.answer(from)
        for _ in 0..<3 { s.answer("") }
    }

    private func froms(_ s: FormSession) -> [String] {
        s.rows(of: "legs").compactMap { s.record(of: "legs", row: $0.id)?.entries.first?.value?.editableText }
    }

    @Test func deletingTheLastOfSeveralRowsGoesToTheRowAbove() throws {
        let s = try session()
        addRow(s, "Oslo")
        addRow(s, "Rome")
        s.focus.focus(.cell(field: "legs", row: s.rows(of: "legs")[1].id, member: "start"))
        #expect(s.deleteFocusedRow() == .moved)
        #expect(s.rows(of: "legs").count == 1)
        #expect(s.focus.value == .cell(field: "legs", row: s.rows(of: "legs")[0].id, member: "from"))
        #expect(froms(s) == ["Oslo"])
    }

    @Test func deletingARowGoesToTheRowBelow() throws {
        let s = try session()
        addRow(s, "Oslo")
        addRow(s, "Rome")
        addRow(s, "Bern")
        s.focus.focus(.cell(field: "legs", row: s.rows(of: "legs")[1].id, member: "from"))
        #expect(s.deleteFocusedRow() == .moved)
        #expect(froms(s) == ["Oslo", "Bern"])
        #expect(s.focus.value == .cell(field: "legs", row: s.rows(of: "legs")[1].id, member: "from"))
    }

    @Test func deletingTheOnlyRowLeavesTheGroupAsTabWould() throws {
        let s = try session()
        s.answer("Oslo")
        #expect(s.deleteFocusedRow() != nil)
        #expect(s.focus.value == .field("z"))
        #expect(s.rows(of: "legs").isEmpty)
    }

    @Test func deletingAListRowIsTheSameKey() throws {
        let s = FormSession(form: try loadForm("""
            title: T
            fields:
              - {id: rows, type: list, label: Rows}
              - {id: z, type: text, label: Z}
            """), today: today)
        s.start()
        s.answer("a")
        s.answer("b")
        #expect(s.deleteFocusedRow() == .moved)      // the empty third row: the one above
        s.focus.focus(.row(field: "rows", row: s.rows(of: "rows")[0].id))
        s.keep("")
        #expect(s.deleteFocusedRow() == .moved)
        #expect(s.rows(of: "rows").map(\.text) == ["b"])
    }

    @Test func aRequiredSubFieldEmptiedIsRefusedAndTheSubmitRefusesItAgain() throws {
        let s = try session()
        addRow(s, "Oslo")
        s.answer("")                                 // leaves the group
        s.answer("")                                 // Z
        #expect(s.phase == .complete)
        let from = FormFocus.cell(field: "legs", row: s.rows(of: "legs")[0].id, member: "from")
        s.focus.focus(from)
        #expect(failure(s.answerWithNothing())?.message == "is required")
        #expect(s.focus.value == from)
        #expect(s.currentText(for: from) == "")
        s.focus.dismiss()
        #expect(failure(s.submit())?.message == "is required")
        #expect(s.focus.value == from)
    }
}
