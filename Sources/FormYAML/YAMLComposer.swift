internal import CYAML

/// Composes a YAML text into a `YAMLNode` tree in one pass over libyaml's events, bounding
/// what it may cost and finding every key repeated in a mapping on the way.
///
/// It composes what Yams's `compose(yaml:, .basic)` composed, and fails where and as that
/// failed (`YAMLError`, the same problem texts and marks; `YAMLComposerTests` compares both
/// on every YAML file of the repository and thousands of generated ones): libyaml's reader,
/// scanner and parser errors, a second document ("expected a single document in the
/// stream"), an undefined alias, and keys equal as YAML values in one mapping (text and
/// resolved tag, through aliases and collections). Aliases become copies of their anchor's
/// node. A key's tag is resolved (no tag or `!` becomes `!!str`, `!!seq`, `!!map`), on the
/// node and on every copy of it, as Yams's duplicate-key check left it.
///
/// Composing resolves an alias to its anchor's whole tree, so a few hundred bytes of nested
/// aliases (`b: [*a, *a]`, `c: [*b, *b]`...) stand for an exponential number of nodes. The
/// pass counts nodes as composing sees them (an alias counts its anchor's size) and, with
/// `bounded`, stops at `maximumNodes` with the place of the alias or node that crossed it.
/// In every mode it stops at a collection nested deeper than `maximumDepth`, as Yams's libyaml
/// did (the shipped libyaml.a has no such limit). Both keep the time linear in the file.
///
///     let pass = YAMLComposer("a: &x [1, 2]\nb: *x\na: 3\n", bounded: true)
///     pass.nodes                 // 11: the mapping, 3 keys, the sequence and its 2 items,
///                                //     *x counted as 3, and 3
///     pass.repeats.first?.key    // "a", repeated at 3:1
///     YAMLComposer.compose("a: 1\n")   // .success(a mapping of "a" to "1")
package struct YAMLComposer {
    /// More nodes than this (counting aliases at their anchor's size) is not a form file.
    package static let maximumNodes = 500_000

    /// Collections may nest this deep at most: the next one is refused as Yams's libyaml
    /// refused it (its `MAX_NESTING_LEVEL` of 1000). Composing stops there, in every mode, so
    /// the tree (freed, emitted and walked recursively) stays shallow, and libyaml, which looks
    /// ahead at most about 1024 characters, never scans far past the point: the time stays
    /// linear in the file however deep it tries to nest.
    package static let maximumDepth = 999

    /// libyaml's (Yams's copy) problem text for a collection nested too deep; its context is
    /// "while parsing" at the collection.
    package static let nestingProblem = "Maximum nesting level reached, set with yaml_set_max_nest_level())"

    /// A scalar key written again in the same mapping.
    package struct Repeat: Equatable {
        package let key: String
        /// The first occurrence.
        package let first: SourceLocation
        /// The repeated key.
        package let location: SourceLocation
        /// Where the repeated entry's value ends (exclusive).
        package let end: SourceLocation
    }

    /// Why composing was stopped: the file stands for too many nodes.
    package struct Excess: Error, Equatable {
        package let message: String
        package let location: SourceLocation
        package let hint: String
        /// Whether aliases made the count (`message` says so).
        package var countsAliases = false
    }

    /// Every scalar key written twice (by text) in a mapping, in file order, up to the first
    /// syntax error.
    package private(set) var repeats: [Repeat] = []
    /// Nodes seen, aliases counted at their anchor's size.
    package private(set) var nodes = 0
    /// Set when the file stands for more than `maximumNodes` nodes (only when `bounded`).
    package private(set) var excess: Excess?
    /// The tree (nil inside for a stream without a document), or why there is none.
    package private(set) var result: Result<YAMLNode?, YAMLError> = .success(nil)

    /// Composes `yaml` as Yams's `compose(yaml:, .basic)` did: the root node (nil for a
    /// stream without a document) or the first error.
    /// `resolver` says which untagged scalar keys are the same (`.yaml11`: Yams's default
    /// resolver, for which `1` and `"1"` differ).
    package static func compose(_ yaml: String, resolver: YAMLResolver = .basic) -> Result<YAMLNode?, YAMLError> {
        YAMLComposer(yaml, bounded: false, resolver: resolver).result
    }

    /// Composes `yaml`; with `bounded`, stops at `maximumNodes` nodes (`excess`). JSON is read
    /// directly (`JSONTree`) where it surely composes as through libyaml; `readingJSON: false`
    /// (for tests comparing the two) always composes through libyaml.
    package init(_ yaml: String, bounded: Bool, resolver: YAMLResolver = .basic, readingJSON: Bool = true) {
        // A leading byte-order mark says the text is UTF-8, which it is: libyaml, told the
        // encoding, would read it as content. Marks and offsets are those of the text after it.
        let yaml = yaml.unicodeScalars.first == "\u{FEFF}" ? String(yaml.unicodeScalars.dropFirst()) : yaml
        self.yaml = yaml
        self.bounded = bounded
        self.resolver = resolver
        var text = yaml
        text.withUTF8 { bytes in
            if readingJSON, let (tree, count) = JSONTree.compose(bytes, resolver: resolver), !(bounded && count > Self.maximumNodes) {
                root = tree
                nodes = count
                result = .success(tree)
            } else if let base = bytes.baseAddress {
                run(base, count: bytes.count)
            } else {
                var empty: UInt8 = 0
                run(&empty, count: 0)
            }
        }
    }

    // MARK: - State

    private let yaml: String
    private let bounded: Bool
    private let resolver: YAMLResolver
    private var failed = false
    private var documents = 0
    private var root: YAMLNode?
    /// Each node's number: a copy made for an alias keeps its anchor's.
    private var nextID = 0
    /// Nodes used as keys (or inside keys) that have copies elsewhere: resolved at the end.
    private var resolvedIDs: Set<Int> = []
    private var nodeOfAnchor: [String: YAMLNode] = [:]
    private var sizeOfAnchor: [String: Int] = [:]

    /// An open sequence or mapping, as composed.
    private struct Frame {
        let isMapping: Bool
        let anchor: String?
        let tag: String?
        let mark: SourceLocation
        let id: Int
        /// A sequence's items; a mapping's keys and values, alternately.
        var items: [YAMLNode]
        /// Whether keys may be equal as YAML values: a repeated text, an alias or a collection.
        var checkKeys = false

        init(isMapping: Bool, anchor: String?, tag: String?, mark: SourceLocation, id: Int) {
            self.isMapping = isMapping
            self.anchor = anchor
            self.tag = tag
            self.mark = mark
            self.id = id
            // Room for a few entries at once: growing one item at a time copied the array thrice.
            items = []
            items.reserveCapacity(Self.initialRoom)
        }

        static let initialRoom = 8
    }

    /// An open sequence or mapping, as counted.
    private struct Counter {
        let isMapping: Bool
        let anchor: String?
        /// Nodes inside so far, itself included (aliases at their anchor's size).
        var size = 1
        /// A mapping's scalar keys and where each was first written (room for a few at once).
        var keys: [String: SourceLocation]
        /// In a mapping, after a key: the key's text and place (nil inside for a complex key).
        var pendingKey: (String, SourceLocation)?? = nil
        /// In a mapping, after a key written before: where it was first written.
        var pendingFirst: SourceLocation?

        init(isMapping: Bool, anchor: String?) {
            self.isMapping = isMapping
            self.anchor = anchor
            keys = isMapping ? Dictionary(minimumCapacity: Frame.initialRoom) : [:]
        }
    }
    private var counting: [Counter] = []
    private var open: [Frame] = []

    // MARK: - The pass

    private mutating func run(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            result = .failure(YAMLError(kind: .memory, problem: "", context: nil, mark: .start, yaml: yaml))
            return
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes, count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                fail(Self.error(of: parser, in: yaml, bytes: UnsafeBufferPointer(start: bytes, count: count)))
                return
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT {
                finishStream()
                return
            }
            if (event.type == YAML_SEQUENCE_START_EVENT || event.type == YAML_MAPPING_START_EVENT)
                && counting.count >= Self.maximumDepth {
                let mark = SourceLocation(event.start_mark)
                fail(YAMLError(kind: .parser, problem: Self.nestingProblem, context: ("while parsing", mark),
                               mark: mark, yaml: yaml))
                return
            }
            if !failed { compose(event) }
            if !tally(event) { return }
        }
    }

    private mutating func fail(_ error: YAMLError) {
        guard !failed else { return }
        failed = true
        result = .failure(error)
    }

    private mutating func finishStream() {
        guard !failed else { return }
        if !resolvedIDs.isEmpty, let tree = root { root = resolvingShared(tree) }
        result = .success(root)
    }

    // MARK: - Composing

    private mutating func compose(_ event: yaml_event_t) {
        let mark = SourceLocation(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                fail(YAMLError(kind: .composer, problem: "but found another document",
                               context: ("expected a single document in the stream", .start), mark: mark, yaml: yaml))
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            var scalar = YAMLNode.Scalar(Self.text(UnsafeBufferPointer(start: data.value, count: data.length)),
                                         tag: data.quoted_implicit == 1 ? YAMLTags.str : Self.string(data.tag),
                                         style: YAMLNode.Scalar.Style(rawValue: data.style.rawValue) ?? .any,
                                         mark: mark)
            scalar.id = newID()
            finish(.scalar(scalar), anchor: Self.string(data.anchor), isAlias: false)
        case YAML_ALIAS_EVENT:
            guard let name = Self.string(event.data.alias.anchor), let node = nodeOfAnchor[name] else {
                fail(YAMLError(kind: .composer, problem: "found undefined alias", context: nil, mark: mark, yaml: yaml))
                return
            }
            finish(node.aliased(at: mark), anchor: nil, isAlias: true)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            // A mapping's start event has the same layout as a sequence's.
            let start = event.data.sequence_start
            open.append(Frame(isMapping: event.type == YAML_MAPPING_START_EVENT, anchor: Self.string(start.anchor),
                              tag: start.implicit != 0 ? nil : Self.string(start.tag), mark: mark, id: newID()))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = open.removeLast()
            let node: YAMLNode
            if frame.isMapping {
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                pairs.reserveCapacity(frame.items.count / 2)
                var index = 0
                while index + 1 < frame.items.count {
                    pairs.append((frame.items[index], frame.items[index + 1]))
                    index += 2
                }
                if frame.checkKeys, let error = duplicates(among: pairs.map(\.key)) {
                    fail(error)
                    return
                }
                var mapping = YAMLNode.Mapping(pairs, tag: frame.tag, mark: frame.mark)
                mapping.id = frame.id
                node = .mapping(mapping)
            } else {
                var sequence = YAMLNode.Sequence(frame.items, tag: frame.tag, mark: frame.mark)
                sequence.id = frame.id
                node = .sequence(sequence)
            }
            finish(node, anchor: frame.anchor, isAlias: false)
        default:
            break
        }
    }

    private mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    /// Puts a complete node where it belongs and registers its anchor.
    private mutating func finish(_ node: YAMLNode, anchor: String?, isAlias: Bool) {
        var node = node
        if let top = open.indices.last, open[top].isMapping, open[top].items.count % 2 == 0 {
            // A key. Yams hashed every key to find duplicates, which resolved its tag (and
            // those of everything inside it) on the node and on every alias's copy of it.
            if !isAlias, case .scalar(var scalar) = node {
                scalar.tag = resolver.resolvedTag(of: scalar)
                node = .scalar(scalar)
            } else {
                open[top].checkKeys = true
                node = resolving(node, recordingIn: &resolvedIDs)
            }
        }
        if let anchor { nodeOfAnchor[anchor] = node }
        guard let top = open.indices.last else {
            root = node
            return
        }
        open[top].items.append(node)
    }

    /// `node` with its tag and those of everything inside it resolved, noting their ids.
    private func resolving(_ node: YAMLNode, recordingIn ids: inout Set<Int>) -> YAMLNode {
        ids.insert(node.id)
        switch node {
        case .scalar(var scalar):
            scalar.tag = resolver.resolvedTag(of: scalar)
            return .scalar(scalar)
        case .sequence(var sequence):
            sequence.tag = YAMLTags.resolved(sequence.tag, default: YAMLTags.seq)
            sequence.items = sequence.items.map { resolving($0, recordingIn: &ids) }
            return .sequence(sequence)
        case .mapping(var mapping):
            mapping.tag = YAMLTags.resolved(mapping.tag, default: YAMLTags.map)
            mapping.pairs = mapping.pairs.map { (resolving($0.key, recordingIn: &ids), resolving($0.value, recordingIn: &ids)) }
            return .mapping(mapping)
        }
    }

    /// The tree with every copy of a node used as (or inside) a key resolved too.
    private func resolvingShared(_ node: YAMLNode) -> YAMLNode {
        let resolve = resolvedIDs.contains(node.id)
        switch node {
        case .scalar(var scalar):
            if resolve { scalar.tag = resolver.resolvedTag(of: scalar) }
            return .scalar(scalar)
        case .sequence(var sequence):
            if resolve { sequence.tag = YAMLTags.resolved(sequence.tag, default: YAMLTags.seq) }
            sequence.items = sequence.items.map(resolvingShared)
            return .sequence(sequence)
        case .mapping(var mapping):
            if resolve { mapping.tag = YAMLTags.resolved(mapping.tag, default: YAMLTags.map) }
            mapping.pairs = mapping.pairs.map { (resolvingShared($0.key), resolvingShared($0.value)) }
            return .mapping(mapping)
        }
    }

    /// Yams's duplicate-key error when two keys are equal YAML values (`YAMLKeyIdentity`).
    private func duplicates(among keys: [YAMLNode]) -> YAMLError? {
        var groups: [YAMLKeyIdentity: Int] = [:]
        var representatives: [YAMLNode] = []
        var counts: [Int] = []
        for key in keys {
            let identity = YAMLKeyIdentity(key, resolver: resolver)
            if let group = groups[identity] {
                counts[group] += 1
            } else {
                groups[identity] = representatives.count
                representatives.append(key)
                counts.append(1)
            }
        }
        let repeated = representatives.indices.filter { counts[$0] > 1 }.map { representatives[$0] }
            .sorted(by: YAMLKeyIdentity.precedes)
        guard let first = repeated.first else { return nil }
        var error = YAMLError(kind: .duplicateKeys, problem: "", context: nil, mark: first.mark, yaml: yaml)
        error.duplicates = repeated.map { $0.scalar?.string ?? "<uncovertable>" }
        return error
    }

    // MARK: - Counting (bounds and repeated keys)

    /// Counts the event's nodes and notes repeated keys; false when the pass must stop.
    private mutating func tally(_ event: yaml_event_t) -> Bool {
        let start = SourceLocation(event.start_mark)
        let end = SourceLocation(event.end_mark)
        // A scalar's bytes: decoded only where the scalar is a mapping's key.
        var finished: (size: Int, key: UnsafeBufferPointer<UInt8>?)?
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            if let anchor = Self.string(scalar.anchor) { sizeOfAnchor[anchor] = 1 }
            finished = (1, UnsafeBufferPointer(start: scalar.value, count: scalar.length))
        case YAML_ALIAS_EVENT:
            finished = (sizeOfAnchor[Self.string(event.data.alias.anchor) ?? ""] ?? 1, nil)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            counting.append(Counter(isMapping: event.type == YAML_MAPPING_START_EVENT,
                                    anchor: Self.string(event.data.sequence_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let counter = counting.removeLast()
            if let anchor = counter.anchor { sizeOfAnchor[anchor] = counter.size }
            finished = (counter.size, nil)
        default:
            break
        }
        guard let (size, key) = finished else { return true }
        // A collection's members were counted as they ended; an alias stands for all of its anchor.
        nodes = Self.adding(nodes, event.type == YAML_ALIAS_EVENT ? size : 1)
        if bounded && nodes > Self.maximumNodes {
            excess = event.type == YAML_ALIAS_EVENT || !sizeOfAnchor.isEmpty
                ? Excess(message: "the file stands for more than \(Self.maximumNodes) YAML values "
                         + "(an alias *name counts as everything its anchor &name holds)", location: start,
                         hint: "write the values out instead of nesting aliases of anchors", countsAliases: true)
                : Excess(message: "the file holds more than \(Self.maximumNodes) YAML values", location: start,
                         hint: "a form file describes one form; split it or remove what is not part of the form")
            return false
        }
        guard let top = counting.indices.last else { return true }
        counting[top].size = Self.adding(counting[top].size, size)
        guard counting[top].isMapping else { return true }
        if let pending = counting[top].pendingKey {
            // This node was a value; a repeated key's entry ends with it.
            counting[top].pendingKey = nil
            if let (name, location) = pending, let first = counting[top].pendingFirst {
                counting[top].pendingFirst = nil
                repeats.append(Repeat(key: name, first: first, location: location, end: end))
                // The same mapping, composed (both stacks are as deep until composing fails).
                if !failed, let composed = open.indices.last { open[composed].checkKeys = true }
            }
        } else {
            let written = key.map { (String(decoding: $0, as: UTF8.self), start) }
            if let (name, location) = written {
                // One look-up: the place stored for the key, this one when it is new.
                let first = Self.stored(&counting[top].keys[name, default: location])
                if first != location { counting[top].pendingFirst = first }
            }
            counting[top].pendingKey = .some(written)
        }
        return true
    }

    /// The value an entry holds (through `dictionary[key, default: value]`, it is inserted when missing).
    private static func stored(_ value: inout SourceLocation) -> SourceLocation { value }

    private static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    // MARK: - libyaml's values

    /// A scalar's text: Yams decoded it with Foundation, which drops a leading byte-order mark.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        return String(decoding: bytes.starts(with: bom) ? UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) : bytes,
                      as: UTF8.self)
    }

    /// The line and column libyaml would give the UTF-8 byte at `offset`: lines end at LF,
    /// CR, CR LF, NEL, LS or PS; columns count characters (Unicode scalars).
    private static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 1, column = 1, index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            if byte == 0x0A || (byte == 0x0D && next != 0x0A) || (byte == 0xC2 && next == 0x85)
                || (byte == 0xE2 && next == 0x80 && (third == 0xA8 || third == 0xA9)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && !(byte == 0x0D && next == 0x0A) {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        guard let pointer else { return nil }
        return String.decodeCString(pointer, as: UTF8.self, repairingInvalidCodeUnits: true)?.result
    }

    /// The error libyaml's parser stopped with, as Yams reported it.
    private static func error(of parser: yaml_parser_t, in yaml: String, bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? ""
        let mark = SourceLocation(parser.problem_mark)
        let context = parser.context.map {
            (text: String(cString: $0),
             mark: SourceLocation(parser.context_mark))
        }
        switch parser.error {
        case YAML_READER_ERROR:
            // Yams gave the offset in characters, when the byte offset starts one.
            var error = YAMLError(kind: .reader, problem: problem, context: nil,
                                  mark: location(ofByte: Int(parser.problem_offset), in: bytes), yaml: yaml)
            if let byte = yaml.utf8.index(yaml.utf8.startIndex, offsetBy: Int(parser.problem_offset), limitedBy: yaml.utf8.endIndex),
               let index = String.Index(byte, within: yaml) {
                error.offset = yaml.distance(from: yaml.startIndex, to: index)
            }
            error.value = parser.problem_value
            return error
        case YAML_SCANNER_ERROR:
            return YAMLError(kind: .scanner, problem: problem, context: context, mark: mark, yaml: yaml)
        case YAML_PARSER_ERROR:
            return YAMLError(kind: .parser, problem: problem, context: context, mark: mark, yaml: yaml)
        case YAML_COMPOSER_ERROR:
            return YAMLError(kind: .composer, problem: problem, context: context, mark: mark, yaml: yaml)
        default:
            return YAMLError(kind: .memory, problem: problem, context: nil, mark: .start, yaml: yaml)
        }
    }
}

private extension SourceLocation {
    /// The place of libyaml's `mark` (which counts lines and columns from 0).
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
