import FormCore

/// A JSON value that keeps its members' order, read with FormYAML and written as Python's
/// `json.dumps(value, indent=2, ensure_ascii=False)` writes it (how the committed schemas are
/// laid out), for the generated reference (`FormatReference`).
indirect enum ReferenceJSON: Equatable {
    case string(String)
    /// A number, true, false or null, as written.
    case literal(String)
    case array([ReferenceJSON])
    case object([(key: String, value: ReferenceJSON)])

    static func bool(_ flag: Bool) -> ReferenceJSON { .literal(flag ? "true" : "false") }

    static func == (lhs: ReferenceJSON, rhs: ReferenceJSON) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)), let (.literal(a), .literal(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads JSON text (any YAML flow text FormYAML composes: JSON is YAML).
    static func parse(_ text: String) throws(ParseError) -> ReferenceJSON {
        switch YAMLComposer.compose(text) {
        case .success(let node?): return try value(node)
        case .success(nil): throw ParseError(description: "no value")
        case .failure(let error): throw ParseError(description: "\(error)")
        }
    }

    private static func value(_ node: YAMLNode) throws(ParseError) -> ReferenceJSON {
        switch node {
        case .scalar(let scalar):
            return scalar.style == .plain ? .literal(scalar.string) : .string(scalar.string)
        case .sequence(let sequence):
            var items: [ReferenceJSON] = []
            for item in sequence.items { items.append(try value(item)) }
            return .array(items)
        case .mapping(let mapping):
            var members: [(key: String, value: ReferenceJSON)] = []
            for pair in mapping.pairs {
                guard case .scalar(let key) = pair.key else { throw ParseError(description: "a key that is not a string") }
                members.append((key.string, try value(pair.value)))
            }
            return .object(members)
        }
    }

    /// An object's member (nil for a missing one or a value that is no object); setting one
    /// keeps its place, or appends it.
    subscript(key: String) -> ReferenceJSON? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self else { return }
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key, newValue))
            }
            self = .object(members)
        }
    }

    /// The member at a path of keys; setting one makes the objects on the way.
    subscript(path: [String]) -> ReferenceJSON? {
        get { path.reduce(Optional(self)) { $0?[$1] } }
        set {
            guard let first = path.first else { if let newValue { self = newValue }; return }
            var child = self[first] ?? .object([])
            child[Array(path.dropFirst())] = newValue
            self[first] = child
        }
    }

    /// The value laid out as `json.dumps(indent=2, ensure_ascii=False)` does.
    var pretty: String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        let inner = String(repeating: " ", count: indent + 2), outer = String(repeating: " ", count: indent)
        switch self {
        case .string(let text): Self.quote(text, to: &out)
        case .literal(let text): out += text
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: indent + 2)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += outer + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner
                Self.quote(member.key, to: &out)
                out += ": "
                member.value.write(to: &out, indent: indent + 2)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += outer + "}"
        }
    }

    /// A JSON string as Python writes it with `ensure_ascii=False`: only `"`, `\` and control
    /// characters escaped.
    private static func quote(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
