import FormCore

/// A choice field's choices as accessible mode reads them out, numbered from 1, and the
/// answer a typed line stands for.
///
/// A line naming a choice (any case) is that choice, even when it is a number: a form
/// whose choices are `["1", "2"]` or `["2", "1"]` means what it says. Otherwise a number
/// from 1 to the count picks the choice in that place. Anything else is handed on as
/// typed, for `FormSession` to accept or refuse with its usual message.
///
/// The mapping lives here, in the front end that reads the numbers out, rather than in
/// `FormSession`: piped mode never shows numbers, so a script's `2` keeps meaning `2`
/// and stays refused when no choice is called that.
///
/// ```swift
/// let choices = NumberedChoices(["Personal", "Work", "Shopping"])
/// choices.spoken            // "1 Personal, 2 Work, 3 Shopping"
/// choices.answer(for: "2")  // "Work"
/// choices.answer(for: "work")  // "work" (the session matches names)
/// ```
///
/// Labelled choices read out their labels and a number answers with the value:
/// `NumberedChoices(field)` for `[{value: pro, label: Pro}, basic]` speaks `1 Pro, 2 basic`,
/// and `answer(for: "1")` is `"pro"`.
struct NumberedChoices {
    /// The values, in order: what a number answers with.
    let choices: [String]
    /// What each choice shows, in order.
    let titles: [String]

    init(_ choices: [String]) {
        self.choices = choices
        self.titles = choices
    }

    /// A choice field's choices, read out by label.
    init(_ field: FieldDefinition) {
        self.choices = field.choices
        self.titles = field.choiceTitles
    }

    /// `1 Personal, 2 Work, 3 Shopping`.
    var spoken: String {
        titles.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    }

    /// The line to answer a multiple choice with for the typed `line`: each comma-separated
    /// item read as `answer(for:)` reads a line (`1, work` is `Personal, work`). A line that
    /// does not split (an unclosed quote) is handed on for the session to refuse.
    func answer(forItems line: String) -> String {
        guard case .success(let items) = ChoiceItems.split(line) else { return line }
        return ChoiceItems.join(items.map { answer(for: $0) })
    }

    /// The text to answer with for the typed `line`.
    func answer(for line: String) -> String {
        let entry = AnswerText.trimmed(line)
        let lowered = entry.lowercased()
        if (choices + titles).contains(where: { $0.lowercased() == lowered }) { return line }
        if let number = Int(entry), choices.indices.contains(number - 1) { return choices[number - 1] }
        return line
    }
}
