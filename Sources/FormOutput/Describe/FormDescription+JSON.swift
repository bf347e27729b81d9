import FormCore
/// `formline describe --format json`: the form as data, shape version 1 (documented in
/// docs/json-output.md, schema in schema/describe.schema.json).
///
/// ```swift
/// FormDescription(form: login).json
/// // {"version":1,"title":"Log in",...,"fields":[{"id":"username","kind":"text","label":"Username",
/// //  "required":true,"default":null,"defaultComputed":false,"bounds":{"minLength":3,"maxLength":32},"pattern":"^[a-zA-Z0-9._-]+$",...}]}
/// ```
extension FormDescription {
    /// The version of the JSON shape; it changes only when a member changes meaning or goes away.
    public static let jsonVersion = 1

    /// The description as one JSON object.
    public var json: String {
        var object = JSONObject()
        object["version"] = .number(Double(Self.jsonVersion))
        object["title"] = .string(form.title)
        object["description"] = .optional(form.description)
        object["initialFocus"] = .optional(form.initialFocus)
        object["sections"] = .array(form.sections.map { section in
            var item = JSONObject()
            item["id"] = .string(section.id)
            item["title"] = .optional(section.title)
            return .object(item)
        })
        object["fields"] = .array(form.sections.flatMap { section in section.fields.map { .object(Self.json(for: $0, section: section.id)) } })
        let notes = form.sections.flatMap { section in
            section.notes.map { placed in
                JSONObject.Value.object(KindDescription.json(forNote: placed.note, section: section.id,
                                                      before: section.fields.indices.contains(placed.position) ? section.fields[placed.position].id : nil))
            }
        }
        if !notes.isEmpty { object["notes"] = .array(notes) }
        object["rules"] = .array(form.rules.map { .object(Self.json(for: $0)) })
        object["commands"] = .array(form.commands.map { .object(Self.json(for: $0)) })
        return object.text
    }

    /// A command: what it is for, its argument list, timeout and what it reads.
    private static func json(for command: FormCommand) -> JSONObject {
        var item = JSONObject()
        switch command.role {
        case .fieldCheck(let field):
            item["role"] = .string("fieldCheck")
            item["field"] = .string(field)
        case .formCheck:
            item["role"] = .string("formCheck")
            item["field"] = .optional(command.field)
        case .choices(let field):
            item["role"] = .string("choices")
            item["field"] = .string(field)
        case .defaultValue(let field):
            item["role"] = .string("default")
            item["field"] = .string(field)
        }
        item["run"] = .array(command.arguments.map { .string($0) })
        item["timeoutMilliseconds"] = .number(Double(command.timeoutMilliseconds))
        item["reads"] = .array(command.reads.map { .string($0) })
        item["stream"] = .bool(command.stream)
        return item
    }

    /// One field as `fields` lists it (also each entry of an incomplete run's `missing`,
    /// `IncompleteRun`: one home for a field's shape).
    static func json(for field: FieldDefinition, section: String?) -> JSONObject {
        var item = JSONObject()
        item["id"] = .string(field.id)
        item["kind"] = .string(field.kind.rawValue)
        item["label"] = .string(field.label)
        item["help"] = .optional(field.help)
        item["required"] = .bool(field.required)
        switch field.defaultValue {
        case .text(let text)?: item["default"] = .string(text)
        case .rows(let rows)?: item["default"] = .array(rows.map(JSONObject.Value.string))
        case nil: item["default"] = field.computedDefault.map { .string($0.source) } ?? .null
        }
        item["defaultComputed"] = .bool(field.computedDefault != nil || field.defaultSource != nil)
        // Every kind's members, neutral, in a fixed order; the field's kind fills in its own.
        item["bounds"] = .object(JSONObject())
        item["pattern"] = .optional(field.pattern?.source)
        item["patternMessage"] = .optional(field.patternMessage)
        for member in KindDescription.neutralJSON { item[member.key] = member.value }
        item["condition"] = field.condition.map { .object(json(for: $0)) } ?? .null
        item["section"] = .optional(section)
        item["shortcut"] = .optional(field.shortcut.map(FieldSummary.canonical))
        switch field.defaultSource {
        case .environment(let name)?: item["defaultFrom"] = KindProjection.sourceJSON(env: name)
        case .command(let command)?: item["defaultFrom"] = KindProjection.sourceJSON(command: command)
        case nil: item["defaultFrom"] = .null
        }
        var bounds = JSONObject()
        KindDescription.describe(field, into: &item, bounds: &bounds)
        item["bounds"] = .object(bounds)
        return item
    }

    /// A cross-field rule (the form's, or a group's between two sub-fields of a row).
    static func json(for rule: CrossFieldRule) -> JSONObject {
        var item = JSONObject()
        item["field"] = .string(rule.field)
        item["comparison"] = .string(rule.comparison.rawValue)
        item["other"] = .string(rule.other)
        item["message"] = .string(rule.message)
        return item
    }

    static func json(for condition: Condition) -> JSONObject {
        var item = JSONObject()
        item["field"] = .string(condition.field)
        switch condition.test {
        case .equals(let value): item["equals"] = .string(value)
        case .notEquals(let value): item["notEquals"] = .string(value)
        case .isIn(let values): item["in"] = .array(values.map(JSONObject.Value.string))
        case .isSet(let set): item["isSet"] = .bool(set)
        }
        item["summary"] = .string(condition.summary)
        return item
    }
}
