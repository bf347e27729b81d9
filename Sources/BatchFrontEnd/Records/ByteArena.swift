/// A fixed-capacity byte buffer whose bytes never move while it is filled: slices handed out
/// stay valid until the next `reset(capacity:)`.
///
/// The JSON Lines parser unescapes strings into it. A line's unescaped strings are never longer
/// than the line, so `reset(capacity: line.count)` before a line means appends never run out
/// of room (checked: running out is a precondition failure, never a silent overwrite).
final class ByteArena {
    private struct State {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        var count: Int
    }

    /// Behind a constant pointer, so appends need no exclusivity bookkeeping.
    private let state: UnsafeMutablePointer<State>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: 64), capacity: 64, count: 0))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The number of bytes appended since the last reset.
    var count: Int { state.pointee.count }

    /// Empties the arena and makes room for at least `minimum` bytes. Earlier slices become invalid.
    func reset(capacity minimum: Int) {
        state.pointee.count = 0
        guard minimum > state.pointee.capacity else { return }
        state.pointee.base.deallocate()
        state.pointee.capacity = max(minimum, state.pointee.capacity * 2)
        state.pointee.base = .allocate(capacity: state.pointee.capacity)
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        precondition(state.pointee.count < state.pointee.capacity, "ByteArena overflow")
        state.pointee.base[state.pointee.count] = byte
        state.pointee.count &+= 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        precondition(bytes.count <= state.pointee.capacity - state.pointee.count, "ByteArena overflow")
        (state.pointee.base + state.pointee.count).update(from: source, count: bytes.count)
        state.pointee.count &+= bytes.count
    }

    /// The bytes in `range` (offsets from `count` values taken since the last reset).
    @inline(__always)
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: state.pointee.base + range.lowerBound, count: range.count)
    }
}
