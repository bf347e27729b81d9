import FocusEngine

/// Answers given up front (`--set`, an answers file, the environment) and defaults taken
/// without asking: the same commit a typed answer goes through, without moving focus.
///
/// ```swift
/// let session = FormSession(form: login, today: today)
/// let failures = session.give(["username": "ada", "password": "short"])
/// // failures == [ValidationFailure(field: "password", message: "must be at least 8 characters")]
/// session.focusFirstUnanswered()   // focus is on the password, the first field still to answer
/// ```
extension FormSession {
    /// Answers fields by id as if each had been typed into its prompt: the field's own rules,
    /// then the cross-field rules whose other field has a value. A list field takes its rows
    /// separated by newlines. Fields are answered in form order; a field hidden by a `when`
    /// is answered once an earlier given answer shows it, and left alone if it stays hidden.
    ///
    /// Returns the failures, in form order; a failing field stays unanswered. Focus does not move.
    public func give(_ answers: [String: String]) -> [ValidationFailure] {
        var pending = answers
        var failures: [ValidationFailure] = []
        while let field = visibleFields.first(where: { pending[$0.id] != nil }), let text = pending.removeValue(forKey: field.id) {
            if case .failure(let failure) = commit(text, to: field.id) { failures.append(failure) }
        }
        let order = form.fields.map(\.id)
        return failures.sorted { (order.firstIndex(of: $0.field) ?? 0) < (order.firstIndex(of: $1.field) ?? 0) }
    }

    /// The ids of given answers that no given answer or default shows (their `when` does not hold).
    public func hiddenFields(among ids: some Sequence<String>) -> [String] {
        let visible = Set(visibleFields.map(\.id))
        return form.fields.map(\.id).filter { id in ids.contains(id) && !visible.contains(id) }
    }

    /// Accepts, without asking, the value every unanswered visible field holds now (its
    /// default, or nothing for an optional field), through the same commit as `give`.
    ///
    /// Returns the fields that still need an answer, with why (`is required`), in form order.
    @discardableResult
    public func acceptCurrentValues() -> [ValidationFailure] {
        var tried: Set<String> = []
        var failures: [ValidationFailure] = []
        while let field = visibleFields.first(where: { !answered.contains($0.id) && !tried.contains($0.id) }) {
            tried.insert(field.id)
            if lists[field.id] != nil { syncList(field.id) }
            let pending = pendingText[field.id]
            if case .failure(let failure) = commit(pending ?? values[field.id]?.editableText ?? "", to: field.id) {
                pendingText[field.id] = pending
                failures.append(failure)
            }
        }
        let visible = Set(visibleFields.map(\.id))
        return failures.filter { visible.contains($0.field) }
    }

    /// Focuses the first visible field still needing an answer (a date field opens its date
    /// step); when every visible field is answered, the form is complete.
    public func focusFirstUnanswered() {
        if case .pickingDate = phase { closeDateStep(restoring: false) }
        if let field = visibleFields.first(where: { !answered.contains($0.id) }) {
            sections.select(form.section(containing: field.id)?.id ?? sections.current ?? "main")
            enter(field, forward: true)
        } else {
            phase = .complete
            focus.dismiss()
        }
    }

    /// The commit behind typed and given answers: validates `text` for the field, keeps the
    /// value, checks the cross-field rules on it and marks the field answered. Text that does
    /// not validate is kept as pending for a field typed into (a prompt starts with it).
    /// Focus does not move.
    func commit(_ text: String, to id: String) -> Result<Void, ValidationFailure> {
        guard let field = form.field(id) else {
            return .failure(ValidationFailure(field: id, message: "is not a field of this form"))
        }
        switch FieldValidator(field: field, today: today).value(from: text) {
        case .failure(let failure):
            if field.kind != .date && field.kind != .list { pendingText[id] = text }
            return .failure(failure)
        case .success(let value):
            values[id] = value
            pendingText[id] = nil
            if let list = lists[id], focus.value?.fieldID != id {
                for row in list.rows { list.remove(row.id) }
                if case .list(let rows)? = value { for row in rows { list.append(row) } }
            }
            if let failure = rules.firstFailure(in: visibleValues, only: id) { return .failure(failure) }
            answered.insert(id)
            return .success(())
        }
    }
}
