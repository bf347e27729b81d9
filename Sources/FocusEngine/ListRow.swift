/// The stable identity of a list row: unique within its list, never reused.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number behind the id.
    public let rawValue: Int

    /// Creates an id.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// One row of a `FocusList`: its id and its text.
public struct ListRow: Equatable, Identifiable, Sendable {
    /// The row's stable id.
    public let id: RowID
    /// What the row holds.
    public var text: String

    /// Creates a row.
    public init(id: RowID, text: String) {
        self.id = id
        self.text = text
    }
}
