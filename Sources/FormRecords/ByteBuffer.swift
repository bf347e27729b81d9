/// A growable byte buffer for building output fast: appends write straight into one heap
/// block (no copy-on-write checks, as a reference type), which grows by doubling.
///
/// Not thread-safe; one owner appends and drains it (e.g. a batch run's output).
///
/// Public only so that `count` and the appends inline into BatchFrontEnd, which appends per
/// record (`package` functions stay calls across modules: docs/architecture.md).
public final class ByteBuffer {
    @usableFromInline
    struct State {
        @usableFromInline var base: UnsafeMutablePointer<UInt8>
        @usableFromInline var capacity: Int
        @usableFromInline var count: Int
    }

    /// Behind a constant pointer, so appends need no exclusivity bookkeeping.
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// An empty buffer with room for `capacity` bytes before it grows.
    package init(capacity: Int = 4096) {
        let capacity = max(16, capacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: capacity), capacity: capacity, count: 0))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The number of bytes held.
    @inlinable
    public var count: Int { state.pointee.count }

    /// Whether the buffer holds no bytes.
    package var isEmpty: Bool { state.pointee.count == 0 }

    /// Appends one byte.
    @inlinable @inline(__always)
    public func append(_ byte: UInt8) {
        if state.pointee.count == state.pointee.capacity { grow(toHold: state.pointee.count + 1) }
        state.pointee.base[state.pointee.count] = byte
        state.pointee.count &+= 1
    }

    /// Appends `bytes`.
    @inlinable @inline(__always)
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let count = bytes.count
        if count > state.pointee.capacity &- state.pointee.count { grow(toHold: state.pointee.count + count) }
        let target = state.pointee.base + state.pointee.count
        if count <= 16 {
            // Short runs (keys, most answers): overlapping word moves, loaded before stored
            // (as memmove would), instead of a call.
            let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
            if count >= 8 {
                let head = from.loadUnaligned(as: UInt64.self)
                let tail = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                to.storeBytes(of: head, as: UInt64.self)
                to.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 4 {
                let head = from.loadUnaligned(as: UInt32.self)
                let tail = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                to.storeBytes(of: head, as: UInt32.self)
                to.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
            } else {
                let first = source[0], middle = source[count &>> 1], last = source[count &- 1]
                target[0] = first
                target[count &>> 1] = middle
                target[count &- 1] = last
            }
        } else {
            target.update(from: source, count: count)
        }
        state.pointee.count &+= count
    }

    /// Appends the bytes of any sequence (e.g. a string's `utf8`).
    package func append<Bytes: Sequence>(contentsOf bytes: Bytes) where Bytes.Element == UInt8 {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { append($0) }
        if handled == nil { for byte in bytes { append(byte) } }
    }

    /// Drops the bytes after the first `newCount`.
    public func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "ByteBuffer.truncate out of range")
        state.pointee.count = newCount
    }

    /// Empties the buffer, keeping its memory.
    package func removeAll() { state.pointee.count = 0 }

    /// Calls `body` with the bytes held (valid only inside `body`).
    package func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: state.pointee.base, count: state.pointee.count))
    }

    /// A copy of the bytes held.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count)) }

    @usableFromInline
    func grow(toHold needed: Int) {
        var newCapacity = state.pointee.capacity
        while newCapacity < needed { newCapacity = newCapacity > Int.max / 2 ? needed : newCapacity * 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: state.pointee.base, count: state.pointee.count)
        state.pointee.base.deallocate()
        state.pointee.base = grown
        state.pointee.capacity = newCapacity
    }
}
