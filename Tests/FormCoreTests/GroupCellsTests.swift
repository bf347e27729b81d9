import Testing
@testable import FocusEngine
@testable import FormCore

/// `GroupCells`, the rows' part of a session's state: the tally of rows holding anything and
/// their bytes always counts what the cells hold, whatever is set, removed or cleared.
@Suite struct GroupCellsTests {
    private static func row(_ values: FieldValue?..., pending: String? = nil) -> GroupRow {
        var row = GroupRow(values: values)
        row.pending[0] = pending
        return row
    }

    /// The tally counted again from the cells.
    private static func recount(_ cells: GroupCells) -> (kept: Int, bytes: Int) {
        let held = cells.cells.values.filter { !$0.isEmpty }
        return (held.count, held.reduce(0) { $0 + $1.bytes + 1 })
    }

    @Test func aRowHoldingSomethingCountsAndAnEmptyOneDoesNot() {
        var cells = GroupCells(width: 2)
        let first = RowID(1), second = RowID(2)
        cells.set(first, Self.row(.text("milk"), nil))
        #expect(cells.kept == 1 && cells.bytes == Self.row(.text("milk"), nil).bytes + 1)
        cells.set(second, GroupRow(count: 2))
        #expect(cells.kept == 1)
        cells.set(second, Self.row(nil, nil, pending: "typed, refused"))
        #expect(cells.kept == 2)
        cells.set(first, Self.row(.text("oat milk"), .number(FormNumber(2))))
        #expect(cells.kept == 2 && (cells.kept, cells.bytes) == Self.recount(cells))
        cells.set(first, GroupRow(count: 2))
        #expect(cells.kept == 1 && (cells.kept, cells.bytes) == Self.recount(cells))
        #expect(cells.row(RowID(99)) == GroupRow(count: 2))
    }

    @Test func aRemovedRowLeavesTheTallyEvenWhenItHeldSomething() {
        var cells = GroupCells(width: 1)
        cells.set(RowID(1), Self.row(.text("a")))
        cells.set(RowID(2), Self.row(.text("bb")))
        cells.remove(RowID(1))
        #expect(cells.cells[RowID(1)] == nil)
        #expect(cells.kept == 1 && (cells.kept, cells.bytes) == Self.recount(cells))
        cells.remove(RowID(7))   // never there: nothing changes
        #expect(cells.kept == 1 && (cells.kept, cells.bytes) == Self.recount(cells))
        cells.removeAll()
        #expect(cells.cells.isEmpty && cells.kept == 0 && cells.bytes == 0)
    }

    @Test func theTallyOfAChangeIsAskedWithoutMakingIt() {
        var cells = GroupCells(width: 1)
        cells.set(RowID(1), Self.row(.text("a")))
        let before = cells
        let after = cells.tally(setting: RowID(2), to: Self.row(.text("bcd")))
        #expect(after.kept == 2 && after.bytes > cells.bytes)
        #expect(cells == before)
    }

    /// 3,000 random sets and removals (fixed seed) over 12 rows: the tally always recounts.
    @Test func randomChangesKeepTheTallyTrue() {
        var cells = GroupCells(width: 2)
        var state: UInt64 = 0x524F_5753
        let values: [FieldValue?] = [nil, .text(""), .text("x"), .text("longer text é"), .bool(true), .list(["a", "b"])]
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let id = RowID(Int((state >> 33) % 12))
            switch (state >> 20) % 5 {
            case 0: cells.remove(id)
            case 1: cells.set(id, GroupRow(count: 2))
            default:
                var row = GroupRow(values: [values[Int((state >> 8) % 6)], values[Int((state >> 40) % 6)]])
                if (state >> 50) % 4 == 0 { row.pending[1] = "refused" }
                cells.set(id, row)
            }
            #expect((cells.kept, cells.bytes) == Self.recount(cells))
        }
    }
}
