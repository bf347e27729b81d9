import Foundation
import Testing
import FormCore
import FormDates
import FormOutput
import TestSupport

/// Drafts, the trust record and a check's reply are read by formline's one JSON reader
/// (`JSONParser`, through `JSONValueDecoder`), not Foundation's `JSONDecoder` (issue 34 item
/// 7). What Foundation writes for them reads back the same through both (generated drafts,
/// differential); what RFC 8259 refuses is refused, where Foundation is looser or stricter.
@Suite struct JSONValueDecoderTests {
    /// The generator (SplitMix64, so a failure names its seed), picking below `n`.
    private typealias Generator = SplitMix64


    /// Texts with what a JSON writer must escape or a reader could trip on.
    private static let pieces = ["a", "Ada", "", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "é", "€", "😀", "\u{202E}",
                                 "$(rm -rf /)", "`id`", "'", "{\"x\":1}", "\u{FEFF}", "1e400", "-0", "null"]

    private static func text(_ g: inout Generator) -> String {
        (0..<g.below(4)).map { _ in pieces[g.below(pieces.count)] }.joined()
    }

    private static func value(_ g: inout Generator, depth: Int = 0) -> FieldValue {
        switch g.below(depth == 0 ? 6 : 5) {
        case 0: return .text(text(&g))
        case 1: return .number(FormNumber(parsing: ["0", "-12", "3.50", "1e3", "123456789012345678901234567890", "-0.0001"][g.below(6)])!)
        case 2: return .bool(g.below(2) == 0)
        case 3: return .date(LocalDate(year: 1 + g.below(9999), month: 1 + g.below(12), day: 1 + g.below(28))!)
        case 4: return .list((0..<g.below(4)).map { _ in text(&g) })
        default:
            return .records((0..<g.below(3)).map { _ in
                FieldRecord((0..<g.below(3)).map { i in ("f\(i)", g.below(3) == 0 ? nil : value(&g, depth: depth + 1)) })
            })
        }
    }

    private static func draft(seed: UInt64) -> SessionDraft {
        var g = Generator(state: seed)
        var values: [String: FieldValue] = [:]
        for i in 0..<g.below(6) { values["field\(i)" + text(&g)] = value(&g) }
        let kinds = FieldKind.allCases
        return SessionDraft(values: values, answered: values.keys.sorted(), focusedField: g.below(2) == 0 ? nil : text(&g),
                            fields: Dictionary(uniqueKeysWithValues: values.keys.map { ($0, kinds[g.below(kinds.count)]) }),
                            title: g.below(2) == 0 ? nil : text(&g), form: g.below(2) == 0 ? nil : "/forms/" + text(&g))
    }

