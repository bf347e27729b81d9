/// Somewhere JSON bytes can be appended: a `[UInt8]`, or FormRecords' `ByteBuffer`. The JSON writers are
/// generic over it so both share one escaping implementation. Public, with the writers
/// `@inlinable`, so they are specialised for `ByteBuffer` in FormRecords (a `package` generic
/// would stay an unspecialised call across the module boundary).
public protocol JSONByteOutput {
    /// The number of bytes held.
    var count: Int { get }
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Drops the bytes after the first `newCount` (to undo a partly written value).
    mutating func truncate(to newCount: Int)
}

extension Array: JSONByteOutput where Element == UInt8 {
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    @inlinable
    public mutating func truncate(to newCount: Int) { removeLast(count - newCount) }
}

extension JSONByteOutput {
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
