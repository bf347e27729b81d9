import FormYAML

/// A value of a form written in Swift, on its way to the YAML the loader reads.
///
/// Forms built in code are written out as YAML and loaded by `FormLoader`, so they get
/// exactly the checks (and the same `FormDefinition`) a form file gets: one home for what
/// a form means.
package enum YAMLValue: Sendable, Equatable {
    case text(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case list([YAMLValue])
    case mapping([YAMLEntry])

    /// The YAML node: text always double-quoted (so `no`, `true` or `12` stay text), keys as
    /// the emitter sees fit (plain when that reads back as the same text).
    package var node: YAMLNode {
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
    package func yaml() throws(YAMLError) -> String {
        try YAMLEmitter.emit(node, allowUnicode: true)
    }
}

/// One `key: value` of a mapping, in order.
package struct YAMLEntry: Sendable, Equatable {
    package let key: String
    package let value: YAMLValue

    package init(key: String, value: YAMLValue) {
        self.key = key
        self.value = value
    }
}

/// Builds a mapping's entries, leaving out keys whose value is nil.
package struct YAMLMapping: Sendable, Equatable {
    package init() {}

    package private(set) var entries: [YAMLEntry] = []

    package mutating func add(_ key: String, _ value: YAMLValue?) {
        if let value { entries.append(YAMLEntry(key: key, value: value)) }
    }

    package mutating func add(_ key: String, _ text: String?) { add(key, text.map(YAMLValue.text)) }
    package mutating func add(_ key: String, _ number: Int?) { add(key, number.map(YAMLValue.integer)) }
    package mutating func add(_ key: String, _ number: Double?) { add(key, number.map(YAMLValue.number)) }
    package mutating func add(_ key: String, _ rows: [String]?) { add(key, rows.map { YAMLValue.list($0.map(YAMLValue.text)) }) }

    /// Adds `key: true` only when `flag` is set (false is every key's default).
    package mutating func flag(_ key: String, _ flag: Bool) { if flag { add(key, .bool(true)) } }

    package var value: YAMLValue { .mapping(entries) }
}
