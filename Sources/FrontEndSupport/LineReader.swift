/// How a line ended.
public enum LineTerminator: Sendable, Equatable {
    /// `\n`
    case lf
    /// `\r\n`
    case crlf
    /// The input ended without a final newline.
    case none
}

/// One line from a `LineReader`: its bytes without the terminator, valid only until the next
/// call to `next()` (or until the reader is gone).
public struct Line {
    /// 1-based.
    public let number: Int
    /// The line's content, excluding `\n` / `\r\n`. Points into the reader's buffer.
    public let bytes: UnsafeBufferPointer<UInt8>
    public let terminator: LineTerminator
}

/// What stops a `LineReader`.
public enum LineReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line was longer than the maximum; it has been skipped without being buffered, and
    /// the next call to `next()` continues with the following line.
    case lineTooLong(line: Int, maximum: Int)
    /// `read(2)` failed. Fatal: every later call throws it again.
    case readFailed(errno: Int32)

    public var description: String {
        switch self {
        case .lineTooLong(let line, let maximum): "line \(line) is longer than \(maximum) bytes"
        case .readFailed(let code): "could not read input (errno \(code))"
        }
    }
}

/// Reads lines from a file descriptor in large chunks, handing out each line as a slice of its
/// buffer: no allocation per line, and memory bounded by the longest accepted line.
///
/// Handles `\n` and `\r\n` endings and a last line without one. A line that does not fit the
/// buffer grows it, up to `maximumLineLength` (plus the terminator); a longer line is reported
/// as `lineTooLong` and skipped. Reads retry on EINTR. The descriptor stays the caller's: the
/// reader never closes it.
///
/// Given a byte `range`, the reader reads only that part of a file, with `pread(2)` (several
/// readers can share one descriptor); `firstLineNumber` numbers its first line, e.g. a shard
/// that starts at line 100,001 of the whole input:
///
///     var reader = LineReader(fileDescriptor: fd, range: 5_800_000..<6_400_000, firstLineNumber: 100_001)
///     let line = try reader.next()   // line?.number == 100_001
public struct LineReader: ~Copyable {
    /// 256 KiB.
    public static let defaultBufferSize = 256 * 1024
    /// 16 MiB.
    public static let defaultMaximumLineLength = 16 * 1024 * 1024

    public let fileDescriptor: Int32
    /// The longest line content accepted, in bytes, excluding its terminator.
    public let maximumLineLength: Int
    private let initialCapacity: Int
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Unconsumed bytes are `buffer[start..<end]`; `buffer[start..<start + scanned]` holds no `\n`.
    private var start = 0
    private var end = 0
    private var scanned = 0
    private var reachedEnd = false
    private var failure: LineReaderError?
    /// The number of the last line returned or reported (`firstLineNumber - 1` before the first).
    public private(set) var lineNumber = 0
    /// With a range: the file position of the next read, and where the range ends.
    private var position: Int?
    private var rangeEnd: Int

    public init(
        fileDescriptor: Int32,
        range: Range<Int>? = nil,
        firstLineNumber: Int = 1,
        bufferSize: Int = LineReader.defaultBufferSize,
        maximumLineLength: Int = LineReader.defaultMaximumLineLength
    ) {
        self.fileDescriptor = fileDescriptor
        position = range?.lowerBound
        rangeEnd = range?.upperBound ?? Int.max
        lineNumber = firstLineNumber - 1
        self.maximumLineLength = max(0, maximumLineLength)
        initialCapacity = max(1, bufferSize)
        capacity = initialCapacity
        buffer = .allocate(capacity: initialCapacity)
    }

    deinit { buffer.deallocate() }

