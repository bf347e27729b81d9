import FormCore

/// `type: number`: accessible mode says which numbers it takes.
enum NumberPresenter: KindPresenter {
    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        words.number(field)
    }
}
