import FocusEngine

extension FormSession {
    /// Deletes the focused row, a list's or a group's (one key for both at a terminal:
    /// Ctrl-K on an empty line). The row is emptied, so focus leaving it removes it: focus
    /// goes to the row below, from the last of several rows to the one above (its first
    /// sub-field, in a group); from the only row, on as Tab out of the field's last row would
    /// (`.leftList` when the field now fails its checks, a required one left with no rows).
    /// Nil, nothing done, when no row has focus.
    ///
    /// ```swift
    /// // Reminder 2 of 2 focused (Bread · medium):
    /// session.deleteFocusedRow()   // .moved: Reminder 1 · Title has focus, the group holds Milk only
    /// ```
    @discardableResult
    package func deleteFocusedRow() -> TabMove? {
        guard phase == .editing, let current = focus.value, let index = indexByID[current.fieldID] else { return nil }
        switch current {
        case .field:
            return nil
        case .row(let id, let row):
            guard let list = lists[id]?.list, let position = list.index(of: row) else { return nil }
            let lastOfSeveral = list.rows.count > 1 && position == list.rows.count - 1
            return tab(forward: !lastOfSeveral, keeping: "")
        case .cell(let id, let row, _):
            guard let list = groups[id]?.list, let position = list.index(of: row) else { return nil }
            groups[id]?.empty(row)
            markRowsChanged(id, at: index)
            message = nil
            let rows = list.rows
            let neighbour = position + 1 < rows.count ? position + 1 : position - 1
            if rows.indices.contains(neighbour), let target = edgeCell(of: index, row: rows[neighbour].id, first: true) {
                return focus.focus(target) ? .moved : nil
            }
            return leaveGroupByTab(index, then: inputs.first(after: index))
        }
    }

    /// Empties the focused cell of a group's row (its answer and any refused text), as a
    /// prompt whose shown answer was deleted and entered does at a terminal: a required
    /// sub-field refuses that (`is required`) and keeps focus, so leaving the group and
    /// submitting refuse the row until it is answered; an optional one is left empty and
    /// focus moves on as after any answer. Nil when no cell has focus.
    func clearFocusedCell() -> Result<Void, ValidationFailure>? {
        guard phase == .editing, case .cell(let id, let row, let member)? = focus.value, let index = indexByID[id],
              var cells = groups[id]?.row(row), let position = validators[index].memberIndex[member] else { return nil }
        cells.values[position] = nil
        cells.pending[position] = nil
        groups[id]?.set(row, cells)
        markRowsChanged(id, at: index)
        if let failure = validators[index].members[position].validate(nil) {
            return refocusCell(id, row, position, at: index, failure)
        }
        if let next = nextShownMember(after: position, in: cells.values, of: index) {
            focus.focus(.cell(field: id, row: row, member: fields[index].members[next].id))
            return .success(())
        }
        return answerCell(id, row, member, "")
    }
}
