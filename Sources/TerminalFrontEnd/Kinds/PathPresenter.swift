import FormCore
import FrontEndSupport

/// `type: path`: Tab completes file names; accessible mode says what the path must name.
enum PathPresenter: KindPresenter {
    static func interactions(of field: FieldDefinition) -> [any LineInteraction] { [FileNameCompletion()] }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        let shown = Words.process
        return shown(.spokenPath, ["what": words.plain.safe(field.path.summaryText.rendered(in: shown))])
    }

    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        [("Tab", Words.process[.pathComplete]), ("Ctrl-N", Words.process[.nextField])]
    }
}
