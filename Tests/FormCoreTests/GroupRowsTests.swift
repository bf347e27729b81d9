import Testing
@testable import FocusEngine
@testable import FormCore

/// `GroupRows`, a repeating group's part of a session's state: cells only ever for the list's
/// rows, refilled in row order, and the tally counting what they hold.
@Suite struct GroupRowsTests {
    private static func group(width: Int = 2) -> GroupRows {
        let list = FocusList(focus: FocusState<FormFocus>(), rows: [],
                             focusValue: { FormFocus.cell(field: "legs", row: $0, member: "from") },
                             rowID: { if case .cell("legs", let row, _) = $0 { return row } else { return nil } })
        return GroupRows(list: list, width: width)
    }

    /// The tally counted again from the cells.
    private static func recount(_ group: GroupRows) -> (kept: Int, bytes: Int) {
        let held = group.cells.values.filter { !$0.isEmpty }
        return (held.count, held.reduce(0) { $0 + $1.bytes + 1 })
    }

    @Test func refillingGivesEachRowItsCellsInOrderAndKeepsNothingElse() {
        var group = Self.group()
        group.list.replaceRows(["", "", ""])
        group.refill([GroupRow(values: [.text("Oslo"), nil]), GroupRow(count: 2), GroupRow(values: [.text("Rome"), .text("Bari")])])
        let ids = group.list.rows.map(\.id)
        #expect(group.row(ids[0]).values == [.text("Oslo"), nil])
        #expect(group.row(ids[1]).isEmpty)
        #expect(group.row(ids[2]).values == [.text("Rome"), .text("Bari")])
        #expect(group.kept == 2 && (group.kept, group.bytes) == Self.recount(group))
        let old = ids[0]
        group.list.replaceRows([""])
        group.refill([GroupRow(values: [.text("Pisa"), nil])])
        #expect(group.row(old).isEmpty, "the old rows' cells are gone")
        #expect(group.cells.count == 1 && group.kept == 1 && (group.kept, group.bytes) == Self.recount(group))
    }

    @Test func aRefillShorterThanTheRowsLeavesTheRestEmpty() {
        var group = Self.group()
        group.list.replaceRows(["", ""])
        group.refill([GroupRow(values: [.text("Oslo"), nil])])
        #expect(group.row(group.list.rows[1].id).isEmpty && group.kept == 1)
    }

    @Test func emptyingAndRemovingARowLeaveTheTally() {
        var group = Self.group()
        group.list.replaceRows(["", ""])
        group.refill([GroupRow(values: [.text("Oslo"), nil]), GroupRow(values: [.text("Rome"), nil])])
        let first = group.list.rows[0].id, second = group.list.rows[1].id
        group.empty(first)
        #expect(group.row(first).isEmpty && group.kept == 1 && (group.kept, group.bytes) == Self.recount(group))
        group.remove(second)
        #expect(group.kept == 0 && group.bytes == 0 && group.cells[second] == nil)
        group.set(first, GroupRow(values: [nil, .text("Bari")]))
        #expect(group.kept == 1 && (group.kept, group.bytes) == Self.recount(group))
        #expect(group.width == 2)
    }
}
