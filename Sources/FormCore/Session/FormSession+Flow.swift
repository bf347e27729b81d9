import FocusEngine

extension FormSession {
    /// Focuses the form's initial field (its `initialFocus`, else the first visible field).
    /// A session restored from a draft resumes at the draft's field.
    public func start(at fieldID: String? = nil) {
        let visible = visibleFields
        let start = [fieldID, form.initialFocus].compactMap { $0 }.compactMap { id in visible.first { $0.id == id } }.first
            ?? visible.first
        guard let start else {
            phase = .complete
            return
        }
        enter(start, forward: true)
    }

    /// Moves focus to the next field or row in order, keeping `text` typed into the current one.
    /// Never blocked by an invalid value: such text is kept for when focus comes back.
    /// Returns false at the last field.
    @discardableResult
    public func next(keeping text: String? = nil) -> Bool {
        move(by: 1, keeping: text)
    }

    /// Moves focus to the previous field or row in order; see `next(keeping:)`.
    @discardableResult
    public func previous(keeping text: String? = nil) -> Bool {
        move(by: -1, keeping: text)
    }

    /// Focuses a field by id from anywhere (switching section first): a date field opens
    /// its date step, a list field focuses its first row.
    @discardableResult
    public func focusField(_ id: String, keeping text: String? = nil) -> Bool {
        guard let field = visibleFields.first(where: { $0.id == id }) else { return false }
        if let text { keep(text) }
        if case .pickingDate = phase { closeDateStep(restoring: false) }
        if phase == .complete || phase == .submitted { phase = .editing }
        sections.select(form.section(containing: id)?.id ?? sections.current ?? "main")
        enter(field, forward: true)
        return true
    }

    /// Runs a form-file shortcut (`ctrl-g`, `alt-u`…): switches section, then focuses its field.
    @discardableResult
    public func activate(shortcut: String, keeping text: String? = nil) -> Bool {
        let key = Self.canonicalShortcut(shortcut)
        guard let field = visibleFields.first(where: { $0.shortcut.map(Self.canonicalShortcut) == key }) else { return false }
        if field.kind.takesTextInput, field.kind != .list {
            if let text { keep(text) }
            if phase != .editing { phase = .editing }
            return sections.activate(shortcut: key)
        }
        return focusField(field.id, keeping: text)
    }

    /// The focus order: visible typed-input fields, and the rows of visible list fields.
    public var focusOrder: [FormFocus] {
        visibleFields.flatMap { field -> [FormFocus] in
            switch field.kind {
            case .date: return []
            case .list: return rows(of: field.id).map { FormFocus.row(field: field.id, row: $0.id) }
            default: return [.field(field.id)]
            }
        }
    }

    // MARK: - Internals shared with answering and submitting

    /// Focuses a field reached by the flow or by navigation.
    func enter(_ field: FieldDefinition, forward: Bool) {
        phase = .editing
        switch field.kind {
        case .date:
            openDateStep(for: field.id)
        case .list:
            guard let list = lists[field.id] else { return }
            let target = forward ? list.rows.first : list.rows.last
            if let target {
                list.focus(target.id)
            } else {
                list.insertAfterFocused()
            }
            refreshSections()
        default:
            focus.focus(.field(field.id))
        }
    }

    /// Moves on after `fieldID` was answered: to the next field needing an answer after it,
    /// else the first one before it, else the form is complete.
    func advance(from fieldID: String) {
        let visible = visibleFields
        let index = visible.firstIndex { $0.id == fieldID } ?? -1
        let after = visible.suffix(from: index + 1).first { !answered.contains($0.id) }
        let before = visible.prefix(max(index, 0)).first { !answered.contains($0.id) }
        if let next = after ?? before {
            enter(next, forward: true)
        } else {
            phase = .complete
            focus.dismiss()
        }
    }

    /// Keeps text typed into the focused field: accepted when valid, else held as pending.
    func keep(_ text: String) {
        guard let target = focus.value else { return }
        switch target {
        case .row(let id, let row):
            lists[id]?.setText(text.trimmingWhitespace, for: row)
            syncList(id)
        case .field(let id):
            guard let field = form.field(id), text != currentText(for: target) else { return }
            switch FieldValidator(field: field, today: today).value(from: text) {
            case .success(let value):
                values[id] = value
                pendingText[id] = nil
            case .failure:
                pendingText[id] = text
            }
        }
    }

    /// Re-registers each section's focus values (rows come and go).
    func refreshSections() {
        for section in form.sections {
            let ids = Set(section.fields.map(\.id))
            sections.setValues(focusOrder.filter { ids.contains($0.fieldID) } + section.fields.filter {
                $0.kind.takesTextInput && $0.kind != .list && !isVisible($0.id)
            }.map { FormFocus.field($0.id) }, for: section.id)
        }
    }

    private func move(by step: Int, keeping text: String?) -> Bool {
        if case .pickingDate = phase { return false }
        if let text { keep(text) }
        let order = focusOrder
        guard let current = focus.value, let index = order.firstIndex(of: current) else {
            guard let target = step > 0 ? order.first : order.last else { return false }
            phase = .editing
            return focus.focus(target)
        }
        let target = index + step
        guard order.indices.contains(target) else { return false }
        // An empty row left by navigation is removed by its list, which shifts nothing before it.
        return sections.focus(order[target])
    }
}
