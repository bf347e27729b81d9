import FormCore
import FormRecords

/// A JSON Lines record as the validator reads it: one `RecordValue` per known key, pointing
/// straight into the parsed line (or the parser's arena for unescaped strings), so nothing is
/// copied between reading a record and validating it. Keys outside the known keys are listed
/// in `unknownKeys`.
///
/// The values are valid until the parser reads the next line. Reuse one builder per input.
public struct RecordFieldsBuilder: JSONRecordSink {
    /// The keys stored, by index.
    public let keys: RecordKeys
    /// One value per known key, in known-key order.
    package private(set) var fields: RecordFields
    /// Keys present in the record but not among the known keys, in input order.
    public private(set) var unknownKeys: [String] = []
    private var unknownSet: Set<String> = []
    private var arrayKey = -1
    /// Whether `fields` holds an array's rows (only then does `reset` need `RecordFields.reset`).
    private var hasRows = false
    private var arrayItems: [String] = []
    /// The cells of the group's rows being read (`appendRowCell`), for `appendRows`.
    private var groupCells = 0..<0

    /// A builder for records keyed by `keys` (a validator's field ids, in form order).
    public init(keys: RecordKeys) {
        self.keys = keys
        fields = RecordFields(count: keys.count)
    }

    /// Empties the builder for the next record (the parser does this before each line).
    public mutating func reset() {
        if hasRows {
            fields.reset()
            hasRows = false
            groupCells = 0..<0
        } else {
            // Inline here: `RecordFields.reset` would be a call into FormCore per record.
            fields.values.withUnsafeMutableBufferPointer { values in
                for index in values.indices { values[index] = .missing }
            }
        }
        if !unknownKeys.isEmpty {
            unknownKeys.removeAll(keepingCapacity: true)
            unknownSet.removeAll(keepingCapacity: true)
        }
    }

    @inline(__always)
    mutating func beginMember(key: UnsafeBufferPointer<UInt8>, position: Int) -> JSONMemberSlot {
        if let index = keys.index(ofUTF8: key, expected: position) {
            // Every value stored is something other than `.missing`: a second one is a duplicate.
            guard case .missing = fields.values[index] else { return .duplicate(keys.names[index]) }
            return .store(index)
        }
        let name = String(decoding: key, as: UTF8.self)
        guard unknownSet.insert(name).inserted else { return .duplicate(name) }
        unknownKeys.append(name)
        return .skip
    }

    mutating func appendText(_ kind: RawValueKind, _ bytes: UnsafeBufferPointer<UInt8>, key: Int) {
        if kind == .rows {
            fields.setObjects(String(decoding: bytes, as: UTF8.self), at: key)
            hasRows = true
            return
        }
        fields.values[key] = kind == .number ? .number(bytes) : .string(bytes)
    }

    mutating func appendPlainText(_ bytes: UnsafeBufferPointer<UInt8>, key: Int) {
        fields.values[key] = .plainString(bytes)
    }

    mutating func appendBool(_ value: Bool, key: Int) { fields.values[key] = .bool(value) }

    mutating func appendNull(key: Int) { fields.values[key] = .null }

    static var takesRowCells: Bool { true }

    mutating func appendRowCell(row: Int, key: UnsafeBufferPointer<UInt8>, value: RecordValue) {
        let number = fields.appendCell(RowCell(row: row, key: key, value: value))
        if groupCells.isEmpty { groupCells = number..<number }
        groupCells = groupCells.lowerBound..<(number + 1)
        hasRows = true
    }

    mutating func appendRows(_ text: UnsafeBufferPointer<UInt8>, rows: Int, key: Int) {
        fields.setGroupRows(text: text, rows: rows, cells: groupCells, at: key)
        groupCells = 0..<0
        hasRows = true
    }

    mutating func beginArray(key: Int) {
        arrayKey = key
        arrayItems = []
    }

    mutating func appendItem(_ bytes: UnsafeBufferPointer<UInt8>) {
        arrayItems.append(String(decoding: bytes, as: UTF8.self))
    }

    mutating func endArray() {
        fields.setRows(arrayItems, at: arrayKey)
        hasRows = true
        arrayItems = []
    }
}
