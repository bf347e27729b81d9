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

    /// The bytes this thread has read so far (`rchar` in /proc/thread-self/io, Linux).
    private static func bytesReadByThisThread() throws -> Int {
        let fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(fd, &buffer, buffer.count)
        try #require(count > 0)
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("rchar:") })
        return try #require(Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)))
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
            // Linear in bytes read, not in time: this thread's read(2)/pread(2) byte count
            // (/proc/thread-self/io `rchar`). The lines are scanned once, plus one window per
            // empty chunk inside a long line; re-reading the long line per chunk would read
            // about 4,000 times the file.
            let before = try Self.bytesReadByThisThread()
            let ranges = try allChunks(chunks, fd)
            let read = try Self.bytesReadByThisThread() - before
            #expect(read >= bytes.count && read <= 3 * bytes.count, "\(read) bytes read for \(bytes.count) in \(chunks.count) chunks")
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