    /// Starts over on `range` of the same descriptor, numbering its first line
    /// `firstLineNumber`, and keeps the buffer (at its initial size): one reader serves every
    /// chunk a parallel fill's worker takes, without allocating per chunk.
    ///
    ///     reader.restart(range: 1_048_613..<2_097_190, firstLineNumber: 1)
    public mutating func restart(range: Range<Int>, firstLineNumber: Int = 1) {
        if capacity != initialCapacity {
            buffer.deallocate()
            buffer = .allocate(capacity: initialCapacity)
            capacity = initialCapacity
        }
        position = range.lowerBound
        rangeEnd = range.upperBound
        lineNumber = firstLineNumber - 1
        start = 0
        end = 0
        scanned = 0
        reachedEnd = false
        failure = nil
    }

    /// The next line, or nil at the end of the input. The returned bytes stay valid until the
    /// next call.
    public mutating func next() throws(LineReaderError) -> Line? {
        if let failure { throw failure }
        while true {
            if let newline = FileDescriptorIO.find(0x0A, in: buffer, from: start + scanned, to: end) {
                var contentEnd = newline
                var terminator = LineTerminator.lf
                if contentEnd > start && buffer[contentEnd - 1] == 0x0D {
                    contentEnd -= 1
                    terminator = .crlf
                }
                return try take(upTo: contentEnd, resumingAt: newline + 1, terminator: terminator)
            }
            scanned = end - start
            if reachedEnd {
                guard start < end else { return nil }
                return try take(upTo: end, resumingAt: end, terminator: .none)
            }
            try refill()
        }
    }

    private mutating func take(upTo contentEnd: Int, resumingAt next: Int, terminator: LineTerminator) throws(LineReaderError) -> Line {
        lineNumber += 1
        let line = Line(
            number: lineNumber,
            bytes: UnsafeBufferPointer(start: buffer + start, count: contentEnd - start),
            terminator: terminator)
        start = next
        scanned = 0
        if line.bytes.count > maximumLineLength {
            throw .lineTooLong(line: lineNumber, maximum: maximumLineLength)
        }
        return line
    }

    /// Makes room (compacting, growing, or skipping an over-long line) and reads more input.
    private mutating func refill() throws(LineReaderError) {
        let pending = end - start
        if capacity > initialCapacity && pending < initialCapacity {
            resize(to: initialCapacity)
        } else if start > 0 {
            UnsafeMutableRawPointer(buffer).copyMemory(from: buffer + start, byteCount: pending)  // memmove
        }
        start = 0
        end = pending
        if end == capacity {
            // No newline within a full buffer: grow, or give up on this line.
            let limit = maximumLineLength.addingReportingOverflow(2)
            let largest = limit.overflow ? Int.max : limit.partialValue
            guard capacity < largest else { return try skipOverlongLine() }
            resize(to: capacity <= largest / 2 ? max(capacity * 2, 2) : largest)
        }
        try read()
    }

    private mutating func read() throws(LineReaderError) {
        do {
            let wanted = min(capacity - end, rangeEnd - (position ?? 0))
            let count = wanted == 0 ? 0 : try FileDescriptorIO.read(fileDescriptor, into: buffer + end, count: wanted, offset: position)
            if count == 0 { reachedEnd = true } else { end += count }
            position? += count
        } catch {
            failure = .readFailed(errno: error.code)
            throw failure!
        }
    }

    /// Discards the rest of the current line without buffering it, then reports it.
    private mutating func skipOverlongLine() throws(LineReaderError) {
        lineNumber += 1
        let skipped = lineNumber
        // Drop what is buffered of the line before shrinking, so nothing is copied over.
        start = 0
        end = 0
        scanned = 0
        resize(to: initialCapacity)
        while true {
            end = 0
            try read()
            if reachedEnd { break }
            if let newline = FileDescriptorIO.find(0x0A, in: buffer, from: 0, to: end) {
                start = newline + 1
                break
            }
        }
        if reachedEnd { start = end }
        throw .lineTooLong(line: skipped, maximum: maximumLineLength)
    }

    /// Moves the pending bytes to the front of a buffer of `newCapacity`.
    private mutating func resize(to newCapacity: Int) {
        let pending = end - start
        let replacement = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        replacement.initialize(from: buffer + start, count: pending)
        buffer.deallocate()
        buffer = replacement
        capacity = newCapacity
        start = 0
        end = pending
    }
}
