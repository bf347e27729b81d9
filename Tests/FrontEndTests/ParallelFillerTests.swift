import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import BatchFrontEnd
import FormCore
import FrontEndSupport

/// `ParallelFiller` against the one-thread `BatchFiller` on generated inputs (fixed seeds):
/// byte-identical accepted records, rejects (line numbers included) and summaries, with
/// chunks small enough that every kind of line lands on a chunk boundary somewhere.
@Suite struct ParallelFillerTests {
    private let today = LocalDate(year: 2026, month: 11, day: 22)!

    private func form(_ name: String) throws -> FormDefinition {
        let path = ProcessRunner.repositoryRoot().appendingPathComponent("forms/\(name).yaml").path
        return try #require(FormLoader.load(yaml: String(contentsOfFile: path, encoding: .utf8), today: today).form)
    }

    /// Login records: valid, each kind of invalid, not JSON, unknown keys, blank and
    /// whitespace-only lines, CRLF endings; the last line has no newline when `open` is set.
    private func records(seed: UInt64, count: Int, openEnded: Bool) -> [UInt8] {
        var random = SplitMix64(state: seed)
        var text = ""
        for index in 0..<count {
            let user = ["ada", "bob.b", "x", "bad name!", "carol_99"][Int(random.next() % 5)]
            let password = random.next() % 6 == 0 ? "short" : "pw-\(index)-secret"
            let ending = random.next() % 7 == 0 ? "\r\n" : "\n"
            switch random.next() % 12 {
            case 0: text += ending
            case 1: text += " \t" + ending
            case 2: text += "{not json" + ending
            case 3: text += #"{"usrname":"\#(user)"}"# + ending
            default: text += #"{"username":"\#(user)","password":"\#(password)","remember":"\#(random.next() % 2 == 0 ? "yes" : "maybe")"}"# + ending
            }
        }
        if openEnded { text += #"{"username":"last","password":"no-newline-at-end"}"# }
        return Array(text.utf8)
    }

    /// Runs `body` with the output and rejects files' descriptors, then returns their contents.
    private func capture(_ body: (Int32, Int32) throws -> FillSummary) throws -> (output: String, rejects: String, summary: FillSummary) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formline-parallel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputPath = directory.appendingPathComponent("out").path, rejectsPath = directory.appendingPathComponent("rejects").path
        let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600), rejects = open(rejectsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let summary = try body(output, rejects)
        close(output)
        close(rejects)
        return (try String(contentsOfFile: outputPath, encoding: .utf8), try String(contentsOfFile: rejectsPath, encoding: .utf8), summary)
    }

    private func sequential(_ form: FormDefinition, _ input: Int32, firstLine: Int = 1) throws -> (output: String, rejects: String, summary: FillSummary) {
        lseek(input, 0, SEEK_SET)   // reads from the descriptor's position
        return try capture { output, rejects in
            var filler = BatchFiller(form: form, today: today, outputFD: output, outputName: .file("out"), rejectsFD: rejects, rejectsName: .file("rejects"))
            return try filler.fillJSONLines(from: input, firstLine: firstLine)
        }
    }

    private func parallel(_ form: FormDefinition, _ input: Int32, jobs: Int, chunkSize: Int,
                          firstLine: Int = 1) throws -> (output: String, rejects: String, summary: FillSummary) {
        try capture { output, rejects in
            try ParallelFiller(form: form, today: today, jobs: jobs, chunkSize: chunkSize)
                .fillJSONLines(fileDescriptor: input, range: 0..<Int(lseek(input, 0, SEEK_END)), firstLine: firstLine,
                               outputFD: output, outputName: .file("out"), rejectsFD: rejects, rejectsName: .file("rejects"))
        }
    }

    @Test(arguments: [(1 as UInt64, true), (2, false), (3, true)])
    func sameBytesAsOneThread(seed: UInt64, openEnded: Bool) throws {
        let login = try form("login")
        try RecordFixture.withFile(records(seed: seed, count: 3_000, openEnded: openEnded)) { input in
            let expected = try sequential(login, input)
            #expect(expected.summary.rejected > 0 && expected.summary.accepted > 0)
            for (jobs, chunkSize) in [(2, 1), (4, 37), (4, 1_000), (3, 1 << 20)] {
                let actual = try parallel(login, input, jobs: jobs, chunkSize: chunkSize)
                #expect(actual.output == expected.output, "jobs \(jobs), chunks of \(chunkSize) bytes")
                #expect(actual.rejects == expected.rejects, "jobs \(jobs), chunks of \(chunkSize) bytes")
                #expect(actual.summary == expected.summary)
            }
        }
    }

