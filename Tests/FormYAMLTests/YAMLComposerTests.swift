import Foundation
import Testing
import TestSupport
import Yams
@testable import FormYAML

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
        case .duplicateKeys: return "duplicates \(duplicateMark(error.mark, error.duplicates)) \(error.duplicates.sorted())"
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
        case let .duplicatedKeysInMapping(duplicates, ctx): return "duplicates \(duplicateMark(ctx.mark, duplicates)) \(duplicates.sorted())"
        case .memory: return "memory"
        default: return "\(error)"
        }
    }

    /// Where Yams reported repeated keys: at the first of them in its order, which for keys it
    /// cannot order (a scalar and a collection, two texts alike but for their tags) followed its
    /// hash order, different from run to run; then the place is left out.
    static func duplicateMark(_ mark: CustomStringConvertible, _ names: [String]) -> String {
        let unordered = Set(names).count < names.count || (names.count > 1 && names.contains("<uncovertable>"))
        return unordered ? "-" : mark.description
    }

    /// Both compositions of `text`, as text; and whether it composed. `yaml11`: with Yams's
    /// default resolver (as `AnswerDocument` composed), else `.basic`.
    static func compare(_ text: String, yaml11: Bool = false) -> (ours: String, yams: String, composed: Bool) {
        let ours: String
        var summary = ""
        switch YAMLComposer.compose(text, resolver: yaml11 ? .yaml11 : .basic) {
        case .success(let node): ours = node.map(describe) ?? "nil"
        case .failure(let error):
            ours = describe(error)
            summary = error.summary
        }
        // Deliberate difference: a leading byte-order mark is read as the encoding's mark,
        // where Yams's libyaml (told the encoding) failed on it.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        do {
            let node = try Yams.compose(yaml: text, yaml11 ? .default : .basic)
            return (ours, node.map(describe) ?? "nil", true)
        } catch {
            let firstLine = "\(error)".split(separator: "\n").first.map(String.init) ?? ""
            return (ours + " | " + summary, describe(error) + " | " + firstLine, false)
        }
    }

    // MARK: - Agreement

    @Test func composesEveryYAMLFileOfTheRepositoryAsYams() throws {
        // Tests/FormYAMLTests/YAMLComposerTests.swift → the repository.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
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
            let (ours, yams, ok) = Self.compare(text, yaml11: index % 2 == 1)
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
        "a: 1\n!!str a: 2\n", "a: 1\n'a': 2\n", "1: a\n!!int 1: b\n",
        // (Not a scalar and a collection repeated in one mapping: which one Yams named first, and
        // where, followed its hash order, which changes from run to run.)
        // A key's tag is resolved on every copy of it, before and after.
        "a: &t true\n*t : 1\nb: *t\n", "&k true: 1\nb: *k\n", "x: &s [1, 2]\n? *s\n: v\ny: *s\n",
        "? [&i 1, 2]\n: v\nlater: *i\n", "a: &m {k: &n true}\n? *m\n: 1\nb: *n\n",
    ])
    func composesAsYams(_ text: String) {
        let (ours, yams, _) = Self.compare(text)
        #expect(ours == yams, "\(text.debugDescription)")
    }

    @Test(arguments: ["1: a\n'1': b\n", "1: a\n!!int 1: b\n", "yes: a\n\"yes\": b\n", "~: a\n!!null ~: b\n",
                      "2024-01-02: a\n!!timestamp 2024-01-02: b\n", "a: &x 1\n*x : 2\nc: *x\n", "<<: a\n'<<': b\n"])
    func composesAsYamsWithItsDefaultResolver(_ text: String) {
        let (ours, yams, _) = Self.compare(text, yaml11: true)
        #expect(ours == yams, "\(text.debugDescription)")
    }

    /// `YAMLResolver.yaml11` reads plain scalars as Yams's default resolver's regular expressions.
    @Test func resolvesPlainScalarsAsYamsDefaultResolver() {
        var fixed = ["", "~", "null", "NULL", "nUll", "yes", "Yes", "yES", "on", "OFF", "true", "0", "00", "0o17", "0o", "0b101", "0b",
                     "0x1F", "0x", "-0x_", "+12", "1_000", "01_", "1:30", "1:60", "190:20:30", "1:5:", "1.5", "1.", ".5", "-.5", ".5e+3",
                     ".5e3", "1e3", "1E-3", "1e", "1:30.5", "+.inf", ".Inf", "-.nan", ".NaN", ".nan", "<<", "=", "==", "2024-01-02",
                     "2024-1-2", "2024-01-02T10:20:30", "2024-1-2 10:20:30.5 Z", "2024-01-02t1:20:30+01:00", "2024-01-02 10:20:30 -5",
                     "2024-01-02  10:20:30 ", "12\n", "yes\u{2028}", "1 2", "é", "١٢"]
        var random = SplitMix64(state: 0x5245534F)
        let alphabet = Array("0123456789_:.-+eExXbBoO tTZ\tinfaNyesnoulNUL~<=")
        for _ in 0..<20_000 {
            fixed.append(String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        }
        var wrong = 0
        for text in fixed {
            let theirs = Resolver.default.resolveTag(of: Yams.Node(text)).rawValue
            if YAMLResolver.yaml11.tag(ofPlain: text) != theirs {
                wrong += 1
                if wrong < 10 { Issue.record("\(text.debugDescription): ours \(YAMLResolver.yaml11.tag(ofPlain: text)), Yams \(theirs)") }
            }
        }
        #expect(wrong == 0)
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
