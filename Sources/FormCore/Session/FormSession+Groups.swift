import FocusEngine

extension FormSession {
    // MARK: - Set-up and queries

    /// Makes the rows of every group field (called once the session is whole).
    func makeGroups() {
        for (index, field) in fields.enumerated() where field.holdsRecords {
            guard let first = field.members.first?.id else { continue }
            let id = field.id
            let list = FocusList(focus: focus, rows: [],
                                 focusValue: { FormFocus.cell(field: id, row: $0, member: first) },
                                 rowID: { if case .cell(id, let row, _) = $0 { return row } else { return nil } })
            // The list asks the group's cells whether a row is empty, and tells them when it
            // removes one (never while `groups` is being changed: only focus moves remove rows).
            list.isEmpty = { [weak self] row in self?.groups[id]?.row(row.id).isEmpty ?? true }
            list.onRemove = { [weak self] row in self?.groups[id]?.remove(row) }
            groups[id] = GroupRows(list: list, width: field.members.count)
            if case .records(let records)? = store[id] { replaceGroupRows(records, at: index) }
        }
    }

    /// The sub-field a cell focus is on.
    ///
    /// ```swift
    /// session.member(of: .cell(field: "legs", row: row, member: "start"))?.kind   // .date
    /// ```
    package func member(of target: FormFocus) -> FieldDefinition? {
        guard case .cell(let id, _, let member) = target, let index = indexByID[id],
              let position = validators[index].memberIndex[member] else { return nil }
        return fields[index].members[position]
    }

    /// The record a group's row stands for now (its shown sub-fields' answers or defaults),
    /// as a view shows a row left behind; nil for an unknown row.
    package func record(of fieldID: String, row: RowID) -> FieldRecord? {
        guard let index = indexByID[fieldID], let group = groups[fieldID], group.list.index(of: row) != nil else { return nil }
        return validators[index].record(from: group.row(row).values)
    }

    /// Which row of its group a cell is (1-based) and how many rows the group has.
    package func rowPosition(of target: FormFocus) -> (index: Int, count: Int)? {
        guard case .cell(let id, let row, _) = target, let group = groups[id], let position = group.list.index(of: row) else { return nil }
        return (position + 1, group.list.rows.count)
    }

    /// The sub-fields shown in a row now, in order (a `when` looks at an earlier one).
    package func shownMembers(of fieldID: String, row: RowID) -> [FieldDefinition] {
        guard let index = indexByID[fieldID], let group = groups[fieldID] else { return [] }
        let values = group.row(row).values
        return fields[index].members.indices.filter { validators[index].memberShown($0, in: values) }.map { fields[index].members[$0] }
    }

    /// `holdsRefusedAnswer(_:)` for any focus: a group's cell holds refused text (a check or
    /// a rule of its row refused it), any other target asks about its field.
    package func holdsRefusedAnswer(at target: FormFocus) -> Bool {
        guard case .cell(let id, let row, let member) = target else { return holdsRefusedAnswer(target.fieldID) }
        guard let index = indexByID[id], let group = groups[id], let position = validators[index].memberIndex[member] else { return false }
        return group.row(row).pending[position] != nil
    }

    /// Whether the focused cell's row holds nothing yet: a blank Enter there leaves the group.
    package func rowHoldsNothing(at target: FormFocus) -> Bool {
        guard case .cell(let id, let row, _) = target, let group = groups[id] else { return false }
        return group.row(row).isEmpty
    }

    /// The one-line summary of the row a cell is in (its answered sub-fields' values), for a
    /// view to show a row left behind; nil when the row holds nothing or is gone.
    package func rowSummary(at target: FormFocus) -> FieldRecord? {
        guard case .cell(let id, let row, _) = target, let group = groups[id], let cells = group.cells[row], !cells.isEmpty else { return nil }
        return record(of: id, row: row)
    }

