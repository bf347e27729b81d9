import FormCore
import FrontEndSupport

/// `type: text`: one line, or several (`FieldShape.lines`: Enter adds a line, Ctrl-X Ctrl-E
/// opens an editor, the review shows the first line and how many more).
enum TextPresenter: KindPresenter {
    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        let text = session.currentText(for: .field(field.id))
        return text.isEmpty ? Words.process[.reviewNoAnswer] : field.shape == .lines ? MultilineText.summary(text) : text
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        field.shape == .lines ? Words.process[.spokenLines] : nil
    }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        guard field.shape == .lines else { return [("Enter", Words.process[.answerField])] }
        return [("Enter", Words.process[.linesEnter]),
                ("Ctrl-X Ctrl-E", Words.process[.linesEdit])]
    }
}
