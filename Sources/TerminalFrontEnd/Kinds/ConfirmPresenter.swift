import FormCore
import FrontEndSupport

/// `type: confirm`: yes or no, completed by Tab.
enum ConfirmPresenter: KindPresenter {
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String {
        " (yes/no)"
    }

    static func interactions(of field: FieldDefinition) -> [any LineInteraction] { [ChoiceCompletion(field.offeredAnswers)] }
    static var typingReplacesValue: Bool { true }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        Words.process[.spokenYesOrNo]
    }

    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        [("Tab", Words.process(.completeChoiceOf, ["choices": formatter.safe("yes/no")])), ("Ctrl-N", Words.process[.nextField])]
    }
}
