import Testing
import FormCore
import FormOutput

/// The one reading of JSON string escapes (`JSONEscape`) and the general JSON reader on it
/// (`JSONParser`: MCP messages, a check's reply), on hostile input: invalid UTF-8, lone
/// surrogates, NUL, huge numbers, deep nesting, truncated text. `fill`'s byte path, the
/// other caller of `JSONEscape`, is tested in `RecordJSONLineParserTests`.
@Suite struct JSONEscapeTests {
    private func read(_ text: String, at start: Int = 0) throws(JSONEscape.Failure) -> (scalar: UInt32, end: Int) {
        try JSONEscape.read(Array(text.utf8), at: start)
    }

    private func failure(_ text: String, at start: Int = 0) -> JSONEscape.Failure? {
        do {
            let read = try read(text, at: start)
            Issue.record("read \(text.debugDescription) as \(read)")
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEverySimpleEscape() throws {
        let expected: [(String, UInt32)] = [(#"\""#, 0x22), (#"\\"#, 0x5C), (#"\/"#, 0x2F), (#"\b"#, 0x08), (#"\f"#, 0x0C),
                                            (#"\n"#, 0x0A), (#"\r"#, 0x0D), (#"\t"#, 0x09)]
        for (escape, scalar) in expected {
            let read = try read(escape + "rest")
            #expect(read.scalar == scalar && read.end == 2, "\(escape)")
        }
    }

    @Test func readsUnicodeEscapesAndPairs() throws {
        #expect(try read(#"\u00e9"#) == (0xE9, 6))
        #expect(try read(#"\u20AC"#) == (0x20AC, 6))
        #expect(try read(#"\u0000"#) == (0, 6))   // NUL is a scalar like any other: the caller decides
        #expect(try read(#"\uFFFF"#) == (0xFFFF, 6))
        #expect(try read(#"\ud83d\ude00x"#) == (0x1F600, 12))
        #expect(try read(#"\uDBFF\uDFFF"#) == (0x10FFFF, 12))
        #expect(try read(#"ab\u0041"#, at: 2) == (0x41, 8))
    }

    @Test func refusalsSayWhatAndWhere() {
        let cases: [(String, JSONEscape.Failure)] = [
            (#"\"#, .init(.unterminated, escape: 0, offset: 1)),
            (#"\x"#, .init(.unknown(UInt8(ascii: "x")), escape: 0, offset: 2)),
            (#"\U0041"#, .init(.unknown(UInt8(ascii: "U")), escape: 0, offset: 2)),
            (#"\u12"#, .init(.hexEndsEarly, escape: 0, offset: 2)),
            (#"\u12G4"#, .init(.notHexadecimal, escape: 0, offset: 4)),
            (#"\u+123"#, .init(.notHexadecimal, escape: 0, offset: 2)),
            (#"\ud800"#, .init(.highWithoutLow(0xD800), escape: 0, offset: 6)),
            (#"\ud800x"#, .init(.highWithoutLow(0xD800), escape: 0, offset: 6)),
            (#"\ud800\"#, .init(.highWithoutLow(0xD800), escape: 0, offset: 6)),
            (#"\ud800\n"#, .init(.highWithoutLow(0xD800), escape: 0, offset: 6)),
            (#"\ud800\u0041"#, .init(.highWithoutLow(0xD800), escape: 0, offset: 12)),
            (#"\ud800\ud800"#, .init(.highWithoutLow(0xD800), escape: 0, offset: 12)),
            (#"\ud800\u12"#, .init(.hexEndsEarly, escape: 6, offset: 8)),
            (#"\ud800\uzzzz"#, .init(.notHexadecimal, escape: 6, offset: 8)),
            (#"\udc00"#, .init(.lowWithoutHigh(0xDC00), escape: 0, offset: 6)),
            (#"\uDFFF\ud800"#, .init(.lowWithoutHigh(0xDFFF), escape: 0, offset: 6)),
        ]
        for (text, expected) in cases {
            #expect(failure(text) == expected, "\(text)")
        }
    }

    /// Every prefix of an escape ends early or reads: never a read past the end.
    @Test func truncatedEscapesAreRefusedNeverReadPast() {
        let whole = Array(#"\ud83d\ude00"#.utf8)
        for length in 1..<whole.count {
            #expect(throws: JSONEscape.Failure.self) { try JSONEscape.read(Array(whole[..<length]), at: 0) }
        }
    }
}

@Suite struct JSONParserTests {
    private func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSON { try JSONParser.parse(bytes) }
    private func parse(_ text: String) throws(JSONParseError) -> JSON { try JSONParser.parse(Array(text.utf8)) }

    private func message(_ bytes: [UInt8]) -> String? {
        do {
            let value = try parse(bytes)
            Issue.record("parsed \(String(decoding: bytes, as: UTF8.self).debugDescription) as \(value.text)")
            return nil
        } catch {
            return error.message
        }
    }

    private func message(_ text: String) -> String? { message(Array(text.utf8)) }

    @Test func readsValuesKeepingNumbersAndOrder() throws {
        let value = try parse(#" {"b":[1,-0.5e+3,true,false,null],"a":"x\u00e9\ud83d\ude00","b":{}} "#)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(members[0].value == .array([.number("1"), .number("-0.5e+3"), .bool(true), .bool(false), .null]))
        #expect(value["a"] == .string("xé😀"))
        #expect(value["b"] == .object([]))   // the last of a name
    }

    /// The escapes' refusals, worded as before `JSONEscape` was their home, at the same byte.
    @Test func escapeRefusalsSayWhatAndWhichByte() {
        let cases: [(String, String)] = [
            (#""\"#, "a string is not closed at byte 2"),
            (#""\x""#, "an unknown escape in a string at byte 3"),
            (#""\u12"xx"#, "a \\u escape is not hexadecimal at byte 5"),
            (#""\u12""#, "a \\u escape ends early at byte 3"),
            (#""\u12"#, "a \\u escape ends early at byte 3"),
            (#""\ud800""#, "a lone surrogate escape at byte 7"),
            (#""\ud800\u0041""#, "a lone surrogate escape at byte 13"),
            (#""\udc00""#, "a lone surrogate escape at byte 7"),
            (#""\ud800\u00"#, "a \\u escape ends early at byte 9"),
        ]
        for (text, expected) in cases {
            #expect(message(text) == expected, "\(text)")
        }
    }

    @Test func nulIsReadEscapedAndRefusedRaw() throws {
        #expect(try parse(#"{"a":"x\u0000y"}"#)["a"] == .string("x\u{0}y"))
        #expect(message([0x22, 0x78, 0x00, 0x22]) == "a control character inside a string (escape it) at byte 2")
        #expect(message([0x22, 0x78, 0x5C, 0x6E, 0x00, 0x22]) == "a control character inside a string (escape it) at byte 4")
        #expect(message("{\"a\":1}\u{0}") == "unexpected text after the JSON value at byte 7")
    }

    @Test func invalidUTF8IsRefused() {
        let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]
        for bytes in invalid {
            #expect(message([0x22] + bytes + [0x22]) == "a string is not UTF-8 at byte \(bytes.count + 2)", "\(bytes)")
            // After an escape, the slow path checks too.
            #expect(message([0x22, 0x5C, 0x6E] + bytes + [0x22]) == "a string is not UTF-8 at byte \(bytes.count + 4)", "\(bytes)")
        }
        #expect(message([0x7B, 0xFF, 0x7D]) == "expected a member name at byte 1")
    }

    @Test func hugeNumbersKeepTheirText() throws {
        let digits = String(repeating: "9", count: 10_000)
        #expect(try parse(digits) == .number(digits))
        #expect(try parse("-1e400") == .number("-1e400"))
        #expect(try parse("1E-99999") == .number("1E-99999"))
        #expect(message("01") == "a number has a leading zero at byte 2")
        #expect(message("1.") == "a number's fraction has no digits at byte 2")
        #expect(message("1e") == "a number's exponent has no digits at byte 2")
        #expect(message("-") == "expected a value at byte 1")
    }

    @Test func nestingIsBounded() throws {
        let depth = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try parse(deepest).text == deepest)
        #expect(message(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
                == "nested deeper than \(depth) levels at byte \(depth)")
        // A million openings: refused at the bound, not a stack overflow.
        #expect(message(String(repeating: "[{\"a\":", count: 1_000_000))?.hasPrefix("nested deeper than") == true)
    }

    /// Every prefix of a document is refused (no crash, no read past the end), and the whole
    /// one reads.
    @Test func truncatedInputIsRefused() throws {
        let whole = Array(#"{"jsonrpc":"2.0","id":12,"params":{"a":["x\"\u00e9\ud83d\ude00",-1.5e3,true,null]}}"#.utf8)
        _ = try parse(whole)
        for length in 0..<whole.count {
            #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(whole[..<length])) }
        }
    }

    @Test func hostileTextReadsBackAsItIsAndWritesBackEscaped() throws {
        let hostile = "$(touch /tmp/x) `id` \"q\" \\ \n\r\t \u{1B}[31m \u{202E}bidi\u{202C} \u{2028} \u{FEFF} \u{0}"
        var out: [UInt8] = []
        JSON.string(hostile).write(to: &out)
        #expect(try parse(out) == .string(hostile))
    }
}
