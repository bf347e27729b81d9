/// A rule between two fields, e.g. a password confirmation that must equal the password.
///
/// When it fails, focus moves to `field` with `message`.
///
/// ```swift
/// let rule = CrossFieldRule(field: "confirm", comparison: .equals, other: "password",
///                           message: "does not match the password")
/// RuleValidator(rules: [rule]).firstFailure(in: ["password": .text("a"), "confirm": .text("b")])
/// // ValidationFailure(field: "confirm", message: "does not match the password")
/// ```
public struct CrossFieldRule: Sendable, Equatable {
    /// How the two answers are compared.
    ///
    /// ```swift
    /// CrossFieldRule(field: "end", comparison: .after, other: "start", message: "ends before it starts")
    /// ```
    public enum Comparison: String, Sendable, CaseIterable {
        /// Both answers are equal.
        case equals
        /// The answers differ.
        case notEquals
        /// `field` comes after `other` (dates and numbers).
        case after
        /// `field` comes before `other` (dates and numbers).
        case before
    }

    /// The field that gets focus and the message when the rule fails.
    public var field: String
    /// The comparison.
    public var comparison: Comparison
    /// The other field's id.
    public var other: String
    /// What the person is told when the rule fails.
    public var message: String
    /// Where the rule's `field` is written.
    public var location: SourceLocation?
    /// Where the other field's id is written.
    public var otherLocation: SourceLocation?
    /// The translations of the message (see `TextTranslations`).
    public var translations = TextTranslations()
    /// Where the message is written.
    public var messageLocation: SourceLocation?

    /// Creates a rule.
    public init(field: String, comparison: Comparison, other: String, message: String, location: SourceLocation? = nil) {
        self.field = field
        self.comparison = comparison
        self.other = other
        self.message = message
        self.location = location
    }
}
