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
    /// `message` without the answer in it, for every report that must not echo values
    /// (`fill` rejects, `--set`, `--answers` and environment errors): a date or path
    /// message names the answer for the person typing it ("\"soon\" is not a date: …",
    /// "does not exist: /work/x"), this does not ("is not a date: …", "does not exist").
    public let withoutAnswer: String

    /// Creates a failure whose message does not show the answer.
    public init(field: String, message: String) {
        self.init(field: field, message: message, withoutAnswer: message)
    }

    /// Creates a failure whose message shows the answer, and what to say without it.
    public init(field: String, message: String, withoutAnswer: String) {
        self.field = field
        self.message = message
        self.withoutAnswer = withoutAnswer
    }

    public var description: String { "\(field): \(message)" }
}
