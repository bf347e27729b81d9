import FocusEngine

extension FormSession {
    /// Focuses the form's initial field (its `initialFocus`, else the first visible field).
    /// A session restored from a draft resumes at the draft's field.
    public func start(at fieldID: String? = nil) {
        let start = [fieldID, form.initialFocus].compactMap { $0 }.compactMap { indexByID[$0] }.first { shown[$0] }
            ?? shown.first
        guard let start else { return }
        enter(start, forward: true)
    }

    /// Starts the session unless a caller already did (at a draft's field, or with answers
    /// given up front): what every front end does first.
    ///
    /// ```swift
    /// session.startIfNew()   // focus on the initial field
    /// session.startIfNew()   // nothing: already started
    /// ```
    package func startIfNew() {
        if phase == .editing && focus.value == nil && answeredFlags.count == 0 { start() }
    }

    /// Moves focus to the next field or row in order, keeping `text` typed into the current one.
    /// Never blocked by an invalid value: such text is kept for when focus comes back.
    /// Returns false at the last field.
    @discardableResult
    public func next(keeping text: String? = nil) -> Bool {
        move(forward: true, keeping: text)
    }

    /// Moves focus to the previous field or row in order; see `next(keeping:)`.
    @discardableResult
    public func previous(keeping text: String? = nil) -> Bool {
        move(forward: false, keeping: text)
    }

    /// Focuses a field by id from anywhere (its section follows): a date field opens
    /// its date step, a list field focuses its first row.
    @discardableResult
    public func focusField(_ id: String, keeping text: String? = nil) -> Bool {
        guard let index = indexByID[id], shown[index] else { return false }
        if let text { keep(text) }
        closeDateStep(restoring: false)
        enter(index, forward: true)
        return true
    }

    /// Runs a form-file shortcut (`ctrl-g`, `alt-u`…), named as a key is (`alt-e`): focuses
    /// its field from anywhere (its section follows). Every shortcut, to a date or list
    /// field too, is looked up in the one table the session parsed from the form at start.
    @discardableResult
    package func activate(shortcut: String, keeping text: String? = nil) -> Bool {
        guard let key = try? ShortcutKey(parsing: shortcut) else { return false }
        return activate(key, keeping: text)
    }

    /// Runs a form-file shortcut; see `activate(shortcut:keeping:)`.
    @discardableResult
    package func activate(_ shortcut: ShortcutKey, keeping text: String? = nil) -> Bool {
        guard let target = shortcutTargets[shortcut] else { return false }
        guard let member = target.member else { return focusField(fields[target.index].id, keeping: text) }
        return focusMember(fields[target.index].members[member].id, of: target.index, keeping: text)
    }

    /// The focus order: visible typed-input fields, and the rows of visible list fields
    /// (a whole-form list, for a front end's navigation; `next`/`previous` do not build it).
    package var focusOrder: [FormFocus] {
        wholeFormPasses += 1
        return fields.indices.filter { shown[$0] }.flatMap { index -> [FormFocus] in
            let field = fields[index]
            switch field.shape {
            case .dateStep, .shown: return []
            case .rows: return rows(of: field.id).map { FormFocus.row(field: field.id, row: $0.id) }
            case .records: return rows(of: field.id).flatMap { row in
                shownMembers(of: field.id, row: row.id).map { FormFocus.cell(field: field.id, row: row.id, member: $0.id) }
            }
            case .line, .lines: return [.field(field.id)]
            }
        }
    }

    // MARK: - Internals shared with answering and submitting

    /// Focuses the field at `index`, reached by the flow or by navigation.
    func enter(_ index: Int, forward: Bool) {
        let field = fields[index]
        switch field.shape {
        case .dateStep:
            openDateStep(at: index)
        case .records:
            enterGroup(index, forward: forward)
        case .rows:
            guard let list = lists[field.id]?.list else { return }
            if let target = forward ? list.rows.first : list.rows.last {
                list.focus(target.id)
            } else {
                list.insertAfterFocused()
            }
        default:
            focus.focus(.field(field.id))
        }
    }

    /// Moves on after the field at `index` was answered: to the next field needing an answer
    /// after it, else the first one before it, else the form is complete (nothing focused).
    func advance(from index: Int) {
        if let next = waiting.first(after: index) ?? waiting.first.flatMap({ $0 < index ? $0 : nil }) {
            enter(next, forward: true)
        } else {
            focus.dismiss()
        }
    }

    /// Keeps text typed into the focused field: accepted when valid, else held as pending.
    /// Blank text keeps the field's value, as a blank answer does.
    func keep(_ text: String) {
        guard let target = focus.value, let index = indexByID[target.fieldID] else { return }
        switch target {
        case .cell(let id, let row, let member):
            keepCell(id, row, member, text)
        case .row(let id, let row):
            setRowText(AnswerText.trimmed(text), for: row, in: id)
            markRowsChanged(id, at: index)
        case .field(let id):
            guard text != currentText(for: target) else { return }
            if isBlank(text, at: index) {
                store.accepted(id)
                return
            }
            switch validators[index].value(from: text) {
            case .success(let value):
                setValue(value, at: index)
                store.accepted(id)
            case .failure:
                store.refuse(.text(text), for: id)
            }
        }
    }

    private func move(forward: Bool, keeping text: String?) -> Bool {
        if case .pickingDate = phase { return false }
        if let text { keep(text) }
        guard let current = focus.value, let index = indexByID[current.fieldID], shown[index] else {
            guard let target = forward ? stops.first : stops.last else { return false }
            enter(target, forward: forward)
            return focus.value != nil
        }
        if case .cell = current {
            if let target = neighbourCell(of: current, forward: forward) { return focus.focus(target) }
        }
        if case .row(let id, let row) = current, let list = lists[id]?.list, let position = list.index(of: row) {
            let neighbour = position + (forward ? 1 : -1)
            if list.rows.indices.contains(neighbour) {
                // An empty row left by navigation is removed by its list, which shifts nothing before it.
                return list.focus(list.rows[neighbour].id)
            }
        }
        guard let target = forward ? stops.first(after: index) : stops.last(before: index) else { return false }
        enter(target, forward: forward)
        return true
    }
}
