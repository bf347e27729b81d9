import Yams

/// A value of a form written in Swift, on its way to the YAML the loader reads.
///
/// Forms built in code are written out as YAML and loaded by `FormLoader`, so they get
/// exactly the checks (and the same `FormDefinition`) a form file gets: one home for what
/// a form means.
enum YAMLValue: Sendable, Equatable {
    case text(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case list([YAMLValue])
    case mapping([YAMLEntry])

    /// The Yams node: text always double-quoted (so `no`, `true` or `12` stay text).
    var node: Node {
        switch self {
        case .text(let text): return Node(text, .implicit, .doubleQuoted)
        case .number(let number): return Node(NumberFormat.canonical(number), .implicit, .plain)
        case .integer(let number): return Node(String(number), .implicit, .plain)
        case .bool(let flag): return Node(flag ? "true" : "false", .implicit, .plain)
        case .list(let items): return Node(items.map(\.node), .implicit, .block)
        case .mapping(let entries): return Node(entries.map { (Node($0.key), $0.value.node) }, .implicit, .block)
        }
    }
}

/// One `key: value` of a mapping, in order.
struct YAMLEntry: Sendable, Equatable {
    let key: String
    let value: YAMLValue
}

/// Builds a mapping's entries, leaving out keys whose value is nil.
struct YAMLMapping: Sendable, Equatable {
    private(set) var entries: [YAMLEntry] = []

    mutating func add(_ key: String, _ value: YAMLValue?) {
        if let value { entries.append(YAMLEntry(key: key, value: value)) }
    }

    mutating func add(_ key: String, _ text: String?) { add(key, text.map(YAMLValue.text)) }
    mutating func add(_ key: String, _ number: Int?) { add(key, number.map(YAMLValue.integer)) }
    mutating func add(_ key: String, _ number: Double?) { add(key, number.map(YAMLValue.number)) }
    mutating func add(_ key: String, _ rows: [String]?) { add(key, rows.map { YAMLValue.list($0.map(YAMLValue.text)) }) }

    /// Adds `key: true` only when `flag` is set (false is every key's default).
    mutating func flag(_ key: String, _ flag: Bool) { if flag { add(key, .bool(true)) } }

    var value: YAMLValue { .mapping(entries) }
}