    func cellText(_ id: String, _ row: RowID, _ member: String) -> String {
        guard let index = indexByID[id], let group = groups[id], let position = validators[index].memberIndex[member] else { return "" }
        let cells = group.row(row)
        if let pending = cells.pending[position] { return pending }
        guard let value = cellValue(id, row, member) else { return "" }
        return validators[index].members[position].editableText(of: value)
    }

    func canFocusCell(_ id: String, _ row: RowID, _ member: String) -> Bool {
        guard let index = indexByID[id], let group = groups[id], group.list.index(of: row) != nil,
              let position = validators[index].memberIndex[member] else { return false }
        return validators[index].memberShown(position, in: group.row(row).values)
    }

    // MARK: - Answering a cell

    /// Enter on a cell: a blank answer on a row holding nothing leaves the group; else the
    /// sub-field is answered (blank keeps what it holds, its default), the row's rules that
    /// look at it are checked, and focus moves to the row's next shown sub-field, or after
    /// the last one to a new row after this one (its first sub-field).
    func answerCell(_ id: String, _ rowID: RowID, _ member: String, _ text: String) -> Result<Void, ValidationFailure> {
        guard let index = indexByID[id], let list = groups[id]?.list, let position = validators[index].memberIndex[member],
              let rowIndex = list.index(of: rowID), var cells = groups[id]?.row(rowID) else { return .success(()) }
        let validator = validators[index]
        // Too long is refused however it looks (white space too), as at any field.
        if let failure = validator.members[position].sizeFailure(bytes: text.utf8.count) { return reject(regroup(failure, id)) }
        if validator.members[position].isBlank(text), cells.isEmpty { return leaveGroup(index) }
        switch read(text, at: position, in: cells, of: index) {
        case .failure(let failure):
            cells.pending[position] = AnswerText.isBlank(text) ? nil : text
            if let excess = limitFailure(id, rowID, cells, index) { return reject(excess) }
            groups[id]?.set(rowID, cells)
            markRowsChanged(id, at: index)
            return reject(regroup(failure, id))
        case .success(let value):
            cells.values[position] = value
            cells.pending[position] = nil
        }
        if let excess = limitFailure(id, rowID, cells, index) { return reject(excess) }
        if let (target, failure) = validator.ruleFailure(cells.values, comparingWith: member) {
            // A refused answer is never kept: the sub-field the rule refocuses holds its text
            // as refused (a blank Enter there drops it), not as its answer.
            cells.pending[target] = target == position ? AnswerText.trimmed(text)
                : cells.values[target].map { validator.members[target].editableText(of: $0) }
            cells.values[target] = nil
            groups[id]?.set(rowID, cells)
            markRowsChanged(id, at: index)
            return refocusCell(id, rowID, target, at: index, failure)
        }
        groups[id]?.set(rowID, cells)
        markRowsChanged(id, at: index)
        message = nil
        if let next = nextShownMember(after: position, in: cells.values, of: index) {
            let target = FormFocus.cell(field: id, row: rowID, member: fields[index].members[next].id)
            if dateStepMovesOn, fields[index].members[next].takesDate {
                // At a terminal a date sub-field reached in order opens the date step, as a
                // date field does; picking answers it and moves on (`closeDateStep`).
                focus.deactivate(for: target)
                dateStepReturns = false
            } else {
                focus.focus(target)
            }
            return .success(())
        }
        // The row's last sub-field: the row must pass as a whole (a required sub-field Tab skipped).
        if let (target, failure) = validator.recordFailure(cells.values, row: rowIndex + 1) {
            return refocusCell(id, rowID, target, at: index, failure)
        }
        if let max = fields[index].itemBounds.max, (groups[id]?.kept ?? 0) >= max { return leaveGroup(index) }
        list.insertAfterFocused()
        return .success(())
    }

