import FocusEngine

extension FormSession {
    /// Answers the focused field (or row, or the open date step) with typed text, as Enter does.
    ///
    /// - A valid answer is kept and focus moves to the next field needing one.
    /// - A blank answer (only white space; for a secret, nothing at all) means "not
    ///   answered": the field keeps what it holds (its default, an earlier answer, a secret
    ///   already given); with nothing to keep, a required field says it is required.
    ///   `fill` reads a blank value the same way.
    /// - An invalid one leaves focus where it is and sets `message`.
    /// - In a list row, non-blank text inserts a new row after it and focuses that;
    ///   blank text leaves the list (the empty row is removed as it loses focus). A row that
    ///   would take the list past the limit every list has (`InputLimits`) is refused (its
    ///   row keeps the text it had, focus stays): see `listLimitFailure(answering:)`.
    ///
    /// ```swift
    /// session.answer("")        // on "remember" (default no): keeps no, moves on
    /// session.answer("maybe")   // .failure("answer yes or no"), focus stays
    /// ```
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
        case .cell(let id, let row, let member)?:
            return answerCell(id, row, member, text)
        case nil:
            return .failure(ValidationFailure(field: "", message: "no field has focus"))
        }
    }

    /// Answers the focused field with no text at all, as an editor's emptied file does:
    /// unlike a blank answer, which keeps what the field holds, the field is left without a
    /// value. A required field refuses that ("is required") and keeps focus. At a group's
    /// cell it empties that sub-field (`clearFocusedCell`). Anywhere else (a list row, the
    /// date step) it is a blank answer.
    ///
    /// ```swift
    /// session.answerWithNothing()   // on an optional note holding "Call Bob": the note is now empty
    /// ```
    @discardableResult
    public func answerWithNothing() -> Result<Void, ValidationFailure> {
        if let cleared = clearFocusedCell() { return cleared }
        guard phase == .editing, case .field(let id)? = focus.value else { return answer("") }
        return answerField(id, nil)
    }

    // MARK: - Answer policy

    /// Whether `text` counts as no answer for the field: white space only, or for a secret
    /// (where spaces are part of the answer) nothing at all.
    func isBlank(_ text: String, at index: Int) -> Bool {
        validators[index].isBlank(text)
    }

    /// `isBlank` for text or items (`FieldValidator.isBlank(items:)`, as `fill` asks it).
    func isBlank(_ input: AnswerInput, at index: Int) -> Bool {
        switch input {
        case .text(let text): return isBlank(text, at: index)
        case .items(let items): return validators[index].isBlank(items: items)
        case .rows:
            return false  // a group's rows say what they hold; another field refuses them
        }
    }

    /// What typed text makes of a field: a blank answer keeps the value the field holds
    /// (validated again: a required field with none is required), anything else is parsed.
    func interpret(_ input: AnswerInput, at index: Int) -> Result<FieldValue?, ValidationFailure> {
        // Too long is refused however it looks: white space too (as a piped line is).
        if case .text(let text) = input, let failure = validators[index].sizeFailure(bytes: text.utf8.count) {
            return .failure(failure)
        }
        if isBlank(input, at: index) {
            // A computed default is what a blank answer keeps, made now if it was not yet
            // (an answer given up front, never focused), as submitting would make it.
            refreshComputedDefault(at: index)
            let current = store[fields[index].id]
            if let failure = validators[index].validate(current) { return .failure(failure) }
            return .success(current)
        }
        return validators[index].value(from: input)
    }

    /// A field's value as conditions and rules see it: nil when hidden or unanswered.
    func visibleValue(_ id: String) -> FieldValue? {
        guard let index = indexByID[id], shown[index] else { return nil }
        if fields[index].holdsRows, store.isStale(id) { syncList(id) }
        return store[id]
    }

    // MARK: - Fields and rows

    private func answerField(_ id: String, _ text: String?) -> Result<Void, ValidationFailure> {
        guard let index = indexByID[id] else { return .success(()) }
        if case .failure(let failure) = commit(text.map(AnswerInput.text), to: id) { return reject(failure) }
        message = nil
        if let failure = rules.firstFailure(comparingWith: id, value: visibleValue),
           let other = indexByID[failure.field], answeredFlags[other] {
            // A field answered earlier no longer passes a rule comparing it with this one
            // (the password changed under its confirmation): it is asked again, with why.
            setAnswered(other, false)
            enter(other, forward: true)
            message = failure
            return .success(())
        }
        advance(from: index)
        return .success(())
    }

    /// Whether the field holds an answer that was refused: text that did not validate, or a
    /// value that fails its checks or a rule now (a confirmation that does not match). A
    /// refused answer is never offered for keeping: Enter on a blank line refuses it again.
    ///
    /// ```swift
    /// session.answer("secret-two")            // on confirm: "does not match the password"
    /// session.holdsRefusedAnswer("confirm")   // true: the prompt does not say Enter keeps it
    /// ```
    package func holdsRefusedAnswer(_ id: String) -> Bool {
        guard let index = indexByID[id] else { return false }
        if store.pending[id] != nil { return true }
        guard let value = store[id] else { return false }
        return validators[index].validate(value) != nil || rules.firstFailure(for: id, value: visibleValue) != nil
    }

    private func answerRow(_ id: String, _ row: RowID, _ text: String) -> Result<Void, ValidationFailure> {
        guard let index = indexByID[id], let list = lists[id]?.list else { return .success(()) }
        let field = fields[index]
        let trimmed = AnswerText.trimmed(text)
        // A row past the limit every list has is refused, not kept: the list never grows beyond it.
        if let failure = limitFailure(setting: row, of: id, at: index, to: trimmed) { return reject(failure) }
        setRowText(trimmed, for: row, in: id)
        markRowsChanged(id, at: index)
        if !trimmed.isEmpty {
            if let failure = validators[index].validateRow(trimmed) { return reject(failure) }
            if let max = field.itemBounds.max, (lists[id]?.tally.rows ?? 0) >= max {
                return leaveList(index)
            }
            message = nil
            list.insertAfterFocused()
            return .success(())
        }
        return leaveList(index)
    }

    /// The rows of a list changed: its value is brought up to date now when a condition or
    /// rule looks at it, else when it is next read.
    func markRowsChanged(_ id: String, at index: Int) {
        if watched[index] { syncList(id) } else { store.rowsChanged(id) }
    }

    private func leaveList(_ index: Int) -> Result<Void, ValidationFailure> {
        let id = fields[index].id
        syncList(id)
        if let failure = validators[index].validate(store[id]) { return reject(failure) }
        store.accepted(id)   // the rows answer it now, not a refused given text
        setAnswered(index, true)
        message = nil
        advance(from: index)
        return .success(())
    }

    /// Keeps focus on the failing field and records why.
    func reject(_ failure: ValidationFailure) -> Result<Void, ValidationFailure> {
        message = failure
        return .failure(failure)
    }
}
