import FormCore
/// Plain-language phrases for one field's rules, as `formline describe` lists them.
struct FieldSummary {
    let field: FieldDefinition
    /// The language of the names and phrases (`DescribeWord`); the form's own texts as given.
    var words: Words = .english

    /// `(name, value)` lines under the field, in a fixed order.
    var details: [(name: String, value: String)] {
        var lines: [(String, String)] = []
        if let help = field.help { lines.append((words.describe(.detailHelp), help)) }
        lines += KindDescription.summary(of: field, in: words)
        if let value = defaultText { lines.append((words.describe(.detailDefault), value)) }
        if let condition = field.condition { lines.append((words.describe(.detailShownWhen), condition.summary(in: words))) }
        if let shortcut = field.shortcut { lines.append((words.describe(.detailShortcut), Self.canonical(shortcut))) }
        return lines
    }

    private var defaultText: String? {
        switch field.defaultValue {
        case .text(let text)?: return text
        case .rows(let rows)?: return rows.joined(separator: ", ")
        case nil:
            guard field.takesAnswer else { return nil }
            if let source = field.defaultSource { return words.describe(.defaultFrom, ["source": source.summary(in: words)]) }
            return field.computedDefault.map { words.describe(.computedTemplate, ["template": $0.source]) }
        }
    }

    /// `alt-e` for `M-E`; the text as written when it does not parse.
    static func canonical(_ shortcut: String) -> String {
        (try? ShortcutKey(parsing: shortcut)).map(\.description) ?? shortcut
    }
}
