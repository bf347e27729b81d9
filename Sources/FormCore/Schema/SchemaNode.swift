/// A node of a JSON Schema composed by FormYAML, read as JSON: an object, an array, a
/// string, a number, a Boolean or null, with its JSON Pointer (`#/properties/x`) and the line
/// and column it is written at. `SchemaImport` reads schemas through it.
struct SchemaNode {
    let node: YAMLNode
    /// The parent's pointer, and this node's token in it (nil for a pointer given whole): a
    /// keyword's node (`node["title"]`, looked up often) and an array's item (an `enum`'s
    /// values) make their pointer only when a message needs it; an object's members (which have
    /// children) have theirs made.
    private let parent: String
    private let token: String?

    init(node: YAMLNode, pointer: String) {
        self.node = node
        self.parent = pointer
        self.token = nil
    }

    private init(node: YAMLNode, parent: String, token: String) {
        self.node = node
        self.parent = parent
        self.token = token
    }

    /// `#/properties/address/properties/street`.
    var pointer: String { unmadePointer.text }

    /// A pointer not made yet: its parent's pointer and its token.
    struct Pointer: Sendable {
        let parent: String
        let token: String?
        var text: String { token.map { parent + "/" + SchemaNode.escaped($0) } ?? parent }
    }

    var unmadePointer: Pointer { Pointer(parent: parent, token: token) }

    /// What the node is, as JSON.
    enum Kind: Equatable { case object, array, string, number, integer, bool, null }

    var location: SourceLocation { node.reportedMark }

    var kind: Kind {
        switch node {
        case .mapping: return .object
        case .sequence: return .array
        case .scalar(let scalar):
            switch CoreScalar(scalar) {
            case .null: return .null
            case .bool: return .bool
            case .int: return .integer
            case .float: return .number
            case .string, .unsupportedTag: return .string
            }
        }
    }

    var isObject: Bool { node.mapping != nil }

    /// The member `key` of an object.
    subscript(key: String) -> SchemaNode? {
        guard let mapping = node.mapping else { return nil }
        for pair in mapping.pairs {
            if case .scalar(let scalar) = pair.key, scalar.string == key {
                return SchemaNode(node: pair.value, parent: pointer, token: key)
            }
        }
        return nil
    }

    /// An object's members in order, keys as written.
    var members: [(key: String, value: SchemaNode)] {
        guard let mapping = node.mapping else { return [] }
        let own = pointer
        return mapping.pairs.compactMap { pair in
            guard case .scalar(let scalar) = pair.key else { return nil }
            return (scalar.string, SchemaNode(node: pair.value, pointer: own + "/" + Self.escaped(scalar.string)))
        }
    }

    /// Adds the object's members not in `table` yet to it, each as `self[key]` gives it (its
    /// pointer made only when asked for), in one pass rather than one lookup per key.
    func addMembers(to table: inout [String: SchemaNode]) {
        guard case .mapping(let mapping) = node else { return }
        let own = pointer
        for pair in mapping.pairs {
            guard case .scalar(let scalar) = pair.key, table[scalar.string] == nil else { continue }
            table[scalar.string] = SchemaNode(node: pair.value, parent: own, token: scalar.string)
        }
    }

    /// An object's keys in order (no nodes made).
    var keys: [String] {
        guard let mapping = node.mapping else { return [] }
        return mapping.pairs.compactMap { pair in
            if case .scalar(let scalar) = pair.key { return scalar.string }
            return nil
        }
    }

    /// Where the member `key` is written (its key), for diagnostics about the member itself.
    func keyLocation(_ key: String) -> SourceLocation {
        guard let mapping = node.mapping else { return location }
        for pair in mapping.pairs {
            if case .scalar(let scalar) = pair.key, scalar.string == key { return pair.key.reportedMark }
        }
        return location
    }

    /// An array's items.
    var items: [SchemaNode]? {
        guard let sequence = node.sequence else { return nil }
        let own = pointer
        return sequence.items.enumerated().map { SchemaNode(node: $0.element, parent: own, token: String($0.offset)) }
    }

    /// A string's text (nil for any other kind).
    var string: String? {
        guard case .scalar(let scalar) = node, kind == .string else { return nil }
        return scalar.string
    }

    var bool: Bool? {
        guard case .scalar(let scalar) = node, case .bool(let flag) = CoreScalar(scalar) else { return nil }
        return flag
    }

    /// A number's text as written (`3`, `1.5e3`).
    var numberText: String? {
        guard case .scalar(let scalar) = node, kind == .integer || kind == .number else { return nil }
        return scalar.string
    }

    var number: FormNumber? { numberText.flatMap(FormNumber.init(parsing:)) }

    /// A whole number that fits an `Int` (a count such as `minLength`).
    var count: Int? {
        guard let number, number.value.rounded() == number.value, abs(number.value) < 1e15 else { return nil }
        return Int(number.value)
    }

    /// A scalar's JSON text: `"a"`, `3`, `true`, `null`; nil for an object or array.
    var scalarJSON: String? {
        guard case .scalar(let scalar) = node else { return nil }
        switch kind {
        case .null: return "null"
        case .bool: return bool == true ? "true" : "false"
        case .integer, .number: return number.map(\.text) ?? scalar.string
        default:
            var out = ""
            AnswerJSON.appendString(scalar.string, to: &out)
            return out
        }
    }

    /// A scalar as an answer is typed: the text, a number's text, `true`/`false`.
    var scalarText: String? {
        switch kind {
        case .string: return string
        case .integer, .number: return number?.text ?? numberText
        case .bool: return bool == true ? "true" : "false"
        default: return nil
        }
    }

    /// `type` as a list of names (`"string"`, or `["string", "null"]`).
    var types: [String]? {
        guard let type = self["type"] else { return nil }
        if let name = type.string { return [name] }
        return type.items?.compactMap(\.string)
    }

    /// A JSON Pointer token: `~` as `~0`, `/` as `~1`.
    static func escaped(_ key: String) -> String {
        // (By byte: `contains` on characters cost 1,500 instructions a key, most of building pointers.)
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    /// The node a local `$ref` (`#/$defs/Item`, `#`) names in the document `root`, or nil.
    static func resolve(_ reference: String, in root: SchemaNode) -> SchemaNode? {
        guard reference.hasPrefix("#") else { return nil }
        let path = String(reference.dropFirst())
        guard !path.isEmpty else { return root }
        guard path.hasPrefix("/") else { return nil }
        var node = root
        for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = percentDecoded(String(raw)).replacing("~1", with: "/").replacing("~0", with: "~")
            if let items = node.items {
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                node = items[index]
            } else {
                guard let member = node[token] else { return nil }
                node = member
            }
        }
        return SchemaNode(node: node.node, pointer: reference)
    }

    private static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
