import FormCore
import FormRecords
import Testing
@testable import BatchFrontEnd

/// The batch front end parses JSON Lines straight into `RecordFields` (values pointing into the
/// line). Whatever the line, that must give exactly what parsing into a `RawRecord` gives.
@Suite struct RecordFieldsBuilderTests {
    private static let keys: RecordKeys = ["name", "note", "count", "flag", "tags"]

    /// A comparable rendering of one record's fields.
    private func render(_ fields: RecordFields) -> [String] {
        fields.values.map { value in
            switch value {
            case .missing: "missing"
            case .null: "null"
            case .string(let bytes), .plainString(let bytes): "string:" + String(decoding: bytes, as: UTF8.self)
            case .number(let bytes): "number:" + String(decoding: bytes, as: UTF8.self)
            case .bool(let flag): "bool:\(flag)"
            case .array(let list): "array:\(fields.rows(list))"
            case .objects(let list): "objects:\(fields.rows(list)[0])"
            case .groupRows(let group): "objects:" + String(decoding: fields.groupRows(group).text, as: UTF8.self)
            }
        }
    }

    private enum Parsed: Equatable {
        case fields([String], unknown: [String])
        case error(String)
    }

    private func viaRawRecord(_ line: [UInt8]) -> Parsed {
        var parser = JSONLineParser(knownKeys: Self.keys)
        var record = RawRecord()
        do {
            try line.withUnsafeBufferPointer { bytes throws(JSONLineError) in try parser.parse(bytes, into: &record) }
        } catch {
            return .error(error.description)
        }
        var fields = RecordFields(count: Self.keys.count)
        return .fields(record.withRecordFields(&fields) { render($0) }, unknown: record.unknownKeys)
    }

    private func viaBuilder(_ line: [UInt8], _ parser: inout JSONLineParser, _ builder: inout RecordFieldsBuilder) -> Parsed {
        do {
            try line.withUnsafeBufferPointer { bytes throws(JSONLineError) in
                try parser.parse(bytes, into: &builder)
            }
        } catch {
            return .error(error.description)
        }
        return .fields(render(builder.fields), unknown: builder.unknownKeys)
    }

    static let lines: [String] = [
        #"{"name":"ada","note":"x","count":3,"flag":true,"tags":["a","b"]}"#,
        #"{"tags":[],"flag":false,"count":-1.5e3,"note":null,"name":"z"}"#,
        #"{"name":"a\"b\\c\/d\n\t\u00e9\ud83d\ude00","note":"plain after escapes","count":0}"#,
        #"{"note":"\u0000","name":"\u2028"}"#,
        #"{"name":"ada","extra":1,"other":[1],"Name":"x"}"#,
        #"{"name":"a","name":"b"}"#,
        #"{"note":null,"note":"x"}"#,
        #"{"tags":[],"flag":true,"tags":["a"]}"#,
        #"{"extra":1,"extra":2}"#,
        #"{"n\u0061me":"escaped key","tags":["\u0041",""]}"#,
        #"  { "name" : "spaced" , "flag" : null }  "#,
        #"{"name":"unterminated}"#,
        #"{"name":"ok"} trailing"#,
        "{\"name\":\"raw\u{1}control\"}",
        #"{}"#,
        "{\"name\":\"日本語\",\"note\":\"é\"}",
    ]

    @Test(arguments: lines)
    func builderAgreesWithRawRecord(line: String) {
        var parser = JSONLineParser(knownKeys: Self.keys)
        var builder = RecordFieldsBuilder(keys: Self.keys)
        #expect(viaBuilder(Array(line.utf8), &parser, &builder) == viaRawRecord(Array(line.utf8)))
    }

    /// Strings the fast scan passes (printable ASCII, no quote or backslash) are marked plain,
    /// so the validator neither rescans nor escapes them; anything else stays `.string`.
    @Test func onlyPlainStringsAreMarkedPlain() {
        var parser = JSONLineParser(knownKeys: Self.keys)
        var builder = RecordFieldsBuilder(keys: Self.keys)
        let line = #"{"name":" ada lovelace~ ","note":"a\"b","count":"7","flag":"é"}"#
        _ = viaBuilder(Array(line.utf8), &parser, &builder)
        func kind(_ value: RecordValue) -> String {
            switch value {
            case .plainString: "plain"
            case .string: "string"
            default: "other"
            }
        }
        #expect(builder.fields.values.map(kind) == ["plain", "string", "plain", "string", "other"])
    }

    /// One parser and builder reused across lines (as `fill` does): nothing leaks from one
    /// record into the next, including unescaped strings in the arena.
    @Test func reuseAcrossLinesLeavesNothingBehind() {
        var parser = JSONLineParser(knownKeys: Self.keys)
        var builder = RecordFieldsBuilder(keys: Self.keys)
        for line in Self.lines + Self.lines.reversed() {
            #expect(viaBuilder(Array(line.utf8), &parser, &builder) == viaRawRecord(Array(line.utf8)), "\(line)")
        }
    }

    /// A line made only of escapes fills the arena to the line's length, never beyond.
    @Test func escapeHeavyLinesFitTheArena() {
        var parser = JSONLineParser(knownKeys: Self.keys)
        var builder = RecordFieldsBuilder(keys: Self.keys)
        for count in [0, 1, 7, 8, 9, 1000] {
            let escapes = String(repeating: #"\n\u00e9\""#, count: count)
            let line = #"{"name":""# + escapes + #"","note":""# + escapes + #""}"#
            #expect(viaBuilder(Array(line.utf8), &parser, &builder) == viaRawRecord(Array(line.utf8)))
        }
    }
}

@Suite struct RecordKeysHintTests {
    private func index(_ keys: RecordKeys, _ name: String, expected: Int) -> Int? {
        var name = name
        return name.withUTF8 { keys.index(ofUTF8: $0, expected: expected) }
    }

    @Test func theHintNeverChangesTheAnswer() {
        // Short names compare byte by byte, 8 to 16 bytes as two words, longer ones with memcmp.
        let keys: RecordKeys = ["a", "bb", "a", "", "ccc", "username", "remember-me", "a-very-long-field-name", "password1234567x"]
        let probes = ["a", "bb", "", "ccc", "zz", "b", "username", "usernamf", "xsername", "remember-me", "remember-mf",
                      "a-very-long-field-name", "a-very-long-field-namf", "password1234567x", "password1234567y", "Password1234567x"]
        for name in probes {
            let plain = keys.index(of: name)
            for expected in -2..<12 {
                #expect(index(keys, name, expected: expected) == plain, "\(name) expected \(expected)")
            }
        }
        #expect(keys.index(of: "a") == 0)
        #expect(index(keys, "a", expected: 2) == 0)
    }
}

@Suite struct ByteBufferTests {
    @Test func growsTruncatesAndKeepsEveryByte() {
        let buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<200 {
            let chunk = (0..<(round % 37)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ round) }
            chunk.withUnsafeBufferPointer { buffer.append($0) }
            buffer.append(UInt8(round % 256))
            buffer.append(contentsOf: "ok".utf8)
            expected += chunk + [UInt8(round % 256)] + Array("ok".utf8)
            if round % 10 == 9 {
                buffer.truncate(to: expected.count - 3)
                expected.removeLast(3)
            }
        }
        #expect(buffer.bytes == expected)
        #expect(buffer.count == expected.count)
        buffer.removeAll()
        #expect(buffer.isEmpty)
        #expect(buffer.withUnsafeBytes { $0.count } == 0)
    }
}
