import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import BatchFrontEnd
import FrontEndSupport

@Suite struct RecordJSONWriterTests {
    /// The text `build` leaves in a writer's buffer.
    private func text(_ build: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(fileDescriptor: -1)
        build(&writer)
        return String(decoding: writer.bufferedBytes, as: UTF8.self)
    }

    @Test func escapesQuotesBackslashesControlsAndLineSeparators() {
        let escaped = text { $0.appendString("q\"b\\n\n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F}é😀\u{2028}\u{2029}/") }
        #expect(escaped == #""q\"b\\n\n\r\t\b\f\u0001\u001f"# + "\u{7F}é😀" + #"\u2028\u2029/""#)
        #expect(text { $0.appendString("a\u{0}b") } == #""a\u0000b""#)
    }

    @Test func insertsCommasAndColons() {
        let output = text { writer in
            writer.beginObject()
            writer.appendKey("line"); writer.appendNumber(3)
            writer.appendKey("ok"); writer.appendBool(false)
            writer.appendKey("none"); writer.appendNull()
            writer.appendKey("errors")
            writer.beginArray()
            writer.beginObject(); writer.appendKey("field"); writer.appendString("email"); writer.endObject()
            writer.appendString("x")
            writer.endArray()
            writer.appendKey("empty"); writer.beginArray(); writer.endArray()
            writer.endObject()
            writer.endLine()
            writer.beginObject(); writer.endObject()
            writer.endLine()
        }
        #expect(output == #"{"line":3,"ok":false,"none":null,"errors":[{"field":"email"},"x"],"empty":[]}"# + "\n{}\n")
    }

    @Test func writesRawValuesAndRecords() throws {
        var parser = JSONLineParser()
        let line = #"{"s":"x\ny","n":-1.5e3,"b":true,"z":null,"l":["a","\u2028"]}"#
        let record = try Array(line.utf8).withUnsafeBufferPointer { bytes throws(JSONLineError) in try parser.parse(bytes) }
        #expect(text { $0.appendObject(record) } == line)
        #expect(text { $0.appendValue(.array([])) } == "[]")
        #expect(text { $0.appendNumber(literal: "1e3") } == "1e3")
        for number in [0, 7, 10, 99, 100, -1, -120, Int.max, Int.min] {
            #expect(text { $0.appendNumber(number) } == String(number))
        }
    }

    @Test func repairsInvalidUTF8FromRawBytes() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xC0, 0x80, 0xE2, 0x80, 0xA8, 0xE2, 0x82, 0x62, 0x22]
        let output = text { writer in bytes.withUnsafeBufferPointer { writer.appendString(utf8: $0) } }
        #expect(output == "\"a\u{FFFD}\u{FFFD}\u{FFFD}\\u2028\u{FFFD}\u{FFFD}b\\\"\"")
    }

    /// Runs `build` on a writer whose descriptor is a pipe, then returns what reached the pipe.
    private func delivered(flushThreshold: Int = 1 << 16, _ build: (inout JSONWriter) throws -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        do {
            var writer = JSONWriter(fileDescriptor: ends[1], flushThreshold: flushThreshold)
            try build(&writer)
        }
        close(ends[1])
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result += chunk[..<count]
        }
        return String(decoding: result, as: UTF8.self)
    }

    @Test func flushesOnlyPastTheThresholdUnlessAsked() throws {
        let output = try delivered(flushThreshold: 10) { writer in
            writer.appendString("short")
            try writer.flushIfNeeded()
            #expect(writer.bufferedBytes.count == 7)
            writer.appendString("long enough")
            try writer.flushIfNeeded()
            #expect(writer.bufferedBytes.isEmpty)
            writer.appendNull()
            try writer.flush()
            #expect(writer.bufferedBytes.isEmpty)
            writer.appendBool(true)  // never flushed: dropped with the writer
        }
        #expect(output == #""short","long enough",null"#)
    }

    @Test func brokenPipeIsAnErrorValue() throws {
        signal(SIGPIPE, SIG_IGN)  // as the batch front end does; the test process would die otherwise
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        var writer = JSONWriter(fileDescriptor: ends[1])
        writer.appendString("nobody reads this")
        #expect(throws: JSONWriterError.brokenPipe) { try writer.flush() }
        #expect(writer.bufferedBytes.isEmpty)
        #expect(JSONWriterError.brokenPipe.description.contains("broken pipe"))
    }

    @Test func otherWriteFailuresCarryErrno() {
        var writer = JSONWriter(fileDescriptor: -1)
        writer.appendNull()
        #expect(throws: JSONWriterError.writeFailed(errno: EBADF)) { try writer.flush() }
    }

    @Test func randomStringsRoundTripThroughFoundationAndOurParser() throws {
        var random = SplitMix64(state: 5)
        let pieces = ["a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "😀", "\u{2028}", "\u{2029}", "/", "\u{FFFF}"]
        var parser = JSONLineParser()
        for _ in 0..<500 {
            let key = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let value = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            let line = text { writer in
                writer.beginObject()
                writer.appendKey(key); writer.appendString(value)
                writer.appendKey(key + "#"); writer.appendValue(.array(items))
                writer.endObject()
            }
            #expect(!line.contains("\n") && !line.contains("\u{2028}"))
            let decoded = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(decoded?[key] as? String == value)
            #expect(decoded?[key + "#"] as? [String] == items)
            let record = try Array(line.utf8).withUnsafeBufferPointer { bytes throws(JSONLineError) in try parser.parse(bytes) }
            #expect(record.keys == [key, key + "#"])
            #expect(record.values == [.string(value), .array(items)])
        }
    }
}
