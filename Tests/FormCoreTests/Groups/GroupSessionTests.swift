import FocusEngine
import Testing
@testable import FormCore

/// A repeating group (`type: group`) in the session: focus is (row id, sub-field), Enter and
/// Tab move through sub-fields and rows, failures refocus exactly one row's sub-field.
@Suite struct GroupSessionTests {
    static let trip = """
        title: Trip
        fields:
          - {id: name, type: text, label: Name}
          - id: legs
            type: group
            label: Leg
            minItems: 1
            maxItems: 3
            fields:
              - {id: from, type: text, label: From, required: true}
              - {id: start, type: date, label: Start}
              - {id: end, type: date, label: End}
              - {id: mode, type: choice, label: Mode, choices: [train, plane], default: train}
              - {id: seat, type: text, label: Seat, when: {field: mode, equals: plane}}
            rules:
              - {field: end, after: start, message: ends before it starts}
          - {id: z, type: text, label: Z}
        """

    private func session(_ yaml: String = Self.trip) throws -> FormSession {
        let session = FormSession(form: try loadForm(yaml), today: today)
        session.start()
        return session
    }

    private func cell(_ s: FormSession) -> (row: Int, member: String)? {
        guard case .cell("legs", let row, let member)? = s.focus.value,
              let index = s.rows(of: "legs").firstIndex(where: { $0.id == row }) else { return nil }
        return (index, member)
    }

    @Test func enterWalksSubFieldsThenAddsARowAndAnEmptyRowLeaves() throws {
        let s = try session()
        s.answer("Ann")
        #expect(cell(s)! == (0, "from"))
        s.answer("Oslo")
        #expect(cell(s)! == (0, "start"))
        s.answer("2026-12-01")
        s.answer("2026-12-03")
        #expect(cell(s)! == (0, "mode"))
        #expect(s.currentText(for: s.focus.value!) == "train")
        s.answer("")                     // keeps the default; seat is hidden (mode is train)
        #expect(cell(s)! == (1, "from"))  // a new row after the focused one
        s.answer("Bergen")
        s.answer("")
        s.answer("")
        s.answer("plane")
        #expect(cell(s)! == (1, "seat"))  // shown: an earlier sub-field of the same row says so
        s.answer("12A")
        #expect(cell(s)! == (2, "from"))
        s.answer("")                     // an empty new row leaves the group
        #expect(s.focus.value == .field("z"))
        #expect(s.rows(of: "legs").count == 2)
        #expect(s.answered.contains("legs"))
        s.answer("x")
        let json = AnswerJSON.encode(try s.submit().get())
        #expect(json == #"{"name":"Ann","legs":[{"from":"Oslo","start":"2026-12-01","end":"2026-12-03","mode":"train"},{"from":"Bergen","start":null,"end":null,"mode":"plane","seat":"12A"}],"z":"x"}"#)
    }

    @Test func aRuleBetweenTwoSubFieldsRefocusesExactlyThatCell() throws {
        let s = try session()
        s.answer("Ann")
        s.answer("Oslo")
        s.answer("2026-12-05")
        let refused = failure(s.answer("2026-12-01"))
        #expect(refused?.message == "ends before it starts")
        #expect(refused?.field == "legs")
        #expect(cell(s)! == (0, "end"))
        #expect(s.message?.message == "ends before it starts")
        s.answer("2026-12-06")
        #expect(cell(s)! == (0, "mode"))
        #expect(s.message == nil)
    }

    @Test func anAnswerARuleRefusedIsNeverKeptABlankEnterDropsIt() throws {
        let s = try session()
        s.answer("Ann")
        s.answer("Oslo")
        s.answer("2026-12-05")
        #expect(failure(s.answer("2026-12-01")) != nil)
        #expect(s.currentText(for: s.focus.value!) == "2026-12-01")   // shown for fixing, not kept
        #expect(failure(s.answer("")) == nil)
        #expect(cell(s)! == (0, "mode"))
        #expect(s.record(of: "legs", row: s.rows(of: "legs")[0].id)?["end"] == nil)
        // A changed start that an earlier end no longer follows refocuses that end.
        s.tab(forward: false, keeping: nil)
        #expect(cell(s)! == (0, "end"))
        s.answer("2026-12-06")
        s.tab(forward: false, keeping: nil); s.tab(forward: false, keeping: nil)
        #expect(cell(s)! == (0, "start"))
        #expect(s.answer("2026-12-09").isFailure)
        #expect(cell(s)! == (0, "end"))
        #expect(s.currentText(for: s.focus.value!) == "2026-12-06")
    }

