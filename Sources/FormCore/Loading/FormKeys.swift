/// The keys the form format allows in each place; the JSON Schema and the reference page
/// list the same keys (a test keeps them in step).
///
/// ```swift
/// FormKeys.kinds(taking: "choices")     // [.choice]
/// FormKeys.field.contains("shortcut")   // true
/// ```
public enum FormKeys {
    /// Keys at the top of a form file.
    public static let form = ["formline", "title", "description", "initialFocus", "fields", "sections", "rules", "checks"]
    /// Keys of a section.
    public static let section = ["id", "title", "fields"]
    /// Keys of a field.
    public static let field = [
        "id", "type", "label", "help", "required", "default",
        "minLength", "maxLength", "pattern", "patternMessage", "multiline",
        "choices", "multiple", "min", "max", "integer", "minItems", "maxItems",
        "mustExist", "pathKind", "extensions",
        "when", "shortcut", "check",
    ]
    /// Keys of a choice written as an object: `{value: pro, label: "Pro – 10 €/month"}`.
    public static let choice = ["value", "label"]
    /// Keys of a `when:` condition.
    public static let condition = ["field", "equals", "notEquals", "in", "isSet"]
    /// Keys of a command: a field's `check:`, an item of the form's `checks:`.
    public static let command = ["run", "timeout", "reads", "field", "stream"]
    /// Keys of a cross-field rule.
    public static let rule = ["field", "equals", "notEquals", "after", "before", "message"]

    /// Field keys that only some kinds take, with those kinds (arrays: a `Set<FieldKind>` would
    /// cost a runtime conformance look-up, a third of a millisecond, at every start-up).
    public static let kindSpecific: [String: [FieldKind]] = [
        "minLength": [.text, .secret, .list],
        "maxLength": [.text, .secret, .list],
        "pattern": [.text, .secret, .list],
        "patternMessage": [.text, .secret, .list],
        "multiline": [.text],
        "choices": [.choice],
        "multiple": [.choice],
        "min": [.number, .date],
        "max": [.number, .date],
        "integer": [.number],
        "minItems": [.list, .choice],
        "maxItems": [.list, .choice],
        "shortcut": [.text, .secret, .choice, .confirm, .number, .path],
        "mustExist": [.path],
        "pathKind": [.path],
        "extensions": [.path],
    ]

    /// The field kinds that take a field key: those in `kindSpecific`, else every kind but
    /// for `default`, which secrets never take (the loader refuses it with its own message).
    public static func kinds(taking key: String) -> Set<FieldKind> {
        if key == "default" { return Set(FieldKind.allCases).subtracting([.secret]) }
        return Set(kindSpecific[key] ?? FieldKind.allCases)
    }
}
