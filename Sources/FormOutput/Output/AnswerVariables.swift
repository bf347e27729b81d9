import FormCore

/// The `FORMLINE_ANSWER_<NAME>` variables that answer a form's fields: each field's exact name
/// (`ShellName`, prefix `FORMLINE_ANSWER_`), and its upper-cased name where no exact name is
/// that already. A name that more than one field maps to answers none of them.
///
/// ```swift
/// AnswerVariables.names(for: login)
/// // [("FORMLINE_ANSWER_PASSWORD", ["password"]), …, ("FORMLINE_ANSWER_password", ["password"]), …]
/// AnswerVariables.variable(for: "password", in: login)   // "FORMLINE_ANSWER_password"
/// ```
public enum AnswerVariables {
    /// What every variable name starts with.
    public static let prefix = "FORMLINE_ANSWER_"

    /// Variable names and the ids they stand for: the upper-cased names first, then the exact
    /// ones (which so win when both are set).
    public static func names(for form: FormDefinition) -> [(name: String, ids: [String])] {
        var exact: [String: [String]] = [:], upper: [String: [String]] = [:]
        for field in form.fields {
            let name = ShellName.name(for: field.id, prefix: prefix)
            exact[name, default: []].append(field.id)
            upper[name.uppercased(), default: []].append(field.id)
        }
        let upperOnly = upper.filter { exact[$0.key] == nil }
        return upperOnly.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + exact.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The exact variable name that answers field `id`, or nil when another field maps to it too.
    public static func variable(for id: String, in form: FormDefinition) -> String? {
        let name = ShellName.name(for: id, prefix: prefix)
        return form.fields.filter { ShellName.name(for: $0.id, prefix: prefix) == name }.count == 1 ? name : nil
    }
}
