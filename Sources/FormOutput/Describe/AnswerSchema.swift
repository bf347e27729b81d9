import FormCore

/// `formline describe FORM --format json-schema`: a JSON Schema (draft 2020-12) of the answers
/// object `run` and `fill` write for the form: one property per field, typed by its kind
/// (`confirm` a boolean, `number` a number or integer, a list or multiple choice an array,
/// a date a string with `format: date`), with its bounds, pattern and choices (`oneOf` of
/// `const`/`title`), required fields in `required`, and each field with a `when` in an
/// `if`/`then` of `allOf`. What JSON Schema cannot say (date bounds, cross-field rules, paths
/// on disk, characters counted as people see them) is listed in docs/json-output.md.
///
/// ```swift
/// AnswerSchema(form: login).json
/// // {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Log in","type":"object",
/// //  "properties":{"username":{"type":"string","title":"Username","minLength":3,"maxLength":32,…},…},
/// //  "required":["username","password","remember"]}
/// ```
public struct AnswerSchema: Sendable {
    /// The form described.
    public let form: FormDefinition

    public init(form: FormDefinition) {
        self.form = form
    }

    /// The schema as one JSON object.
    public var json: String {
        var object = JSONObject()
        object["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        object["title"] = .string(form.title)
        object["description"] = form.description.map(JSONObject.Value.string)
        object["type"] = .string("object")
        var properties = JSONObject()
        for field in form.fields { properties[field.id] = .object(Self.property(for: field)) }
        object["properties"] = .object(properties)
        object["required"] = .array(form.fields.filter { $0.required && $0.condition == nil }.map { .string($0.id) })
        let conditional = form.fields.compactMap { field in conditionalSchema(for: field) }
        if !conditional.isEmpty { object["allOf"] = .array(conditional.map(JSONObject.Value.object)) }
        return object.text
    }

    /// One field's schema. An optional field's answer may also be `null` (unanswered).
    static func property(for field: FieldDefinition) -> JSONObject {
        var item = JSONObject()
        item["title"] = .string(field.label)
        item["description"] = field.help.map(JSONObject.Value.string)
        let type = KindDescription.answerSchema(field, into: &item)
        item["type"] = field.required ? .string(type) : .array([.string(type), .string("null")])
        if field.required { requireAnAnswer(field, in: &item) }
        item["default"] = defaultValue(of: field)
        let extra = formlineOnly(field)
        if !extra.isEmpty { item["x-formline"] = .object(extra) }
        if !field.required, field.offersChoices, !field.multiple, let oneOf = item["oneOf"], case .array(var options) = oneOf {
            var null = JSONObject()
            null["type"] = .string("null")
            options.append(.object(null))
            item["oneOf"] = .array(options)
        }
        return item
    }

    /// A required field's answer is not blank: what its kind adds (`requireAnAnswer`: a text,
    /// a path or a choice whose choices are computed holds a character that is not white
    /// space, a list one such row, a multiple choice or a group one item).
    private static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {
        field.requireAnAnswer(in: &item)
    }

    /// What only formline reads back (`formline import`, `run SCHEMA.json`), under
    /// `x-formline`: a path field's kind and rules, a multi-line text, the pattern's message,
    /// date bounds, a computed default's template, the shortcut. JSON Schema validators ignore it.
    static func formlineOnly(_ field: FieldDefinition) -> JSONObject {
        var extra = JSONObject()
        if field.namesPath {
            extra["kind"] = .string("path")
            if field.path.mustExist { extra["mustExist"] = .bool(true) }
            if field.path.pathKind != .any { extra["pathKind"] = .string(field.path.pathKind.rawValue) }
            if !field.path.extensions.isEmpty { extra["extensions"] = .array(field.path.extensions.map(JSONObject.Value.string)) }
        }
        if field.shape == .lines { extra["multiline"] = .bool(true) }
        extra["patternMessage"] = field.patternMessage.map(JSONObject.Value.string)
        if field.takesDate {
            extra["min"] = field.dateBounds.min.map { .string($0.description) }
            extra["max"] = field.dateBounds.max.map { .string($0.description) }
        }
        extra["default"] = field.computedDefault.map { .string($0.source) }
        extra["shortcut"] = field.shortcut.map(JSONObject.Value.string)
        return extra
    }

    /// A field's default as the answer it gives (`"no"` on a confirm is `false`), when the
    /// schema can say it: not a computed default, a secret's, or a date's relative one (`today`).
    static func defaultValue(of field: FieldDefinition) -> JSONObject.Value? {
        guard field.computedDefault == nil, field.defaultSource == nil, !field.isSecret, let value = field.defaultValue else { return nil }
        switch value {
        case .rows(let rows):
            return .array(rows.map(JSONObject.Value.string))
        case .text(let text):
            return field.answerJSON(default: text)
        }
    }

    /// `{"if":{…the condition holds…},"then":{"required":["frequency"]},"else":{"not":{"required":["frequency"]}}}`
    /// for a field with a `when`: shown, a required field is in the answers; hidden, the field
    /// is not. A condition on a list or a multiple choice is left out (its answer is an array; docs).
    private func conditionalSchema(for field: FieldDefinition) -> JSONObject? {
        guard let condition = field.condition,
              let source = form.field(condition.field), !source.holdsRows, !source.multiple else { return nil }
        var holds = JSONObject()
        switch condition.test {
        case .equals(let text):
            holds = Self.answered(condition.field, matching: Self.constant(text, for: source))
        case .notEquals(let text):
            holds["not"] = .object(Self.answered(condition.field, matching: Self.constant(text, for: source)))
        case .isIn(let texts):
            var anyOf = JSONObject()
            anyOf["enum"] = .array(texts.map { Self.constant($0, for: source)["const"] ?? .null })
            holds = Self.answered(condition.field, matching: anyOf)
        case .isSet(let set):
            var notNull = JSONObject()
            notNull["not"] = .object(Self.nullType)
            let answered = Self.answered(condition.field, matching: notNull)
            if set { holds = answered } else { holds["not"] = .object(answered) }
        }
        var present = JSONObject()
        present["required"] = .array([.string(field.id)])
        var absent = JSONObject()
        absent["not"] = .object(present)
        var item = JSONObject()
        item["if"] = .object(holds)
        if field.required { item["then"] = .object(present) }
        item["else"] = .object(absent)
        return item
    }

    /// `{"required":[id],"properties":{id: schema}}`: the field is in the answers and matches.
    private static func answered(_ id: String, matching schema: JSONObject) -> JSONObject {
        var properties = JSONObject()
        properties[id] = .object(schema)
        var object = JSONObject()
        object["required"] = .array([.string(id)])
        object["properties"] = .object(properties)
        return object
    }

    /// `{"const": value}` for a condition's text, typed as the field's answers are.
    private static func constant(_ text: String, for field: FieldDefinition) -> JSONObject {
        var object = JSONObject()
        object["const"] = field.conditionConstant(text)
        return object
    }

    private static var nullType: JSONObject {
        var object = JSONObject()
        object["type"] = .string("null")
        return object
    }
}
