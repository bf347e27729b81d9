/// A node of a composed YAML document: a scalar, a sequence or a mapping, each with the place
/// its first character is written (`mark`, line and column from 1, columns in Unicode scalars).
///
/// `YAMLComposer` builds it from libyaml's events (aliases are replaced by what their anchor
/// holds, as Yams's `compose` did); `YAMLEmitter` writes one out. Tags are kept as written
/// (`tag:yaml.org,2002:int` for `!!int`; nil when none is written and the scalar is plain).
///
///     let root = try YAMLComposer.compose("a: [1, 'two']\n").get()
///     root?.mapping?.first?.value.sequence?.map(\.scalar?.string)   // ["1", "two"]
///     root?.mapping?.first?.key.mark                                  // 1:1
package enum YAMLNode: Sendable {
    case scalar(Scalar)
    case sequence(Sequence)
    case mapping(Mapping)

    /// How a collection is written (the composer leaves `.any`; the emitter reads it).
    package enum CollectionStyle: UInt32, Sendable {
        case any = 0, block = 1, flow = 2
    }

    /// A scalar: its text, how it is written and its tag.
    package struct Scalar: Sendable {
        /// How a scalar is written (the raw values are libyaml's `yaml_scalar_style_t`).
        package enum Style: UInt32, Sendable {
            /// Let the emitter choose (never composed).
            case any = 0
            case plain = 1, singleQuoted = 2, doubleQuoted = 3, literal = 4, folded = 5
        }

        package var string: String
        /// The tag written, in full (`tag:yaml.org,2002:str` for `!!str` and for a quoted scalar
        /// without a tag), `!` for the non-specific tag, nil for a plain scalar without one.
        package var tag: String?
        package var style: Style
        package var mark: SourceLocation
        /// Which node of the stream this is: an alias's copy keeps its anchor's.
        var id: Int = 0
        /// Where the alias is written, for an alias's copy (`mark` stays the anchor's, as
        /// libyaml's own composers have it).
        var aliasMark: SourceLocation?

        package init(_ string: String, tag: String? = nil, style: Style = .any, mark: SourceLocation = .start) {
            self.string = string
            self.tag = tag
            self.style = style
            self.mark = mark
        }
    }

    /// A sequence's items.
    package struct Sequence: Sendable, RandomAccessCollection {
        package var items: [YAMLNode]
        package var tag: String?
        package var style: CollectionStyle
        package var mark: SourceLocation
        var id: Int = 0
        var aliasMark: SourceLocation?

        package init(_ items: [YAMLNode], tag: String? = nil, style: CollectionStyle = .any, mark: SourceLocation = .start) {
            self.items = items
            self.tag = tag
            self.style = style
            self.mark = mark
        }

        package var startIndex: Int { items.startIndex }
        package var endIndex: Int { items.endIndex }
        package subscript(index: Int) -> YAMLNode { items[index] }
    }

    /// A mapping's entries, in the order written.
    package struct Mapping: Sendable, RandomAccessCollection {
        package var pairs: [(key: YAMLNode, value: YAMLNode)]
        package var tag: String?
        package var style: CollectionStyle
        package var mark: SourceLocation
        var id: Int = 0
        var aliasMark: SourceLocation?

        package init(_ pairs: [(key: YAMLNode, value: YAMLNode)], tag: String? = nil, style: CollectionStyle = .any,
                     mark: SourceLocation = .start) {
            self.pairs = pairs
            self.tag = tag
            self.style = style
            self.mark = mark
        }

        package var startIndex: Int { pairs.startIndex }
        package var endIndex: Int { pairs.endIndex }
        package subscript(index: Int) -> (key: YAMLNode, value: YAMLNode) { pairs[index] }

        /// The value of the last entry whose key is the text `key` with the tag `!!str` once
        /// resolved (no tag, `!` or `!!str`, as Yams's `mapping["key"]` matched).
        package subscript(key: String) -> YAMLNode? {
            pairs.last { pair in
                guard case .scalar(let scalar) = pair.key else { return false }
                return scalar.string == key && YAMLTags.resolved(scalar.tag, default: YAMLTags.str) == YAMLTags.str
            }?.value
        }
    }

    package var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    package var sequence: Sequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    package var mapping: Mapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    /// Where the node starts.
    package var mark: SourceLocation {
        switch self {
        case .scalar(let scalar): return scalar.mark
        case .sequence(let sequence): return sequence.mark
        case .mapping(let mapping): return mapping.mark
        }
    }

    /// The node as an alias at `mark` stands for it (what is inside keeps its places).
    func aliased(at mark: SourceLocation) -> YAMLNode {
        switch self {
        case .scalar(var scalar): scalar.aliasMark = mark; return .scalar(scalar)
        case .sequence(var sequence): sequence.aliasMark = mark; return .sequence(sequence)
        case .mapping(var mapping): mapping.aliasMark = mark; return .mapping(mapping)
        }
    }

    /// Where a problem with the node is reported: where it starts, or for an alias's copy
    /// of its anchor where the alias is written (a duplicate field made by `*f` is at `*f`).
    package var reportedMark: SourceLocation {
        switch self {
        case .scalar(let scalar): return scalar.aliasMark ?? scalar.mark
        case .sequence(let sequence): return sequence.aliasMark ?? sequence.mark
        case .mapping(let mapping): return mapping.aliasMark ?? mapping.mark
        }
    }

    /// The tag as written (nil: none).
    package var tag: String? {
        switch self {
        case .scalar(let scalar): return scalar.tag
        case .sequence(let sequence): return sequence.tag
        case .mapping(let mapping): return mapping.tag
        }
    }

    package var id: Int {
        switch self {
        case .scalar(let scalar): return scalar.id
        case .sequence(let sequence): return sequence.id
        case .mapping(let mapping): return mapping.id
        }
    }
}

/// The tags FormCore names, and how an untagged node's tag is resolved (Yams's `.basic`
/// resolver: every untagged scalar is text).
package enum YAMLTags {
    package static let prefix = "tag:yaml.org,2002:"
    package static let str = prefix + "str"
    package static let seq = prefix + "seq"
    package static let map = prefix + "map"
    package static let null = prefix + "null"
    /// The non-specific tag `!`.
    package static let nonSpecific = "!"

    /// `tag` once resolved: no tag or `!` is the node kind's `default`.
    package static func resolved(_ tag: String?, default: String) -> String {
        guard let tag, tag != nonSpecific else { return `default` }
        return tag
    }
}

extension SourceLocation {
    /// Line 1, column 1.
    package static let start = SourceLocation(line: 1, column: 1)
}
