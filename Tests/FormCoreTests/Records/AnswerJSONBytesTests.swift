import Testing
@testable import FormCore

@Suite struct AnswerJSONBytesTests {
    @Test func byteEncodingEscapesExactlyLikeTheStringEncoding() {
        var samples = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        samples += ["\u{2028}", "\u{2029}", "a\u{2028}b\u{2029}c", "\u{E2}\u{80}", "é\"\\/日本", "\r\n", "", "\u{1B}[2J", "\u{9B}31m"]
        for sample in samples {
            var expected = ""
            AnswerJSON.appendString(sample, to: &expected)
            var bytes: [UInt8] = []
            AnswerJSON.appendString(sample, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(Array(sample.utf8))")
        }
    }

    @Test func valuesEncodeLikeAnswerJSON() {
        let values: [FieldValue?] = [nil, .text("x\ny"), .number(3), .number(2.5), .bool(false),
                                     .date(LocalDate(year: 2026, month: 1, day: 2)!), .list(["a", "\"b\""])]
        for value in values {
            var expected = ""
            AnswerJSON.appendValue(value, to: &expected)
            var bytes: [UInt8] = []
            AnswerJSON.appendValue(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected)
        }
    }
}
