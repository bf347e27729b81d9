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

    /// What the choice at `index` shows: its label, else its value.
    public func choiceTitle(at index: Int) -> String {
        choiceLabel(at: index) ?? choices[index]
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
        choices.indices.map { index in
            choiceLabel(at: index).map { "\($0) (\(choices[index]))" } ?? choices[index]
        }.joined(separator: ", ")
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
