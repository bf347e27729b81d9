import FormCore
import FormRecords

/// One record from a batch input: keys with their raw values, in input order.
///
/// Readers fill a record in place (`parse(_:into:)`, `next(into:)`), keeping every value's
/// decoded UTF-8 in one reusable buffer, so a record reused across an input allocates nothing
/// in the steady state. Values become `RawValue`s (with `String`s) only when asked for;
/// `withUTF8(at:_:)` reads a string's bytes without creating one — the fast path for
/// `FieldPattern.matches(utf8:)`.
///
/// With known keys (the form's field ids) only those are stored and `value(at:)` reads them by
/// index; other keys are listed in `unknownKeys`.
public struct RawRecord: Sendable {
    private struct Entry: Sendable {
        var kind: RawValueKind
        /// Known mode: the known key index; otherwise an index into `generalKeys`.
        var key: Int
        /// String/number: a byte range in `storage`; array: a range of `items`; bool: 0/1.
        var start: Int
        var end: Int
    }

    private var storage: [UInt8] = []
    private var entries: [Entry] = []
    private var items: [Range<Int>] = []
    /// Known key index → entry index, or -1.
    private var positions: [Int32] = []
    private var generalKeys: [String] = []
    /// Key → entry index, without known keys.
    private var positionByKey: [String: Int] = [:]
    private var unknownSet: Set<String> = []
    /// Keys present in the input but not among the known keys (always empty without them).
    public private(set) var unknownKeys: [String] = []
    /// The known keys, if the reader was given any (for CSV, the header when none were given).
    public private(set) var knownKeys: RecordKeys?
    /// `knownKeys != nil`, without copying them on the hot path.
    private var hasKnownKeys = false

    public init() {}

    /// The number of stored keys.
    public var count: Int { entries.count }

    /// The stored keys, in the order they appeared.
    public var keys: [String] { entries.map(keyName) }

    /// The stored values, parallel to `keys` (materialized on each call).
    public var values: [RawValue] { entries.map(materialize) }

    /// The value stored for `key`, or nil.
    public func value(forKey key: String) -> RawValue? {
        entryIndex(forKey: key).map { materialize(entries[$0]) }
    }

    /// The value of the known key at `knownIndex` (its index in `knownKeys`), or nil when absent.
    public func value(at knownIndex: Int) -> RawValue? {
        entryIndex(at: knownIndex).map { materialize(entries[$0]) }
    }

    /// The kind of the known key's value, or nil when absent.
    public func kind(at knownIndex: Int) -> RawValueKind? {
        entryIndex(at: knownIndex).map { entries[$0].kind }
    }

