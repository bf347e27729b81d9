/// Checks the cross-field rules of a form against a set of answers.
public struct RuleValidator: Sendable {
    /// The rules, in file order.
    public let rules: [CrossFieldRule]

    /// Creates a validator for `rules`.
    public init(rules: [CrossFieldRule]) {
        self.rules = rules
    }

    /// The first failing rule, considering only rules whose fields both have answers.
    ///
    /// - Parameter only: when given, only rules whose focused `field` is this id.
    public func firstFailure(in values: [String: FieldValue], only field: String? = nil) -> ValidationFailure? {
        for rule in rules where field == nil || rule.field == field {
            guard let value = values[rule.field], let other = values[rule.other] else { continue }
            if !holds(rule.comparison, value, other) {
                return ValidationFailure(field: rule.field, message: rule.message)
            }
        }
        return nil
    }

    private func holds(_ comparison: CrossFieldRule.Comparison, _ value: FieldValue, _ other: FieldValue) -> Bool {
        switch comparison {
        case .equals: return value == other
        case .notEquals: return value != other
        case .after: return (value.compare(to: other) ?? 0) > 0
        case .before: return (value.compare(to: other) ?? 0) < 0
        }
    }
}
