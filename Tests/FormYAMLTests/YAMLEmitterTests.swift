import Testing
import Yams
@testable import FormYAML

/// `YAMLEmitter` writes what Yams's `serialize(node:)` wrote for the same node (which the
/// scenario loader relied on for an `answers` mapping, and `Formline` for forms built in
/// Swift): byte for byte, on the trees of generated YAML texts (fixed seed), with and without
/// `allowUnicode`, and the text composes back to the same tree.
@Suite struct YAMLEmitterTests {
    /// Yams's node for ours: tags as stored, styles as composed, no marks.
    static func yams(_ node: YAMLNode) -> Yams.Node {
        func tag(_ name: String?) -> Yams.Tag { Yams.Tag(Yams.Tag.Name(rawValue: name ?? ""), .basic, .default) }
        switch node {
        case .scalar(let scalar):
            return .scalar(.init(scalar.string, tag(scalar.tag), Yams.Node.Scalar.Style(rawValue: scalar.style.rawValue)!))
        case .sequence(let sequence):
            return .sequence(.init(sequence.map(yams), tag(sequence.tag), Yams.Node.Sequence.Style(rawValue: sequence.style.rawValue)!))
        case .mapping(let mapping):
            return .mapping(.init(mapping.map { (yams($0.key), yams($0.value)) }, tag(mapping.tag),
                                  Yams.Node.Mapping.Style(rawValue: mapping.style.rawValue)!))
        }
    }

    /// A tree as text, without marks (an emitted text has its own) nor scalars' tags (never
    /// written, as Yams wrote none).
    static func shape(_ node: YAMLNode?) -> String {
        guard let node else { return "S(\"\")" }
        switch node {
        case .scalar(let scalar): return "S(\(scalar.string.debugDescription))"
        case .sequence(let sequence): return "Q(\(sequence.tag ?? ""))[" + sequence.map(shape).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "M(\(mapping.tag ?? ""))[" + mapping.map { shape($0.key) + ": " + shape($0.value) }.joined(separator: ", ") + "]"
        }
    }

    @Test func writesWhatYamsWroteForGeneratedTrees() throws {
        var generator = RandomYAML(seed: 0x454D4954)
        var written = 0
        for index in 0..<2_000 {
            guard let node = try? YAMLComposer.compose(generator.document()).get() else { continue }
            let unicode = index % 2 == 0
            let ours = try YAMLEmitter.emit(node, allowUnicode: unicode)
            let theirs = try Yams.serialize(node: Self.yams(node), allowUnicode: unicode)
            #expect(ours == theirs)
            // Read back: the same texts, and collections' tags as written (the default ones
            // are not; keys that differed only by their tags now clash).
            let again = YAMLComposer.compose(ours)
            if again.failure?.kind == .duplicateKeys { continue }
            func normal(_ text: String) -> String {
                text.replacingOccurrences(of: YAMLTags.seq, with: "").replacingOccurrences(of: YAMLTags.map, with: "")
                    .replacingOccurrences(of: "(!)[", with: "()[")
            }
            #expect(normal(Self.shape(try again.get())) == normal(Self.shape(node)), "\(ours)")
            written += 1
        }
        #expect(written > 600)
    }

    @Test func escapesWhatADoubleQuotedScalarCannotHoldAsItIs() throws {
        let text = "tab\t quote\" backslash\\ bell\u{7} nul\u{0} break\nCR\r NEL\u{85} LS\u{2028} BOM\u{FEFF} é 😀 \u{1F}"
        let node = YAMLNode.mapping(.init([(.scalar(.init("k: v")), .scalar(.init(text, style: .doubleQuoted)))], style: .block))
        for unicode in [false, true] {
            let yaml = try YAMLEmitter.emit(node, allowUnicode: unicode)
            #expect(yaml == (try Yams.serialize(node: Self.yams(node), allowUnicode: unicode)))
            let back = try #require(try YAMLComposer.compose(yaml).get()?.mapping)
            #expect(back.first?.key.scalar?.string == "k: v")
            #expect(back.first?.value.scalar?.string == text)
            #expect(unicode == yaml.contains("é"))
        }
    }

    /// 3,000 nested flow sequences, never freed (freeing a tree is recursive; composing never
    /// makes one deeper than `YAMLComposer.maximumDepth`). libyaml indents each level further,
    /// so the text grows with the square of the depth: deep enough to crash the recursion.
    static let deep: YAMLNode = {
        var node = YAMLNode.scalar(.init("x"))
        for _ in 0..<3_000 { node = .sequence(.init([node], style: .flow)) }
        return node
    }()

    @Test func aDeepTreeIsWrittenWithoutRecursion() throws {
        let text = try YAMLEmitter.emit(Self.deep)
        // The emitter breaks long flow lines: count the brackets.
        let counts = text.utf8.reduce(into: [UInt8: Int]()) { $0[$1, default: 0] += 1 }
        #expect(counts[UInt8(ascii: "[")] == 3_000 && counts[UInt8(ascii: "]")] == 3_000 && counts[UInt8(ascii: "x")] == 1)
    }

    /// The comparison sees a text that differs from Yams's.
    @Test func aDifferentTextIsSeen() throws {
        let node = YAMLNode.sequence(.init([.scalar(.init("a", style: .doubleQuoted))], style: .block))
        let ours = try YAMLEmitter.emit(node)
        #expect(ours == "- \"a\"\n")
        #expect(ours != (try Yams.serialize(node: Self.yams(.sequence(.init([.scalar(.init("a", style: .singleQuoted))], style: .block))))))
    }
}
