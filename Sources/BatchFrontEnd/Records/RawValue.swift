/// One value of a batch record, as read: not yet interpreted by the form.
public enum RawValue: Hashable, Sendable {
    /// A JSON string or a CSV cell (an empty cell is `.string("")`).
    case string(String)
    /// A JSON number, as its literal text (e.g. `"-1.5e3"`), so no precision is lost.
    case number(String)
    case bool(Bool)
    case null
    /// A JSON array of strings: a list field's rows.
    case array([String])
}
