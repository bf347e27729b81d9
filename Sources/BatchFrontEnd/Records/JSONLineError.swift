/// Why one JSON Lines record was rejected.
public struct JSONLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `duplicate key "email"`.
    public let message: String
    /// The 1-based byte column in the line where the problem was found.
    public let column: Int
    /// The known key (its index) whose value holds the problem, when it is inside one (a
    /// group's malformed row): the field a reject names.
    public let key: Int?

    public init(message: String, column: Int, key: Int? = nil) {
        self.message = message
        self.column = column
        self.key = key
    }

    /// "column N: message".
    public var description: String { "column \(column): \(message)" }
}
