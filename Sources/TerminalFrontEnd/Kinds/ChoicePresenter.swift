import FormCore

/// `type: choice`: one choice or several, from a menu below the line that works in place at
/// a terminal with cursor movement (filtered by what is typed, Up/Down, Space toggles one of
/// several), else typed with Tab completion (a numbered menu toggled by numbers for several,
/// a search by part of a name in accessible mode); the review shows labels.
enum ChoicePresenter: KindPresenter {
    static func promptHint(of field: FieldDefinition, in session: FormSession, listed: Bool, formatter: PromptFormatter) -> String {
        if field.multiple { return " (" + (PromptFormatter.pickCount(of: field) ?? "several") + ", separated by commas)" }
        if listed { return " (" + PromptFormatter.count(field.choices.count, "choice") + ")" }
        return " (" + formatter.safe(PromptFormatter.choices(of: field)) + ")"
    }

    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        if field.multiple {
            guard case .list(let values)? = session.values[field.id], !values.isEmpty else { return "—" }
            return values.map(field.choiceTitle(forValue:)).joined(separator: "; ")
        }
        let text = session.currentText(for: .field(field.id))
        return text.isEmpty ? "—" : field.choiceIndex(matching: text).map(field.choiceTitle(at:)) ?? text
    }

    static func completions(of field: FieldDefinition) -> [String] { field.choiceTitles }
    static var typingReplacesValue: Bool { true }

    static func accessibleEnterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        let enter = ("Enter", "answer with a choice's number or name; on an empty line keep the answer")
        guard AccessibleChoiceSearch(field: field).isLong else { return [enter] }
        return [enter, ("part of a name, then Enter", "hear the matching choices with their numbers")]
    }

    static func accessibleBounds(of field: FieldDefinition) -> [String] {
        guard field.multiple, let count = PromptFormatter.pickCount(of: field) else { return [] }
        return ["pick " + count]
    }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        guard field.multiple else { return [("Enter", "answer the field")] }
        return [("Enter", "accept the checked choices (a line of numbers toggles them)")]
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        if field.multiple {
            return "choose several of " + words.plain.safe(NumberedChoices(field).spoken) + ", numbers or names separated by commas"
        }
        let search = AccessibleChoiceSearch(field: field)
        if search.isLong { return search.promptWords }
        return "choose " + words.plain.safe(NumberedChoices(field).spoken)
    }

    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        if field.multiple && listed {
            return [("Up / Down", "move the highlight in the menu"),
                    ("Space", "check or uncheck the highlighted choice [x] (or the number typed)"),
                    ("PgUp / PgDn", "the previous / next page of the menu"),
                    ("type", "filter the menu by the name after the last comma; names separated by commas answer too"),
                    ("Tab", "complete the name after the last comma, adding \", \"; else next field"),
                    ("Ctrl-N", "next field")]
        }
        if field.multiple {
            return [("number, Space", "toggle that choice in the menu (numbers then Enter: several, 1 3)"),
                    ("names, Enter", "answer with these choices, separated by commas (\"a, b\" for one holding a comma)"),
                    ("Tab", "complete the choice after the last comma; else next field"),
                    ("Ctrl-N", "next field")]
        }
        if listed {
            return [("type", "filter the list below by any part of a choice (any case, accents or not)"),
                    ("Up / Down", "move the highlight in the list"),
                    ("PgUp / PgDn", "the previous / next page of the list"),
                    ("Enter on no choice", "pick the highlighted choice"),
                    ("Tab", "complete the choice; else next field"),
                    ("Ctrl-N", "next field")]
        }
        return [("Tab", "complete the choice (" + formatter.safe(PromptFormatter.choices(of: field)) + "); else next field"),
                ("Ctrl-N", "next field")]
    }
}