    /// A sub-field's answer read from typed or picked text: blank keeps what the cell holds
    /// (else its default), which must still pass the sub-field's check.
    private func read(_ text: String, at position: Int, in cells: GroupRow, of index: Int) -> Result<FieldValue?, ValidationFailure> {
        let validator = validators[index].members[position]
        guard validator.isBlank(text) else { return validator.value(from: text) }
        let kept = cells.values[position] ?? validators[index].memberDefaults[position]
        return validator.validate(kept).map { .failure($0) } ?? .success(kept)
    }

    /// Answers a row's date sub-field from the date step (a picked or typed date): the
    /// sub-field's check and the row's rules that look at it; nil when it is kept, else why
    /// not (the step stays open, the cell unchanged). Focus does not move.
    func pickCell(_ id: String, _ row: RowID, _ member: String, _ text: String) -> ValidationFailure? {
        guard let index = indexByID[id], groups[id]?.list.index(of: row) != nil, var cells = groups[id]?.row(row),
              let position = validators[index].memberIndex[member] else { return nil }
        let validator = validators[index]
        if let failure = validator.members[position].sizeFailure(bytes: text.utf8.count) { return regroup(failure, id) }
        switch read(text, at: position, in: cells, of: index) {
        case .failure(let failure):
            return regroup(failure, id)
        case .success(let value):
            cells.values[position] = value
            cells.pending[position] = nil
        }
        if let excess = limitFailure(id, row, cells, index) { return excess }
        if let (_, failure) = validator.ruleFailure(cells.values, comparingWith: member) { return regroup(failure, id) }
        groups[id]?.set(row, cells)
        markRowsChanged(id, at: index)
        return nil
    }

    /// The date cell the date key opens from `target`, a cell of a group's row: the row's
    /// first shown date sub-field after the focused one, else its first; nil when the row
    /// has none (or `target` is no cell).
    func dateCell(from target: FormFocus) -> FormFocus? {
        guard case .cell(let id, let row, let member) = target, let index = indexByID[id], let group = groups[id],
              let position = validators[index].memberIndex[member] else { return nil }
        let validator = validators[index], members = fields[index].members
        let values = group.row(row).values
        let dates = members.indices.filter { members[$0].takesDate && validator.memberShown($0, in: values) }
        let chosen = dates.first { $0 > position } ?? dates.first
        return chosen.map { .cell(field: id, row: row, member: members[$0].id) }
    }

    /// The cell a typed name means (at the review): `reminders.2.due` (the group's id, the
    /// row's number from 1, the sub-field's id) or the row's label as its prompt shows it,
    /// `Reminder 2 · Due date` (the `·` may be left out; case is ignored). Nil when it names
    /// no shown sub-field of a row of a shown group.
    ///
    /// ```swift
    /// session.cell(named: "reminders.2.due")          // .cell(field: "reminders", row: row#1, member: "due")
    /// session.cell(named: "reminder 2 due date")      // the same
    /// ```
    package func cell(named text: String) -> FormFocus? {
        let words = AnswerText.trimmed(text).lowercased().split { $0 == " " || $0 == "·" }.joined(separator: " ")
        for index in fields.indices where fields[index].holdsRecords && shown[index] {
            let group = fields[index]
            let byID = group.id.lowercased() + ".", byLabel = group.label.lowercased() + " "
            let separator: Character
            let rest: Substring
            if words.hasPrefix(byID) {
                (separator, rest) = (".", words.dropFirst(byID.count))
            } else if words.hasPrefix(byLabel) {
                (separator, rest) = (" ", words.dropFirst(byLabel.count))
            } else {
                continue
            }
            guard let split = rest.firstIndex(of: separator), let number = Int(rest[..<split]),
                  let rows = groups[group.id]?.list.rows, rows.indices.contains(number - 1) else { continue }
            let name = rest[rest.index(after: split)...]
            let row = rows[number - 1].id
            let member = group.members.first { separator == "." ? $0.id.lowercased() == name : $0.label.lowercased() == name }
            if let member, canFocusCell(group.id, row, member.id) { return .cell(field: group.id, row: row, member: member.id) }
        }
        return nil
    }

