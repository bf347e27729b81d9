import FocusEngine

extension FormSession {
    /// Opens the date step from a text field (the date shortcut): text input is deactivated
    /// and remembered. Picks the first visible date field after the focused field, else the
    /// first one; `fieldID` names one explicitly. Returns false when the form has none.
    @discardableResult
    public func openDatePicker(for fieldID: String? = nil, keeping text: String? = nil) -> Bool {
        let visible = visibleFields
        let dates = visible.filter { $0.kind == .date }
        let current = focus.value.flatMap { target in visible.firstIndex { $0.id == target.fieldID } } ?? -1
        let chosen = fieldID.flatMap { id in dates.first { $0.id == id } }
            ?? visible.suffix(from: current + 1).first { $0.kind == .date }
            ?? dates.first
        guard let chosen else { return false }
        if let text { keep(text) }
        openDateStep(for: chosen.id)
        return true
    }

    /// Picks a date (ISO or words like `today`, `tomorrow`, `+3d`, `next friday`) in the open
    /// date step, then restores the last focused field; with none to restore, the flow moves on.
    @discardableResult
    public func pickDate(_ text: String) -> Result<Void, ValidationFailure> {
        guard case .pickingDate(let id) = phase, let field = form.field(id) else {
            return .failure(ValidationFailure(field: "", message: "no date step is open"))
        }
        switch FieldValidator(field: field, today: today).value(from: text) {
        case .failure(let failure):
            return reject(failure)
        case .success(let value):
            values[id] = value
            if let failure = rules.firstFailure(in: visibleValues, only: id) { return reject(failure) }
            answered.insert(id)
            message = nil
            closeDateStep(restoring: true)
            return .success(())
        }
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
        guard case .pickingDate(let id) = phase, let field = form.field(id) else { return today }
        if case .date(let date)? = values[id] { return date }
        var date = today
        if let min = field.dateBounds.min?.resolve(today: today), date < min { date = min }
        if let max = field.dateBounds.max?.resolve(today: today), date > max { date = max }
        return date
    }

    func openDateStep(for id: String) {
        phase = .pickingDate(field: id)
        sections.select(form.section(containing: id)?.id ?? sections.current ?? "main")
        focus.deactivate()
    }

    func closeDateStep(restoring: Bool) {
        guard case .pickingDate(let id) = phase else { return }
        phase = .editing
        guard restoring else { return }
        if !focus.restore() {
            advance(from: id)
        }
    }
}
