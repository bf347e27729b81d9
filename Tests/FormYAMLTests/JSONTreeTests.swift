import Foundation
import Testing
import TestSupport
@testable import FormYAML

/// `YAMLComposer` reads JSON directly (`JSONTree`) where it surely composes as through
/// libyaml: for every JSON file of the repository and thousands of generated JSON texts
/// (valid and broken, with escapes, Unicode, tabs, long keys, repeated keys, deep nesting),
/// both ways give the same tree (text, tag, style, marks, node ids), node count, repeats,
/// bound and error; and the direct reading does take the usual JSON (so the comparison is
/// not of libyaml with itself).
@Suite struct JSONTreeTests {
    static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar):
            return "S#\(scalar.id)(\(scalar.string.debugDescription) \(scalar.tag ?? "") \(scalar.style.rawValue) \(scalar.mark) \(scalar.aliasMark.map(\.description) ?? "-"))"
        case .mapping(let mapping):
            return "M#\(mapping.id)(\(mapping.tag ?? "") \(mapping.style.rawValue) \(mapping.mark))[" + mapping.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "]"
        case .sequence(let sequence):
            return "Q#\(sequence.id)(\(sequence.tag ?? "") \(sequence.style.rawValue) \(sequence.mark))[" + sequence.map(describe).joined(separator: ", ") + "]"
        }
    }

    static func describe(_ pass: YAMLComposer) -> String {
        let result: String
        switch pass.result {
        case .success(let root): result = root.map(describe) ?? "nil"
        case .failure(let error): result = "\(error.kind) \(error.problem) \(error.mark) \(error.context.map { "\($0.text)@\($0.mark)" } ?? "-") \(error.summary)"
        }
        let repeats = pass.repeats.map { "\($0.key)@\($0.first)/\($0.location)-\($0.end)" }.joined(separator: ",")
        return "\(result) nodes=\(pass.nodes) repeats=[\(repeats)] excess=\(pass.excess.map { "\($0.message)@\($0.location)" } ?? "-")"
    }

    /// Both ways of composing `text`, described; and whether the direct reading took it.
    static func compare(_ text: String, resolver: YAMLResolver = .basic) -> (direct: String, libyaml: String, taken: Bool) {
        var bytes = text
        let taken = bytes.withUTF8 { JSONTree.compose($0, resolver: resolver) } != nil
        return (describe(YAMLComposer(text, bounded: true, resolver: resolver)),
                describe(YAMLComposer(text, bounded: true, resolver: resolver, readingJSON: false)), taken)
    }

    @Test func composesEveryJSONFileOfTheRepositoryAsLibyaml() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files = 0, taken = 0
        for folder in ["forms", "Tests/Fixtures", "Examples", "docs", "schema"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".json") else { continue }
                guard let text = try? String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(path), encoding: .utf8) else { continue }
                let (direct, libyaml, took) = Self.compare(text)
                #expect(direct == libyaml, "\(folder)/\(path)")
                files += 1
                if took { taken += 1 }
            }
        }
        #expect(files >= 4)
        #expect(taken >= 4)
    }

    @Test(arguments: [
        "{}", "[]", "{\"a\": 1}", "{\"a\":1,\"b\":[true,false,null,-0.5e+3,\"x\"]}", "  \n{\"a\": {\"b\": {}}}\n\n",
        "{\n  \"é\": \"ü 日本 😀\",\n  \"k\": \"after é\"\n}\n", "{\"a\": \"\\u00e9\\n\\t\\\"\\\\\\/\\b\\f\\r\"}",
        "{\"a\": \"\\U0001F600\", \"b\": \"\\ufeffx\"}", "[\n\t1,\n\t{\"a\":\t2}\n]",
        // Hostile texts libyaml reads as text too: shell syntax, quotes, bidi controls.
        "{\"$(touch x)\": \"`id` 'q' \\\" \u{202E}gnp.exe \u{2066}x\u{2069}\"}",
    ])
    func takesUsualJSON(_ text: String) {
        let (direct, libyaml, taken) = Self.compare(text)
        #expect(direct == libyaml, "\(text.debugDescription)")
        #expect(taken, "\(text.debugDescription)")
    }

    @Test(arguments: [
        "", "a: 1\n", "\"a\"", "1", "{\"a\": 1}\n---\n", "{\"a\": 1, \"a\": 2}", "{\"a\": 1, \"\\u0061\": 2}",
        "{\"é\": 1, \"e\u{301}\": 2}", "{\"a\"\n: 1}", "{\"a\": 1,}", "[1, 2,]", "{\"a\": 01}", "{\"a\": -}", "{\"a\": 1 # c\n}",
        "{\"a\": \"x\u{85}y\"}", "{\"a\": \"x\u{2028}y\"}", "{\"a\": \"x\u{7F}\"}", "{\"a\": \"x\u{9F}\"}", "{\"a\": \"\u{FEFF}\"}",
        "{\"a\": \"\\ud800\"}", "{\"a\": \"\\x41\"}", "{\"a\": \"tab\there\"}", "\t{\"a\": 1}", "{\"a\": 1}\r\n",
        "{\"a\": 1} x", "{\"\\ufeffa\": 1, \"a\": 2}",
        // NUL and escape characters, raw.
        "{\"a\": \"x\u{0}\"}", "{\"a\u{0}\": 1}", "{\"a\": 1}\u{0}", "{\"a\": \"\u{1B}[31m\"}",
        "{\"a\": {\"b\": 1}", "{\"a\": tru}", "{\"a\": truex}", "{\"a\": 1.}", "{\"a\": .5}", "{\"a\": 1e}",
        "{\"" + String(repeating: "k", count: 1_100) + "\": 1}", String(repeating: "[", count: 150) + String(repeating: "]", count: 150),
        String(repeating: "[", count: 1_200) + String(repeating: "]", count: 1_200),
    ])
    func leavesTheRestToLibyaml(_ text: String) {
        let (direct, libyaml, _) = Self.compare(text)
        #expect(direct == libyaml, "\(text.debugDescription)")
    }

    @Test func composesGeneratedJSONAsLibyaml() {
        var generator = RandomJSON(seed: 0x4A534F4E)
        var taken = 0, mismatches = 0
        for index in 0..<3_000 {
            let text = index % 3 == 2 ? generator.broken() : generator.document()
            let (direct, libyaml, took) = Self.compare(text, resolver: index % 2 == 1 ? .yaml11 : .basic)
            if took { taken += 1 }
            if direct != libyaml {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(text.debugDescription)\ndirect:  \(direct)\nlibyaml: \(libyaml)") }
            }
        }
        #expect(mismatches == 0)
        // (Most of the rest hold a surrogate pair's escapes, which YAML refuses, or a repeated key.)
        #expect(taken > 600)
    }

    /// Past `maximumNodes` (bounded), the text is left to libyaml, which says where.
    @Test func aDocumentOfTooManyNodesIsBoundedAsBefore() {
        let text = "[" + Array(repeating: "1", count: YAMLComposer.maximumNodes + 1).joined(separator: ",") + "]"
        let pass = YAMLComposer(text, bounded: true)
        #expect(pass.excess != nil)
        #expect(YAMLComposer(text, bounded: false).nodes == YAMLComposer.maximumNodes + 2)
    }
}

