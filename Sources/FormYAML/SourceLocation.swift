/// A position in a source file: 1-based line and column (columns count Unicode scalars).
///
/// ```swift
/// SourceLocation(line: 6, column: 5).description     // "6:5"
/// ```
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in Unicode scalars.
    public let column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = max(1, line)
        self.column = max(1, column)
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
