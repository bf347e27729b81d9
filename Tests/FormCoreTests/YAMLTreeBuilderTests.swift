import Foundation
import Testing
import Yams
@testable import FormCore

/// The loader builds the YAML tree from its scan's events (`YAMLTreeBuilder`) instead of
/// composing the file a second time with Yams: the tree must be Yams's, node for node.
@Suite struct YAMLTreeBuilderTests {
    /// Everything a node holds that FormCore can see: text, tag (as stored: reading
    /// `Node.tag` would resolve it), style, mark, anchor, children.
    private func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            return "S(\(scalar.string.debugDescription) \(scalar.tag.rawValue) \(scalar.style) \(scalar.mark.map(\.description) ?? "-") \(scalar.anchor?.rawValue ?? "-"))"
        case .mapping(let mapping):
            return "M(\(mapping.tag.rawValue) \(mapping.style) \(mapping.mark.map(\.description) ?? "-") \(mapping.anchor?.rawValue ?? "-"))["
                + mapping.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "]"
        case .sequence(let sequence):
            return "Q(\(sequence.tag.rawValue) \(sequence.style) \(sequence.mark.map(\.description) ?? "-") \(sequence.anchor?.rawValue ?? "-"))["
                + sequence.map(describe).joined(separator: ", ") + "]"
        case .alias(let alias):
            return "A(\(alias.anchor.rawValue))"
        }
    }

    /// Whether the builder made a tree, and if so that it is Yams's.
    @discardableResult
    private func check(_ text: String, _ name: String) -> Bool {
        guard let built = YAMLScan(text).tree else { return false }
        let composed = try? Yams.compose(yaml: text, .basic)
        #expect(built.map(describe) == composed.map(describe), "\(name)")
        return true
    }

    @Test func buildsYamssTreeForEveryFormAndFixtureInTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var built = 0
        for folder in ["forms", "Tests/Fixtures", "Examples", "docs"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else { continue }
                let file = root.appendingPathComponent(folder).appendingPathComponent(path)
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                if check(text, file.path) { built += 1 }
            }
        }
        #expect(built > 40)
    }

    @Test(arguments: [
        "", "---\n", "---\n...\n", "a\n", "# only a comment\n", "title: T\n",
        "a: &x [1, 'two', \"three\"]\nb: *x\nc: &y {k: v}\nd: [*y, *x]\n",
        "a: !!str 1\nb: !custom x\n!!str c: 2\n? d\n: 3\n",
        "s: |\n  literal\n  text\nf: >\n  folded\n  text\n",
        "seq: !!seq [a, b]\nmap: !!map {a: b}\nset: !mine {a}\n",
        "empty:\nnull: ~\nflow: {a: , b: [ ]}\n",
        "é: ü\n\"quoted key\": 'x'\n'single': \"y\\u00e9\"\n",
        "a: &s scalar\nb: *s\n",
        "- a\n- - b\n  - c\n- {d: e}\n",
        "key: \"\\ufeffstarts with a BOM\"\n",
        "a: *undefined\n", "--- a\n--- b\n", "&k a: 1\n*k : 2\n", "? [a, b]\n: c\n", "a: [\n",
    ])
    func buildsYamssTreeOrDeclines(_ text: String) {
        let built = check(text, text.debugDescription)
        // What the builder must leave to Yams (which then reports or composes it as before).
        let declines = ["a: *undefined\n", "--- a\n--- b\n", "&k a: 1\n*k : 2\n", "? [a, b]\n: c\n", "a: [\n",
                        "key: \"\\ufeffstarts with a BOM\"\n"]
        #expect(built == !declines.contains(text), "\(text.debugDescription)")
    }

    @Test func mappingKeysTagsAreResolvedAsYamsLeavesThem() throws {
        let text = "a: 1\n"
        let built = try #require(YAMLScan(text).tree ?? nil)
        let key = try #require(built.mapping?.first?.key.scalar)
        let value = try #require(built.mapping?.first?.value.scalar)
        #expect(key.tag.rawValue == Tag.Name.str.rawValue)
        #expect(value.tag.rawValue == "")
    }
}
