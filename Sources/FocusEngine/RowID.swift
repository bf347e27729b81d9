/// A list row's identity: stable while the row exists and never reused by its list.
///
/// A `FocusList` makes its own ids, in increasing order: `list.rows[0].id < list.rows[1].id`
/// for rows added one after the other, and `"\(id)"` reads `row#0`.
///
/// ```swift
/// let list = FocusList(focus: focus, rows: ["a", "b"], focusValue: { .row($0) }, rowID: rowID)
/// list.rows[0].id < list.rows[1].id     // true: ids grow as rows are made
/// "\(list.rows[0].id)"                   // "row#0"
/// ```
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number behind the id; a list hands these out in increasing order.
    let rawValue: Int

    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders ids by creation.
    public static func < (lhs: RowID, rhs: RowID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// "row#n".
    public var description: String { "row#\(rawValue)" }
}
