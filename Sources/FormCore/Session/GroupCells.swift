import FocusEngine

/// One row of a repeating group in a session: what each sub-field holds, by position.
struct GroupRow: Equatable {
    /// Accepted answers (a blank Enter on a sub-field keeps its default here).
    var values: [FieldValue?]
    /// Text typed into a sub-field but refused (kept for when focus comes back).
    var pending: [String?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
        pending = Array(repeating: nil, count: count)
    }

    init(values: [FieldValue?]) {
        self.values = values
        pending = Array(repeating: nil, count: values.count)
    }

    /// Nothing typed into any sub-field: focus leaving the row removes it; its group drops it.
    var isEmpty: Bool {
        values.allSatisfy { $0 == nil } && pending.allSatisfy { $0 == nil }
    }

    /// What the row counts toward the limit every list has (see `FieldValidator.rowBytes`).
    var bytes: Int {
        FieldValidator.rowBytes(values) + pending.reduce(0) { $0 + ($1.map { $0.utf8.count + 1 } ?? 0) }
    }
}

/// What a repeating group's rows hold, by row id, with a running tally of the rows holding
/// anything and their bytes (one more per row, as a list's line breaks): the tally is only
/// ever changed with the cells (`set`, `remove`, `removeAll`), so it always counts what the
/// cells hold, and a row costs the same however many there are.
///
/// ```swift
/// var cells = GroupCells(width: 2)
/// cells.set(row, GroupRow(values: [.text("milk"), nil]))
/// cells.kept                    // 1
/// cells.bytes                   // the row's bytes + 1
/// cells.set(row, GroupRow(count: 2))
/// cells.kept                    // 0: an empty row counts for nothing
/// ```
struct GroupCells: Equatable {
    /// Each row's cells (a row not here holds nothing).
    private(set) var cells: [RowID: GroupRow] = [:]
    /// Rows holding anything.
    private(set) var kept = 0
    /// Their bytes, one more per row.
    private(set) var bytes = 0
    /// How many sub-fields a row has.
    let width: Int

    init(width: Int) {
        self.width = width
    }

    /// What row `id` holds (an empty row when nothing).
    func row(_ id: RowID) -> GroupRow {
        cells[id] ?? GroupRow(count: width)
    }

    /// The tally after `id` holds `new` (nothing changes).
    func tally(setting id: RowID, to new: GroupRow) -> (kept: Int, bytes: Int) {
        let old = row(id)
        var kept = kept, bytes = bytes
        if !old.isEmpty { kept -= 1; bytes -= old.bytes + 1 }
        if !new.isEmpty { kept += 1; bytes += new.bytes + 1 }
        return (kept, bytes)
    }

    /// Row `id` holds `new` from now on.
    mutating func set(_ id: RowID, _ new: GroupRow) {
        (kept, bytes) = tally(setting: id, to: new)
        cells[id] = new
    }

    /// Row `id` is gone (what it held leaves the tally).
    mutating func remove(_ id: RowID) {
        set(id, GroupRow(count: width))
        cells[id] = nil
    }

    /// Every row is gone.
    mutating func removeAll() {
        cells = [:]
        kept = 0
        bytes = 0
    }
}
