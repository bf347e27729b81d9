import FormCore
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
            switch self {
            case .string(let text): AnswerJSON.appendString(text, to: &out)
            case .number(let number): out += NumberFormat.canonical(number)
            case .numberText(let text), .rawJSON(let text): out += text
            case .bool(let flag): out += flag ? "true" : "false"
            case .null: out += "null"
            case .array(let items):
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += "," }
                    item.append(to: &out)
                }
                out += "]"
            case .object(let object): object.append(to: &out)
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
        var out = ""
        append(to: &out)
        return out
    }

    /// Appends the object as compact JSON (nested objects written in place, not copied up).
    public func append(to out: inout String) {
        out += "{"
        for (index, member) in members.enumerated() {
            if index > 0 { out += "," }
            AnswerJSON.appendString(member.key, to: &out)
            out += ":"
            member.value.append(to: &out)
        }
        out += "}"
    }
}
