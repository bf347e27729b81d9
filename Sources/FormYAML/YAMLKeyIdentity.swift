/// A mapping key as a YAML value, for finding keys written twice: equal when of the same kind
/// with the same resolved tag and the same text (scalars) or equal members in order
/// (collections). Marks and styles do not count, as in Yams's `Node` equality.
///
///     YAMLKeyIdentity(.scalar(.init("a"))) == YAMLKeyIdentity(.scalar(.init("a", tag: YAMLTags.str)))   // true
struct YAMLKeyIdentity: Hashable {
    let node: YAMLNode
    /// How untagged scalars resolve (`.basic`: all text).
    let resolver: YAMLResolver

    init(_ node: YAMLNode, resolver: YAMLResolver = .basic) {
        self.node = node
        self.resolver = resolver
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.equal(lhs.node, rhs.node) }

    func hash(into hasher: inout Hasher) { hash(node, into: &hasher) }

    private func equal(_ lhs: YAMLNode, _ rhs: YAMLNode) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)):
            return a.string == b.string && resolver.resolvedTag(of: a) == resolver.resolvedTag(of: b)
        case let (.sequence(a), .sequence(b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
                && YAMLTags.resolved(a.tag, default: YAMLTags.seq) == YAMLTags.resolved(b.tag, default: YAMLTags.seq)
        case let (.mapping(a), .mapping(b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0.key, $1.key) && equal($0.value, $1.value) }
                && YAMLTags.resolved(a.tag, default: YAMLTags.map) == YAMLTags.resolved(b.tag, default: YAMLTags.map)
        default:
            return false
        }
    }

    private func hash(_ node: YAMLNode, into hasher: inout Hasher) {
        switch node {
        case .scalar(let scalar):
            hasher.combine(0)
            hasher.combine(scalar.string)
            hasher.combine(resolver.resolvedTag(of: scalar))
        case .sequence(let sequence):
            hasher.combine(1)
            hasher.combine(sequence.count)
            for item in sequence { hash(item, into: &hasher) }
            hasher.combine(YAMLTags.resolved(sequence.tag, default: YAMLTags.seq))
        case .mapping(let mapping):
            hasher.combine(2)
            hasher.combine(mapping.count)
            for pair in mapping {
                hash(pair.key, into: &hasher)
                hash(pair.value, into: &hasher)
            }
            hasher.combine(YAMLTags.resolved(mapping.tag, default: YAMLTags.map))
        }
    }

    /// Yams's order of keys in its duplicate-key message: scalars by text, collections by their
    /// members (a mapping's by key) in order, then by count; nodes of different kinds unordered.
    static func precedes(_ lhs: YAMLNode, _ rhs: YAMLNode) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)):
            return a.string < b.string
        case let (.sequence(a), .sequence(b)):
            return lexicographicallyPrecedes(Array(a), Array(b))
        case let (.mapping(a), .mapping(b)):
            return lexicographicallyPrecedes(a.map(\.key), b.map(\.key))
        default:
            return false
        }
    }

    private static func lexicographicallyPrecedes(_ lhs: [YAMLNode], _ rhs: [YAMLNode]) -> Bool {
        for (a, b) in zip(lhs, rhs) {
            if precedes(a, b) { return true }
            if precedes(b, a) { return false }
        }
        return lhs.count < rhs.count
    }
}