    /// Calls `body` with the UTF-8 of the known key's value when it is a string or a number
    /// (the literal); nil when absent or of another kind. No allocation.
    public func withUTF8<R>(at knownIndex: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        guard let index = entryIndex(at: knownIndex) else { return nil }
        let entry = entries[index]
        guard entry.kind == .string || entry.kind == .number else { return nil }
        return try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[entry.start..<entry.end])) }
    }

    private func entryIndex(at knownIndex: Int) -> Int? {
        guard knownIndex >= 0, knownIndex < positions.count else { return nil }
        let position = Int(positions[knownIndex])
        return position < 0 ? nil : position
    }

    private func entryIndex(forKey key: String) -> Int? {
        if let knownKeys { return knownKeys.index(of: key).flatMap(entryIndex(at:)) }
        return positionByKey[key]
    }

    private func keyName(_ entry: Entry) -> String {
        knownKeys.map { $0.names[entry.key] } ?? generalKeys[entry.key]
    }

    private func text(_ range: Range<Int>) -> String {
        storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    private func materialize(_ entry: Entry) -> RawValue {
        switch entry.kind {
        case .string: .string(text(entry.start..<entry.end))
        case .number: .number(text(entry.start..<entry.end))
        case .bool: .bool(entry.start == 1)
        case .null: .null
        case .array: .array(items[entry.start..<entry.end].map(text))
        case .rows: .rows(text(entry.start..<entry.end))
        }
    }

    /// Fills `fields` (one slot per known key, in known-key order) with this record's values
    /// pointing into its storage, and calls `body` with them: the validator's view of the
    /// record without copying any text. The pointers are valid only inside `body`.
    package func withRecordFields<R>(_ fields: inout RecordFields, _ body: (inout RecordFields) -> R) -> R {
        fields.reset()
        return storage.withUnsafeBufferPointer { bytes in
            for index in 0..<min(positions.count, fields.values.count) {
                let position = Int(positions[index])
                guard position >= 0 else {
                    fields[index] = .missing
                    continue
                }
                let entry = entries[position]
                switch entry.kind {
                case .string: fields[index] = .string(UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]))
                case .number: fields[index] = .number(UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]))
                case .bool: fields[index] = .bool(entry.start == 1)
                case .null: fields[index] = .null
                case .array: fields.setRows(items[entry.start..<entry.end].map(text), at: index)
                case .rows: fields.setObjects(text(entry.start..<entry.end), at: index)
                }
            }
            return body(&fields)
        }
    }

    // MARK: - Filling (for the readers)

    /// Empties the record, keeping its storage, for keys `known` (or any keys when nil).
    mutating func reset(knownKeys known: RecordKeys?) {
        storage.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        if !generalKeys.isEmpty {
            generalKeys.removeAll(keepingCapacity: true)
            positionByKey.removeAll(keepingCapacity: true)
        }
        if !unknownKeys.isEmpty {
            unknownKeys.removeAll(keepingCapacity: true)
            unknownSet.removeAll(keepingCapacity: true)
        }
        if knownKeys != known {
            knownKeys = known
            hasKnownKeys = known != nil
            positions = [Int32](repeating: -1, count: known?.count ?? 0)
        } else {
            positions.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        }
    }

    /// Whether the known key at `index` already has a value.
    func hasValue(at index: Int) -> Bool { positions[index] >= 0 }

    /// Whether `key` was already stored (without known keys).
    func contains(key: String) -> Bool { positionByKey[key] != nil }

    /// Registers `key` (without known keys; it must be new) and returns its key slot.
    mutating func addGeneralKey(_ key: String) -> Int {
        positionByKey[key] = entries.count
        generalKeys.append(key)
        return generalKeys.count - 1
    }

    /// Stores a string or number from its UTF-8 `bytes` for `key` (a known index, or a slot
    /// from `addGeneralKey`).
    mutating func appendText(_ kind: RawValueKind, _ bytes: UnsafeBufferPointer<UInt8>, key: Int) {
        let start = storage.count
        storage.append(contentsOf: bytes)
        append(Entry(kind: kind, key: key, start: start, end: storage.count))
    }

    mutating func appendBool(_ value: Bool, key: Int) { append(Entry(kind: .bool, key: key, start: value ? 1 : 0, end: 0)) }

    mutating func appendNull(key: Int) { append(Entry(kind: .null, key: key, start: 0, end: 0)) }

    /// Begins an array value; add its items with `appendItem`, then call `endArray`.
    mutating func beginArray(key: Int) { append(Entry(kind: .array, key: key, start: items.count, end: items.count)) }

    mutating func appendItem(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = storage.count
        storage.append(contentsOf: bytes)
        items.append(start..<storage.count)
        entries[entries.count - 1].end = items.count
    }

    private mutating func append(_ entry: Entry) {
        if hasKnownKeys { positions[entry.key] = Int32(entries.count) }
        entries.append(entry)
    }

    /// Ends an array value (its items are already stored).
    mutating func endArray() {}

    /// Records a key outside the known keys; false when it was already recorded.
    mutating func insertUnknownKey(_ key: String) -> Bool {
        guard unknownSet.insert(key).inserted else { return false }
        unknownKeys.append(key)
        return true
    }

    /// Replaces the unknown keys wholesale (CSV: the header's unknown columns).
    mutating func setUnknownKeys(_ keys: [String]) { unknownKeys = keys }
}

extension RawRecord: JSONRecordSink {
    /// Known keys: the key's index (a duplicate when it already has a value), or skip and list
    /// it as unknown. Without known keys, every new key gets a slot.
    mutating func beginMember(key: UnsafeBufferPointer<UInt8>, position: Int) -> JSONMemberSlot {
        if let knownKeys {
            if let index = knownKeys.index(ofUTF8: key, expected: position) {
                return hasValue(at: index) ? .duplicate(knownKeys.names[index]) : .store(index)
            }
            let name = String(decoding: key, as: UTF8.self)
            return insertUnknownKey(name) ? .skip : .duplicate(name)
        }
        let name = String(decoding: key, as: UTF8.self)
        return contains(key: name) ? .duplicate(name) : .store(addGeneralKey(name))
    }
}
