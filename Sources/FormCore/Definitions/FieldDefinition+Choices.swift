/// Choices with labels: `choices: [{value: pro, label: "Pro – 10 €/month"}, basic]`.
/// The label is what people see; the value is what the answers hold and `when` compares.
/// Typing either (case-insensitively) picks the choice.
///
/// ```swift
/// let plan = FieldDefinition(id: "plan", settings: .choice(ChoiceSettings(choices: ["pro", "basic"], labels: ["Pro – 10 €/month", nil])))
/// plan.choiceTitles                          // ["Pro – 10 €/month", "basic"]
/// plan.choiceIndex(matching: "pro – 10 €/MONTH")  // 0
/// plan.choiceTitle(forValue: "pro")          // "Pro – 10 €/month"
/// ```
extension FieldDefinition {
    /// Whether any choice has a label.
    package var hasChoiceLabels: Bool { !choiceLabels.isEmpty }

    /// The label given to the choice at `index`, or nil when it shows its value.
    package func choiceLabel(at index: Int) -> String? {
        choiceLabels.indices.contains(index) ? choiceLabels[index] : nil
    }

    /// What the choice at `index` shows: its label, else its value; empty for an index that
    /// is not a choice's.
    package func choiceTitle(at index: Int) -> String {
        choiceLabel(at: index) ?? (choices.indices.contains(index) ? choices[index] : "")
    }

    /// What each choice shows, in order.
    public var choiceTitles: [String] {
        hasChoiceLabels ? choices.indices.map(choiceTitle(at:)) : choices
    }

    /// What a stored value shows: its choice's label, else the value itself.
    package func choiceTitle(forValue value: String) -> String {
        guard hasChoiceLabels, let index = choices.firstIndex(of: value) else { return value }
        return choiceTitle(at: index)
    }

    /// The choices for a message: `Pro – 10 €/month (pro), basic`.
    package var choiceList: String {
        let choices = choices, labels = choiceLabels
        var list = ""
        for index in choices.indices {
            if index > 0 { list += ", " }
            Self.appendChoiceListEntry(at: index, of: choices, labels: labels, to: &list)
        }
        return list
    }

    /// One choice as a message names it: `Pro – 10 €/month (pro)`, or `basic` without a label.
    func choiceListEntry(at index: Int) -> String {
        var entry = ""
        appendChoiceListEntry(at: index, to: &entry)
        return entry
    }

    /// `choiceListEntry(at:)` appended to `text`: `Germany (DE)`, or the value alone.
    func appendChoiceListEntry(at index: Int, to text: inout String) {
        Self.appendChoiceListEntry(at: index, of: choices, labels: choiceLabels, to: &text)
    }

    /// `appendChoiceListEntry(at:to:)` on the choices and labels read once (each read of a
    /// field's `choices` goes through its settings).
    static func appendChoiceListEntry(at index: Int, of choices: [String], labels: [String?], to text: inout String) {
        guard labels.indices.contains(index), let label = labels[index] else {
            text += choices[index]
            return
        }
        text += label
        text += " ("
        text += choices[index]
        text += ")"
    }

    /// Choice fields with more choices than this are not named in full in a message (nor read
    /// out in accessible mode): a long list would fill the screen.
    package static let choicesNamedInFull = 10

    /// The choices, for the message about a default's item that picks none (after "is not"):
    /// all of them for a short list; for a long one how many there are, up to five close to
    /// `typed` (`Suggestions.nearest`, over values and labels) and where to see them all, in
    /// the catalog's words (`choicesOneOf…`; a typed answer's message says it with
    /// `choicesFailureText`, from the same `choicesNamed`).
    ///
    /// ```swift
    /// colour.choicesText(for: "pink", suggesting: nil).english   // "one of: red, green, blue"
    /// ```
    func choicesText(for typed: String, suggesting candidates: Suggestions.Candidates?) -> MessageText {
        switch choicesNamed(for: typed, suggesting: candidates) {
        case .all(let list): MessageText(.choicesOneOf, ["choices": .verbatim(list)])
        case .many(let count, nil): MessageText(.choicesOneOfNoneClose, ["count": .verbatim(String(count))])
        case .many(let count, let closest?): MessageText(.choicesOneOfClosest, ["count": .verbatim(String(count)), "closest": .verbatim(closest)])
        }
    }

    /// The choices a message names for typed text that picks none: all of them (a short
    /// list), or how many there are and the closest (nil: none is close).
    enum ChoicesNamed {
        case all(String)
        case many(count: Int, closest: String?)
    }

    /// `choicesText(for:suggesting:)`'s and `choicesFailureText`'s choices, before they are put in words.
    func choicesNamed(for typed: String, suggesting candidates: Suggestions.Candidates?) -> ChoicesNamed {
        let choices = choices
        guard choices.count > Self.choicesNamedInFull, let candidates else { return .all(choiceList) }
        let near = Suggestions.nearest(to: typed, among: candidates, limit: 5)
        // The typed text itself is not repeated (it may be long: a `fill` record, `--set`); a
        // multiple choice names the one unknown item, a line break in it escaped.
        guard !near.isEmpty else { return .many(count: choices.count, closest: nil) }
        let labels = choiceLabels
        var closest = ""
        closest.reserveCapacity(96)
        for (position, index) in near.enumerated() {
            if position > 0 { closest += ", " }
            Self.appendChoiceListEntry(at: index, of: choices, labels: labels, to: &closest)
        }
        return .many(count: choices.count, closest: closest)
    }

