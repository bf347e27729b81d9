/// Somewhere JSON bytes can be appended: a `[UInt8]` or a `ByteBuffer`. The JSON writers are
/// generic over it so both share one escaping implementation.
package protocol JSONByteOutput {
    /// The number of bytes held.
    var count: Int { get }
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Drops the bytes after the first `newCount` (to undo a partly written value).
    mutating func truncate(to newCount: Int)
}

extension Array: JSONByteOutput where Element == UInt8 {
    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    package mutating func truncate(to newCount: Int) { removeLast(count - newCount) }
}

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

extension JSONByteOutput {
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
