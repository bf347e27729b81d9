import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import BatchFrontEnd

/// `LineChunks` on lines far longer than a chunk: the chunks still cut the range at line
/// boundaries, every line in exactly one, and finding them all costs time linear in the
/// input. Each chunk inside a long line used to scan to the line's end, so one 150 MB line
/// made `fill` quadratic (13.6 s against 0.06 s with `--jobs 1`).
@Suite struct LineChunksTests {
    private func withFile(_ bytes: [UInt8], _ body: (Int32) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("formline-chunks-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        try body(fd)
    }

    private func allChunks(_ chunks: LineChunks, _ fd: Int32) throws -> [Range<Int>] {
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 8)
        defer { scratch.deallocate() }
        return try (0..<chunks.count).map { try chunks.chunk($0, in: fd, scratch: scratch) }
    }

    @Test func aLineOfSixteenMegabytesInFourKilobyteChunksIsCutInLinearTime() throws {
        var bytes = Array("{\"a\":1}\n".utf8) + [UInt8](repeating: 0x61, count: 16 << 20) + [0x0A] + Array("{\"b\":2}\n".utf8)
        bytes += [UInt8](repeating: 0x62, count: 3 << 20)   // a last long line without a newline
        try withFile(bytes) { fd in
            let chunks = LineChunks(range: 0..<bytes.count, chunkSize: 4096)
            let start = Date()
            let ranges = try allChunks(chunks, fd)
            let elapsed = Date().timeIntervalSince(start)
            #expect(elapsed < 2, "\(elapsed) s for \(chunks.count) chunks")
            // The non-empty chunks tile the range, each ending just after a newline (or at the end).
            let nonEmpty = ranges.filter { !$0.isEmpty }
            #expect(nonEmpty.first?.lowerBound == 0 && nonEmpty.last?.upperBound == bytes.count)
            for (a, b) in zip(nonEmpty, nonEmpty.dropFirst()) {
                #expect(a.upperBound == b.lowerBound && bytes[a.upperBound - 1] == 0x0A)
            }
            #expect(ranges.filter { !$0.isEmpty && $0.count > 16 << 20 }.count == 1)
        }
    }

    @Test(arguments: [1, 3, 7, 64])
    func shortLinesAreCutWhereTheyEnd(chunkSize: Int) throws {
        var bytes: [UInt8] = []
        for index in 0..<200 { bytes += Array(String(repeating: "x", count: index % 23) .utf8) + [0x0A] }
        try withFile(bytes) { fd in
            let ranges = try allChunks(LineChunks(range: 0..<bytes.count, chunkSize: chunkSize), fd).filter { !$0.isEmpty }
            #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == bytes.count)
            for (a, b) in zip(ranges, ranges.dropFirst()) {
                #expect(a.upperBound == b.lowerBound && bytes[a.upperBound - 1] == 0x0A)
            }
        }
    }
}
