#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Cuts a byte range of a regular file into numbered chunks of about `chunkSize` bytes that
/// each end just after a `\n` (the last one at the end of the range), so every line lies in
/// exactly one chunk. Any thread can find chunk `k` on its own, without knowing the chunks
/// before it, and in time linear in what it covers whatever the line lengths.
///
/// Chunk `k` (for `k ≥ 1`) owns the window of bytes from its nominal offset `k × chunkSize`
/// minus one to the next chunk's nominal offset minus one. It starts just after the first
/// `\n` in its window; a window without one (inside a line longer than a chunk) makes the
/// chunk empty. A chunk that starts ends where the next chunk that starts begins (or at the
/// range's end). So finding a boundary never reads past one window, and finding a chunk's
/// end reads only the windows its own lines cover: a line of any length is scanned once by
/// the chunk that holds it and once by each empty chunk inside it, a window each, never the
/// whole line per chunk. Reads with `pread(2)` and never moves the descriptor's position.
///
///     let chunks = LineChunks(range: 0..<10_000_000, chunkSize: 1 << 20)   // chunks.count == 10
///     let first = try chunks.chunk(0, in: fd, scratch: block)              // 0..<1_048_613, say
struct LineChunks: Sendable {
    let range: Range<Int>
    let chunkSize: Int

    init(range: Range<Int>, chunkSize: Int) {
        self.range = range
        self.chunkSize = max(1, chunkSize)
    }

    /// The number of chunks (0 for an empty range).
    var count: Int { range.isEmpty ? 0 : (range.count - 1) / chunkSize + 1 }

    /// The bytes of chunk `index` (`0..<count`), found with `scratch` as the read buffer;
    /// empty when a longer line of an earlier chunk covers its whole window.
    func chunk(_ index: Int, in fileDescriptor: Int32,
               scratch: UnsafeMutableRawBufferPointer) throws(FileDescriptorIO.Errno) -> Range<Int> {
        guard let start = try lineStart(of: index, in: fileDescriptor, scratch: scratch) else {
            return range.lowerBound..<range.lowerBound
        }
        var next = index + 1
        while true {
            if let end = try lineStart(of: next, in: fileDescriptor, scratch: scratch) { return start..<end }
            next += 1
        }
    }

    /// Where chunk `index` starts: `range.lowerBound` for the first, `range.upperBound` for
    /// `count` (and beyond), else just after the first `\n` in its window, or nil when the
    /// window holds none.
    private func lineStart(of index: Int, in fileDescriptor: Int32,
                           scratch: UnsafeMutableRawBufferPointer) throws(FileDescriptorIO.Errno) -> Int? {
        if index <= 0 { return range.lowerBound }
        if index >= count { return range.upperBound }
        var offset = range.lowerBound + index * chunkSize - 1
        let windowEnd = min(range.upperBound, offset + chunkSize)
        let base = scratch.baseAddress!.assumingMemoryBound(to: UInt8.self)
        while offset < windowEnd {
            let count = try FileDescriptorIO.read(fileDescriptor, into: base, count: min(scratch.count, windowEnd - offset),
                                                  offset: offset)
            if count == 0 { return range.upperBound }   // the file shrank: the rest is one chunk's
            if let found = FileDescriptorIO.find(0x0A, in: base, from: 0, to: count) { return offset + found + 1 }
            offset += count
        }
        return nil
    }
}
