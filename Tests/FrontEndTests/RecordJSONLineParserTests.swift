import Testing
@testable import BatchFrontEnd
import FrontEndSupport

@Suite struct RecordJSONLineParserTests {
    private func parse(_ bytes: [UInt8], knownKeys: RecordKeys? = nil) throws(JSONLineError) -> RawRecord {
        var parser = knownKeys.map { JSONLineParser(knownKeys: $0) } ?? JSONLineParser()
        var record = RawRecord()
        do {
            try bytes.withUnsafeBufferPointer { line throws(JSONLineError) in try parser.parse(line, into: &record) }
        }
        return record
    }

    private func parse(_ text: String, knownKeys: RecordKeys? = nil) throws(JSONLineError) -> RawRecord {
        try parse(Array(text.utf8), knownKeys: knownKeys)
    }

    private func failure(_ bytes: [UInt8], knownKeys: RecordKeys? = nil) -> JSONLineError? {
        do {
            let record = try parse(bytes, knownKeys: knownKeys)
            Issue.record("parsed \(String(decoding: bytes, as: UTF8.self).debugDescription) as \(record.keys)")
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ text: String, knownKeys: RecordKeys? = nil) -> JSONLineError? {
        failure(Array(text.utf8), knownKeys: knownKeys)
    }

    @Test func readsEveryValueKindInOrder() throws {
        let record = try parse(#" { "name" : "Ada", "n":-1.5e3, "zero":0, "t":true, "f":false, "z":null, "tags":["a", "b"], "none":[] } "#)
        #expect(record.keys == ["name", "n", "zero", "t", "f", "z", "tags", "none"])
        #expect(record.values == [.string("Ada"), .number("-1.5e3"), .number("0"), .bool(true), .bool(false), .null,
                                  .array(["a", "b"]), .array([])])
        #expect(record.value(forKey: "tags") == .array(["a", "b"]))
        #expect(record.value(forKey: "missing") == nil)
        #expect(record.unknownKeys.isEmpty)
        #expect(try parse("{}").count == 0)
    }

