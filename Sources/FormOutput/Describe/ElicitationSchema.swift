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
    private let previous: [String: JSONObject.Value]

    /// Asks `fields` (secrets are left out), starting from what `session` holds; `messages`
    /// are the messages of refused answers by field id, `previous` the refused answers
    /// themselves, offered as the fields' defaults (when of the property's JSON type) so the
    /// person corrects them rather than typing them again.
    public init(fields: [FieldDefinition], session: FormSession, messages: [String: String],
                previous: [String: JSONObject.Value] = [:]) {
        self.fields = fields.contains { $0.isSecret } ? fields.filter { !$0.isSecret } : fields
        self.session = session
        self.messages = messages
        self.previous = previous
    }

    /// The schema as one JSON object.
    public var json: String {
        // By index: no field is copied.
        var properties = JSONObject()
        var required: [JSONObject.Value] = []
        for index in fields.indices {
            properties[fields[index].id] = .object(property(for: fields[index]))
            if fields[index].required { required.append(.string(fields[index].id)) }
        }
        var object = JSONObject()
        object["type"] = .string("object")
        object["properties"] = .object(properties)
        object["required"] = .array(required)
        return object.text
    }

    /// Whether a value is of a property's JSON type (a default of another type makes the schema wrong).
    private static func fits(_ value: JSONObject.Value, type: JSONObject.Value?) -> Bool {
        guard case .string(let type)? = type else { return false }
        switch (value, type) {
        case (.string, "string"), (.bool, "boolean"), (.array, "array"): return true
        case (.number, "number"): return true
        case (.number(let number), "integer"): return number.rounded() == number
        case (.numberText(let text), "number"): return Double(text) != nil
        case (.numberText(let text), "integer"): return Int(text) != nil
        default: return false
        }
    }

    private func property(for field: FieldDefinition) -> JSONObject {
        var item = JSONObject()
        item["title"] = .string(field.label)
        var notes: [String] = []
        if let message = messages[field.id] { notes.append("\(field.label) \(message).") }
        if let help = field.help { notes.append(help) }
        KindDescription.elicitation(field, into: &item, notes: &notes, session: session)
        if let value = previous[field.id], Self.fits(value, type: item["type"]) { item["default"] = value }
        if !notes.isEmpty { item["description"] = .string(notes.joined(separator: " ")) }
        return item
    }
}