    @Test func aFailedSubFieldCheckKeepsFocusOnItsCell() throws {
        let s = try session()
        s.answer("Ann")
        s.answer("Oslo")
        #expect(failure(s.answer("soonish")) != nil)
        #expect(cell(s)! == (0, "start"))
        #expect(s.currentText(for: s.focus.value!) == "soonish")
    }

    @Test func requiredPerRowRefocusesTheRowThatMissesIt() throws {
        let s = try session()
        s.answer("Ann")
        // Tab past "from" without answering it, then finish the row with Enter.
        #expect(s.tab(forward: true, keeping: nil) == .moved)
        s.answer("2026-12-01")
        s.answer("")
        let refused = failure(s.answer(""))
        #expect(refused?.message == "is required")
        #expect(cell(s)! == (0, "from"))
    }

    @Test func tabAndShiftTabMoveThroughSubFieldsAndRowsNeverBlocked() throws {
        let s = try session()
        s.answer("Ann")
        s.answer("Oslo"); s.answer(""); s.answer(""); s.answer("")
        s.answer("Rome")
        #expect(cell(s)! == (1, "start"))
        // Shift-Tab from row 2's second sub-field: row 2's first, then row 1's last shown one.
        #expect(s.tab(forward: false, keeping: "not a date") == .moved)
        #expect(cell(s)! == (1, "from"))
        #expect(s.tab(forward: false, keeping: nil) == .moved)
        #expect(cell(s)! == (0, "mode"))
        #expect(s.tab(forward: true, keeping: nil) == .moved)
        #expect(s.tab(forward: true, keeping: nil) == .moved)
        #expect(cell(s)! == (1, "start"))
        #expect(s.currentText(for: s.focus.value!) == "not a date")   // kept, refused, for later
        // Tab from the last cell leaves the group, and says why it does not pass yet.
        s.tab(forward: true, keeping: nil); s.tab(forward: true, keeping: nil)
        guard case .leftList("legs", let message) = s.tab(forward: true, keeping: nil) else { Issue.record("did not leave"); return }
        #expect(message.english.contains("not a date"))
        #expect(s.focus.value == .field("z"))
        // Submit goes back to exactly that cell.
        s.answer("z")
        #expect(failure(s.submit()) != nil)
        #expect(cell(s)! == (1, "start"))
    }

    @Test func anEmptiedRowIsRemovedWhenFocusLeavesIt() throws {
        let s = try session()
        s.answer("Ann")
        s.answer("Oslo"); s.answer(""); s.answer(""); s.answer("")
        #expect(s.rows(of: "legs").count == 2)
        s.focusField("name")
        #expect(s.rows(of: "legs").count == 1)
    }

    @Test func enterOnAnEmptyRowRefusesARequiredGroupWithoutRows() throws {
        // As a list: minItems counts the rows of an answered group; an optional one may stay empty.
        let optional = try session()
        optional.answer("Ann")
        #expect(failure(optional.answer("")) == nil)
        #expect(optional.focus.value == .field("z"))
        let s = try session(Self.trip.replacingOccurrences(of: "minItems: 1", with: "minItems: 2\n    required: true"))
        s.answer("Ann")
        #expect(failure(s.answer(""))?.message == "needs at least one row")
        #expect(cell(s)! == (0, "from"))
        s.answer("Oslo"); s.answer(""); s.answer(""); s.answer("")
        #expect(failure(s.answer(""))?.message == "needs at least 2 rows")
        #expect(cell(s)! == (1, "from"))
    }

    @Test func maxItemsLeavesTheGroupAfterTheLastRow() throws {
        let s = try session()
        s.answer("Ann")
        for city in ["A", "B", "C"] { s.answer(city); s.answer(""); s.answer(""); s.answer("") }
        #expect(s.focus.value == .field("z"))
        if case .records(let records)? = s.values["legs"] { #expect(records.count == 3) } else { Issue.record("no records") }
    }

    @Test func givenRecordsReplaceTheRows() throws {
        let form = try loadForm(Self.trip)
        let s = FormSession(form: form, today: today)
        let record = FieldRecord([("from", .text("Oslo")), ("mode", .text("train"))])
        s.start()
        #expect(failure(s.commit(.text("x"), to: "name")) == nil)
        // A value set directly (as a draft or given answer does) becomes the rows.
        s.setValue(.records([record]), at: 1)
        s.replaceGroupRows([record], at: 1)
        #expect(s.rows(of: "legs").count == 1)
        #expect(s.record(of: "legs", row: s.rows(of: "legs")[0].id)?["from"] == .text("Oslo"))
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
