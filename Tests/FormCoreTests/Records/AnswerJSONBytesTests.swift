import Testing
@testable import FormCore
@testable import FormRecords
import TestSupport

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

/// The byte encoder skips plain runs eight bytes at a time: every byte value, at every offset
/// of a word, must still be escaped exactly like the `String` encoder does.
@Suite struct AnswerJSONWordSkipTests {
    private func agree(_ sample: String) -> Bool {
        var expected = ""
        AnswerJSON.appendString(sample, to: &expected)
        var bytes: [UInt8] = []
        AnswerJSON.appendString(sample, to: &bytes)
        let buffer = ByteBuffer(capacity: 4)
        var copy = sample
        copy.withUTF8 { AnswerJSON.appendString(utf8: $0, to: buffer) }
        return String(decoding: bytes, as: UTF8.self) == expected && buffer.bytes == bytes
    }

    @Test func everySpecialCharacterAtEveryOffsetOfAWord() {
        let specials = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
            + ["\"", "\\", "\u{7F}", "\u{2028}", "\u{2029}", "é", "日", "\u{80}", "\u{9B}", "😀", "\u{E2}"]
        for special in specials {
            for offset in 0..<17 {
                let sample = String(repeating: "a", count: offset) + special + String(repeating: "z", count: 19 - offset)
                #expect(agree(sample), "\(Array(special.utf8)) at \(offset)")
            }
        }
    }

    @Test func plainRunsOfEveryLengthAroundAWord() {
        for length in 0..<40 {
            let sample = String((0..<length).map { Character(UnicodeScalar(UInt8(0x20 + ($0 * 7) % 0x5F))) })
            #expect(agree(sample), "length \(length)")
        }
    }

    @Test func randomTextAgrees() {
        var generator = SplitMix64(state: 0xA115)
        let alphabet: [String] = ["a", "Z", "0", " ", "~", "\"", "\\", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "\u{2028}", "日本", "\u{85}"]
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 40)
            let sample = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(agree(sample), "\(Array(sample.utf8))")
        }
    }
}
