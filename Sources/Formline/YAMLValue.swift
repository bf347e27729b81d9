import FormCore

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

    /// The YAML node: text always double-quoted (so `no`, `true` or `12` stay text), keys as
    /// the emitter sees fit (plain when that reads back as the same text).
    var node: YAMLNode {
        switch self {
        case .text(let text): return .scalar(.init(text, style: .doubleQuoted))
        case .number(let number): return .scalar(.init(NumberFormat.canonical(number), style: .plain))
        case .integer(let number): return .scalar(.init(String(number), style: .plain))
        case .bool(let flag): return .scalar(.init(flag ? "true" : "false", style: .plain))
        case .list(let items): return .sequence(.init(items.map(\.node), style: .block))
        case .mapping(let entries): return .mapping(.init(entries.map { (.scalar(.init($0.key)), $0.value.node) }, style: .block))
        }
    }

    /// The YAML text of the value (non-ASCII characters written as they are).
    func yaml() throws(YAMLError) -> String {
        try YAMLEmitter.emit(node, allowUnicode: true)
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
