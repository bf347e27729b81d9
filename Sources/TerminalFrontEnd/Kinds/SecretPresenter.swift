import FormCore
import FrontEndSupport

/// `type: secret`: never shown; the review masks it, accessible mode says it is hidden.
enum SecretPresenter: KindPresenter {
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String {
        keepsGiven(field, in: session) ? " (" + Words.process[.hintEnterKeeps] + ")" : ""
    }

    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        session.values[field.id] == nil ? Words.process[.reviewNoAnswer] : "********"
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        Words.process[keepsGiven(field, in: words.session) ? .spokenHiddenKeeps : .spokenHidden]
    }

    /// Whether Enter on nothing keeps a secret given before: one is held and was not
    /// refused (a confirmation that does not match is never offered for keeping).
    static func keepsGiven(_ field: FieldDefinition, in session: FormSession) -> Bool {
        session.values[field.id] != nil && !session.holdsRefusedAnswer(field.id)
    }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        [("Enter", Words.process[.secretEnter])]
    }
}