/// Random JSON texts: objects and arrays nested a few levels, strings with escapes and
/// Unicode, numbers, Booleans, nulls, spaces, line feeds and tabs; and, for broken inputs, a
/// few random edits of such a text.
struct RandomJSON {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(state: seed) }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func pick(_ items: [String]) -> String { items.randomElement(using: &random)! }

    mutating func document() -> String {
        (chance(0.1) ? pick([" ", "\n", "  \n"]) : "") + (chance(0.7) ? object(depth: 0) : array(depth: 0)) + pick(["", "\n", " \n", "\n\n"])
    }

    mutating func broken() -> String {
        var scalars = Array(document().unicodeScalars)
        let pieces = [":", "[", "]", "{", "}", ",", "\"", "\\", "\n", " ", "\t", "\r", "#", "-", "0", "é", "\u{85}", "\u{2028}",
                      "\u{FEFF}", "\u{1}", "\u{7F}", "&a", "*a", "!", "'", "?", "---\n", "...\n"]
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            if chance(0.4), at < scalars.count {
                scalars.remove(at: at)
            } else {
                scalars.insert(contentsOf: pick(pieces).unicodeScalars, at: at)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    private mutating func space() -> String {
        pick(["", "", "", " ", "  ", "\n", "\n  ", "\n\t", "\t", " \n    "])
    }

    private mutating func string() -> String {
        var text = "\""
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            text += pick(["a", "key", "x y", "é", "日本", "😀", "\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u0000", "\\ufeff",
                          "\\U0001F600", "\\uD83D\\uDE00", "\\b", "\\f", "\\r", "1", "true", "#", ":", ",", "{", "]", "'", "\u{A0}"])
        }
        return text + "\""
    }

    private mutating func scalar() -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: return string()
        case 2: return pick(["0", "-0", "12", "-3.5", "1e3", "1.5E-3", "2e+10", "123456789012345678901234567890"])
        case 3: return pick(["true", "false", "null"])
        default: return string()
        }
    }

    private mutating func value(depth: Int) -> String {
        guard depth < 4, chance(0.35) else { return scalar() }
        return chance(0.5) ? object(depth: depth + 1) : array(depth: depth + 1)
    }

    private mutating func object(depth: Int) -> String {
        let count = Int.random(in: 0...(depth == 0 ? 12 : 5), using: &random)
        var keys: [String] = []
        for _ in 0..<count {
            if chance(0.05), let repeated = keys.randomElement(using: &random) { keys.append(repeated) } else { keys.append(string()) }
        }
        var text = "{" + space()
        for (index, key) in keys.enumerated() {
            if index > 0 { text += "," + space() }
            text += key + (chance(0.9) ? "" : " ") + ":" + space() + value(depth: depth) + space()
        }
        return text + "}"
    }

    private mutating func array(depth: Int) -> String {
        var text = "[" + space()
        for index in 0..<Int.random(in: 0...5, using: &random) {
            if index > 0 { text += "," + space() }
            text += value(depth: depth) + space()
        }
        return text + "]"
    }
}
