import CYaml
import Yams

/// One pass over a YAML file's events, before it is composed into a tree: it bounds what
/// composing may cost and finds every key repeated in a mapping.
///
/// Composing resolves an alias to its anchor's whole tree, so a few hundred bytes of nested
/// aliases (`b: [*a, *a]`, `c: [*b, *b]`...) stand for an exponential number of nodes, and
/// hashing such trees as mapping keys never ends. The scan counts nodes as composing would
/// see them (an alias counts its anchor's size) and stops at `maximumNodes` with the place of
/// the alias or node that crossed it. It never builds a tree, so it runs in time linear in
/// the file.
///
///     let scan = YAMLScan("a: &x [1, 2]\nb: *x\na: 3\n")
///     scan.nodes                 // 8: two mappings' worth of keys and values, *x counted as 3
///     scan.repeats.first?.key    // "a", repeated at 3:1
struct YAMLScan {
    /// More nodes than this (counting aliases at their anchor's size) is not a form file.
    static let maximumNodes = 500_000

    /// A scalar key written again in the same mapping.
    struct Repeat: Equatable {
        let key: String
        /// The first occurrence.
        let first: SourceLocation
        /// The repeated key.
        let location: SourceLocation
        /// Where the repeated entry's value ends (exclusive).
        let end: SourceLocation
    }

    /// Why composing must not be attempted: the file stands for too many nodes.
    struct Excess: Error, Equatable {
        let message: String
        let location: SourceLocation
        let hint: String
    }

    /// Every repeated key, in file order.
    private(set) var repeats: [Repeat] = []
    /// Nodes seen, aliases counted at their anchor's size.
    private(set) var nodes = 0
    /// Set when the file stands for more than `maximumNodes` nodes.
    private(set) var excess: Excess?
    /// The tree Yams would compose from the file, built from the same events; nil when Yams
    /// must compose it (repeated keys to leave out, anything `YAMLTreeBuilder` declines).
    var tree: Node?? { repeats.isEmpty && excess == nil ? builder.tree : nil }
    private var builder = YAMLTreeBuilder()

    /// An open sequence or mapping.
    private struct Frame {
        let isMapping: Bool
        let anchor: String?
        /// Nodes inside so far, itself included.
        var size = 1
        /// A mapping's scalar keys and where each was first written.
        var keys: [String: SourceLocation] = [:]
        /// In a mapping, after a key: the key's text and place (nil inside for a complex key).
        var pendingKey: (String, SourceLocation)?? = nil
    }

    /// Scans `yaml`. Syntax errors just end the scan: composing reports them.
    init(_ yaml: String) {
        var text = yaml
        text.withUTF8 { bytes in scan(bytes) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        var anchors: [String: Int] = [:]
        var stack: [Frame] = []
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            builder.add(event)
            let start = SourceLocation(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
            let end = SourceLocation(line: event.end_mark.line + 1, column: event.end_mark.column + 1)
            var finished: (size: Int, key: String?)?
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                if let anchor = Self.string(scalar.anchor) { anchors[anchor] = 1 }
                finished = (1, value)
            case YAML_ALIAS_EVENT:
                finished = (anchors[Self.string(event.data.alias.anchor) ?? ""] ?? 1, nil)
            case YAML_SEQUENCE_START_EVENT:
                stack.append(Frame(isMapping: false, anchor: Self.string(event.data.sequence_start.anchor)))
            case YAML_MAPPING_START_EVENT:
                stack.append(Frame(isMapping: true, anchor: Self.string(event.data.mapping_start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let frame = stack.removeLast()
                if let anchor = frame.anchor { anchors[anchor] = frame.size }
                finished = (frame.size, nil)
            default:
                break
            }
            guard let (size, key) = finished else { continue }
            // A collection's members were counted as they ended; an alias stands for all of its anchor.
            nodes = Self.adding(nodes, event.type == YAML_ALIAS_EVENT ? size : 1)
            if nodes > Self.maximumNodes {
                excess = event.type == YAML_ALIAS_EVENT || anchors.count > 0
                    ? Excess(message: "the file stands for more than \(Self.maximumNodes) YAML values "
                             + "(an alias *name counts as everything its anchor &name holds)", location: start,
                             hint: "write the values out instead of nesting aliases of anchors")
                    : Excess(message: "the file holds more than \(Self.maximumNodes) YAML values", location: start,
                             hint: "a form file describes one form; split it or remove what is not part of the form")
                return
            }
            guard !stack.isEmpty else { continue }
            let top = stack.count - 1
            stack[top].size = Self.adding(stack[top].size, size)
            guard stack[top].isMapping else { continue }
            if let pending = stack[top].pendingKey {
                // This node was a value; a repeated key's entry ends with it.
                stack[top].pendingKey = nil
                if let (name, location) = pending, let first = stack[top].keys[name], first != location {
                    repeats.append(Repeat(key: name, first: first, location: location, end: end))
                }
            } else {
                let written = key.map { ($0, start) }
                if let (name, location) = written, stack[top].keys[name] == nil { stack[top].keys[name] = location }
                stack[top].pendingKey = .some(written)
            }
        }
        yaml_event_delete(&event)
    }

    private static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
