/// One choice of a choice field built in Swift: a value, shown as its label when it has one
/// (`{value: pro, label: "Pro – 10 €/month"}` in a form file). A string literal is a choice
/// without a label.
///
/// ```swift
/// Field.choice("plan", choices: [Choice("pro", label: "Pro – 10 €/month"), "basic"])
/// // the prompt shows "Pro – 10 €/month | basic"; typing either "pro" or the label answers "pro"
/// ```
public struct Choice: Sendable, Equatable, ExpressibleByStringLiteral {
    /// What the answers hold and `when` compares.
    public let value: String
    /// What is shown; nil shows the value.
    public let label: String?

    /// A choice with `value`, shown as `label` when given.
    public init(_ value: String, label: String? = nil) {
        self.value = value
        self.label = label
    }

    /// A choice without a label.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A plain value, or `{value, label}`.
    package var yaml: YAMLValue {
        guard let label else { return .text(value) }
        return .mapping([YAMLEntry(key: "value", value: .text(value)), YAMLEntry(key: "label", value: .text(label))])
    }
}
