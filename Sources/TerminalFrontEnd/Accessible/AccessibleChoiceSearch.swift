import FormCore
import FrontEndSupport

/// Long choice lists in accessible mode: instead of reading out every choice at each prompt,
/// the prompt gives their number, and a line that is neither a choice nor a choice's
/// number searches them (the `ChoiceFilter` the terminal's list uses: any part of a name or
/// value, ignoring case) and reads out the matches with their numbers, so the next line can
/// answer with one. Fields with at most `longerThan` choices keep the numbered list.
///
/// ```text
/// Field 5 of 5, Country, optional, 54 choices, type a number, a name, or part of a name to search:
/// > po
/// 3 choices have po: 38 Poland, 39 Portugal, 41 Singapore; type a number or a name
/// ```
struct AccessibleChoiceSearch {
    /// Choice fields with more choices than this are searched rather than read out.
    static let longerThan = FieldDefinition.choicesNamedInFull
    /// Matches read out at most.
    static let readOut = 10

    let field: FieldDefinition

    /// Whether the field's choices are searched rather than read out.
    var isLong: Bool { field.offersChoices && !field.multiple && field.choices.count > Self.longerThan }

    /// What the prompt says instead of the numbered list.
    var promptWords: String {
        Words.process(.searchPrompt, ["count": String(field.choices.count)])
    }

    /// The line to say for `typed`, or nil when it answers the field (a choice, a choice's
    /// number, an empty line) or the list is not long.
    func reply(to typed: String) -> String? {
        let entry = AnswerText.trimmed(typed)
        guard isLong, !entry.isEmpty, field.choiceIndex(matching: String(entry)) == nil else { return nil }
        if let number = Int(entry), field.choices.indices.contains(number - 1) { return nil }
        var list = ChoiceFilter(titles: field.choiceTitles, values: field.choices, pageSize: Self.readOut)
        list.setFilter(String(entry))
        let said = TerminalSafeText.escape(String(entry))
        guard !list.matches.isEmpty else {
            return Words.process(.searchNone, ["typed": said, "count": String(field.choices.count)])
        }
        let named = list.matches.prefix(Self.readOut).map { "\($0 + 1) " + TerminalSafeText.escape(list.titles[$0]) }
        let choices = named.joined(separator: ", ")
        let count = String(list.matches.count)
        if list.matches.count == 1 { return Words.process(.searchOne, ["typed": said, "choices": choices]) }
        if list.matches.count > Self.readOut {
            return Words.process(.searchManyFirst, ["count": count, "typed": said, "shown": String(Self.readOut), "choices": choices])
        }
        return Words.process(.searchMany, ["count": count, "typed": said, "choices": choices])
    }
}
