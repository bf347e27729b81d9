import FormCore

/// How `describe` tells each field kind: the kind's own projections (`FieldKindRules`'
/// `describeLines`, `describeJSON`, `answerSchema` and `elicitation`, in
/// `FormCore/Kinds/<Name>Kind.swift`) asked through the field, with the projections of a
/// whole field handed in for a group's sub-fields (`KindNesting`), and what every field of
/// `describe --format json` has whatever its kind.
enum KindDescription {
    /// `describe`'s lines for the field's kind, in order.
    static func summary(of field: FieldDefinition, in words: Words = .english) -> [(name: String, value: String)] {
        field.describeLines(in: words)
    }

    /// Members every field of `describe --format json` has whatever its kind, with the value
    /// they hold for other kinds (`describe(_:into:bounds:)` sets the kind's own).
    static let neutralJSON: [(key: String, value: JSONObject.Value)] = [
        (TextKind.linesKey, .bool(false)), ("choices", .array([])), ("choiceLabels", .array([])), ("multiple", .bool(false)),
        ("choicesFrom", .null),
    ]

    /// How a group's sub-fields and row rules are described: as whole fields are.
    static let nesting = KindNesting(memberJSON: { FormDescription.json(for: $0, section: nil) },
                                     ruleJSON: { FormDescription.json(for: $0) },
                                     memberSchema: { AnswerSchema.property(for: $0) })

    /// The kind's members of `describe --format json` (`bounds`: the field's bounds object).
    static func describe(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject) {
        field.describeJSON(into: &item, bounds: &bounds, nested: nesting)
    }

    /// The kind's part of the answers' JSON Schema (`AnswerSchema`): its members set in `item`,
    /// and its JSON type returned (`AnswerSchema` adds `null` for an optional field).
    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject) -> String {
        field.answerSchema(into: &item, nested: nesting)
    }

    /// The kind's part of one MCP elicitation property (`ElicitationSchema`): its type, bounds
    /// and default (what `session` holds) in `item`, its rules in words added to `notes`.
    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], session: FormSession) {
        let held = ElicitedValue(value: session.values[field.id], current: session.currentText(for: .field(field.id)))
        field.elicitation(into: &item, notes: &notes, held: held)
    }

    /// A note in `describe --format json`'s `notes`: where it is shown, its text as written.
    static func json(forNote note: FieldDefinition, section: String, before: String?) -> JSONObject {
        var item = JSONObject()
        item["id"] = .string(note.id)
        item["kind"] = .string(FieldKind.note.rawValue)
        item["text"] = .string(note.label)
        item["textComputed"] = .bool(note.computedDefault != nil)
        item["condition"] = note.condition.map { .object(FormDescription.json(for: $0)) } ?? .null
        item["section"] = .string(section)
        item["before"] = .optional(before)
        return item
    }
}