    /// Focuses a row's sub-field chosen by name (`cell(named:)`), from anywhere: the review,
    /// the date step. False when it names none.
    @discardableResult
    package func focusCell(named text: String) -> Bool {
        guard let target = cell(named: text) else { return false }
        closeDateStep(restoring: false)
        return focus.focus(target)
    }

    /// Tab (`forward`) or Shift-Tab in the date step of a row's date sub-field, as from that
    /// cell: the row's next (previous) sub-field, then the next (previous) row, else the field
    /// after (before) the group. False, the step left open, with nowhere to go; nil when the
    /// open step is no row's.
    package func leaveCellDateStep(forward: Bool) -> Bool? {
        guard let step = focus.step, case .cell(let id, _, _) = step, let index = indexByID[id] else { return nil }
        if let target = neighbourCell(of: step, forward: forward) { return focus.focus(target) }
        guard let other = forward ? inputs.first(after: index) : inputs.last(before: index) else { return false }
        if forward { return leaveGroupByTab(index, then: other) != .atEnd }
        return focusField(fields[other].id)
    }

    /// What `target` holds now: a field's answer, or a group row's sub-field's answer (else
    /// that sub-field's default).
    ///
    /// ```swift
    /// session.value(at: .cell(field: "reminders", row: row, member: "due"))   // .date(2026-12-24)
    /// ```
    public func value(at target: FormFocus) -> FieldValue? {
        if case .cell(let id, let row, let member) = target { return cellValue(id, row, member) }
        return store[target.fieldID]
    }

    /// What a cell holds now: its answer, else its sub-field's default.
    func cellValue(_ id: String, _ row: RowID, _ member: String) -> FieldValue? {
        guard let index = indexByID[id], let group = groups[id], let position = validators[index].memberIndex[member] else { return nil }
        return group.row(row).values[position] ?? validators[index].memberDefaults[position]
    }

    /// Why holding `cells` in `row` would take the group past the limit every list has.
    private func limitFailure(_ id: String, _ row: RowID, _ cells: GroupRow, _ index: Int) -> ValidationFailure? {
        guard let group = groups[id] else { return nil }
        let (kept, bytes) = group.tally(setting: row, to: cells)
        guard kept > group.kept || bytes > group.bytes else { return nil }
        return validators[index].listLimitFailure(rows: kept, bytes: max(bytes - 1, 0))
    }

    /// `listLimitFailure(answering:)` for a focused cell.
    func cellLimitFailure(_ id: String, _ row: RowID, _ member: String, answering text: String) -> ValidationFailure? {
        guard !AnswerText.isBlank(text), let index = indexByID[id], var cells = groups[id]?.row(row),
              let position = validators[index].memberIndex[member] else { return nil }
        cells.pending[position] = AnswerText.trimmed(text)
        cells.values[position] = nil
        return limitFailure(id, row, cells, index)
    }

    /// A failure of a sub-field, as the group's (focus and messages name the group's field).
    func regroup(_ failure: ValidationFailure, _ id: String) -> ValidationFailure {
        ValidationFailure(field: id, text: failure.text, withoutAnswer: failure.textWithoutAnswer)
    }

    /// Focuses exactly one row's sub-field with why (a failed check or rule).
    func refocusCell(_ id: String, _ row: RowID, _ member: Int, at index: Int, _ failure: ValidationFailure) -> Result<Void, ValidationFailure> {
        let failure = regroup(failure, id)
        focus.focus(.cell(field: id, row: row, member: fields[index].members[member].id))
        message = failure
        return .failure(failure)
    }

    /// Leaves the group (Enter on an empty row): every row must pass (the first that does
    /// not gets focus, at its sub-field), then the group's counts; then the flow moves on.
    func leaveGroup(_ index: Int) -> Result<Void, ValidationFailure> {
        let id = fields[index].id
        if let (row, member, failure) = firstCellFailure(index) { return refocusCell(id, row, member, at: index, failure) }
        syncGroup(id)
        if let failure = validators[index].validate(store[id]) { return reject(failure) }
        store.accepted(id)
        setAnswered(index, true)
        message = nil
        advance(from: index)
        return .success(())
    }

