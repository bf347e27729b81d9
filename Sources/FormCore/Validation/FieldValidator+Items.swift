/// Answers given as items (`AnswerInput.items`): the one entry point `fill`, `--answers`,
/// `--set` and draft resume share for a JSON or YAML array, so the same array means the same
/// answer everywhere.
///
/// ```swift
/// topics.value(from: .items([" news\n", "", "jobs"]))   // .success(.list(["news", "jobs"]))
/// tags.value(from: .items(["a\r\nb"]))                 // .failure("row 1 holds a line break; …")
/// title.value(from: .items(["a"]))                     // .failure("takes one value, not a list")
/// ```
extension FieldValidator {
    /// The value an answer stands for, typed text or items.
    public func value(from input: AnswerInput) -> Result<FieldValue?, ValidationFailure> {
        switch input {
        case .text(let text): return value(from: text)
        case .items(let items): return value(fromItems: items)
        case .rows(let json): return value(fromRows: json)
        }
    }

    /// The value a JSON array of objects stands for: a group's rows (read as its text is);
    /// any other field refuses them, whichever way they came (a `fill` record, an answers file).
    public func value(fromRows json: String) -> Result<FieldValue?, ValidationFailure> {
        guard field.holdsRecords else {
            return .failure(fail("takes \(field.takesItems ? "a list of texts" : "one value"), not a list of objects (a group's rows)"))
        }
        return value(from: json)
    }

    /// The value items given apart stand for: each trimmed as typed text is, blank ones
    /// dropped, then checked as the list's rows or the multiple choice's items directly (an
    /// item holding a line break is refused, never split into two). Only a list and a multiple
    /// choice take items.
    public func value(fromItems items: [String]) -> Result<FieldValue?, ValidationFailure> {
        if field.holdsRecords {
            // No items is no rows, as `[]` is for a list (and as a group's text `[]` is).
            if items.isEmpty { return value(from: "[]") }
            return .failure(fail("takes its rows as objects of sub-field answers ([{\"\(members.first?.field.id ?? "id")\":\"…\"}]), not a list of texts"))
        }
        let rules = field.kind.rules
        guard rules.takesItems(field) else { return .failure(fail(.word(.validOneValue))) }
        if let item = items.firstIndex(where: AnswerText.holdsNUL) {
            return .failure(fail(.word(rules.itemNULMessage, ["number": String(item + 1)])))
        }
        return rules.value(items: Self.trimmedItems(items), with: self)
    }

    /// Whether items given apart are no answer: the field takes items and none holds anything
    /// but white space (one holding NUL is an answer, refused). Items given to a field that
    /// takes one value are never blank: they are refused as a list, whatever they hold.
    public func isBlank(items: [String]) -> Bool {
        field.takesItems && items.allSatisfy { isBlank($0) && !AnswerText.holdsNUL($0) }
    }

    /// Items as an answer holds them: each trimmed, blank ones dropped.
    public static func trimmedItems(_ items: [String]) -> [String] {
        items.map(AnswerText.trimmed).filter { !$0.isEmpty }
    }

    /// What a prompt is prefilled with for an answer: the text, or the items as one line (a
    /// multiple choice) or one row per line (a list).
    public func editableText(of input: AnswerInput) -> String {
        switch input {
        case .text(let text), .rows(let text): return text
        case .items(let items): return editableText(of: .list(Self.trimmedItems(items)))
        }
    }

    /// What a prompt is prefilled with for `value`: a multiple choice's values as one
    /// comma-separated line, a list's rows one per line (the kind's `editableText(items:)`),
    /// else the value's editable text.
    public func editableText(of value: FieldValue) -> String {
        if case .list(let items) = value { return field.kind.rules.editableText(items: items) }
        return value.editableText
    }
}
