import Foundation
import Testing
import TestSupport
import Yams
@testable import FormCore

/// FormCore composes YAML itself (`YAMLComposer`, on libyaml's events); Yams, which the loader
/// used before, is the oracle: for every YAML file of the repository and thousands of
/// generated texts (fixed seeds), both must compose the same tree (structure, text, style,
/// tag as stored, marks) or fail with the same error (kind, problem, context, marks, and the
/// first line of Yams's description, which `AnswerDocument` shows).
@Suite struct YAMLComposerTests {
    // MARK: - Both sides as text

    static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar):
            return "S(\(scalar.string.debugDescription) \(scalar.tag ?? "") \(scalar.style.rawValue) \(scalar.mark))"
        case .mapping(let mapping):
            return "M(\(mapping.tag ?? "") \(mapping.mark))[" + mapping.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "]"
        case .sequence(let sequence):
            return "Q(\(sequence.tag ?? "") \(sequence.mark))[" + sequence.map(describe).joined(separator: ", ") + "]"
        }
    }

    /// Yams's node, its tags as stored (reading `Node.tag` would resolve them).
    static func describe(_ node: Yams.Node) -> String {
        switch node {
        case .scalar(let scalar):
            return "S(\(scalar.string.debugDescription) \(scalar.tag.rawValue) \(scalar.style.rawValue) \(scalar.mark.map(\.description) ?? "-"))"
        case .mapping(let mapping):
            return "M(\(mapping.tag.rawValue) \(mapping.mark.map(\.description) ?? "-"))[" + mapping.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "]"
        case .sequence(let sequence):
            return "Q(\(sequence.tag.rawValue) \(sequence.mark.map(\.description) ?? "-"))[" + sequence.map(describe).joined(separator: ", ") + "]"
        case .alias(let alias):
            return "A(\(alias.anchor.rawValue))"
        }
    }

    static func describe(_ error: YAMLError) -> String {
        let context = error.context.map { "\($0.text)@\($0.mark)" } ?? "-"
        switch error.kind {
        case .reader: return "reader \(error.problem) \(error.offset.map(String.init) ?? "-") \(error.value)"
        case .scanner: return "scanner \(error.mark) \(error.problem) \(context)"
        case .parser: return "parser \(error.mark) \(error.problem) \(context)"
        case .composer: return "composer \(error.mark) \(error.problem) \(context)"
        case .duplicateKeys: return "duplicates \(error.mark) \(error.duplicates.sorted())"
        case .memory, .emitter: return "\(error.kind)"
        }
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? YamlError else { return "\(error)" }
        func context(_ context: YamlError.Context?) -> String { context.map { "\($0.text)@\($0.mark)" } ?? "-" }
        switch error {
        case let .reader(problem, offset, value, _): return "reader \(problem) \(offset.map(String.init) ?? "-") \(value)"
        case let .scanner(ctx, problem, mark, _): return "scanner \(mark) \(problem) \(context(ctx))"
        case let .parser(ctx, problem, mark, _): return "parser \(mark) \(problem) \(context(ctx))"
        case let .composer(ctx, problem, mark, _): return "composer \(mark) \(problem) \(context(ctx))"
        case let .duplicatedKeysInMapping(duplicates, ctx): return "duplicates \(ctx.mark) \(duplicates.sorted())"
        case .memory: return "memory"
        default: return "\(error)"
        }
    }

    /// Both compositions of `text`, as text; and whether it composed.
    static func compare(_ text: String) -> (ours: String, yams: String, composed: Bool) {
        let ours: String
        var summary = ""
        switch YAMLComposer.compose(text) {
        case .success(let node): ours = node.map(describe) ?? "nil"
        case .failure(let error):
            ours = describe(error)
            summary = error.summary
        }
        do {
            let node = try Yams.compose(yaml: text, .basic)
            return (ours, node.map(describe) ?? "nil", true)
        } catch {
            let firstLine = "\(error)".split(separator: "\n").first.map(String.init) ?? ""
            return (ours + " | " + summary, describe(error) + " | " + firstLine, false)
        }
    }

    // MARK: - Agreement

    @Test func composesEveryYAMLFileOfTheRepositoryAsYams() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var files = 0
        for folder in ["forms", "Tests/Fixtures", "Examples", "docs"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else { continue }
                let file = root.appendingPathComponent(folder).appendingPathComponent(path)
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let (ours, yams, _) = Self.compare(text)
                #expect(ours == yams, "\(file.path)")
                files += 1
            }
        }
        #expect(files > 70)
    }

    @Test func composesGeneratedDocumentsAsYams() {
        var generator = RandomYAML(seed: 0x59414D4C)
        var composed = 0, failed = 0, mismatches = 0
        for index in 0..<3_000 {
            let text = index % 3 == 2 ? generator.broken() : generator.document()
            let (ours, yams, ok) = Self.compare(text)
            if ok { composed += 1 } else { failed += 1 }
            if ours != yams {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(text.debugDescription)\nours: \(ours)\nyams: \(yams)") }
            }
        }
        #expect(mismatches == 0)
        // Both kinds well represented.
        #expect(composed > 1_000)
        #expect(failed > 500)
    }

    @Test(arguments: [
        "", "---\n", "---\n...\n", "a\n", "# only a comment\n", "title: T\n",
        "a: &x [1, 'two', \"three\"]\nb: *x\nc: &y {k: v}\nd: [*y, *x]\n",
        "a: !!str 1\nb: !custom x\n!!str c: 2\n? d\n: 3\n",
        "s: |\n  literal\n  text\nf: >\n  folded\n  text\n",
        "seq: !!seq [a, b]\nmap: !!map {a: b}\nset: !mine {a}\nns: ! [a]\n",
        "empty:\nnull: ~\nflow: {a: , b: [ ]}\n",
        "é: ü\n\"quoted key\": 'x'\n'single': \"y\\u00e9\"\n",
        "key: \"\\ufeffstarts with a BOM\"\nin: \"a\\ufeffb\"\n", "\u{FEFF}a: 1\n",
        // What Yams refused.
        "a: *undefined\n", "--- a\n--- b\n", "a: [\n", "a: b: c\n", "a: 'x\n", "\t- a\n", "a: \u{1}\n", "é: \u{7F}x\n",
        "a\n...\nb\n", "%YAML 1.1\n%YAML 1.1\n--- a\n", "!<a: b\n", "{a: 1, a: 2}\n", "a: 1\na: 2\nb: 1\nb: 2\n",
        "&k a: 1\n*k : 2\n", "? [a, b]\n: c\n? [a, b]\n: d\n", "? {a: 1}\n: x\n? {a: 1}\n: y\n", "? [a]\n: 1\n[b]: 2\n",
        "a: 1\n!!str a: 2\n", "a: 1\n'a': 2\n", "1: a\n!!int 1: b\n", "? [a]\n: 1\n? [a]\n: 2\nz: 1\nz: 2\n",
        // A key's tag is resolved on every copy of it, before and after.
        "a: &t true\n*t : 1\nb: *t\n", "&k true: 1\nb: *k\n", "x: &s [1, 2]\n? *s\n: v\ny: *s\n",
        "? [&i 1, 2]\n: v\nlater: *i\n", "a: &m {k: &n true}\n? *m\n: 1\nb: *n\n",
    ])
    func composesAsYams(_ text: String) {
        let (ours, yams, _) = Self.compare(text)
        #expect(ours == yams, "\(text.debugDescription)")
    }

    /// The comparison sees a wrong mark, text, style or tag, and a wrong error place.
    @Test func comparisonCatchesAWrongMarkTextStyleOrTag() throws {
        let text = "a: [1, 'two']\nb: !x c\n"
        let right = try #require(try YAMLComposer.compose(text).get())
        let yamsNode = try Yams.compose(yaml: text, .basic)
        let yamsText = Self.describe(try #require(yamsNode))
        #expect(Self.describe(right) == yamsText)
        var mapping = try #require(right.mapping)
        var key = try #require(mapping.pairs[1].key.scalar)
        key.mark = SourceLocation(line: key.mark.line, column: key.mark.column + 1)
        mapping.pairs[1].key = .scalar(key)
        #expect(Self.describe(YAMLNode.mapping(mapping)) != yamsText)
        for change in 0..<3 {
            var value = try #require(right.mapping?.pairs[1].value.scalar)
            switch change {
            case 0: value.string += " "
            case 1: value.style = .doubleQuoted
            default: value.tag = nil
            }
            var changed = try #require(right.mapping)
            changed.pairs[1].value = .scalar(value)
            #expect(Self.describe(YAMLNode.mapping(changed)) != yamsText)
        }
        var error = try #require(YAMLComposer.compose("a: [\n").failure)
        #expect(Self.compare("a: [\n").ours.hasPrefix(Self.describe(error)))
        error = YAMLError(kind: error.kind, problem: error.problem, context: error.context,
                          mark: SourceLocation(line: 1, column: 1), yaml: "a: [\n")
        #expect(!Self.compare("a: [\n").yams.hasPrefix(Self.describe(error)))
    }

    // MARK: - Bounds

    @Test func stopsAtTheBound() {
        var bomb = "a0: &a0 [x, x]\n"
        for level in 1...30 { bomb += "a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        let stopped = YAMLComposer(bomb, bounded: true)
        #expect(stopped.excess?.location.line ?? 0 > 1)
    }
}
