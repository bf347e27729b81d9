/// `Decodable` values read by formline's one JSON reader (`JSONParser`): a draft, the trust
/// record and a check's reply are read as the MCP server reads a client, with the same rules
/// (RFC 8259 only: no trailing commas, no leading zeros, no byte order mark, invalid UTF-8 and
/// lone surrogate escapes refused, at most `JSONParser.maximumDepth` deep; a repeated member
/// name means its last value), and the types keep their `Codable` conformance for programs
/// that use Foundation's coders.
///
/// ```swift
/// try JSONValueDecoder.decode(SessionDraft.self, from: Array(text.utf8))
/// ```
///
/// Errors are `DecodingError`s, as Foundation's `JSONDecoder` throws them (a text that is not
/// JSON is `dataCorrupted` with the parser's message), so a caller describing them needs no
/// second path.
package enum JSONValueDecoder {
    /// The value of type `type` that the JSON text `bytes` holds.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let value: JSON
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON: \(error.message)", underlyingError: error))
        }
        return try decode(type, from: value)
    }

    /// The value of type `type` that the parsed `value` holds.
    package static func decode<T: Decodable>(_ type: T.Type, from value: JSON) throws -> T {
        try T(from: TreeDecoder(value: value, codingPath: []))
    }
}

extension JSON {
    /// What a mismatch says the value was.
    fileprivate var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A key made at run time: an array's index, a dictionary's member name.
private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

private struct TreeDecoder: Decoder {
    let value: JSON
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Scalar.mismatch([String: Any].self, value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw Scalar.mismatch([Any].self, value, codingPath) }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleContainer(value: value, codingPath: codingPath)
    }
}

/// Reading one scalar: the rules every container shares.
private enum Scalar {
    /// A value of the wrong kind: `null` where a value is needed is a missing value, as
    /// Foundation says (`valueNotFound`), anything else a mismatch.
    static func mismatch(_ type: Any.Type, _ value: JSON, _ path: [any CodingKey]) -> DecodingError {
        let context = DecodingError.Context(codingPath: path, debugDescription: "expected \(type), found \(value.kindName)")
        return value == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ value: JSON, _ path: [any CodingKey]) throws -> T {
        switch type {
        case is String.Type:
            guard case .string(let text) = value else { throw mismatch(type, value, path) }
            return text as! T
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch(type, value, path) }
            return flag as! T
        case is Double.Type: return try floating(Double.self, value, path) as! T
        case is Float.Type: return try floating(Float.self, value, path) as! T
        case is Int.Type: return try integer(Int.self, value, path) as! T
        case is Int8.Type: return try integer(Int8.self, value, path) as! T
        case is Int16.Type: return try integer(Int16.self, value, path) as! T
        case is Int32.Type: return try integer(Int32.self, value, path) as! T
        case is Int64.Type: return try integer(Int64.self, value, path) as! T
        case is UInt.Type: return try integer(UInt.self, value, path) as! T
        case is UInt8.Type: return try integer(UInt8.self, value, path) as! T
        case is UInt16.Type: return try integer(UInt16.self, value, path) as! T
        case is UInt32.Type: return try integer(UInt32.self, value, path) as! T
        case is UInt64.Type: return try integer(UInt64.self, value, path) as! T
        default: return try T(from: TreeDecoder(value: value, codingPath: path))
        }
    }

    /// A whole number: its text as written (`42`, `-7`), or a number with a fraction or an
    /// exponent that is exactly one in range (`3.0`, `1e2`), as Foundation reads them.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: JSON, _ path: [any CodingKey]) throws -> T {
        guard case .number(let text) = value else { throw mismatch(type, value, path) }
        if let number = T(text) { return number }
        if let double = Double(text), double.isFinite, double == double.rounded(), let number = T(exactly: double) {
            return number
        }
        throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "the number \(text) does not fit \(type)"))
    }

    static func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, _ value: JSON, _ path: [any CodingKey]) throws -> T {
        guard case .number(let text) = value else { throw mismatch(type, value, path) }
        guard let number = T(text), number.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "the number \(text) does not fit \(type)"))
        }
        return number
    }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let value: JSON
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: String.Type) throws -> String { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try Scalar.decode(type, value, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try Scalar.decode(type, value, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try Scalar.decode(type, value, codingPath) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    /// Each member name's last value.
    private let members: [String: JSON]
    let allKeys: [Key]

    init(members: [(key: String, value: JSON)], codingPath: [any CodingKey]) {
        self.codingPath = codingPath
        self.members = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        var seen = Set<String>()
        allKeys = members.compactMap { seen.insert($0.key).inserted ? Key(stringValue: $0.key) : nil }
    }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSON {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(type, key) }

    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try Scalar.decode(type, try member(key), codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoder(value: members["super"] ?? .null, codingPath: codingPath + [AnyKey(stringValue: "super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSON]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [JSON], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> (JSON, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [AnyKey(intValue: currentIndex)],
                                                          debugDescription: "the array has no more items"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], codingPath + [AnyKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decode(type, 0) }
    mutating func decode(_ type: String.Type) throws -> String { try decode(type, 0) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decode(type, 0) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decode(type, 0) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decode(type, 0) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decode(type, 0) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decode(type, 0) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decode(type, 0) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decode(type, 0) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decode(type, 0) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type, 0) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type, 0) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type, 0) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type, 0) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(type, 0) }

    /// The next item as `type` (`tag` only tells this apart from the protocol's requirement).
    private mutating func decode<T: Decodable>(_ type: T.Type, _ tag: Int) throws -> T {
        let (value, path) = try next(type)
        return try Scalar.decode(type, value, path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: Any].self)
        return try TreeDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try TreeDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return TreeDecoder(value: value, codingPath: path)
    }
}
