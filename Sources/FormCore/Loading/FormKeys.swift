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
    /// Keys of a field, in the reference's order (`FieldKeyDescriptor.field`): `id`, `type`,
    /// the keys of every kind that takes an answer, each kind's own keys (`FieldKindRules.keys`),
    /// `when`, `shortcut`, `text` and `check`.
    /// `FieldKindTests` keeps it equal to what the kinds declare.
    public static let field = FieldKeyDescriptor.field.map(\.name)
    /// The keys every kind that takes an answer takes.
    static let answerKeys = ["label", "help", "required", "default", "check"]
    /// Keys of a choice written as an object: `{value: pro, label: "Pro – 10 €/month"}`.
    public static let choice = ["value", "label"]
    /// Keys of a `when:` condition.
    public static let condition = ["field", "equals", "notEquals", "in", "isSet"]
    /// Keys of a command: a field's `check:`, an item of the form's `checks:`.
    public static let command = ["run", "timeout", "reads", "field", "stream"]
    /// Keys of computed choices: `choices: {from: tags}`, `{file: …}`, `{run: […], timeout: 2s}`.
    public static let choiceSource = ["from", "file", "run", "timeout", "reads"]
    /// Keys of a computed default: `default: {env: USER}`, `{run: […]}`.
    public static let defaultSource = ["env", "run", "timeout", "reads"]
    /// Keys of a cross-field rule.
    public static let rule = ["field", "equals", "notEquals", "after", "before", "message"]

    /// Field keys that only some kinds take, with those kinds, as the kinds declare them
    /// (arrays: a `Set<FieldKind>` would cost a runtime conformance look-up, a third of a
    /// millisecond, at every start-up).
    public static let kindSpecific: [String: [FieldKind]] = {
        var specific: [String: [FieldKind]] = [:]
        for key in field where key != "id" && key != "type" && key != "when" {
            let kinds = FieldKind.allCases.filter { $0.takes(key) }
            if kinds.count < FieldKind.allCases.count { specific[key] = kinds }
        }
        return specific
    }()

    /// The field kinds that take a field key: those in `kindSpecific`, else every kind but
    /// for `default`, which secrets and groups never take (the loader refuses it with its
    /// own message: a group's sub-fields take defaults).
    public static func kinds(taking key: String) -> Set<FieldKind> {
        if key == "default" { return Set(FieldKind.allCases.filter { $0.takes(key) }).subtracting([.secret, .group]) }
        return Set(kindSpecific[key] ?? FieldKind.allCases)
    }
}

extension FieldKind {
    /// Whether a field of this kind takes `key` (beyond `id`, `type` and `when`).
    func takes(_ key: String) -> Bool {
        let rules = self.rules
        return rules.keys.contains(key) || (rules.takesAnswer && FormKeys.answerKeys.contains(key))
    }
}