    @Test func generatedDraftsReadTheSameAsFoundationReadsThem() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]   // as DraftStore writes them
        for seed in UInt64(0)..<400 {
            let draft = Self.draft(seed: seed)
            let data = try encoder.encode(draft)
            let ours = try JSONValueDecoder.decode(SessionDraft.self, from: Array(data))
            let foundation = try JSONDecoder().decode(SessionDraft.self, from: data)
            #expect(ours == foundation, "seed \(seed)")
            #expect(ours == draft, "seed \(seed)")
        }
    }

    @Test func anOlderDraftsFloatNumberAndMissingMembersStillRead() throws {
        let old = #"{"values":{"age":{"number":42.5},"when":{"date":"2026-12-02"}},"answered":["age"]}"#
        let draft = try JSONValueDecoder.decode(SessionDraft.self, from: Array(old.utf8))
        #expect(draft.values["age"] == .number(FormNumber(42.5)))
        #expect(draft.values["when"] == .date(LocalDate(year: 2026, month: 12, day: 2)!))
        #expect(draft.fields.isEmpty && draft.title == nil && draft.focusedField == nil)
    }

    /// What is not RFC 8259 JSON is refused as `dataCorrupted` (the error DraftStore words as
    /// "isn't in the correct format"), and a wrong shape as the error Foundation gives.
    @Test func refusesWhatIsNotJSONAndWrongShapes() {
        let notJSON = [#"{"values":{},"answered":[],}"#, "\u{FEFF}{\"values\":{},\"answered\":[]}", #"{"values":{},"answered":[01]}"#,
                       "{\"values\":{\"a\":{\"text\":\"\u{1}\"}},\"answered\":[]}", #"{"values":{"a":{"text":"\ud800"}},"answered":[]}"#,
                       #"{"values":{},"answered":[]} x"#, "", String(repeating: "[", count: 100) + String(repeating: "]", count: 100)]
        for text in notJSON {
            #expect(throws: DecodingError.self, "\(text.debugDescription)") {
                try JSONValueDecoder.decode(SessionDraft.self, from: Array(text.utf8))
            }
            do {
                _ = try JSONValueDecoder.decode(SessionDraft.self, from: Array(text.utf8))
            } catch let error as DecodingError {
                guard case .dataCorrupted = error else { Issue.record("\(text.debugDescription): \(error)"); continue }
            } catch {
                Issue.record("\(error)")
            }
        }
        var invalidUTF8 = Array(#"{"values":{"a":{"text":"x"}},"answered":[]}"#.utf8)
        invalidUTF8[24] = 0xFF
        #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(SessionDraft.self, from: invalidUTF8) }

        let shapes: [(String, (DecodingError) -> Bool)] = [
            (#"{"answered":[]}"#, { if case .keyNotFound = $0 { true } else { false } }),
            (#"{"values":[],"answered":[]}"#, { if case .typeMismatch = $0 { true } else { false } }),
            (#"{"values":{"a":{"date":"2026-02-30"}},"answered":[]}"#, { if case .dataCorrupted = $0 { true } else { false } }),
            (#"{"values":{"a":{}},"answered":[]}"#, { if case .dataCorrupted = $0 { true } else { false } }),
            (#"{"values":{"a":{"number":1e400}},"answered":[]}"#, { if case .dataCorrupted = $0 { true } else { false } }),
            (#"{"values":{},"answered":[null]}"#, { if case .valueNotFound = $0 { true } else { false } }),
            (#"{"values":{},"answered":null}"#, { if case .valueNotFound = $0 { true } else { false } }),
            (#"{"values":{},"answered":[3]}"#, { if case .typeMismatch = $0 { true } else { false } }),
        ]
        for (text, isExpected) in shapes {
            do {
                let draft = try JSONValueDecoder.decode(SessionDraft.self, from: Array(text.utf8))
                Issue.record("\(text) read as \(draft)")
            } catch let error as DecodingError {
                #expect(isExpected(error), "\(text): \(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// A repeated member means its last value, as in every message the MCP server reads.
    @Test func aRepeatedMemberIsItsLastValue() throws {
        let text = #"{"values":{},"answered":["a"],"answered":["b"],"title":"x","title":null}"#
        let draft = try JSONValueDecoder.decode(SessionDraft.self, from: Array(text.utf8))
        #expect(draft.answered == ["b"] && draft.title == nil)
    }

    @Test func wholeNumbersReadAsFoundationReadsThem() throws {
        struct Holder: Decodable, Equatable { var n: Int?; var small: UInt8?; var d: Double? }
        func read(_ text: String) -> Holder? { try? JSONValueDecoder.decode(Holder.self, from: Array(text.utf8)) }
        #expect(read(#"{"n":42,"small":255,"d":1e2}"#) == Holder(n: 42, small: 255, d: 100))
        #expect(read(#"{"n":3.0}"#) == Holder(n: 3))
        #expect(read(#"{"n":-9223372036854775808}"#) == Holder(n: Int.min))
        #expect(read(#"{"n":9223372036854775808}"#) == nil)
        #expect(read(#"{"n":3.5}"#) == nil)
        #expect(read(#"{"small":256}"#) == nil)
        #expect(read(#"{"small":-1}"#) == nil)
        #expect(read(#"{"n":"42"}"#) == nil)
        #expect(read(#"{"n":null}"#) == Holder())
    }

    @Test func theTrustRecordFoundationWroteReadsBack() throws {
        struct Entry: Codable, Equatable { var path: String; var sha256: String }
        let entries = [Entry(path: "/home/a b/$(x)/`y`/\u{202E}.yaml", sha256: String(repeating: "ab", count: 32)),
                       Entry(path: "/forms/é\n.yaml", sha256: "00")]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]   // as FormTrust writes it
        let data = try encoder.encode(entries)
        #expect(try JSONValueDecoder.decode([Entry].self, from: Array(data)) == entries)
        #expect(try JSONDecoder().decode([Entry].self, from: data) == entries)
    }
}

extension SplitMix64 {
    /// A whole number from 0 to below `n`.
    fileprivate mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
