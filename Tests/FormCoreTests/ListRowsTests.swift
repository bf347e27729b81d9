import Testing
@testable import FocusEngine
@testable import FormCore

/// `ListRows`, a list field's part of a session's state: the tally always counts what the
/// rows hold, whatever text is set, and after the rows are replaced and counted again.
@Suite struct ListRowsTests {
    private static func list(_ rows: [String]) -> FocusList<FormFocus> {
        FocusList(focus: FocusState<FormFocus>(), rows: rows,
                  focusValue: { FormFocus.row(field: "tags", row: $0) },
                  rowID: { if case .row("tags", let row) = $0 { return row } else { return nil } })
    }

    /// The tally counted again from the rows.
    private static func recount(_ rows: ListRows) -> RowTally {
        RowTally(rows.rows.map(\.text))
    }

    @Test func theTallyCountsTheRowsItStartsWith() {
        let rows = ListRows(list: Self.list(["milk", "", "bread"]))
        #expect(rows.tally.rows == 2 && rows.tally.bytes == "milk\nbread".utf8.count)
    }

    @Test func settingARowsTextMovesTheTallyWithIt() {
        var rows = ListRows(list: Self.list(["milk", ""]))
        let first = rows.rows[0].id, second = rows.rows[1].id
        rows.setText("bread", for: second)
        #expect(rows.tally.rows == 2 && rows.tally == Self.recount(rows))
        rows.setText("", for: first)
        #expect(rows.tally.rows == 1 && rows.tally == Self.recount(rows))
        rows.setText("oat milk", for: first)
        #expect(rows.tally.bytes == "oat milk\nbread".utf8.count && rows.tally == Self.recount(rows))
        rows.setText("ghost", for: RowID(99))
        #expect(rows.tally == Self.recount(rows) && rows.rows.map(\.text) == ["oat milk", "bread"], "an unknown row is ignored")
    }

    @Test func aTrialTallyChangesNothing() {
        var rows = ListRows(list: Self.list(["milk"]))
        let first = rows.rows[0].id
        let before = rows.tally
        #expect(rows.tally(setting: first, to: "")?.rows == 0)
        #expect(rows.tally(setting: first, to: "milk and honey")?.bytes == "milk and honey".utf8.count)
        #expect(rows.tally(setting: RowID(99), to: "x") == nil)
        #expect(rows.tally == before && rows.rows.map(\.text) == ["milk"])
        rows.setText("eggs", for: first)
        #expect(rows.tally == Self.recount(rows))
    }

    @Test func replacedRowsAreCountedAgain() {
        var rows = ListRows(list: Self.list(["milk", "bread"]))
        rows.list.replaceRows(["a", "", "ccc", "dd"])
        rows.recount()
        #expect(rows.tally.rows == 3 && rows.tally == Self.recount(rows))
        rows.list.insertAfterFocused()
        #expect(rows.tally == Self.recount(rows), "a row the list adds is empty: it counts for nothing")
    }
}
