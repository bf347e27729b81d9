import FormCore
import FormRecords
import FrontEndSupport

/// A buffered byte output to a file descriptor: appends go to memory and are written in
/// large blocks, so memory stays bounded however much is written.
struct ByteSink {
    let fileDescriptor: Int32
    let name: OutputName
    /// Appended to by the filler; written out in blocks.
    let buffer: ByteBuffer
    private let threshold: Int

    /// A negative `fileDescriptor` keeps everything in `buffer` (never written).
    init(fileDescriptor: Int32, name: OutputName, threshold: Int = 256 * 1024) {
        self.init(fileDescriptor: fileDescriptor, name: name, threshold: threshold, buffer: ByteBuffer(capacity: threshold + 4096))
    }

    /// A sink appending to `buffer` (a negative `fileDescriptor`: collecting it, never written).
    init(fileDescriptor: Int32, name: OutputName, threshold: Int = 256 * 1024, buffer: ByteBuffer) {
        self.fileDescriptor = fileDescriptor
        self.name = name
        self.threshold = fileDescriptor < 0 ? Int.max : threshold
        self.buffer = buffer
    }

    /// Writes the buffer out once it is large.
    @inline(__always)
    mutating func flushIfNeeded() throws(FrontEndError) {
        if buffer.count >= threshold { try flush() }
    }

    /// Writes everything buffered.
    mutating func flush() throws(FrontEndError) {
        guard fileDescriptor >= 0 else { return }
        try Self.write(buffer, to: fileDescriptor, name: name)
        buffer.removeAll()
    }

    /// Writes all of `buffer` (nothing when it is empty) to `fileDescriptor`, named `name` in errors.
    static func write(_ buffer: ByteBuffer, to fileDescriptor: Int32, name: OutputName) throws(FrontEndError) {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { bytes throws(FrontEndError) in
            try StandardStreams.write(bytes, to: fileDescriptor, name: name)
        }
    }
}
