import FormCore
import FrontEndSupport

/// `type: choice`: one choice or several, from a menu below the line that works in place at
/// a terminal with cursor movement (filtered by what is typed, Up/Down, Space toggles one of
/// several), else typed with Tab completion (a numbered menu toggled by numbers for several,
/// a search by part of a name in accessible mode); the review shows labels.
enum ChoicePresenter: KindPresenter {
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String {
        if field.multiple {
            return " (" + Words.process(.pickSeparatedByCommas, ["count": PromptFormatter.pickCount(of: field) ?? Words.process[.pickSeveral]]) + ")"
        }
        if listed { return " (" + PromptFormatter.choiceCount(field.choices.count) + ")" }
        return " (" + formatter.safe(PromptFormatter.choices(of: field)) + ")"
    }

    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        if field.multiple {
            guard case .list(let values)? = session.values[field.id], !values.isEmpty else { return Words.process[.reviewNoAnswer] }
            return Words.process.reviewItems(values.map(field.choiceTitle(forValue:)))
        }
        let text = session.currentText(for: .field(field.id))
        return text.isEmpty ? Words.process[.reviewNoAnswer] : field.choiceIndex(matching: text).map(field.choiceTitle(at:)) ?? text
    }

    /// Tab completes a title (with several choices, the item after the last comma).
    static func interactions(of field: FieldDefinition) -> [any LineInteraction] {
        [ChoiceCompletion(field.choiceTitles, items: field.multiple)]
    }
    static var typingReplacesValue: Bool { true }

    static func accessibleEnterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        let enter = ("Enter", Words.process[.choiceAccessibleEnter])
        guard AccessibleChoiceSearch(field: field).isLong else { return [enter] }
        return [enter, (Words.process[.keyPartOfName], Words.process[.choiceHearMatching])]
    }

    static func accessibleBounds(of field: FieldDefinition) -> [String] {
        guard field.multiple, let count = PromptFormatter.pickCount(of: field) else { return [] }
        return [Words.process(.pickCount, ["count": count])]
    }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        guard field.multiple else { return [("Enter", Words.process[.answerField])] }
        return [("Enter", Words.process[.choiceAcceptChecked])]
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        if field.multiple {
            return Words.process(.spokenChooseSeveral, ["choices": words.plain.safe(NumberedChoices(field).spoken)])
        }
        let search = AccessibleChoiceSearch(field: field)
        if search.isLong { return search.promptWords }
        return Words.process(.spokenChoose, ["choices": words.plain.safe(NumberedChoices(field).spoken)])
    }

    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        let words = Words.process
        if field.multiple && listed {
            return [("Up / Down", words[.menuMoveHighlight]),
                    ("Space", words[.menuToggle]),
                    ("PgUp / PgDn", words[.menuPage]),
                    (words[.keyType], words[.menuFilter]),
                    ("Tab", words[.menuCompleteName]),
                    ("Ctrl-N", words[.nextField])]
        }
        if field.multiple {
            return [(words[.keyNumberSpace], words[.choiceToggleNumber]),
                    (words[.keyNamesEnter], words[.choiceAnswerNames]),
                    ("Tab", words[.choiceCompleteAfterComma]),
                    ("Ctrl-N", words[.nextField])]
        }
        if listed {
            return [(words[.keyType], words[.listFilter]),
                    ("Up / Down", words[.listMoveHighlight]),
                    ("PgUp / PgDn", words[.listPage]),
                    (words[.keyEnterOnNoChoice], words[.pickHighlighted]),
                    ("Tab", words[.completeChoice]),
                    ("Ctrl-N", words[.nextField])]
        }
        return [("Tab", words(.completeChoiceOf, ["choices": formatter.safe(PromptFormatter.choices(of: field))])),
                ("Ctrl-N", words[.nextField])]
    }
}
