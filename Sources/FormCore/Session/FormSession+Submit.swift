extension FormSession {
    /// Validates every visible field in order, then the cross-field rules.
    ///
    /// On success the session is `.submitted` and the answers are returned. On the first
    /// failure, focus moves to the offending field (a date field reopens its date step)
    /// and `message` says why.
    @discardableResult
    public func submit() -> Result<[(field: FieldDefinition, value: FieldValue?)], ValidationFailure> {
        closeDateStep(restoring: false)
        syncLists()
        refreshComputedDefaults()
        for index in fields.indices where shown[index] {
            let id = fields[index].id
            if hasComputedChoices(index), let failure = refreshChoices(at: index) { return refocus(failure) }
            if groups[id] != nil, let failure = refocusGroupFailure(index) { return .failure(failure) }
            let failure: ValidationFailure?
            if let pending = store.pending[id], case .failure(let error) = validators[index].value(from: pending) {
                failure = error
            } else {
                failure = validators[index].validate(store[id])
            }
            if let failure { return refocus(failure) }
        }
        if let failure = rules.firstFailure(value: visibleValue) {
            return refocus(failure)
        }
        if let failure = runChecksAtSubmit() {
            return refocus(failure)
        }
        isSubmitted = true
        focus.dismiss()
        return .success(answers)
    }

    /// Moves focus to the failing field, then records the message (focus first, so the
    /// move does not clear it).
    private func refocus(_ failure: ValidationFailure) -> Result<[(field: FieldDefinition, value: FieldValue?)], ValidationFailure> {
        if let index = indexByID[failure.field] {
            setAnswered(index, false)
            enter(index, forward: true)
        }
        message = failure
        return .failure(failure)
    }
}
