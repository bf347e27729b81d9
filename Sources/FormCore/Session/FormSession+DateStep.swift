import FocusEngine

/// The date step is focus state: while a date is picked, text focus is deactivated (and
/// remembered) for the date field (`focus.deactivate(for: .field(id))`, `FocusState.step`),
/// so its section follows as on any move. `phase` reads `.pickingDate` only while that step
/// is open, so any focus change — the flow, a shortcut, a view's `binding.onFocus()` — ends
/// the step, and the session stays consistent.
extension FormSession {
    /// Opens the date step from a text field (the date shortcut): text input is deactivated
    /// and remembered. Picks the first visible date field after the focused field, else the
    /// first one; `fieldID` names one explicitly. From a row of a repeating group whose row
    /// has a shown date sub-field, the step is for that row's date sub-field (the first after
    /// the focused one, else the row's first), and picking gives focus back to the row's
    /// sub-field it was opened from. Returns false when the form has none.
    @discardableResult
    package func openDatePicker(for fieldID: String? = nil, keeping text: String? = nil) -> Bool {
        if fieldID == nil, let current = focus.value, let cell = dateCell(from: current) {
            if let text { keep(text) }
            focus.deactivate(for: cell)
            dateStepReturns = true
            return true
        }
        let visibleDates = dateFields.filter { shown[$0] }
        let current = focus.value.flatMap { indexByID[$0.fieldID] } ?? -1
        let chosen = fieldID.flatMap { id in visibleDates.first { fields[$0].id == id } }
            ?? visibleDates.first { $0 > current }
            ?? visibleDates.first
        // The text being typed is kept whether or not a date step opens: no key loses it.
        if let text { keep(text) }
        guard let chosen else { return false }
        openDateStep(at: chosen)
        dateStepReturns = true
        return true
    }

    /// Picks a date (ISO or words like `today`, `tomorrow`, `+3d`, `next friday`) in the open
    /// date step. A step opened by the date key then restores the field that had focus when it
    /// opened (with none, the flow moves on); one reached in order (the date field itself had
    /// focus) is answered and the flow moves on, as from any answered field.
    /// A blank answer keeps the date already set (see `answer(_:)`).
    @discardableResult
    package func pickDate(_ text: String) -> Result<Void, ValidationFailure> {
        guard case .pickingDate = phase, let index = dateStep else {
            return .failure(ValidationFailure(field: "", message: "no date step is open"))
        }
        if case .cell(let id, let row, let member)? = focus.step {
            if let failure = pickCell(id, row, member, text) { return reject(failure) }
        } else if case .failure(let failure) = commit(text, to: fields[index].id) { return reject(failure) }
        message = nil
        closeDateStep(restoring: true)
        return .success(())
    }

    /// Closes the date step without picking (Escape), restoring the field that had focus
    /// when the date key opened it. Returns false, leaving the step open, when there is no
    /// such field (the step was reached in order, or opened from the review): a front end
    /// then goes back as Shift-Tab does.
    @discardableResult
    package func cancelDatePicker() -> Bool {
        guard case .pickingDate = phase, dateStepReturns || !dateStepMovesOn, focus.remembered != nil else { return false }
        closeDateStep(restoring: true)
        return true
    }

    /// Whether the open date step was opened by the date key from another field, which it
    /// gives focus back to when it closes; false when the flow or navigation reached it.
    package var dateStepOpenedByKey: Bool { dateStep != nil && (dateStepReturns || !dateStepMovesOn) }

    /// The date field the open step picks: a top-level date field, or a group row's date
    /// sub-field (`member(of:)`); nil when no step is open.
    ///
    /// ```swift
    /// session.openDatePicker()      // from reminders[row].title
    /// session.dateStepField?.id     // "due"
    /// ```
    package var dateStepField: FieldDefinition? {
        guard let step = focus.step else { return nil }
        if case .cell = step { return member(of: step) }
        return field(step.fieldID)
    }

    /// The date the open step's field holds now, as text (a row's date sub-field: that
    /// cell's); nil with none or no step open.
    package var dateStepText: String? {
        focus.step.flatMap { value(at: $0)?.editableText }
    }

    /// The date the picker starts on: the current answer, else today (clamped into bounds).
    package func pickerStartDate() -> LocalDate {
        guard let step = focus.step, let field = dateStepField else { return today }
        if case .date(let date)? = value(at: step) { return date }
        var date = today
        if let min = field.dateBounds.min?.resolve(today: today), date < min { date = min }
        if let max = field.dateBounds.max?.resolve(today: today), date > max { date = max }
        return date
    }

    /// Deactivates text focus for the date field at `index` (its section follows the step).
    func openDateStep(at index: Int) {
        focus.deactivate(for: .field(fields[index].id))
        dateStepReturns = false  // reached in order; `openDatePicker` says otherwise
    }

    /// Ends the date step; `restoring` gives focus back to the field it was taken from
    /// (or, with none, moves on from the date field).
    func closeDateStep(restoring: Bool) {
        guard let index = dateStep else { return }
        guard restoring else {
            focus.deactivate(for: nil)  // the step ends; focus stays off, remembered
            return
        }
        if !dateStepReturns && dateStepMovesOn, let cell = focus.step, case .cell(let id, let row, let member) = cell {
            // A row's date sub-field reached in order: answered (what was picked kept), the
            // row goes on as from Enter on that cell.
            focus.focus(cell)
            _ = answerCell(id, row, member, "")
        } else if !dateStepReturns && dateStepMovesOn {
            // Reached in order: nothing to give focus back to (the field before is not where
            // the person was), and a later step must not find it remembered either.
            focus.reactivate()
            advance(from: index)
        } else if !focus.restore() {
            advance(from: index)
        }
    }
}