    /// Why typed text picks no choice, in catalog keys: "must be one of: …", or with `item`
    /// (one item of several picks, shown escaped) "'item' is not one of: …".
    func choicesFailureText(for typed: String, item: String?, suggesting candidates: Suggestions.Candidates?) -> MessageText {
        // Each array made at its size: a refused `fill` record pays for every allocation.
        let shown = item.map { MessageText.Value("item", .verbatim($0)) }
        switch choicesNamed(for: typed, suggesting: candidates) {
        case .all(let list):
            let choices = MessageText.Value("choices", .verbatim(list))
            return shown.map { .word(.validChoiceItemNot, [$0, choices]) } ?? .word(.validChoiceMustBe, [choices])
        case .many(let count, nil):
            let count = MessageText.Value("count", .verbatim(String(count)))
            return shown.map { .word(.validChoiceItemNotNoneClose, [$0, count]) } ?? .word(.validChoiceMustBeNoneClose, [count])
        case .many(let count, let closest?):
            let count = MessageText.Value("count", .verbatim(String(count))), near = MessageText.Value("closest", .verbatim(closest))
            return shown.map { .word(.validChoiceItemNotClosest, [$0, count, near]) } ?? .word(.validChoiceMustBeClosest, [count, near])
        }
    }

    /// Each choice's spellings as typed text may name it: its value, then its label.
    var choiceSpellings: [[String]] {
        let choices = choices, labels = choiceLabels
        return choices.indices.map { index in [choices[index]] + (labels.indices.contains(index) ? labels[index].map { [$0] } ?? [] : []) }
    }

    /// The choice that typed `text` names: a value spelled exactly, else a label spelled
    /// exactly, else the one choice whose value or label matches ignoring case
    /// (`ChoiceMatcher`, which a validator prepares once).
    package func choiceIndex(matching text: String) -> Int? {
        ChoiceMatcher(self, suggesting: false).index(matching: text)
    }
}

/// The choices of a choice field as typed text is matched against them, prepared once (a
/// validator holds one): exact values and labels, and every spelling lower-cased, in tables,
/// so a match is a look-up whatever the number of choices; and the spellings "did you mean"
/// compares a refused answer with (`Suggestions.Candidates`, for a list too long to name).
///
/// ```swift
/// let matcher = ChoiceMatcher(plan)          // choices [pro, basic], labels ["Pro – 10 €/month", nil]
/// matcher.index(matching: "BASIC")           // 1
/// matcher.index(matching: "pro – 10 €/MONTH") // 0
/// ```
package struct ChoiceMatcher: Sendable {
    /// Each value, and each label, spelled exactly: the first choice spelled so.
    private let values: [String: Int]
    private let labels: [String: Int]
    /// Each value and label lower-cased: its choice, or -1 when two choices share it.
    private let folded: [String: Int]
    /// Whether every value is ASCII, and every label (the byte path's case folding is exact then).
    package let valuesAreASCII: Bool
    package let labelsAreASCII: Bool
    /// The spellings for "did you mean", for a list longer than `choicesNamedInFull`.
    package let suggestions: Suggestions.Candidates?

    /// `suggesting`: prepare the spellings for "did you mean" too.
    package init(_ field: FieldDefinition, suggesting: Bool = true) {
        var values: [String: Int] = [:], labels: [String: Int] = [:], folded: [String: Int] = [:]
        values.reserveCapacity(field.choices.count)
        folded.reserveCapacity(field.choices.count * (field.hasChoiceLabels ? 2 : 1))
        for (index, value) in field.choices.enumerated() {
            if values[value] == nil { values[value] = index }
            var spellings = [value.lowercased()]
            if let label = field.choiceLabel(at: index) {
                if labels[label] == nil { labels[label] = index }
                spellings.append(label.lowercased())
            }
            for spelling in spellings {
                if let other = folded[spelling], other != index { folded[spelling] = -1 } else { folded[spelling] = index }
            }
        }
        self.values = values
        self.labels = labels
        self.folded = folded
        valuesAreASCII = field.choices.allSatisfy { ASCIIText.isASCII($0) }
        labelsAreASCII = field.choiceLabels.allSatisfy { $0.map(ASCIIText.isASCII) ?? true }
        suggestions = suggesting && field.choices.count > FieldDefinition.choicesNamedInFull
            ? Suggestions.Candidates(field.choiceSpellings) : nil
    }

    /// The choice that typed `text` names (`FieldDefinition.choiceIndex(matching:)`).
    package func index(matching text: String) -> Int? {
        if let exact = values[text] { return exact }
        if let exact = labels[text] { return exact }
        guard let found = folded[text.lowercased()], found >= 0 else { return nil }
        return found
    }
}
