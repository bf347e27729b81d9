/// A small builder for the JSON objects of `--format json` outputs, keys in insertion order.
///
/// ```swift
/// var object = JSONObject()
/// object["id"] = .string("username")
/// object["required"] = .bool(true)
/// object.text   // {"id":"username","required":true}
/// ```
public struct JSONObject: Sendable {
    /// A JSON value.
    public indirect enum Value: Sendable {
        case string(String)
        case number(Double)
        /// A number as the answers write it (`FormNumber.text`), kept exactly.
        case numberText(String)
        /// JSON text written as it is (a whole answers object, `AnswerJSON.encode`).
        case rawJSON(String)
        case bool(Bool)
        case null
        case array([Value])
        case object(JSONObject)

        /// A string, or null.
        public static func optional(_ text: String?) -> Value { text.map(Value.string) ?? .null }
        /// A whole number, or null.
        public static func optional(_ number: Int?) -> Value { number.map { .number(Double($0)) } ?? .null }

        /// Appends the value as compact JSON.
        public func append(to out: inout String) {
            var bytes: [UInt8] = []
            write(to: &bytes)
            out += String(decoding: bytes, as: UTF8.self)
        }

        /// Writes the value as compact JSON (UTF-8) into `out`: the one writer, every nested
        /// value written into the same buffer.
        public func write(to out: inout [UInt8]) {
            switch self {
            case .string(let text): AnswerJSON.writeString(text, to: &out)
            case .number(let number): JSONObject.writeVerbatim(NumberFormat.canonical(number), to: &out)
            case .numberText(let text), .rawJSON(let text): JSONObject.writeVerbatim(text, to: &out)
            case .bool(let flag): out.append(flag ? "true" : "false")
            case .null: out.append("null")
            case .array(let items):
                out.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    item.write(to: &out)
                }
                out.append(UInt8(ascii: "]"))
            case .object(let object): object.write(to: &out)
            }
        }
    }

    private var members: [(key: String, value: Value)] = []

    /// An empty object.
    public init() {}

    /// An object of these members, in this order (as they came: a client's JSON).
    public init(members: [(key: String, value: Value)]) {
        self.members = members
    }

    /// Whether it has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// Sets a member (a new one is appended, one set again keeps its place; setting nil
    /// removes it).
    public subscript(key: String) -> Value? {
        get { members.first { $0.key == key }?.value }
        set {
            guard let newValue else {
                members.removeAll { $0.key == key }
                return
            }
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = newValue
            } else {
                members.append((key, newValue))
            }
        }
    }

    /// The object as compact JSON.
    public var text: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the object as compact JSON.
    public func append(to out: inout String) {
        out += text
    }

    /// Writes the object as compact JSON (UTF-8) into `out` (nested objects written in place,
    /// not copied up).
    public func write(to out: inout [UInt8]) {
        Self.write(members: members, to: &out) { $0.write(to: &$1) }
    }

    /// Writes `{"key":value,…}` into `out`: the keys escaped by `AnswerJSON.writeString`, in
    /// order, each value by `writeValue` (the one home of a JSON object's shape, for
    /// `JSONObject` and the MCP server's parsed `JSON` alike).
    @inlinable
    public static func write<Value>(members: [(key: String, value: Value)], to out: inout [UInt8],
                                    value writeValue: (Value, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: "{"))
        for index in members.indices {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            AnswerJSON.writeString(members[index].key, to: &out)
            out.append(UInt8(ascii: ":"))
            writeValue(members[index].value, &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// JSON text (a number, a whole value) copied as it is.
    @inline(__always)
    static func writeVerbatim(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }
}
