/// Choices with labels: `choices: [{value: pro, label: "Pro – 10 €/month"}, basic]`.
/// The label is what people see; the value is what the answers hold and `when` compares.
/// Typing either (case-insensitively) picks the choice.
///
/// ```swift
/// var plan = FieldDefinition(id: "plan", kind: .choice)
/// plan.choices = ["pro", "basic"]
/// plan.choiceLabels = ["Pro – 10 €/month", nil]
/// plan.choiceTitles                          // ["Pro – 10 €/month", "basic"]
/// plan.choiceIndex(matching: "pro – 10 €/MONTH")  // 0
/// plan.choiceTitle(forValue: "pro")          // "Pro – 10 €/month"
/// ```
extension FieldDefinition {
    /// Whether any choice has a label.
    public var hasChoiceLabels: Bool { !choiceLabels.isEmpty }

    /// The label given to the choice at `index`, or nil when it shows its value.
    public func choiceLabel(at index: Int) -> String? {
        choiceLabels.indices.contains(index) ? choiceLabels[index] : nil
    }

    /// What the choice at `index` shows: its label, else its value; empty for an index that
    /// is not a choice's.
    public func choiceTitle(at index: Int) -> String {
        choiceLabel(at: index) ?? (choices.indices.contains(index) ? choices[index] : "")
    }

    /// What each choice shows, in order.
    public var choiceTitles: [String] {
        hasChoiceLabels ? choices.indices.map(choiceTitle(at:)) : choices
    }

    /// What a stored value shows: its choice's label, else the value itself.
    public func choiceTitle(forValue value: String) -> String {
        guard hasChoiceLabels, let index = choices.firstIndex(of: value) else { return value }
        return choiceTitle(at: index)
    }

    /// The choices for a message: `Pro – 10 €/month (pro), basic`.
    public var choiceList: String {
        choices.indices.map(choiceListEntry(at:)).joined(separator: ", ")
    }

    /// One choice as a message names it: `Pro – 10 €/month (pro)`, or `basic` without a label.
    func choiceListEntry(at index: Int) -> String {
        choiceLabel(at: index).map { "\($0) (\(choices[index]))" } ?? choices[index]
    }

    /// Choice fields with more choices than this are not named in full in a message (nor read
    /// out in accessible mode): a long list would fill the screen.
    public static let choicesNamedInFull = 10

    /// The choices, for the message about typed text that picks none (after "must be", "is
    /// not"): all of them for a short list; for a long one how many there are, up to five
    /// close to `typed` (`Suggestions.nearest`, over values and labels) and where to see them
    /// all (true wherever the message is shown: a terminal, a pipe, `check`, the library).
    /// Every front end, `fill` and `check` get this one wording through `FieldValidator`.
    ///
    /// ```swift
    /// colour.choicesMessage(for: "pink")    // "one of: red, green, blue"
    /// country.choicesMessage(for: "germny") // "one of 54 choices; the closest: Germany (DE); 'formline describe FORM' lists them all ..."
    /// ```
    public func choicesMessage(for typed: String) -> String {
        guard choices.count > Self.choicesNamedInFull else { return "one of: \(choiceList)" }
        let spellings = choices.indices.map { index in [choices[index]] + (choiceLabel(at: index).map { [$0] } ?? []) }
        let near = Suggestions.nearest(to: typed, among: spellings, limit: 5)
        // The typed text itself is not repeated (it may be long: a `fill` record, `--set`); a
        // multiple choice names the one unknown item, a line break in it escaped.
        let close = near.isEmpty ? ", none close to the answer" : "; the closest: " + near.map(choiceListEntry(at:)).joined(separator: ", ")
        return "one of \(choices.count) choices\(close); 'formline describe FORM' lists them all"
    }

    /// The choice that typed `text` names: a value spelled exactly, else a label spelled
    /// exactly, else the one choice whose value or label matches ignoring case.
    public func choiceIndex(matching text: String) -> Int? {
        if let exact = choices.firstIndex(of: text) { return exact }
        if hasChoiceLabels, let exact = choiceLabels.firstIndex(where: { $0 == text }) { return exact }
        let lowered = text.lowercased()
        var found: Int?
        for index in choices.indices {
            let matches = choices[index].lowercased() == lowered || choiceLabel(at: index)?.lowercased() == lowered
            guard matches else { continue }
            if found != nil { return nil }
            found = index
        }
        return found
    }
}