    @Test func firstLineNumbersTheShard() throws {
        let login = try form("login")
        try RecordFixture.withFile(records(seed: 9, count: 500, openEnded: false)) { input in
            let expected = try sequential(login, input, firstLine: 1_000_001)
            #expect(expected.rejects.contains(#"{"line":100000"#))
            let actual = try parallel(login, input, jobs: 4, chunkSize: 100, firstLine: 1_000_001)
            #expect(actual.output == expected.output)
            #expect(actual.rejects == expected.rejects)
        }
    }

    @Test func emptyInputIsEmpty() throws {
        let login = try form("login")
        try RecordFixture.withFile([]) { input in
            let actual = try parallel(login, input, jobs: 4, chunkSize: 10)
            #expect(actual.output.isEmpty && actual.rejects.isEmpty && actual.summary.total == 0)
        }
    }

    /// Inputs whose shape matters at chunk boundaries: a record far longer than a chunk,
    /// only blank lines, CR LF only, one line without a newline, escapes and multi-byte
    /// UTF-8 cut by nominal offsets, rejects whose line numbers grow a digit in a later chunk.
    @Test(arguments: ["huge", "blank", "crlf", "one line", "utf8", "digits"])
    func edgeCasesMatchOneThread(shape: String) throws {
        let login = try form("login")
        var text = ""
        switch shape {
        case "huge":
            text = #"{"username":"ada","password":"correct horse"}"# + "\n{bad\n"
            text += #"{"username":"\#(String(repeating: "ab", count: 40_000))","password":"correct horse"}"# + "\n"
            text += #"{"username":"x","password":"correct horse"}"# + "\n"
            text += #"{"username":"bob","password":"\#(String(repeating: "p", count: 50_000))"}"#
        case "blank": text = String(repeating: "\n \t\n\r\n", count: 500)
        case "crlf": text = String(repeating: #"{"username":"ada","password":"short"}"# + "\r\n", count: 300)
        case "one line": text = #"{"username":"ada","password":"correct horse","remember":"maybe"}"#
        case "utf8":
            for index in 0..<400 {
                text += #"{"username":"zé\#(index)","password":"päss\"wörd-\#(index)\u00e9\ud83d\ude00","remember":"yes"}"# + "\n"
                text += #"{"username":"ok.\#(index)","password":"😀😀😀😀"}"# + "\n"
            }
        default:
            for index in 0..<1_200 { text += index % 3 == 0 ? "{\n" : #"{"username":"u\#(index)","password":"pw-secret"}"# + "\n" }
        }
        try RecordFixture.withFile(Array(text.utf8)) { input in
            for firstLine in [1, 95] {
                let expected = try sequential(login, input, firstLine: firstLine)
                for (jobs, chunkSize) in [(2, 1), (2, 7), (3, 64), (2, 4_096), (2, 1 << 20)] {
                    let actual = try parallel(login, input, jobs: jobs, chunkSize: chunkSize, firstLine: firstLine)
                    #expect(actual.output == expected.output, "\(shape): jobs \(jobs), chunks of \(chunkSize) bytes")
                    #expect(actual.rejects == expected.rejects, "\(shape): jobs \(jobs), chunks of \(chunkSize) bytes")
                    #expect(actual.summary == expected.summary)
                }
            }
        }
    }

    @Test func lineChunksEndAfterNewlines() throws {
        let text = Array("a\nbb\n\nccc\nd".utf8)
        try RecordFixture.withFile(text) { input in
            let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 2, alignment: 1)
            defer { scratch.deallocate() }
            let chunks = LineChunks(range: 0..<text.count, chunkSize: 3)
            #expect(chunks.count == 4)
            let all = try (0..<chunks.count).map { try chunks.chunk($0, in: input, scratch: scratch) }
            // Nominal offsets 0, 3, 6, 9: each chunk starts after the first newline at or after
            // the byte before its offset, so "ccc\n" swallows chunk 3's offset.
            #expect(all == [0..<5, 5..<6, 6..<10, 10..<11])
            let long = LineChunks(range: 0..<text.count, chunkSize: 1)
            let lines = try (0..<long.count).map { try long.chunk($0, in: input, scratch: scratch) }.filter { !$0.isEmpty }
            #expect(lines == [0..<2, 2..<5, 5..<6, 6..<10, 10..<11])
        }
    }
}
