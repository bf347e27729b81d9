import FocusEngine

/// How many non-empty rows a list has, and how long they are joined by line breaks: what
/// the list's own bound (`ItemCounts`) and the limit every list has (`InputLimits`) are checked against.
///
/// Kept up to date as rows change, so answering a row costs the same however long its list
/// is; a list's rows are only walked when they are replaced whole.
///
/// ```swift
/// var tally = RowTally(["milk", "", "bread"])   // rows 2, bytes 10 ("milk\nbread")
/// tally.replace("", with: "eggs")               // rows 3, bytes 15
/// ```
struct RowTally: Equatable {
    /// The non-empty rows.
    private(set) var rows = 0
    /// Their bytes (UTF-8), plus one per row for the line break before it.
    private var bytesWithBreaks = 0

    /// The rows' bytes joined by line breaks, as the list's answer is written.
    var bytes: Int { max(bytesWithBreaks - 1, 0) }

    /// The tally of these row texts.
    init(_ texts: some Sequence<String> = []) {
        for text in texts { replace("", with: text) }
    }

    /// Takes account of one row's text changing from `old` to `new`.
    mutating func replace(_ old: String, with new: String) {
        if !old.isEmpty {
            rows -= 1
            bytesWithBreaks -= old.utf8.count + 1
        }
        if !new.isEmpty {
            rows += 1
            bytesWithBreaks += new.utf8.count + 1
        }
    }
}

/// A list field's rows in a session: the rows themselves (ids, order and focus, in a
/// `FocusList` of the session's focus) and the tally of their text (`RowTally`). A row's text
/// changes only through `setText`, which moves the tally with it, so the tally always counts
/// what the rows hold; rows the list adds or removes itself are empty, which count for nothing.
/// Replacing every row moves focus, so the session replaces them on `list` and then has the
/// tally `recount` them.
///
/// ```swift
/// var rows = ListRows(list: list)          // rows "milk", ""
/// rows.setText("bread", for: second)       // rows.tally.rows == 2
/// rows.tally(setting: second, to: "")      // the tally without it (rows 1); nothing changes
/// ```
struct ListRows {
    /// The rows, their ids and their focus.
    let list: FocusList<FormFocus>
    /// How many rows hold text, and their bytes.
    private(set) var tally: RowTally

    /// The rows of `list`, tallied.
    init(list: FocusList<FormFocus>) {
        self.list = list
        tally = RowTally(list.rows.lazy.map(\.text))
    }

    /// The rows, in order.
    var rows: [ListRow] { list.rows }

    /// Where row `id` is among the rows (nil when it is none of them).
    func index(of id: RowID) -> Int? { list.index(of: id) }

    /// Row `id` holds `text` from now on, in the tally too; an unknown row is ignored.
    mutating func setText(_ text: String, for id: RowID) {
        guard let position = list.index(of: id) else { return }
        tally.replace(list.rows[position].text, with: text)
        list.setText(text, for: id)
    }

    /// The tally were row `id` to hold `text` (nothing changes); nil for an unknown row.
    func tally(setting id: RowID, to text: String) -> RowTally? {
        guard let position = list.index(of: id) else { return nil }
        var tally = tally
        tally.replace(list.rows[position].text, with: text)
        return tally
    }

    /// Counts the rows again: after `list.replaceRows`.
    mutating func recount() {
        tally = RowTally(list.rows.lazy.map(\.text))
    }
}
