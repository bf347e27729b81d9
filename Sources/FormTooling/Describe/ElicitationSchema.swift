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
        KindDescription.elicitation(field, into: &item, notes: &notes, session: session)
        if !notes.isEmpty { item["description"] = .string(notes.joined(separator: " ")) }
        return item
    }
}
