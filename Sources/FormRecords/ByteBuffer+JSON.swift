import FormCore

extension ByteBuffer: JSONByteOutput {}

/// A `ByteBuffer` written to without holding a reference: a call that borrows a buffer its
/// caller keeps alive writes through this instead of retaining and releasing it per record.
///
///     var output = BorrowedByteOutput(buffer)   // buffer: kept alive by the caller
///     output.append(UInt8(ascii: "{"))
struct BorrowedByteOutput: JSONByteOutput {
    let buffer: Unmanaged<ByteBuffer>

    @inline(__always)
    init(_ buffer: ByteBuffer) { self.buffer = Unmanaged.passUnretained(buffer) }

    var count: Int { @inline(__always) get { buffer._withUnsafeGuaranteedRef { $0.count } } }
    @inline(__always)
    mutating func append(_ byte: UInt8) { buffer._withUnsafeGuaranteedRef { $0.append(byte) } }
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { buffer._withUnsafeGuaranteedRef { $0.append(bytes) } }
    @inline(__always)
    mutating func truncate(to newCount: Int) { buffer._withUnsafeGuaranteedRef { $0.truncate(to: newCount) } }
}

extension AnswerJSON {
    /// Appends `bytes` (valid UTF-8) as a JSON string literal to a `ByteBuffer`.
    package static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
        var out = out
        writeString(utf8: bytes, to: &out)
    }
}
