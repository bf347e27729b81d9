import FocusEngine

/// The date step is focus deactivation: while a date is picked, text focus is deactivated
/// (and remembered), and `dateStep` names the field being picked. `phase` reads
/// `.pickingDate` only while focus stays deactivated, so any focus change — the flow, a
/// shortcut, a view's `binding.onFocus()` — ends the step, and the session stays consistent.
extension FormSession {
    /// Opens the date step from a text field (the date shortcut): text input is deactivated
    /// and remembered. Picks the first visible date field after the focused field, else the
    /// first one; `fieldID` names one explicitly. Returns false when the form has none.
    @discardableResult
    public func openDatePicker(for fieldID: String? = nil, keeping text: String? = nil) -> Bool {
        let visibleDates = dateFields.filter { shown[$0] }
        let current = focus.value.flatMap { indexByID[$0.fieldID] } ?? -1
        let chosen = fieldID.flatMap { id in visibleDates.first { fields[$0].id == id } }
            ?? visibleDates.first { $0 > current }
            ?? visibleDates.first
        guard let chosen else { return false }
        if let text { keep(text) }
        openDateStep(at: chosen)
        return true
    }

    /// Picks a date (ISO or words like `today`, `tomorrow`, `+3d`, `next friday`) in the open
    /// date step, then restores the last focused field; with none to restore, the flow moves on.
    /// A blank answer keeps the date already set (see `answer(_:)`).
    @discardableResult
    public func pickDate(_ text: String) -> Result<Void, ValidationFailure> {
        guard case .pickingDate = phase, let index = dateStep else {
            return .failure(ValidationFailure(field: "", message: "no date step is open"))
        }
        if case .failure(let failure) = commit(text, to: fields[index].id) { return reject(failure) }
        message = nil
        closeDateStep(restoring: true)
        return .success(())
    }

    /// Closes the date step without picking (Escape), restoring the last focused field.
    /// Returns false, leaving the step open, when there is no field to go back to.
    @discardableResult
    public func cancelDatePicker() -> Bool {
        guard case .pickingDate = phase, focus.remembered != nil else { return false }
        closeDateStep(restoring: true)
        return true
    }

    /// The date the picker starts on: the current answer, else today (clamped into bounds).
    public func pickerStartDate() -> LocalDate {
        guard case .pickingDate(let id) = phase, let field = field(id) else { return today }
        if case .date(let date)? = storedValues[id] { return date }
        var date = today
        if let min = field.dateBounds.min?.resolve(today: today), date < min { date = min }
        if let max = field.dateBounds.max?.resolve(today: today), date > max { date = max }
        return date
    }

    /// Deactivates text focus for the date field at `index`, showing its section (a date
    /// field has no focus value of its own for the sections to follow).
    func openDateStep(at index: Int) {
        sections.select(sectionByField[index])
        focus.deactivate()
        dateStep = index
    }

    /// Ends the date step; `restoring` gives focus back to the field it was taken from
    /// (or, with none, moves on from the date field).
    func closeDateStep(restoring: Bool) {
        guard let index = dateStep else { return }
        dateStep = nil
        guard restoring else { return }
        if !focus.restore() {
            advance(from: index)
        }
    }
}
