/// A Thompson NFA compiled from a `PatternNode`: the states a native match moves through.
///
/// Each state is one operation. `consume` reads one scalar from a set; `split` goes both ways;
/// `assert` passes only where its `PatternAssertion` holds; `match` ends a successful path.
/// Because `FieldPattern` only answers "is there a match?", path priorities (greedy versus
/// lazy) do not matter, and simulating all paths at once gives ICU's answer without
/// backtracking.
struct PatternProgram: Sendable {
    enum Operation: UInt8, Sendable {
        /// `first`: the set index; `second`: the next state.
        case consume
        /// Position j of folded string `first` (`foldedStrings`); its states are consecutive, so
        /// an input scalar folding to k scalars moves k states on, or to `second` past the end.
        case consumeFolded
        /// `first` and `second`: the two next states.
        case split
        /// `first`: the next state, taken only where the `PatternAssertion` in `second` holds.
        case assert
        case match
    }

    /// Programs larger than this are refused.
    static let maximumStates = 4_096

    private(set) var operations: [Operation] = []
    private(set) var first: [Int32] = []
    private(set) var second: [Int32] = []
    private(set) var sets: [ScalarSet] = []
    /// The folded strings and the state of each one's first position.
    private(set) var foldedStrings: [[UInt32]] = []
    private(set) var foldedStarts: [Int32] = []
    private(set) var start: Int32 = 0
    /// Every assertion the program uses.
    private(set) var assertions: PatternAssertion = []

    var count: Int { operations.count }

    /// Where folded-string state `state` goes on `scalar`, or nil when the scalar's full
    /// folding does not continue the string there.
    func foldedTarget(of state: Int, on scalar: UInt32) -> Int32? {
        let string = foldedStrings[Int(first[state])]
        let position = state - Int(foldedStarts[Int(first[state])])
        let folded = CaseFolding.full(scalar)
        guard position + folded.count <= string.count else { return nil }
        for offset in 0..<folded.count where string[position + offset] != folded[offset] { return nil }
        return position + folded.count == string.count ? second[state] : Int32(state + folded.count)
    }

    /// Compiles `node`; nil when the program would exceed `maximumStates`.
    init?(_ node: PatternNode) {
        do throws(TooLarge) {
            let accept = try add(.match, 0, 0)
            start = try compile(node, next: accept)
        } catch {
            return nil
        }
    }

    private struct TooLarge: Error {}

    private mutating func add(_ operation: Operation, _ a: Int32, _ b: Int32) throws(TooLarge) -> Int32 {
        guard operations.count < Self.maximumStates else { throw TooLarge() }
        operations.append(operation)
        first.append(a)
        second.append(b)
        return Int32(operations.count - 1)
    }

    /// Compiles `node` so that it continues at `next`; returns its entry state.
    private mutating func compile(_ node: PatternNode, next: Int32) throws(TooLarge) -> Int32 {
        switch node {
        case .empty:
            return next
        case .scalars(let set):
            let index = sets.firstIndex(of: set) ?? { sets.append(set); return sets.count - 1 }()
            return try add(.consume, Int32(index), next)
        case .foldedString(let string):
            let index = Int32(foldedStrings.count)
            foldedStrings.append(string)
            foldedStarts.append(Int32(operations.count))
            for _ in string { _ = try add(.consumeFolded, index, next) }
            return foldedStarts[Int(index)]
        case .assertion(let assertion):
            assertions.formUnion(assertion)
            return try add(.assert, next, Int32(assertion.rawValue))
        case .sequence(let items):
            var entry = next
            for item in items.reversed() { entry = try compile(item, next: entry) }
            return entry
        case .choice(let branches):
            var entry = try compile(branches[branches.count - 1], next: next)
            for branch in branches.dropLast().reversed() {
                entry = try add(.split, try compile(branch, next: next), entry)
            }
            return entry
        case .repetition(let body, let minimum, let maximum):
            var entry = next
            if let maximum {
                // x{n,m}: n copies, then m-n nested optional copies: x(x(x)?)?
                for _ in 0..<(maximum - minimum) {
                    entry = try add(.split, try compile(body, next: entry), next)
                }
            } else {
                let loop = try add(.split, 0, next)
                first[Int(loop)] = try compile(body, next: loop)
                entry = loop
            }
            for _ in 0..<minimum { entry = try compile(body, next: entry) }
            return entry
        }
    }
}
