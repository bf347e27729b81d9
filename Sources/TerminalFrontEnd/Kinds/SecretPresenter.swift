import FormCore

/// `type: secret`: never shown; the review masks it, accessible mode says it is hidden.
enum SecretPresenter: KindPresenter {
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String {
        session.values[field.id] != nil ? " (Enter keeps it)" : ""
    }

    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        session.values[field.id] == nil ? "—" : "********"
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        words.session.values[field.id] == nil ? "hidden input" : "hidden input, Enter keeps the one given"
    }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        [("Enter", "answer (on a secret already given: keep it)")]
    }
}