    /// The first row (in order) holding something that does not pass, with the sub-field to
    /// focus: refused text still typed in it, a sub-field's own check, a rule of the row.
    func firstCellFailure(_ index: Int) -> (row: RowID, member: Int, failure: ValidationFailure)? {
        guard let group = groups[fields[index].id] else { return nil }
        let validator = validators[index]
        var position = 0
        for row in group.list.rows {
            guard let cells = group.cells[row.id], !cells.isEmpty else { continue }
            position += 1
            for member in cells.pending.indices where validator.memberShown(member, in: cells.values) {
                guard let text = cells.pending[member] else { continue }
                switch validator.members[member].value(from: text) {
                case .failure(let failure):
                    return (row.id, member, failure)
                case .success(let value):
                    // Refused by a rule of the row: still refused with the answer it holds.
                    var trial = cells.values
                    trial[member] = value
                    if let (target, failure) = validator.ruleFailure(trial, comparingWith: validator.members[member].field.id) {
                        return (row.id, target, failure)
                    }
                }
            }
            if let (member, failure) = validator.recordFailure(cells.values, row: position) { return (row.id, member, failure) }
        }
        return nil
    }

    /// Submit's check of a group: a row that does not pass gets focus at its sub-field.
    func refocusGroupFailure(_ index: Int) -> ValidationFailure? {
        guard let (row, member, failure) = firstCellFailure(index) else { return nil }
        setAnswered(index, false)
        if case .failure(let refused) = refocusCell(fields[index].id, row, member, at: index, failure) { return refused }
        return nil
    }

    /// Keeps text typed into a cell left by navigation: accepted when valid, else held as
    /// pending; blank keeps what the cell holds.
    func keepCell(_ id: String, _ row: RowID, _ member: String, _ text: String) {
        guard let index = indexByID[id], let position = validators[index].memberIndex[member],
              groups[id]?.list.index(of: row) != nil, text != cellText(id, row, member), var cells = groups[id]?.row(row) else { return }
        if AnswerText.isBlank(text) {
            cells.pending[position] = nil
        } else if text.utf8.count <= InputLimits.maximumAnswerBytes, case .success(let value) = validators[index].members[position].value(from: text) {
            cells.values[position] = value
            cells.pending[position] = nil
        } else {
            cells.pending[position] = text
        }
        if limitFailure(id, row, cells, index) != nil { return }
        groups[id]?.set(row, cells)
        markRowsChanged(id, at: index)
    }

    // MARK: - Moving through cells

    func nextShownMember(after position: Int, in values: [FieldValue?], of index: Int) -> Int? {
        let validator = validators[index]
        return validator.members.indices.first { $0 > position && validator.memberShown($0, in: values) }
    }

    /// The cell Tab (`forward`) or Shift-Tab reaches from a cell inside its group: the row's
    /// next (previous) shown sub-field, else the next row's first (previous row's last);
    /// nil at the group's edge.
    func neighbourCell(of target: FormFocus, forward: Bool) -> FormFocus? {
        guard case .cell(let id, let row, let member) = target, let index = indexByID[id], let group = groups[id],
              let position = validators[index].memberIndex[member], let rowIndex = group.list.index(of: row) else { return nil }
        let validator = validators[index], members = fields[index].members
        let values = group.row(row).values
        let inRow = forward
            ? members.indices.first { $0 > position && validator.memberShown($0, in: values) }
            : members.indices.last { $0 < position && validator.memberShown($0, in: values) }
        if let inRow { return .cell(field: id, row: row, member: members[inRow].id) }
        let neighbour = rowIndex + (forward ? 1 : -1)
        guard group.list.rows.indices.contains(neighbour) else { return nil }
        return edgeCell(of: index, row: group.list.rows[neighbour].id, first: forward)
    }

