/// Multiple choice answers (`type: choice` with `multiple: true`): one line of items
/// separated by commas (`ChoiceItems`), each a choice's value or label as a single choice
/// takes it (`FieldDefinition.choiceIndex(matching:)`). Repeats collapse; the answer is a
/// `.list` of values in `choices` order, counted by `ItemCounts`.
///
/// ```swift
/// var topics = FieldDefinition(id: "topics", kind: .choice)
/// topics.choices = ["news", "events", "jobs"]
/// topics.multiple = true
/// topics.itemBounds.max = 2
/// let validator = FieldValidator(field: topics, today: today)
/// validator.value(from: "jobs, NEWS, jobs")    // .success(.list(["news", "jobs"]))
/// validator.value(from: "news, sports")        // .failure("'sports' is not one of: news, events, jobs")
/// validator.editableText(of: .list(["news", "jobs"]))   // "news, jobs"
/// ```
extension FieldValidator {
    /// The values a non-blank line picks, or why it picks none.
    func multipleChoices(_ text: String) -> Result<[String], ValidationFailure> {
        switch ChoiceItems.split(text) {
        case .success(let items): return multipleChoices(items: items)
        case .failure(let problem): return .failure(fail(problem.message))
        }
    }

    /// `value(from:)` for items already apart (a JSON array's, a YAML list's, a value held):
    /// the answer their `ChoiceItems.join`ed line gives, without joining and splitting again.
    /// Each item must be trimmed and not empty, as `ChoiceItems.split` leaves them.
    func multipleChoiceValue(items: [String]) -> Result<FieldValue?, ValidationFailure> {
        guard !items.isEmpty else { return field.required ? .failure(fail("is required")) : .success(nil) }
        // The joined line would hold the line break, and a line of items is one line.
        if items.contains(where: LineBreaks.contains) { return .failure(lineBreakFailure) }
        return multipleChoices(items: items).map { .list($0) }
    }

    /// The values `items` pick, each once and in `choices` order, or why they pick none.
    private func multipleChoices(items: [String]) -> Result<[String], ValidationFailure> {
        var picked = Array(repeating: false, count: field.choices.count)
        for item in items {
            guard let index = field.choiceIndex(matching: item) else {
                return .failure(fail("'\(LineBreaks.escaped(item))' is not \(field.choicesMessage(for: item))"))
            }
            picked[index] = true
        }
        let values = field.choices.indices.filter { picked[$0] }.map { field.choices[$0] }
        if let failure = countFailure(values.count) { return .failure(failure) }
        return .success(values)
    }

    /// Checks how many choices are picked against `required` and the field's counts (`ItemCounts`).
    func countFailure(_ count: Int) -> ValidationFailure? {
        if field.required, count == 0 { return fail("is required") }
        return ItemCounts.failure(count: count, of: field, unit: "choice").map(fail)
    }

    /// What a prompt is prefilled with for `value`: a multiple choice's values as one
    /// comma-separated line, a list's rows one per line, else the value's editable text.
    public func editableText(of value: FieldValue) -> String {
        if case .list(let items) = value {
            return field.kind == .choice ? ChoiceItems.join(items) : items.joined(separator: "\n")
        }
        return value.editableText
    }

    /// Why a `default:` written as a list is not a valid multiple choice answer: an item that
    /// is no choice, a choice listed twice, or too few or too many; nil when it is valid.
    func defaultChoicesFailure(_ items: [String]) -> ValidationFailure? {
        guard field.kind == .choice, field.multiple else { return fail("cannot be a list") }
        var seen: Set<Int> = []
        for item in items {
            guard let index = field.choiceIndex(matching: item) else {
                return fail("lists '\(LineBreaks.escaped(item))', which is not \(field.choicesMessage(for: item))")
            }
            if !seen.insert(index).inserted { return fail("lists '\(field.choices[index])' twice") }
        }
        return countFailure(seen.count)
    }
}
