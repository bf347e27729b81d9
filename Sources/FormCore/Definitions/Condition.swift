/// A `when:` condition: the field is shown only while another field's answer matches.
///
/// ```swift
/// let condition = Condition(field: "newsletter", test: .equals("true"))
/// condition.isSatisfied(by: "true")    // true
/// condition.isSatisfied(by: nil)       // false: unanswered
/// ```
public struct Condition: Sendable, Equatable {
    /// How the other field's answer is tested.
    ///
    /// ```swift
    /// Condition(field: "plan", test: .isIn(["pro", "team"])).isSatisfied(by: "pro")    // true
    /// Condition(field: "phone", test: .isSet(true)).isSatisfied(by: nil)              // false
    /// ```
    public enum Test: Sendable, Equatable {
        /// The answer equals this text (booleans as `true`/`false`, dates as ISO).
        case equals(String)
        /// The answer differs from this text (an unanswered field differs from everything).
        case notEquals(String)
        /// The answer is one of these.
        case isIn([String])
        /// The field has (or, with `false`, has not) an answer.
        case isSet(Bool)
    }

    /// The id of the field the condition looks at.
    public var field: String
    /// The test applied to that field's answer.
    public var test: Test
    /// Where the condition is written (its `field:` value).
    public var location: SourceLocation?
    /// Where the values it compares with are written (one for `equals`/`notEquals`, one per
    /// item for `in`, none for `isSet`).
    public var valueLocations: [SourceLocation] = []

    /// Creates a condition.
    public init(field: String, test: Test, location: SourceLocation? = nil) {
        self.field = field
        self.test = test
        self.location = location
    }

    /// Whether an answer (in its canonical text form, nil when unanswered) passes.
    public func isSatisfied(by answer: String?) -> Bool {
        switch test {
        case .equals(let expected): return answer == expected
        case .notEquals(let expected): return answer != expected
        case .isIn(let options): return answer.map(options.contains) ?? false
        case .isSet(let expected): return (answer != nil) == expected
        }
    }
}
