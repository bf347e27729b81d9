import FormCore

/// The requested schema of one MCP elicitation round (`formline mcp`): MCP's flat form, an
/// object of primitive properties — strings (with `minLength`/`maxLength`, `format: date`),
/// numbers and integers (`minimum`/`maximum`), booleans, single-select enums with titles
/// (`oneOf` of `const`/`title`) and multi-select enums (`type: array`, `items.anyOf`).
///
/// What the flat form cannot carry is asked as a string and validated as typed text is
/// (`FormSession`, the same messages): a list (one row per line), a multi-line text, a path.
/// A field's `description` holds its help, its rules in words and, when its last answer was
/// refused, the message. Secrets are never asked (MCP forbids sensitive data in form mode).
///
/// ```swift
/// ElicitationSchema(fields: [newsletter], session: session, messages: [:]).json
/// // {"type":"object","properties":{"newsletter":{"type":"boolean","title":"Subscribe to the newsletter?","default":false}},"required":[]}
/// ```
public struct ElicitationSchema {
    /// The fields asked, in form order (never secrets).
    public let fields: [FieldDefinition]
    private let session: FormSession
    private let messages: [String: String]

    /// Asks `fields` (secrets are left out), starting from what `session` holds; `messages`
    /// are the messages of refused answers by field id.
    public init(fields: [FieldDefinition], session: FormSession, messages: [String: String]) {
        self.fields = fields.filter { $0.kind != .secret }
        self.session = session
        self.messages = messages
    }

    /// The schema as one JSON object.
    public var json: String {
        var properties = JSONObject()
        for field in fields { properties[field.id] = .object(property(for: field)) }
        var object = JSONObject()
        object["type"] = .string("object")
        object["properties"] = .object(properties)
        object["required"] = .array(fields.filter(\.required).map { .string($0.id) })
        return object.text
    }

    private func property(for field: FieldDefinition) -> JSONObject {
        var item = JSONObject()
        item["title"] = .string(field.label)
        var notes: [String] = []
        if let message = messages[field.id] { notes.append("\(field.label) \(message).") }
        if let help = field.help { notes.append(help) }
        let current = session.currentText(for: .field(field.id))
        switch field.kind {
        case .confirm:
            item["type"] = .string("boolean")
            if let value = session.values[field.id], case .bool(let flag) = value { item["default"] = .bool(flag) }
        case .number:
            item["type"] = .string(field.integer ? "integer" : "number")
            item["minimum"] = field.numberBounds.min.map { .numberText($0.text) }
            item["maximum"] = field.numberBounds.max.map { .numberText($0.text) }
            if let value = session.values[field.id], case .number(let number) = value { item["default"] = .numberText(number.text) }
        case .choice where field.multiple:
            item["type"] = .string("array")
            var items = JSONObject()
            items["anyOf"] = AnswerSchema.titledChoices(field)
            item["items"] = .object(items)
            item["minItems"] = field.minItems.map { .number(Double($0)) }
            item["maxItems"] = field.maxItems.map { .number(Double($0)) }
            if let value = session.values[field.id], case .list(let picked) = value { item["default"] = .array(picked.map(JSONObject.Value.string)) }
        case .choice:
            item["type"] = .string("string")
            item["oneOf"] = AnswerSchema.titledChoices(field)
            if !current.isEmpty, let value = session.values[field.id] { item["default"] = .string(value.canonicalText) }
        case .date:
            item["type"] = .string("string")
            item["format"] = .string("date")
            notes.append("A date, YYYY-MM-DD.")
            if !current.isEmpty, let value = session.values[field.id] { item["default"] = .string(value.canonicalText) }
        case .list:
            item["type"] = .string("string")
            notes.append("One row per line.")
            if let rows = FieldSummary(field: field).details.first(where: { $0.name == "rows" }) { notes.append("Rows: \(rows.value).") }
            if !current.isEmpty { item["default"] = .string(current) }
        case .note:
            break  // a note is no field: it is never elicited
        case .text, .path, .secret:
            item["type"] = .string("string")
            item["minLength"] = field.minLength.map { .number(Double($0)) }
            item["maxLength"] = field.maxLength.map { .number(Double($0)) }
            if field.shape == .lines { notes.append("Several lines.") }
            if let message = field.patternMessage { notes.append("It \(message).") }
            if field.kind == .path { notes.append("A path: \(field.path.summary).") }
            if !current.isEmpty { item["default"] = .string(current) }
        }
        if !notes.isEmpty { item["description"] = .string(notes.joined(separator: " ")) }
        return item
    }
}
