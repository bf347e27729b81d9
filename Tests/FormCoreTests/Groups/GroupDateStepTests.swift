import FocusEngine
import Testing
@testable import FormCore

/// The date step inside a row of a repeating group: the date key opens it for the row's
/// date sub-field, picking answers that cell, and focus goes back to the row's sub-field
/// the step was opened from (as the date step of a top-level date field does).
@Suite struct GroupDateStepTests {
    private func session() throws -> FormSession {
        let session = FormSession(form: try loadForm(GroupSessionTests.trip), today: today)
        session.start()
        session.answer("Ann")
        return session
    }

    private func row(_ s: FormSession, _ index: Int) -> RowID { s.rows(of: "legs")[index].id }

    @Test func theDateKeyInARowPicksThatRowsDateAndGivesFocusBackToTheRow() throws {
        let s = try session()
        s.answer("Oslo")
        s.answer("2026-12-01")
        s.answer("2026-12-03")
        s.answer("")                                 // row 2, its From focused
        let from = FormFocus.cell(field: "legs", row: row(s, 1), member: "from")
        #expect(s.focus.value == from)
        #expect(s.openDatePicker(keeping: "Bergen"))
        #expect(s.phase == .pickingDate(field: "legs"))
        #expect(s.dateStepField?.id == "start")
        #expect(s.pickerStartDate() == today)
        #expect(failure(s.pickDate("2026-12-10")) == nil)
        #expect(s.focus.value == from)               // that row's From, its text kept
        #expect(s.currentText(for: from) == "Bergen")
        #expect(s.value(at: .cell(field: "legs", row: row(s, 1), member: "start")) == .date(LocalDate(year: 2026, month: 12, day: 10)!))
        #expect(s.value(at: .cell(field: "legs", row: row(s, 0), member: "start")) == .date(LocalDate(year: 2026, month: 12, day: 1)!))
        s.answer("Bergen")
        #expect(s.focus.value == .cell(field: "legs", row: row(s, 1), member: "start"))
        #expect(s.currentText(for: s.focus.value!) == "2026-12-10")
    }

    @Test func theStepPicksTheRowsNextDateElseItsFirst() throws {
        let s = try session()
        s.answer("Oslo")
        let start = FormFocus.cell(field: "legs", row: row(s, 0), member: "start")
        #expect(s.focus.value == start)
        #expect(s.openDatePicker())
        #expect(s.dateStepField?.id == "end")
        #expect(s.cancelDatePicker())                // Escape: back to that row's Start
        #expect(s.focus.value == start)
        s.focus.focus(.cell(field: "legs", row: row(s, 0), member: "mode"))
        #expect(s.openDatePicker())
        #expect(s.dateStepField?.id == "start")      // none after Mode: the row's first
    }

    @Test func aRuleOfTheRowRefusesAPickedDateAndTheStepStaysOpen() throws {
        let s = try session()
        s.answer("Oslo")
        s.answer("2026-12-05")                       // Start; End has focus
        let end = FormFocus.cell(field: "legs", row: row(s, 0), member: "end")
        s.focus.focus(.cell(field: "legs", row: row(s, 0), member: "from"))
        s.focus.focus(.cell(field: "legs", row: row(s, 0), member: "start"))
        #expect(s.openDatePicker())
        #expect(s.dateStepField?.id == "end")
        #expect(failure(s.pickDate("2026-12-01"))?.message == "ends before it starts")
        #expect(s.phase == .pickingDate(field: "legs"))
        #expect(s.value(at: end) == nil)
        #expect(failure(s.pickDate("yesterday-ish")) != nil)
        #expect(failure(s.pickDate("2026-12-06")) == nil)
        #expect(s.focus.value == .cell(field: "legs", row: row(s, 0), member: "start"))
        #expect(s.value(at: end) == .date(LocalDate(year: 2026, month: 12, day: 6)!))
    }

    @Test func atATerminalADateSubFieldReachedInOrderOpensTheStepAndPickingMovesOn() throws {
        let s = try session()
        s.dateStepMovesOn = true
        s.answer("Oslo")
        #expect(s.phase == .pickingDate(field: "legs"))
        #expect(s.dateStepField?.id == "start")
        #expect(!s.dateStepOpenedByKey)
        #expect(failure(s.pickDate("2026-12-01")) == nil)
        #expect(s.dateStepField?.id == "end")       // the next one, in order
        #expect(s.leaveCellDateStep(forward: false) == true)   // Shift-Tab: the row's Start
        #expect(s.focus.value == .cell(field: "legs", row: row(s, 0), member: "start"))
        s.answer("")
        #expect(failure(s.pickDate("2026-12-03")) == nil)
        #expect(s.focus.value == .cell(field: "legs", row: row(s, 0), member: "mode"))
        s.answer("")
        s.answer("")                                 // an empty new row leaves the group
        #expect(s.leaveCellDateStep(forward: true) == nil)       // no row's step open
        guard case .records(let records)? = s.value(at: .field("legs")) else { Issue.record("no records"); return }
        #expect(AnswerJSON.records(records) == #"[{"from":"Oslo","start":"2026-12-01","end":"2026-12-03","mode":"train"}]"#)
    }

    @Test func aRowsSubFieldIsNamedByItsPathOrItsLabel() throws {
        let s = try session()
        s.answer("Oslo"); s.answer(""); s.answer(""); s.answer("")
        s.answer("Bergen"); s.answer(""); s.answer(""); s.answer("plane"); s.answer("12A")
        s.answer("")                                 // leaves the group
        s.answer("x")
        #expect(s.phase == .complete)
        let second = FormFocus.cell(field: "legs", row: row(s, 1), member: "start")
        #expect(s.cell(named: "legs.2.start") == second)
        #expect(s.cell(named: " Leg 2 · Start ") == second)
        #expect(s.cell(named: "leg 2 start") == second)
        #expect(s.cell(named: "legs.1.seat") == nil)     // hidden in that row (mode is train)
        #expect(s.cell(named: "legs.2.seat") == .cell(field: "legs", row: row(s, 1), member: "seat"))
        for bad in ["legs.3.start", "legs.0.start", "legs.-1.start", "legs.2.nope", "legs.2", "legs..start", "name.1.x", "Leg 2 · start.x", ""] {
            #expect(s.cell(named: bad) == nil, "\(bad)")
        }
        #expect(s.focusCell(named: "legs.2.start"))
        #expect(s.focus.value == second)
        #expect(s.phase == .editing)
        #expect(!s.focusCell(named: "legs.9.start"))
    }

    @Test func outsideARowWithADateTheDateKeyFindsTheFormsDateFields() throws {
        let s = try session()
        s.focus.focus(.field("z"))
        #expect(!s.openDatePicker())                 // the trip has no top-level date field
        #expect(s.dateStepField == nil)
    }
}
