#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Cuts a byte range of a regular file into chunks of about `chunkSize` bytes that each end
/// just after a `\n` (the last one at the end of the range), so every line lies in exactly
/// one chunk; and counts a chunk's lines. Reads with `pread(2)` and never moves the
/// descriptor's position.
///
///     var chunks = LineChunks(fileDescriptor: fd, range: 0..<10_000_000, chunkSize: 1 << 20)
///     let first = try chunks.next()            // 0..<1_048_613, say: ends after a newline
///     let lines = try LineChunks.countLines(fd, in: first!)
struct LineChunks {
    let fileDescriptor: Int32
    private var position: Int
    private let end: Int
    let chunkSize: Int

    init(fileDescriptor: Int32, range: Range<Int>, chunkSize: Int) {
        self.fileDescriptor = fileDescriptor
        position = range.lowerBound
        end = range.upperBound
        self.chunkSize = max(1, chunkSize)
    }

    /// The next chunk, or nil once the range is used up.
    mutating func next() throws(FileDescriptorIO.Errno) -> Range<Int>? {
        guard position < end else { return nil }
        let start = position
        var boundary = end
        if end - start > chunkSize {
            // The chunk ends after the first newline at or after its nominal last byte.
            boundary = try Self.firstNewline(fileDescriptor, from: start + chunkSize - 1, to: end).map { $0 + 1 } ?? end
        }
        position = boundary
        return start..<boundary
    }

    /// The number of `\n` bytes in `range` of the file.
    static func countLines(_ fileDescriptor: Int32, in range: Range<Int>) throws(FileDescriptorIO.Errno) -> Int {
        var count = 0
        try scan(fileDescriptor, from: range.lowerBound, to: range.upperBound) { base, length in
            var from = 0
            while let found = FileDescriptorIO.find(0x0A, in: base, from: from, to: length) {
                count += 1
                from = found + 1
            }
            return false
        }
        return count
    }

    /// The file position of the first `\n` in `from..<to`, or nil.
    private static func firstNewline(_ fileDescriptor: Int32, from: Int, to: Int) throws(FileDescriptorIO.Errno) -> Int? {
        var offset = from
        var found: Int?
        try scan(fileDescriptor, from: from, to: to) { base, length in
            if let index = FileDescriptorIO.find(0x0A, in: base, from: 0, to: length) {
                found = offset + index
                return true
            }
            offset += length
            return false
        }
        return found
    }

    /// Reads `from..<to` in blocks, handing each to `body` until it returns true.
    private static func scan(_ fileDescriptor: Int32, from: Int, to: Int,
                             _ body: (UnsafePointer<UInt8>, Int) -> Bool) throws(FileDescriptorIO.Errno) {
        let blockSize = 64 * 1024
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
        defer { block.deallocate() }
        var offset = from
        while offset < to {
            let count = try FileDescriptorIO.read(fileDescriptor, into: block, count: min(blockSize, to - offset), offset: offset)
            if count == 0 { return }
            if body(block, count) { return }
            offset += count
        }
    }
}
