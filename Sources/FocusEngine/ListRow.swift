/// One row of a `FocusList`: its stable id and its text (possibly empty).
///
/// ```swift
/// let list = FocusList(focus: focus, rows: ["milk"], focusValue: { .row($0) }, rowID: rowID)
/// list.rows[0]            // ListRow(id: row#0, text: "milk")
/// ```
public struct ListRow: Equatable, Identifiable, Sendable {
    /// The row's stable id.
    public let id: RowID
    /// The row's text.
    public var text: String

    /// Creates a row.
    public init(id: RowID, text: String) {
        self.id = id
        self.text = text
    }
}
