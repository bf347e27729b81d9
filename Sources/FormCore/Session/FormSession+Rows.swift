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

extension FormSession {
    /// Sets a row's text, keeping its list's tally; unknown rows are ignored.
    func setRowText(_ text: String, for row: RowID, in id: String) {
        guard let list = lists[id], let position = list.index(of: row) else { return }
        rowTallies[id, default: RowTally()].replace(list.rows[position].text, with: text)
        list.setText(text, for: row)
    }

    /// Replaces a list's rows (new ids), keeping its tally.
    func replaceRows(_ texts: [String], in id: String) {
        guard let list = lists[id] else { return }
        list.replaceRows(texts)
        rowTallies[id] = RowTally(texts)
    }

    /// Why answering the focused list row with `text` would take its list past the limit
    /// every list has (`InputLimits`): the refusal `answer(_:)` gives it, decided the same
    /// way. Nil when it would not, or when no list row has focus.
    ///
    /// A front end that must not read on past the limit (`PipedRunner`) asks before answering:
    ///
    /// ```swift
    /// if let failure = session.listLimitFailure(answering: line) { throw … }   // row 10,001
    /// session.answer(line)
    /// ```
    package func listLimitFailure(answering text: String) -> ValidationFailure? {
        if phase == .editing, case .cell(let id, let row, let member)? = focus.value {
            return cellLimitFailure(id, row, member, answering: text)
        }
        guard phase == .editing, case .row(let id, let row)? = focus.value, let index = indexByID[id] else { return nil }
        return limitFailure(setting: row, of: id, at: index, to: AnswerText.trimmed(text))
    }

    /// Whether setting `row` of list `id` (field `index`) to `trimmed` passes the limit.
    func limitFailure(setting row: RowID, of id: String, at index: Int, to trimmed: String) -> ValidationFailure? {
        guard !trimmed.isEmpty, let list = lists[id], let position = list.index(of: row) else { return nil }
        var tally = rowTallies[id] ?? RowTally()
        tally.replace(list.rows[position].text, with: trimmed)
        return validators[index].listLimitFailure(rows: tally.rows, bytes: tally.bytes)
    }
}
