/// Why one JSON Lines record was rejected.
public struct JSONLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `duplicate key "email"`.
    public let message: String
    /// The 1-based byte column in the line where the problem was found.
    public let column: Int

    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    /// "column N: message".
    public var description: String { "column \(column): \(message)" }
}
