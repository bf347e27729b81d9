#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Cuts a byte range of a regular file into numbered chunks of about `chunkSize` bytes that
/// each end just after a `\n` (the last one at the end of the range), so every line lies in
/// exactly one chunk. Any thread can find chunk `k` on its own, without knowing the chunks
/// before it: chunk `k` starts after the first `\n` at or after its nominal offset
/// `k × chunkSize` (minus one), and ends where chunk `k + 1` starts. A line longer than a
/// chunk leaves the chunks it swallows empty. Reads with `pread(2)` (a few bytes around each
/// boundary) and never moves the descriptor's position.
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

    /// The bytes of chunk `index` (`0..<count`), found with `scratch` as the read buffer.
    func chunk(_ index: Int, in fileDescriptor: Int32,
               scratch: UnsafeMutableRawBufferPointer) throws(FileDescriptorIO.Errno) -> Range<Int> {
        let start = try lineStart(of: index, in: fileDescriptor, scratch: scratch)
        let end = try lineStart(of: index + 1, in: fileDescriptor, scratch: scratch)
        return start..<end
    }

    /// Where chunk `index` starts: just after the first `\n` at or after the byte before its
    /// nominal offset, or the range's end when there is none.
    private func lineStart(of index: Int, in fileDescriptor: Int32,
                           scratch: UnsafeMutableRawBufferPointer) throws(FileDescriptorIO.Errno) -> Int {
        if index <= 0 { return range.lowerBound }
        if index >= count { return range.upperBound }
        var offset = range.lowerBound + index * chunkSize - 1
        let base = scratch.baseAddress!.assumingMemoryBound(to: UInt8.self)
        while offset < range.upperBound {
            let count = try FileDescriptorIO.read(fileDescriptor, into: base, count: min(scratch.count, range.upperBound - offset),
                                                  offset: offset)
            if count == 0 { break }   // the file shrank: the rest is one chunk's
            if let found = FileDescriptorIO.find(0x0A, in: base, from: 0, to: count) { return offset + found + 1 }
            offset += count
        }
        return range.upperBound
    }
}
