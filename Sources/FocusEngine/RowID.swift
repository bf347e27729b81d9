/// A list row's identity: stable while the row exists and never reused by its list.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number behind the id; a list hands these out in increasing order.
    public let rawValue: Int

    /// Wraps a raw number (a `FocusList` makes its own ids; this is for tests and decoding).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders ids by creation.
    public static func < (lhs: RowID, rhs: RowID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// "row#n".
    public var description: String { "row#\(rawValue)" }
}
