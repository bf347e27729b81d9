/// Why a field's `pattern` is not a usable regular expression.
///
/// ```swift
/// do { _ = try FieldPattern("[a-") }
/// catch { print(error.message, error.offset as Any) }    // what is wrong, and where
/// ```
public struct PatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. "'*' has nothing to repeat".
    public let message: String
    /// Where, as a 0-based offset in Unicode scalars into the pattern source, when known.
    public let offset: Int?

    public init(message: String, offset: Int?) {
        self.message = message
        self.offset = offset
    }

    /// The message, followed by "at offset N" when the offset is known.
    public var description: String {
        offset.map { "\(message) (at offset \($0))" } ?? message
    }
}
