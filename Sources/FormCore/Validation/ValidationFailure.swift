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

    /// Creates a failure.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}
