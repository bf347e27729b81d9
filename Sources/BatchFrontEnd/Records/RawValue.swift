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
    /// A JSON array of objects (a group's rows), as its JSON text.
    case rows(String)

    /// The kind of this value.
    public var kind: RawValueKind {
        switch self {
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        case .array: .array
        case .rows: .rows
        }
    }
}

/// The kind of a `RawValue`, available without materializing it.
public enum RawValueKind: UInt8, Sendable, Equatable {
    case string, number, bool, null, array, rows
}