    /// The first (or last) shown cell of a row.
    func edgeCell(of index: Int, row: RowID, first: Bool) -> FormFocus? {
        guard let group = groups[fields[index].id] else { return nil }
        let values = group.row(row).values
        let validator = validators[index], members = fields[index].members
        let shownIndex = first ? members.indices.first { validator.memberShown($0, in: values) }
                               : members.indices.last { validator.memberShown($0, in: values) }
        return shownIndex.map { .cell(field: fields[index].id, row: row, member: members[$0].id) }
    }

    /// A sub-field's shortcut: focuses `member` in the group's row that has focus when focus
    /// is in the group (its date step too), else in its last row, a new row when it has none
    /// (the row's first shown sub-field when `member` is hidden there). The section follows.
    func focusMember(_ member: String, of index: Int, keeping text: String?) -> Bool {
        let id = fields[index].id
        guard shown[index], let list = groups[id]?.list else { return false }
        let from = focus.step ?? focus.value
        if let text { keep(text) }
        closeDateStep(restoring: false)
        if case .cell(id, let focused, _)? = from, list.index(of: focused) != nil {
            return focusMemberCell(member, of: index, row: focused)
        }
        if list.rows.isEmpty { list.insertAfterFocused() }
        guard let last = list.rows.last else { return false }
        return focusMemberCell(member, of: index, row: last.id)
    }

    private func focusMemberCell(_ member: String, of index: Int, row: RowID) -> Bool {
        let id = fields[index].id
        if canFocusCell(id, row, member) { return focus.focus(.cell(field: id, row: row, member: member)) }
        return edgeCell(of: index, row: row, first: true).map { focus.focus($0) } ?? false
    }

    /// Focuses a group from the flow or navigation: its first row's first cell (last row's
    /// last, going back), or a new row when it has none.
    func enterGroup(_ index: Int, forward: Bool) {
        guard let list = groups[fields[index].id]?.list else { return }
        if let row = forward ? list.rows.first : list.rows.last,
           let target = edgeCell(of: index, row: row.id, first: forward) {
            focus.focus(target)
        } else {
            list.insertAfterFocused()
        }
    }

    /// Tab out of a group's last cell: what was typed is kept, the group's rows are checked
    /// and it counts as answered when they pass; focus moves on either way (`.leftList`).
    func leaveGroupByTab(_ index: Int, then target: Int?) -> TabMove {
        let id = fields[index].id
        let nextID = target.map { fields[$0].id }
        syncGroup(id)
        let failure = firstCellFailure(index).map { regroup($0.failure, id) } ?? validators[index].validate(store[id])
        if failure == nil {
            setAnswered(index, true)
            message = nil
        }
        let moved = nextID.map { focusField($0) } ?? next()
        guard moved else { return .atEnd }
        return failure.map { .leftList(field: id, message: $0.text) } ?? .moved
    }

    // MARK: - Values

    /// Copies a group's rows that hold anything into its value, as records in row order.
    func syncGroup(_ id: String) {
        store.rowsCopied(id)
        guard let group = groups[id], let index = indexByID[id] else { return }
        let validator = validators[index]
        var records: [FieldRecord] = []
        records.reserveCapacity(group.kept)
        for row in group.list.rows {
            guard let cells = group.cells[row.id], !cells.isEmpty else { continue }
            records.append(validator.record(from: cells.values))
        }
        setValue(records.isEmpty ? nil : .records(records), at: index)
        states.setStop(index, !group.list.rows.isEmpty)
    }

    /// Replaces a group's rows with these records (a given answer, a draft): new row ids.
    func replaceGroupRows(_ records: [FieldRecord], at index: Int) {
        let id = fields[index].id
        // The rows are replaced before the cells: replacing them moves focus, which reads `groups`.
        guard let list = groups[id]?.list else { return }
        list.replaceRows(Array(repeating: "", count: records.count))
        groups[id]?.refill(records.map { GroupRow(values: validators[index].values(of: $0)) })
    }
}
