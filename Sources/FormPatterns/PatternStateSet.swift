/// A set of program states with constant-time insert, lookup and clear (a Briggs–Torczon
/// sparse set) over caller-provided, initialized memory of `2 * program.count` values.
struct PatternStateSet {
    private let dense: UnsafeMutablePointer<Int32>
    private let sparse: UnsafeMutablePointer<Int32>
    private(set) var count = 0
    /// Whether a `match` state was added since the last `removeAll()`.
    var containsMatch = false

    init(memory: UnsafeMutablePointer<Int32>, capacity: Int) {
        dense = memory
        sparse = memory + capacity
    }

    @inline(__always)
    func contains(_ state: Int32) -> Bool {
        let slot = Int(sparse[Int(state)])
        return slot < count && dense[slot] == state
    }

    @inline(__always)
    mutating func insert(_ state: Int32) {
        sparse[Int(state)] = Int32(count)
        dense[count] = state
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> Int32 { dense[index] }

    mutating func removeAll() {
        count = 0
        containsMatch = false
    }
}

extension PatternProgram {
    /// Adds `state` and every state reachable from it without consuming input, where the
    /// assertions in `holding` hold. `stack` must hold `2 * count + 1` values.
    func addClosure(
        of state: Int32, holding: PatternAssertion,
        to set: inout PatternStateSet, stack: UnsafeMutablePointer<Int32>
    ) {
        var top = 0
        stack[0] = state
        top = 1
        while top > 0 {
            top -= 1
            let current = stack[top]
            if set.contains(current) { continue }
            set.insert(current)
            let index = Int(current)
            switch operations[index] {
            case .consume, .consumeFolded:
                break
            case .split:
                stack[top] = second[index]
                stack[top + 1] = first[index]
                top += 2
            case .assert:
                if holding.rawValue & UInt8(truncatingIfNeeded: second[index]) != 0 { stack[top] = first[index]; top += 1 }
            case .match:
                set.containsMatch = true
            }
        }
    }

    /// Runs `body` with two empty state sets and a closure stack sized for this program.
    func withStateSets<R>(_ body: (inout PatternStateSet, inout PatternStateSet, UnsafeMutablePointer<Int32>) -> R) -> R {
        let size = count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 6 * size + 1) { memory in
            memory.initialize(repeating: 0)
            let base = memory.baseAddress!
            var current = PatternStateSet(memory: base, capacity: size)
            var next = PatternStateSet(memory: base + 2 * size, capacity: size)
            return body(&current, &next, base + 4 * size)
        }
    }
}
