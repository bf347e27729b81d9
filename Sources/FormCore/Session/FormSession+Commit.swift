import FocusEngine

extension FormSession {
    /// The commit behind typed and given answers: validates `text` for the field, keeps the
    /// value (a list's rows replace its rows unless one of them has focus), checks the
    /// cross-field rules on it and marks the field answered. Text that does not validate is
    /// kept as pending for a field typed into (a prompt starts with it). Focus does not move.
    ///
    /// ```swift
    /// session.commit("ada", to: "username")   // .success; "username" is answered
    /// ```
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
