import Testing
import TestSupport
import Yams
@testable import FormCore
@testable import Formline

/// A form built in Swift is written out as YAML (`YAMLValue.yaml()`, FormCore's emitter) and
/// loaded back. Yams, which wrote it before, is the oracle (fixed seed): the text is the one
/// Yams wrote for the same node, byte for byte, and Yams reads it back as the same values.
@Suite struct YAMLValueTests {
    /// The node Yams was given for a value before.
    static func yamsNode(_ value: YAMLValue) -> Yams.Node {
        switch value {
        case .text(let text): return Yams.Node(text, .implicit, .doubleQuoted)
        case .number(let number): return Yams.Node(NumberFormat.canonical(number), .implicit, .plain)
        case .integer(let number): return Yams.Node(String(number), .implicit, .plain)
        case .bool(let flag): return Yams.Node(flag ? "true" : "false", .implicit, .plain)
        case .list(let items): return Yams.Node(items.map(yamsNode), .implicit, .block)
        case .mapping(let entries): return Yams.Node(entries.map { (Yams.Node($0.key), yamsNode($0.value)) }, .implicit, .block)
        }
    }

    /// What Yams composes, as the texts of the value.
    static func texts(_ node: Yams.Node) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string.debugDescription
        case .sequence(let sequence): return "[" + sequence.map(texts).joined(separator: ", ") + "]"
        case .mapping(let mapping): return "{" + mapping.map { texts($0.key) + ": " + texts($0.value) }.joined(separator: ", ") + "}"
        case .alias: return "alias"
        }
    }

    static func texts(_ value: YAMLValue) -> String {
        switch value {
        case .text(let text): return text.debugDescription
        case .number(let number): return NumberFormat.canonical(number).debugDescription
        case .integer(let number): return String(number).debugDescription
        case .bool(let flag): return (flag ? "true" : "false").debugDescription
        case .list(let items): return "[" + items.map(texts).joined(separator: ", ") + "]"
        case .mapping(let entries): return "{" + entries.map { $0.key.debugDescription + ": " + texts($0.value) }.joined(separator: ", ") + "}"
        }
    }

    struct Generator {
        var random = SplitMix64(state: 0x56414C55)
        private static let pieces = ["a", "title", "no", "true", "12", "-1.5", "null", "~", "", " ", "é", "日本語", "😀", "a: b", "- x",
                                     "#c", "'", "\"", "\\", "\t", "\n", "\r\n", "\u{0}", "\u{7}", "\u{1B}[31m", "\u{7F}", "\u{85}",
                                     "\u{A0}", "\u{2028}", "\u{FEFF}", "\u{FFFE}", "{x}", "[y]", "&a", "*b", "!t", "|", ">", "%", "@", "`",
                                     String(repeating: "long ", count: 30)]

        /// Never starting with U+FEFF, which reads back dropped (`leadingByteOrderMarkIsDropped`).
        mutating func text() -> String {
            let text = (0..<Int.random(in: 0...4, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            return text.hasPrefix("\u{FEFF}") ? "x" + text : text
        }

        mutating func value(depth: Int = 0) -> YAMLValue {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &random) {
            case 0: return .text(text())
            case 1: return .number([0.5, -3.25, 1e21, 1e-7, 42, -0.0, 123456.789].randomElement(using: &random)!)
            case 2: return .integer(Int.random(in: -1_000_000...1_000_000, using: &random))
            case 3: return .bool(Bool.random(using: &random))
            case 4: return .list((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth + 1) })
            default:
                var keys: [String] = []
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    let key = text()
                    if !keys.contains(key) { keys.append(key) }
                }
                return .mapping(keys.map { YAMLEntry(key: $0, value: value(depth: depth + 1)) })
            }
        }
    }

    @Test func writesWhatYamsWroteAndYamsReadsItBack() throws {
        var generator = Generator()
        for _ in 0..<3_000 {
            let value = generator.value()
            let yaml = try value.yaml()
            #expect(yaml == (try Yams.serialize(node: Self.yamsNode(value), allowUnicode: true)))
            let back = try #require(try Yams.compose(yaml: yaml, .basic), "\(yaml)")
            #expect(Self.texts(back) == Self.texts(value), "\(yaml)")
        }
    }

    /// As with Yams (which decoded scalars with Foundation), a text starting with U+FEFF reads
    /// back without it, in FormCore's composer as in Yams.
    @Test func leadingByteOrderMarkIsDropped() throws {
        let yaml = try YAMLValue.mapping([YAMLEntry(key: "a", value: .text("\u{FEFF}b\u{FEFF}"))]).yaml()
        #expect(try Yams.compose(yaml: yaml, .basic)?.mapping?.first?.value.scalar?.string == "b\u{FEFF}")
        #expect(try YAMLComposer.compose(yaml).get()?.mapping?.first?.value.scalar?.string == "b\u{FEFF}")
    }

    @Test func textIsAlwaysDoubleQuotedAndKeysAreQuotedWhenTheyMustBe() throws {
        let value = YAMLValue.mapping([YAMLEntry(key: "title", value: .text("no")), YAMLEntry(key: "a: b", value: .list([.text("12"), .integer(12), .bool(true)]))])
        #expect(try value.yaml() == "title: \"no\"\n'a: b':\n- \"12\"\n- 12\n- true\n")
        // The comparison sees a wrong value.
        let wrong = YAMLValue.mapping([YAMLEntry(key: "title", value: .text("yes"))])
        let back = try #require(try Yams.compose(yaml: try wrong.yaml(), .basic))
        #expect(Self.texts(back) != Self.texts(value))
    }
}
