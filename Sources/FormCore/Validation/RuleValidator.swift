/// Checks the cross-field rules of a form against a set of answers.
///
/// ```swift
/// let rules = RuleValidator(rules: form.rules)     // confirm equals password
/// rules.firstFailure(in: ["password": .text("a"), "confirm": .text("b")])?.field   // "confirm"
/// rules.firstFailure(in: ["password": .text("a")])                               // nil: confirm unanswered
/// ```
public struct RuleValidator: Sendable {
    /// The rules, in file order.
    public let rules: [CrossFieldRule]

    /// The positions in `rules` of the rules that refocus each field.
    private let rulesByField: [String: [Int]]
    /// The positions in `rules` of the rules that compare with each field (their `other`).
    private let rulesByOther: [String: [Int]]

    /// Creates a validator for `rules`.
    public init(rules: [CrossFieldRule]) {
        self.rules = rules
        rulesByField = Dictionary(grouping: rules.indices, by: { rules[$0].field })
        rulesByOther = Dictionary(grouping: rules.indices, by: { rules[$0].other })
    }

    /// The first failing rule that compares its field with `other` (a confirmation after
    /// the password it confirms changed): one step per such rule.
    ///
    /// ```swift
    /// rules.firstFailure(comparingWith: "password", value: answers)?.field   // "confirm"
    /// ```
    public func firstFailure(comparingWith other: String, value: (String) -> FieldValue?) -> ValidationFailure? {
        firstFailure(among: rulesByOther[other] ?? [], value: value)
    }

    /// The first failing rule whose focused `field` is this one, looking answers up with
    /// `value` (nil for no answer, or a hidden field): costs one step per such rule,
    /// however large the form.
    public func firstFailure(for field: String, value: (String) -> FieldValue?) -> ValidationFailure? {
        firstFailure(among: rulesByField[field] ?? [], value: value)
    }

    /// The first failing rule of all, looking answers up with `value`; rules missing either
    /// answer are skipped.
    public func firstFailure(value: (String) -> FieldValue?) -> ValidationFailure? {
        firstFailure(among: rules.indices, value: value)
    }

    /// The first failing rule, considering only rules whose fields both have answers in `values`.
    public func firstFailure(in values: [String: FieldValue]) -> ValidationFailure? {
        firstFailure(value: { values[$0] })
    }

    private func firstFailure(among indices: some Sequence<Int>, value: (String) -> FieldValue?) -> ValidationFailure? {
        for index in indices {
            let rule = rules[index]
            guard let mine = value(rule.field), let other = value(rule.other) else { continue }
            if !holds(rule.comparison, mine, other) {
                return .authored(field: rule.field, message: rule.message)
            }
        }
        return nil
    }

    /// Whether the rule at `index` in `rules` holds between its field's answer and the other's
    /// (FormRecords' `RecordValidator` walks its own rule indices; package, not public: an index
    /// from outside could be out of range).
    package func holds(rule index: Int, _ value: FieldValue, _ other: FieldValue) -> Bool {
        holds(rules[index].comparison, value, other)
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
