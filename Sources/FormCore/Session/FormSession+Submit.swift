extension FormSession {
    /// Validates every visible field in order, then the cross-field rules.
    ///
    /// On success the session is `.submitted` and the answers are returned. On the first
    /// failure, focus moves to the offending field (a date field reopens its date step)
    /// and `message` says why.
    @discardableResult
    public func submit() -> Result<[(field: FieldDefinition, value: FieldValue?)], ValidationFailure> {
        if case .pickingDate = phase { closeDateStep(restoring: false) }
        for field in visibleFields {
            let failure: ValidationFailure?
            if let text = pendingText[field.id], case .failure(let error) = FieldValidator(field: field, today: today).value(from: text) {
                failure = error
            } else {
                failure = FieldValidator(field: field, today: today).validate(values[field.id])
            }
            if let failure { return refocus(failure) }
        }
        if let failure = rules.firstFailure(in: visibleValues) {
            return refocus(failure)
        }
        phase = .submitted
        focus.dismiss()
        return .success(answers)
    }

    /// Moves focus to the failing field, then records the message (focus first, so the
    /// move does not clear it).
    private func refocus(_ failure: ValidationFailure) -> Result<[(field: FieldDefinition, value: FieldValue?)], ValidationFailure> {
        if let field = form.field(failure.field) {
            answered.remove(field.id)
            sections.select(form.section(containing: field.id)?.id ?? sections.current ?? "main")
            enter(field, forward: true)
        }
        message = failure
        return .failure(failure)
    }
}
