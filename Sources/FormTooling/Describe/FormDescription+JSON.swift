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
        object["rules"] = .array(form.rules.map { rule in
            var item = JSONObject()
            item["field"] = .string(rule.field)
            item["comparison"] = .string(rule.comparison.rawValue)
            item["other"] = .string(rule.other)
            item["message"] = .string(rule.message)
            return .object(item)
        })
        return object.text
    }

    /// One field as `fields` lists it (also each entry of an incomplete run's `missing`,
    /// `IncompleteRun`: one home for a field's shape).
    static func json(for field: FieldDefinition, section: String) -> JSONObject {
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
        item["defaultComputed"] = .bool(field.computedDefault != nil)
        item["bounds"] = .object(bounds(of: field))
        item["pattern"] = .optional(field.pattern?.source)
        item["patternMessage"] = .optional(field.patternMessage)
        item["multiline"] = .bool(field.multiline)
        item["choices"] = .array(field.choices.map(JSONObject.Value.string))
        item["choiceLabels"] = .array(field.choices.indices.map { .optional(field.choiceLabel(at: $0)) })
        item["multiple"] = .bool(field.multiple)
        item["condition"] = field.condition.map { .object(json(for: $0)) } ?? .null
        item["section"] = .string(section)
        item["shortcut"] = .optional(field.shortcut.map(FieldSummary.canonical))
        if field.kind == .path { item["path"] = .object(json(for: field.path)) }
        return item
    }

    /// `{"mustExist":true,"pathKind":"file","extensions":["yaml"],"summary":"an existing file ending in .yaml"}`
    private static func json(for rules: PathRules) -> JSONObject {
        var item = JSONObject()
        item["mustExist"] = .bool(rules.mustExist)
        item["pathKind"] = .string(rules.pathKind.rawValue)
        item["extensions"] = .array(rules.extensions.map(JSONObject.Value.string))
        item["summary"] = .string(rules.summary)
        return item
    }

    private static func bounds(of field: FieldDefinition) -> JSONObject {
        var bounds = JSONObject()
        bounds["minLength"] = field.minLength.map { .number(Double($0)) }
        bounds["maxLength"] = field.maxLength.map { .number(Double($0)) }
        if field.kind == .number {
            bounds["min"] = field.numberBounds.min.map { .numberText($0.text) }
            bounds["max"] = field.numberBounds.max.map { .numberText($0.text) }
            if field.integer { bounds["integer"] = .bool(true) }
        }
        if field.kind == .date {
            bounds["min"] = field.dateBounds.min.map { .string($0.description) }
            bounds["max"] = field.dateBounds.max.map { .string($0.description) }
        }
        bounds["minItems"] = field.minItems.map { .number(Double($0)) }
        // A list takes at most `InputLimits.maximumListRows` rows without a maxItems of its own.
        let maxItems = field.kind == .list ? field.maxItems ?? InputLimits.maximumListRows : field.maxItems
        bounds["maxItems"] = maxItems.map { .number(Double($0)) }
        return bounds
    }

    private static func json(for condition: Condition) -> JSONObject {
        var item = JSONObject()
        item["field"] = .string(condition.field)
        switch condition.test {
        case .equals(let value): item["equals"] = .string(value)
        case .notEquals(let value): item["notEquals"] = .string(value)
        case .isIn(let values): item["in"] = .array(values.map(JSONObject.Value.string))
        case .isSet(let set): item["isSet"] = .bool(set)
        }
        item["summary"] = .string(FieldSummary.describe(condition))
        return item
    }
}
