import FormRecords

/// Where `JSONCursor` puts what it parses: a `RawRecord` (owning copies of the values) or a
/// `RecordFieldsBuilder` (pointing into the line, for validation without copying).
///
/// The parser drives a sink member by member: `beginMember` says whether (and where) to store
/// the value that follows; the value calls then store it.
protocol JSONRecordSink {
    /// Decides where the value of the member whose key is spelled by `key` goes. `position`
    /// is the member's position in the object (0, 1, …): a hint for key lookups, as records
    /// usually list keys in form order.
    mutating func beginMember(key: UnsafeBufferPointer<UInt8>, position: Int) -> JSONMemberSlot

    /// Stores a string or a number literal; `bytes` stay valid until the next line is parsed.
    mutating func appendText(_ kind: RawValueKind, _ bytes: UnsafeBufferPointer<UInt8>, key: Int)
    /// Stores a string whose bytes are printable ASCII without quotes or backslashes (the
    /// parser has scanned them): by default the same as `appendText(.string, …)`.
    mutating func appendPlainText(_ bytes: UnsafeBufferPointer<UInt8>, key: Int)
    mutating func appendBool(_ value: Bool, key: Int)
    mutating func appendNull(key: Int)
    /// Begins an array value: items follow with `appendItem`, then `endArray`.
    mutating func beginArray(key: Int)
    mutating func appendItem(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func endArray()

    /// Whether the sink takes a group's rows cell by cell (`appendRowCell`) as well as whole.
    static var takesRowCells: Bool { get }
    /// One answer of a group's rows (a stored key's): row `row` (0-based) gives `value` for
    /// `key`; bytes stay valid until the next line is parsed. Then `appendRows` stores the rows.
    mutating func appendRowCell(row: Int, key: UnsafeBufferPointer<UInt8>, value: RecordValue)
    /// Stores a group's rows: `text` the array's JSON text, `rows` how many objects it holds.
    mutating func appendRows(_ text: UnsafeBufferPointer<UInt8>, rows: Int, key: Int)
}

/// What to do with one member's value.
extension JSONRecordSink {
    mutating func appendPlainText(_ bytes: UnsafeBufferPointer<UInt8>, key: Int) {
        appendText(.string, bytes, key: key)
    }

    /// By default a group's rows are kept as their text only.
    static var takesRowCells: Bool { false }
    mutating func appendRowCell(row: Int, key: UnsafeBufferPointer<UInt8>, value: RecordValue) {}
    mutating func appendRows(_ text: UnsafeBufferPointer<UInt8>, rows: Int, key: Int) {
        appendText(.rows, text, key: key)
    }
}

enum JSONMemberSlot {
    /// Store the value under this key slot.
    case store(Int)
    /// Validate the value but keep nothing (a key outside the known keys, now listed as unknown).
    case skip
    /// The key was already seen in this object: an error naming it.
    case duplicate(String)
}
