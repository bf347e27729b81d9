import FocusEngine

extension FormSession {
    /// Answers the focused field (or row, or the open date step) with typed text, as Enter does.
    ///
    /// - A valid answer is kept and focus moves to the next field needing one.
    /// - An invalid one leaves focus where it is and sets `message`.
    /// - In a list row, non-empty text inserts a new row after it and focuses that;
    ///   empty text leaves the list (the empty row is removed as it loses focus).
    @discardableResult
    public func answer(_ text: String) -> Result<Void, ValidationFailure> {
        switch phase {
        case .pickingDate:
            return pickDate(text)
        case .complete, .submitted:
            return .failure(ValidationFailure(field: "", message: "the form has no field waiting for an answer"))
        case .editing:
            break
        }
        switch focus.value {
        case .field(let id)?:
            return answerField(id, text)
        case .row(let id, let row)?:
            return answerRow(id, row, text)
        case nil:
            return .failure(ValidationFailure(field: "", message: "no field has focus"))
        }
    }

    private func answerField(_ id: String, _ text: String) -> Result<Void, ValidationFailure> {
        guard form.field(id) != nil else { return .success(()) }
        if case .failure(let failure) = commit(text, to: id) { return reject(failure) }
        message = nil
        advance(from: id)
        return .success(())
    }

    private func answerRow(_ id: String, _ row: RowID, _ text: String) -> Result<Void, ValidationFailure> {
        guard let field = form.field(id), let list = lists[id] else { return .success(()) }
        let validator = FieldValidator(field: field, today: today)
        let trimmed = text.trimmingWhitespace
        list.setText(trimmed, for: row)
        syncList(id)
        if !trimmed.isEmpty {
            if let failure = validator.validateRow(trimmed) { return reject(failure) }
            let filled = list.rows.filter { !$0.text.isEmpty }.count
            if let max = field.maxItems, filled >= max {
                return leaveList(field, validator)
            }
            message = nil
            list.insertAfterFocused()
            refreshSections()
            return .success(())
        }
        return leaveList(field, validator)
    }

    private func leaveList(_ field: FieldDefinition, _ validator: FieldValidator) -> Result<Void, ValidationFailure> {
        if let failure = validator.validate(values[field.id]) { return reject(failure) }
        answered.insert(field.id)
        message = nil
        advance(from: field.id)
        refreshSections()
        return .success(())
    }

    /// Keeps focus on the failing field and records why.
    func reject(_ failure: ValidationFailure) -> Result<Void, ValidationFailure> {
        message = failure
        return .failure(failure)
    }

    /// The values of the visible fields only.
    var visibleValues: [String: FieldValue] {
        var result: [String: FieldValue] = [:]
        for field in visibleFields {
            if let value = values[field.id] { result[field.id] = value }
        }
        return result
    }
}
