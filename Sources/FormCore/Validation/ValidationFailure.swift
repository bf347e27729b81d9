/// Why an answer was refused, and which field gets focus because of it.
///
/// ```swift
/// if case .failure(let failure) = session.answer("short") {
///     print("\(failure.field): \(failure.message)")   // password: must be at least 8 characters
/// }
/// ```
public struct ValidationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The id of the field that is refocused.
    public let field: String
    /// What the person is told, e.g. "must be at least 8 characters".
    public let message: String
    /// Whether the answer is over one of `InputLimits` (a list's rows), not merely wrong:
    /// a piped run stops there instead of reading on.
    public let isInputLimit: Bool

    /// Creates a failure.
    public init(field: String, message: String, isInputLimit: Bool = false) {
        self.field = field
        self.message = message
        self.isInputLimit = isInputLimit
    }

    public var description: String { "\(field): \(message)" }
}
