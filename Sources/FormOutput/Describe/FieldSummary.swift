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
        if let condition = field.condition { lines.append(("shown when", Self.describe(condition))) }
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

    /// "3 to 32 characters", "at least 8 characters", "at most 1 row".
    static func range(_ min: Int?, _ max: Int?, unit: String) -> String? {
        func count(_ n: Int) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }
        switch (min, max) {
        case let (min?, max?): return min == max ? "exactly \(count(min))" : "\(min) to \(count(max))"
        case let (min?, nil): return "at least \(count(min))"
        case let (nil, max?): return "at most \(count(max))"
        case (nil, nil): return nil
        }
    }

    /// "newsletter is true", "plan is one of pro, team", "email is answered".
    static func describe(_ condition: Condition) -> String {
        let name = condition.field
        switch condition.test {
        case .equals(let value): return "\(name) is \(value)"
        case .notEquals(let value): return "\(name) is not \(value)"
        case .isIn(let values): return "\(name) is one of \(values.joined(separator: ", "))"
        case .isSet(let set): return "\(name) is \(set ? "answered" : "not answered")"
        }
    }

    /// `alt-e` for `M-E`; the text as written when it does not parse.
    static func canonical(_ shortcut: String) -> String {
        (try? ShortcutKey(parsing: shortcut)).map(\.description) ?? shortcut
    }
}
