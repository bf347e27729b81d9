import FocusEngine

extension FormSession {
    /// Sets a row's text, keeping its list's tally; unknown rows are ignored.
    func setRowText(_ text: String, for row: RowID, in id: String) {
        lists[id]?.setText(text, for: row)
    }

    /// Replaces a list's rows (new ids), keeping its tally. The rows are replaced before the
    /// list is changed in `lists`: replacing them moves focus, which reads `lists`.
    func replaceRows(_ texts: [String], in id: String) {
        guard let list = lists[id]?.list else { return }
        list.replaceRows(texts)
        lists[id]?.recount()
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
        guard !trimmed.isEmpty, let tally = lists[id]?.tally(setting: row, to: trimmed) else { return nil }
        return validators[index].listLimitFailure(rows: tally.rows, bytes: tally.bytes)
    }
}
