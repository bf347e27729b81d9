/// One record from a batch input: keys with their raw values, in input order.
///
/// Readers fill a record in place (`parse(_:into:)`, `next(into:)`), so one record reused
/// across a whole input allocates little. With known keys (the form's field ids) only those
/// are stored, `value(at:)` reads them by index, and other keys are listed in `unknownKeys`.
public struct RawRecord: Sendable {
    /// The stored keys, in the order they appeared.
    public private(set) var keys: [String] = []
    /// The stored values, parallel to `keys`.
    public private(set) var values: [RawValue] = []
    /// Keys present in the input but not among the known keys (always empty without them).
    public private(set) var unknownKeys: [String] = []
    /// The known keys, if the reader was given any (for CSV, the header when none were given).
    public private(set) var knownKeys: RecordKeys?
    /// Known key index → position in `keys`, or -1.
    private var positions: [Int32] = []
    /// Key → position in `keys`, without known keys.
    private var positionByKey: [String: Int] = [:]
    private var unknownSet: Set<String> = []

    public init() {}

    /// The number of stored keys.
    public var count: Int { keys.count }

    /// The value stored for `key`, or nil.
    public func value(forKey key: String) -> RawValue? {
        if let knownKeys {
            guard let index = knownKeys.index(of: key) else { return nil }
            return value(at: index)
        }
        return positionByKey[key].map { values[$0] }
    }

    /// The value of the known key at `knownIndex` (its index in `knownKeys`), or nil when absent.
    public func value(at knownIndex: Int) -> RawValue? {
        guard knownIndex >= 0, knownIndex < positions.count else { return nil }
        let position = Int(positions[knownIndex])
        return position < 0 ? nil : values[position]
    }

    // MARK: - Filling (for the readers)

    /// Empties the record, keeping its storage, for keys `known` (or any keys when nil).
    mutating func reset(knownKeys known: RecordKeys?) {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        if !unknownKeys.isEmpty {
            unknownKeys.removeAll(keepingCapacity: true)
            unknownSet.removeAll(keepingCapacity: true)
        }
        if !positionByKey.isEmpty { positionByKey.removeAll(keepingCapacity: true) }
        if knownKeys != known {
            knownKeys = known
            positions = [Int32](repeating: -1, count: known?.count ?? 0)
        } else {
            for index in positions.indices { positions[index] = -1 }
        }
    }

    /// Whether the known key at `index` already has a value.
    func hasValue(at index: Int) -> Bool { positions[index] >= 0 }

    /// Stores a value for the known key at `index` (which must not have one yet).
    mutating func setValue(_ value: RawValue, at index: Int) {
        positions[index] = Int32(keys.count)
        keys.append(knownKeys!.names[index])
        values.append(value)
    }

    /// Whether `key` was already stored (without known keys).
    func contains(key: String) -> Bool { positionByKey[key] != nil }

    /// Stores `value` for `key` (without known keys; `key` must be new).
    mutating func append(_ value: RawValue, forKey key: String) {
        positionByKey[key] = keys.count
        keys.append(key)
        values.append(value)
    }

    /// Records a key outside the known keys; false when it was already recorded.
    mutating func insertUnknownKey(_ key: String) -> Bool {
        guard unknownSet.insert(key).inserted else { return false }
        unknownKeys.append(key)
        return true
    }

    /// Replaces the unknown keys wholesale (CSV: the header's unknown columns).
    mutating func setUnknownKeys(_ keys: [String]) { unknownKeys = keys }
}
