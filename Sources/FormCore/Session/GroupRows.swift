import FocusEngine

/// A repeating group's rows in a session: the rows themselves (ids, order and focus, in a
/// `FocusList` of the session's focus) and what each row's sub-fields hold (`GroupCells`,
/// which keeps its own tally), so a row costs the same however many there are.
///
/// The cells change only through these methods, and always for rows the list has or just
/// removed: `refill` gives each of the list's rows its cells in order and keeps nothing else,
/// `remove` forgets a row the list removed, `empty` clears one it still has. The list's own
/// changes move focus (which reads the session's groups), so the session makes them on `list`
/// first and then tells the cells.
///
/// ```swift
/// var group = GroupRows(list: list, width: 2)
/// list.replaceRows(["", ""])
/// group.refill([GroupRow(values: [.text("milk"), nil]), GroupRow(count: 2)])
/// group.kept                          // 1: the second row holds nothing
/// group.set(list.rows[1].id, GroupRow(values: [.text("eggs"), nil]))
/// group.kept                          // 2
/// ```
struct GroupRows {
    /// The rows, their ids and their focus.
    let list: FocusList<FormFocus>
    /// What each row holds.
    private(set) var content: GroupCells

    /// A group of `width` sub-fields whose rows are `list`'s, holding nothing yet.
    init(list: FocusList<FormFocus>, width: Int) {
        self.list = list
        content = GroupCells(width: width)
    }

    /// How many sub-fields a row has.
    var width: Int { content.width }
    /// Each row's cells (a row not here holds nothing).
    var cells: [RowID: GroupRow] { content.cells }
    /// Rows holding anything.
    var kept: Int { content.kept }
    /// Their bytes, one more per row.
    var bytes: Int { content.bytes }

    /// What row `id` holds (an empty row when nothing).
    func row(_ id: RowID) -> GroupRow { content.row(id) }

    /// The tally were row `id` to hold `new` (nothing changes).
    func tally(setting id: RowID, to new: GroupRow) -> (kept: Int, bytes: Int) { content.tally(setting: id, to: new) }

    /// Row `id` holds `new` from now on.
    mutating func set(_ id: RowID, _ new: GroupRow) { content.set(id, new) }

    /// Row `id` holds nothing from now on (focus leaving it removes it from the list).
    mutating func empty(_ id: RowID) { content.set(id, GroupRow(count: width)) }

    /// The list removed row `id`: what it held leaves the tally.
    mutating func remove(_ id: RowID) { content.remove(id) }

    /// The list's rows were replaced: each of them holds the row at its position in `rows`
    /// (one past the rows holds nothing), and nothing else is kept.
    mutating func refill(_ rows: [GroupRow]) {
        content.removeAll()
        for (row, cells) in zip(list.rows, rows) {
            content.set(row.id, cells)
        }
    }
}
