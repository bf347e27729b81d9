import CYaml
import Yams

/// Builds, from the events of `YAMLScan`'s one pass, the tree `Yams.compose(yaml:, .basic)`
/// composes from the same text, so a form file is parsed once instead of twice (and Yams's
/// `Constructor.default` and `Parser.Encoding.default`, which reads the environment, are not
/// set up: about 1.7M instructions of `formline run`'s start-up).
///
/// Node for node it is Yams's composition (`YAMLTreeBuilderTests` compares both on every form
/// and fixture): the same scalars, tags (mapping keys' tags resolved, as Yams's duplicate-key
/// check leaves them), styles (`.any` for collections, as Yams reads them off the end event),
/// marks, and no anchors (Yams holds them weakly). The tags carry an empty `Constructor`:
/// FormCore reads scalars itself (`CoreScalar`, `NodeReader`), never through `Node.any`.
/// Whatever is not plain — a syntax error, more than one document, an undefined alias, a
/// mapping key that is an alias or a collection, a scalar starting with a byte-order mark —
/// makes the builder decline, and the loader composes with Yams as before, which then reports
/// exactly what it always reported.
///
///     var builder = YAMLTreeBuilder()
///     // builder.add(event) for each libyaml event of "a: [1, 2]\n"
///     builder.tree   // .some(a mapping of "a" to a sequence of "1" and "2")
struct YAMLTreeBuilder {
    /// The composed tree: `.some(nil)` for a file without a document; nil when Yams must compose it.
    var tree: Node?? {
        guard ended, !declined else { return nil }
        return .some(root)
    }

    private var declined = false
    private var ended = false
    private var documents = 0
    private var root: Node?
    private var anchors: [String: Node] = [:]

    /// An open sequence or mapping.
    private struct Collection {
        let isMapping: Bool
        let tag: Tag
        let mark: Mark
        let anchor: String?
        /// A sequence's items; a mapping's keys and values, alternately.
        var items: [Node] = []
    }
    private var open: [Collection] = []

    /// Every tag's (as Yams gives every tag of a parse its parser's).
    private let constructor = Constructor([:], [:], [:])

    /// Takes the next event of the stream.
    mutating func add(_ event: yaml_event_t) {
        guard !declined, !ended else { return }
        switch event.type {
        case YAML_STREAM_END_EVENT:
            ended = true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { declined = true }   // Yams: "expected a single document in the stream"
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
            guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]), let mark = Self.mark(event.start_mark),
                  let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) else {
                declined = true
                return
            }
            let tagName = scalar.quoted_implicit == 1 ? Tag.Name.str.rawValue : Self.string(scalar.tag)
            let node = Node.scalar(.init(String(decoding: bytes, as: UTF8.self), tag(tagName), style, mark))
            finish(node, anchor: Self.string(scalar.anchor), isAlias: false)
        case YAML_ALIAS_EVENT:
            guard let name = Self.string(event.data.alias.anchor), let node = anchors[name] else {
                declined = true   // Yams: "found undefined alias"
                return
            }
            finish(node, anchor: nil, isAlias: true)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            // A mapping's start event has the same layout as a sequence's.
            let start = event.data.sequence_start
            guard let mark = Self.mark(event.start_mark) else {
                declined = true
                return
            }
            open.append(Collection(isMapping: event.type == YAML_MAPPING_START_EVENT,
                                   tag: tag(start.implicit != 0 ? nil : Self.string(start.tag)),
                                   mark: mark, anchor: Self.string(start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let collection = open.removeLast()
            let node: Node
            if collection.isMapping {
                var pairs: [(Node, Node)] = []
                pairs.reserveCapacity(collection.items.count / 2)
                var index = 0
                while index + 1 < collection.items.count {
                    pairs.append((collection.items[index], collection.items[index + 1]))
                    index += 2
                }
                node = .mapping(.init(pairs, collection.tag, .any, collection.mark))
            } else {
                node = .sequence(.init(collection.items, collection.tag, .any, collection.mark))
            }
            finish(node, anchor: collection.anchor, isAlias: false)
        default:
            break
        }
    }

    /// Puts a complete node where it belongs and registers its anchor.
    private mutating func finish(_ node: Node, anchor: String?, isAlias: Bool) {
        if let anchor { anchors[anchor] = node }
        guard !open.isEmpty else {
            root = node
            return
        }
        let top = open.count - 1
        if open[top].isMapping && open[top].items.count % 2 == 0 {
            // A key. Yams checks a mapping's keys for duplicates by hashing them, which
            // resolves each key's tag; the scan already found every repeated scalar key, so
            // only keys it cannot see (aliases, collections) are left to Yams.
            guard !isAlias, case .scalar = node else {
                declined = true
                return
            }
            _ = node.tag
        }
        open[top].items.append(node)
    }

    private func tag(_ name: String?) -> Tag {
        Tag(name.map(Tag.Name.init(rawValue:)) ?? .implicit, .basic, constructor)
    }

    /// Yams's `Mark` (line and column from 1) has no public initialiser; it is two `Int`s.
    private static func mark(_ mark: yaml_mark_t) -> Mark? {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size else { return nil }
        return unsafeBitCast((Int(mark.line) + 1, Int(mark.column) + 1), to: Mark.self)
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        guard let pointer else { return nil }
        return String.decodeCString(pointer, as: UTF8.self, repairingInvalidCodeUnits: true)?.result
    }
}
