/// One flag per field (shown, waiting for an answer, a stop for Tab…) that answers "how many
/// are set before this field" and "which is the next set one" in O(log n): a Fenwick tree.
///
/// The session keeps its per-field facts here so that an answer or a focus move costs the
/// same on a form of 10 fields as on one of 10,000.
///
/// ```swift
/// var shown = FieldFlags([true, false, true, true])
/// shown.rank(3)           // 2: indices 0 and 2 are set below 3
/// shown.first(after: 0)   // 2
/// shown.set(1, true)
/// shown.count             // 4
/// ```
struct FieldFlags {
    private(set) var flags: [Bool]
    /// 1-based Fenwick tree of the flags.
    private var tree: [Int]
    /// How many flags are set.
    private(set) var count: Int
    /// The largest power of two not above `flags.count` (0 when empty).
    private let topStep: Int

    /// Flags as given.
    init(_ flags: [Bool]) {
        self.flags = flags
        var tree = [Int](repeating: 0, count: flags.count + 1)
        for index in flags.indices where flags[index] {
            tree[index + 1] += 1
        }
        for position in stride(from: 1, through: flags.count, by: 1) {
            let parent = position + (position & -position)
            if parent <= flags.count { tree[parent] += tree[position] }
        }
        self.tree = tree
        count = flags.lazy.filter { $0 }.count
        var step = 1
        while step * 2 <= flags.count { step *= 2 }
        topStep = flags.isEmpty ? 0 : step
    }

    subscript(index: Int) -> Bool { flags[index] }

    /// Sets or clears the flag at `index`.
    mutating func set(_ index: Int, _ on: Bool) {
        guard flags[index] != on else { return }
        flags[index] = on
        let delta = on ? 1 : -1
        count += delta
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// How many flags are set at indices below `index`.
    func rank(_ index: Int) -> Int {
        var sum = 0
        var position = min(index, flags.count)
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The index of the set flag with `k` set flags before it (the `k`-th, from 0).
    func select(_ k: Int) -> Int? {
        guard k >= 0, k < count else { return nil }
        var position = 0
        var remaining = k + 1
        var step = topStep
        while step > 0 {
            if position + step < tree.count, tree[position + step] < remaining {
                position += step
                remaining -= tree[position]
            }
            step >>= 1
        }
        return position
    }

    /// The first set flag after `index`.
    func first(after index: Int) -> Int? { select(rank(index + 1)) }

    /// The last set flag before `index`.
    func last(before index: Int) -> Int? {
        let before = rank(index)
        return before > 0 ? select(before - 1) : nil
    }

    /// The first set flag.
    var first: Int? { select(0) }

    /// The last set flag.
    var last: Int? { select(count - 1) }
}
