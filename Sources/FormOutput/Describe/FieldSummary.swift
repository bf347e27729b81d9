import FormCore
/// Plain-language phrases for one field's rules, as `formline describe` lists them.
struct FieldSummary {
    let field: FieldDefinition

    /// `(name, value)` lines under the field, in a fixed order.
    var details: [(name: String, value: String)] {
        var lines: [(String, String)] = []
        if let help = field.help { lines.append(("help", help)) }
        lines += KindDescription.summary(of: field)
        if let value = defaultText { lines.append(("default", value)) }
        if let condition = field.condition { lines.append(("shown when", condition.summary)) }
        if let shortcut = field.shortcut { lines.append(("shortcut", Self.canonical(shortcut))) }
        return lines
    }

    private var defaultText: String? {
        switch field.defaultValue {
        case .text(let text)?: return text
        case .rows(let rows)?: return rows.joined(separator: ", ")
        case nil:
            guard field.takesAnswer else { return nil }
            if let source = field.defaultSource { return "from \(source.summary) (computed when the field is reached)" }
            return field.computedDefault.map { "\($0.source) (computed from earlier answers)" }
        }
    }

    /// `alt-e` for `M-E`; the text as written when it does not parse.
    static func canonical(_ shortcut: String) -> String {
        (try? ShortcutKey(parsing: shortcut)).map(\.description) ?? shortcut
    }
}
