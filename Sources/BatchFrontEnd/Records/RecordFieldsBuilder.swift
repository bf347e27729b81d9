import FormCore

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
    /// Whether each known key already has a value in this record (a second one is a
    /// duplicate): read here rather than through `fields`, whose values are not trivial to copy.
    private var seen: [Bool]
    private var arrayKey = -1
    private var arrayItems: [String] = []

    /// A builder for records keyed by `keys` (a validator's field ids, in form order).
    public init(keys: RecordKeys) {
        self.keys = keys
        fields = RecordFields(count: keys.count)
        seen = Array(repeating: false, count: keys.count)
    }

    /// Empties the builder for the next record (the parser does this before each line).
    public mutating func reset() {
        fields.reset()
        seen.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
        if !unknownKeys.isEmpty {
            unknownKeys.removeAll(keepingCapacity: true)
            unknownSet.removeAll(keepingCapacity: true)
        }
    }

    mutating func beginMember(key: UnsafeBufferPointer<UInt8>, position: Int) -> JSONMemberSlot {
        if let index = keys.index(ofUTF8: key, expected: position) {
            if seen[index] { return .duplicate(keys.names[index]) }
            seen[index] = true
            return .store(index)
        }
        let name = String(decoding: key, as: UTF8.self)
        guard unknownSet.insert(name).inserted else { return .duplicate(name) }
        unknownKeys.append(name)
        return .skip
    }

    mutating func appendText(_ kind: RawValueKind, _ bytes: UnsafeBufferPointer<UInt8>, key: Int) {
        fields[key] = kind == .number ? .number(bytes) : .string(bytes)
    }

    mutating func appendBool(_ value: Bool, key: Int) { fields[key] = .bool(value) }

    mutating func appendNull(key: Int) { fields[key] = .null }

    mutating func beginArray(key: Int) {
        arrayKey = key
        arrayItems = []
        fields[key] = .array([])
    }

    mutating func appendItem(_ bytes: UnsafeBufferPointer<UInt8>) {
        arrayItems.append(String(decoding: bytes, as: UTF8.self))
    }

    mutating func endArray() {
        fields[arrayKey] = .array(arrayItems)
        arrayItems = []
    }
}