    @Test func unescapesStrings() throws {
        let record = try parse(#"{"s":"q\"b\\s\/l\b\f\n\r\t","u":"\u00e9\u20AC","pair":"\ud83d\ude00","nul":"a\u0000b","raw":"é😀"}"#)
        #expect(record.value(forKey: "s") == .string("q\"b\\s/l\u{08}\u{0C}\n\r\t"))
        #expect(record.value(forKey: "u") == .string("é€"))
        #expect(record.value(forKey: "pair") == .string("😀"))
        #expect(record.value(forKey: "nul") == .string("a\u{0}b"))
        #expect(record.value(forKey: "raw") == .string("é😀"))
        #expect(try parse(#"{"k\u0065y":"v"}"#).value(forKey: "key") == .string("v"))
    }

    @Test(arguments: [
        (#"{"a":"\ud83d"}"#, 7, "lone surrogate \\uD83D"),
        (#"{"a":"\ud83dx"}"#, 7, "lone surrogate"),
        (#"{"a":"\ud83d\u0041"}"#, 7, "lone surrogate"),
        (#"{"a":"x\ude00"}"#, 8, "a low surrogate must follow a high one"),
        (#"{"a":"\x"}"#, 7, "invalid escape '\\x'"),
        (#"{"a":"\u12G4"}"#, 7, "four hex digits"),
        (#"{"a":"\u12"}"#, 7, "four hex digits"),
        (#"{"a":"\ud83d\u12"}"#, 13, "\\u needs four hex digits"),
        (#"{"a":"\udc00\ud800"}"#, 7, "lone surrogate \\uDC00: a low surrogate must follow a high one"),
        (#"{"a":"\ud800\ud800"}"#, 7, "lone surrogate \\uD800: a high surrogate must be followed by a \\u low surrogate"),
        (#"{"a":"\"#, 7, "unterminated string"),
        (#"{"a":"\U0041"}"#, 7, "invalid escape '\\U' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        (#"{"a":"b","a":"c"}"#, 10, "duplicate key \"a\""),
        (#"{"a":1,"\u0061":2}"#, 8, "duplicate key \"a\""),
        (#"{"a":{"b":1}}"#, 6, "nested objects are not allowed"),
        (#"{"a":["x",1]}"#, 11, "array items must be strings"),
        (#"{"a":[["x"]]}"#, 7, "array items must be strings"),
        (#"{"a":["x" "y"]}"#, 11, "expected ',' or ']'"),
        (#"{"a":["x""#, 10, "unterminated array"),
        (#"{"a":1} x"#, 9, "unexpected text after the end"),
        (#"{"a":1 "b":2}"#, 8, "expected ',' or '}'"),
        (#"{"a" 1}"#, 6, "expected ':'"),
        (#"{"a":1,}"#, 8, "expected a string key"),
        (#"{a:1}"#, 2, "expected a string key"),
        (#"{"a":"x"#, 6, "unterminated string"),
        (#"{"a":1"#, 7, "unterminated object"),
        (#"{"a":"#, 6, "expected a value"),
        (#"{"a":'x'}"#, 6, "expected a value"),
        ("", 1, "empty line"),
        ("   ", 4, "empty line"),
        ("[1]", 1, "expected '{'"),
        (#"{"a":01}"#, 6, "invalid number"),
        (#"{"a":1.}"#, 6, "invalid number"),
        (#"{"a":-}"#, 6, "invalid number"),
        (#"{"a":+1}"#, 6, "expected a value"),
        (#"{"a":.5}"#, 6, "expected a value"),
        (#"{"a":1e}"#, 6, "invalid number"),
        (#"{"a":1x}"#, 6, "invalid number"),
        (#"{"a":tru}"#, 6, "invalid literal"),
        (#"{"a":nulls}"#, 6, "invalid literal"),
        (#"{"a":True}"#, 6, "expected a value"),
    ])
    func rejectsMalformedLinesWithColumns(line: String, column: Int, fragment: String) {
        guard let error = failure(line) else { return }
        #expect(error.column == column, "\(error)")
        #expect(error.message.contains(fragment), "\(error)")
        #expect(error.description == "column \(column): \(error.message)")
    }

    /// Every prefix of a record with escapes is refused (never a read past the line's end).
    @Test func everyTruncatedLineIsRefused() throws {
        let whole = Array(#"{"a":"x\"\u00e9\ud83d\ude00\n","n":-1.5e3,"t":true,"z":null,"l":["\u0000",""]}"#.utf8)
        _ = try parse(whole)
        for length in 0..<whole.count {
            _ = failure(Array(whole[..<length]))
        }
    }

    @Test func hugeNumbersKeepTheirText() throws {
        let digits = String(repeating: "9", count: 100_000)
        #expect(try parse(#"{"n":"# + digits + "e-99999}").value(forKey: "n") == .number(digits + "e-99999"))
    }

    @Test func specialBytesAreFoundAtEveryOffsetOfTheWordAtATimeScan() throws {
        for offset in 0..<20 {
            let plain = String(repeating: "a", count: offset)
            #expect(try parse(#"{"k":"\#(plain)\"x"}"#).value(forKey: "k") == .string(plain + "\"x"))
            #expect(try parse(#"{"k":"\#(plain)\n"}"#).value(forKey: "k") == .string(plain + "\n"))
            #expect(try parse(#"{"k":"\#(plain)é\#(plain)"}"#).value(forKey: "k") == .string(plain + "é" + plain))
            #expect(try parse(#"{"k":"\#(plain)"}"#).value(forKey: "k") == .string(plain))
            #expect(failure(Array(#"{"k":"\#(plain)"#.utf8) + [0x1F] + Array(#"zzzzzzzzz"}"#.utf8))?.column == 7 + offset)
            #expect(failure(Array(#"{"k":"\#(plain)"#.utf8) + [0xFF] + Array(#"zzzzzzzzz"}"#.utf8))?.column == 7 + offset)
            #expect(failure(#"{"k":"\#(plain)"#)?.message == "unterminated string")
        }
    }

    @Test func acceptsEveryJSONNumberForm() throws {
        let record = try parse(#"{"a":0,"b":-0,"c":12.50,"d":1e5,"e":1E-5,"f":-3.25e+10}"#)
        #expect(record.values == ["0", "-0", "12.50", "1e5", "1E-5", "-3.25e+10"].map(RawValue.number))
    }

    @Test func rejectsRawControlCharactersIncludingNUL() {
        for byte: UInt8 in [0x00, 0x09, 0x0A, 0x1F] {
            let error = failure(Array(#"{"a":"x"#.utf8) + [byte] + Array(#""}"#.utf8))
            #expect(error?.column == 8)
            #expect(error?.message.contains("raw control character U+00") == true)
        }
        #expect(failure(Array(#"{"a"#.utf8) + [0x01] + Array(#"":1}"#.utf8))?.column == 4)
    }

    @Test func rejectsInvalidUTF8() {
        let cases: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]]
        for invalid in cases {
            let error = failure(Array(#"{"a":"é"#.utf8) + invalid + Array(#""}"#.utf8))
            #expect(error?.message == "invalid UTF-8", "\(invalid)")
            #expect(error?.column == 9, "\(invalid)")
        }
        #expect(failure([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])?.column == 3)
    }

    @Test func knownKeysAreStoredByIndexAndOthersListed() throws {
        let keys: RecordKeys = ["email", "name", "tags"]
        let record = try parse(#"{"name":"Ada","extra":"x","email":"a@b.c","oth\u0065r":["1"],"n":2}"#, knownKeys: keys)
        #expect(record.knownKeys == keys)
        #expect(record.keys == ["name", "email"])
        #expect(record.value(at: 0) == .string("a@b.c"))
        #expect(record.value(at: 1) == .string("Ada"))
        #expect(record.value(at: 2) == nil)
        #expect(record.value(at: 99) == nil)
        #expect(record.value(forKey: "name") == .string("Ada"))
        #expect(record.value(forKey: "extra") == nil)
        #expect(record.unknownKeys == ["extra", "other", "n"])
    }

    @Test func valuesCanBeReadAsBytesWithoutMaterializing() throws {
        let keys: RecordKeys = ["s", "n", "b", "z", "l", "e", "absent"]
        let record = try parse(#"{"s":"a\u00e9\n","n":-2.5,"b":true,"z":null,"l":["x","y"],"e":""}"#, knownKeys: keys)
        let kinds = (0..<keys.count).map { record.kind(at: $0) }
        #expect(kinds == [.string, .number, .bool, .null, .array, .string, nil])
        #expect(record.values.map(\.kind) == [.string, .number, .bool, .null, .array, .string])
        #expect(record.withUTF8(at: 0) { Array($0) } == Array("aé\n".utf8))
        #expect(record.withUTF8(at: 1) { Array($0) } == Array("-2.5".utf8))
        #expect(record.withUTF8(at: 5) { $0.count } == 0)
        for index in [2, 3, 4, 6, 99, -1] { #expect(record.withUTF8(at: index) { _ in true } == nil) }
        #expect(record.value(at: 4) == .array(["x", "y"]))
    }

    @Test func unknownKeysAreStillValidatedAndDeduplicated() {
        let keys: RecordKeys = ["name"]
        #expect(failure(#"{"extra":"\ud800"}"#, knownKeys: keys)?.message.contains("lone surrogate") == true)
        #expect(failure(#"{"extra":{}}"#, knownKeys: keys)?.message.contains("nested objects") == true)
        #expect(failure(#"{"x":1,"x":2}"#, knownKeys: keys)?.column == 8)
        #expect(failure(#"{"name":"a","n\u0061me":"b"}"#, knownKeys: keys)?.message == "duplicate key \"name\"")
        // The one escaper's spelling (TerminalSafeText), bidi controls too.
        #expect(failure(#"{"a\nb":1,"a\nb":2}"#)?.message == "duplicate key \"a\\nb\"")
        #expect(failure(#"{"\u202e\"":1,"\u202e\"":2}"#)?.message == #"duplicate key "\u{202e}\"""#)
    }

    @Test func aRecordIsReusedAcrossLinesAndModes() throws {
        var general = JSONLineParser()
        var known = JSONLineParser(knownKeys: ["b"])
        var record = RawRecord()
        func run(_ parser: inout JSONLineParser, _ text: String) throws {
            try Array(text.utf8).withUnsafeBufferPointer { line throws(JSONLineError) in try parser.parse(line, into: &record) }
        }
        try run(&general, #"{"a":"1","b":"2"}"#)
        try run(&general, #"{"c":"3"}"#)
        #expect(record.keys == ["c"])
        #expect(record.value(forKey: "a") == nil)
        try run(&known, #"{"b":"4","z":"5"}"#)
        #expect(record.keys == ["b"] && record.unknownKeys == ["z"])
        try run(&known, #"{"b":"6"}"#)
        #expect(record.value(at: 0) == .string("6") && record.unknownKeys.isEmpty)
        try run(&general, #"{"b":"7","z":"8"}"#)
        #expect(record.keys == ["b", "z"] && record.unknownKeys.isEmpty && record.knownKeys == nil)
        // A failed parse leaves a record that the next parse resets.
        #expect(throws: JSONLineError.self) { try run(&general, #"{"q":1,"q":2}"#) }
        try run(&general, #"{"r":null}"#)
        #expect(record.keys == ["r"])
    }

    @Test func recordKeysLookUpByBytes() {
        let names = (0..<1_000).map { "field_\($0)" } + ["", "é", "field_7"]
        let keys = RecordKeys(names)
        for (index, name) in names.enumerated().prefix(1_002) {
            #expect(keys.index(of: name) == index)
            #expect(Array(name.utf8).withUnsafeBufferPointer { keys.index(ofUTF8: $0) } == index)
        }
        #expect(keys.index(of: "field_7") == 7)
        #expect(keys.index(of: "field_1000") == nil)
        #expect(keys.index(of: "field") == nil)
        #expect(RecordKeys([]).index(of: "a") == nil)
        #expect(keys.count == 1_003)
    }
}
