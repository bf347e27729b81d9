extension FormSession {
    /// Fills in the computed default of the field at `index` from the answers so far, when
    /// the field has one and still holds what was computed for it (not answered, not edited).
    ///
    /// Called as focus reaches the field, and for fields never reached before they are
    /// accepted or submitted. A reference to a hidden field, or one with no value, reads as
    /// an empty string; an empty result leaves the field with no default.
    ///
    /// ```swift
    /// session.answer("Ada"); session.answer("Lovelace")   // focus reaches "email"
    /// session.currentText(for: .field("email"))           // "ada.lovelace@example.com"
    /// ```
    func refreshComputedDefault(at index: Int) {
        if fields[index].defaultSource != nil || defaultClosures[fields[index].id] != nil {
            refreshSourcedDefault(at: index)
            return
        }
        guard let template = fields[index].computedDefault else { return }
        let id = fields[index].id
        guard !isAnswered(id), store.pending[id] == nil else { return }
        let current = store[id]
        guard current == nil || current == computed.text(of: id).map(FieldValue.text) else { return }
        let text = template.render { visibleValue($0)?.editableText }
        let value: FieldValue? = text.isEmpty ? nil : .text(text)
        computed.setText(text, for: id)
        if value != current { setValue(value, at: index) }
    }

    /// Computes the defaults of the visible fields not answered yet, in form order.
    func refreshComputedDefaults() {
        guard computed.hasComputedDefaults || !defaultClosures.isEmpty else { return }
        for index in fields.indices where shown[index]
            && (fields[index].computedDefault != nil || fields[index].defaultSource != nil || defaultClosures[fields[index].id] != nil) {
            refreshComputedDefault(at: index)
        }
    }
}

extension FormSession {
    /// The default a field offers now, as a prompt shows it: its static default, else the
    /// text last computed for it (nil when there is none). A prompt prefilled with it is
    /// replaced by the first character typed.
    ///
    /// ```swift
    /// session.defaultText(of: "email")   // "ada.lovelace@example.com" once computed
    /// ```
    package func defaultText(of id: String) -> String? {
        guard let index = indexByID[id] else { return nil }
        if fields[index].computedDefault != nil || fields[index].defaultSource != nil || defaultClosures[id] != nil {
            return computed.text(of: id)
        }
        return validators[index].defaultValue?.editableText
    }
}
