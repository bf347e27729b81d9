/// Where ICU's `$` (without the `(?m)` flag) holds in one input: at the very end, and just
/// before a final line terminator (`\n`, `\r`, `\r\n`, U+000B, U+000C, U+0085, U+2028,
/// U+2029) — but not between the `\r` and `\n` of a final `\r\n`.
struct InputEnds {
    let count: Int
    /// The position just before the final line terminator, or -1.
    let beforeFinalTerminator: Int

    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        count = n
        func last(_ k: Int) -> UInt8 { bytes[n - k] }
        if n >= 2, last(2) == 0x0D, last(1) == 0x0A {
            beforeFinalTerminator = n - 2
        } else if n >= 1, (0x0A...0x0D).contains(last(1)) {
            beforeFinalTerminator = n - 1
        } else if n >= 2, last(2) == 0xC2, last(1) == 0x85 {
            beforeFinalTerminator = n - 2
        } else if n >= 3, last(3) == 0xE2, last(2) == 0x80, last(1) == 0xA8 || last(1) == 0xA9 {
            beforeFinalTerminator = n - 3
        } else {
            beforeFinalTerminator = -1
        }
    }

    @inline(__always)
    func isEnd(_ position: Int) -> Bool { position == count || position == beforeFinalTerminator }
}

/// Which assertions hold at each position, walking the input forwards: `^ $ \A \z \Z` from the
/// position alone, `(?m)` anchors from the scalars on either side, `\b \B` from the next scalar
/// and the last one before the position that is not Grapheme_Extend or a format character.
struct PositionTracker {
    let ends: InputEnds
    /// Which of the costlier tests the program needs.
    let lines: Bool
    let words: Bool
    /// The scalar before the position.
    private var previous: UInt32?
    /// Whether the last scalar before the position that `\b` does not skip is a word character.
    private var previousIsWord = false

    init(ends: InputEnds, assertions: PatternAssertion) {
        self.ends = ends
        lines = !assertions.isDisjoint(with: [.lineStart, .lineEnd])
        words = !assertions.isDisjoint(with: [.boundary, .notBoundary])
    }

    /// What holds at `position`, whose next scalar (nil at the end) is `next`.
    func holding(at position: Int, next: UInt32?) -> PatternAssertion {
        var holding: PatternAssertion = []
        if position == 0 { holding.insert(.start) }
        if ends.isEnd(position) { holding.insert(.end) }
        if position == ends.count { holding.insert(.endOnly) }
        if lines {
            if position == 0 || (next != nil && previous.map(ScalarSet.isLineTerminator) == true) { holding.insert(.lineStart) }
            if let next {
                if ScalarSet.isLineTerminator(next) && !(next == 0x0A && previous == 0x0D) { holding.insert(.lineEnd) }
            } else {
                holding.insert(.lineEnd)
            }
        }
        if words {
            var boundary = false
            if let next, let scalar = Unicode.Scalar(next) {
                if !ScalarProperty.isBoundaryTransparent(scalar) {
                    boundary = ScalarProperty.isWord(scalar) != previousIsWord
                }
            } else {
                boundary = previousIsWord
            }
            holding.insert(boundary ? .boundary : .notBoundary)
        }
        return holding
    }

    /// Moves past `scalar`.
    mutating func advance(over scalar: UInt32) {
        previous = scalar
        if words, let value = Unicode.Scalar(scalar), !ScalarProperty.isBoundaryTransparent(value) {
            previousIsWord = ScalarProperty.isWord(value)
        }
    }
}

extension PatternProgram {
    /// Simulates every path of the NFA at once over `bytes` (valid UTF-8), looking for a match
    /// anywhere.
    ///
    /// Starts at `position` with `resuming` (states already closed for that position, from the
    /// DFA, which is only built for programs whose assertions are `^ $ \A \z \Z`) or, when nil,
    /// at position 0 from the start state. `restarts` says whether a match may begin after
    /// position 0 (false when every path starts with `^`).
    func simulate(
        _ bytes: UnsafeBufferPointer<UInt8>, ends: InputEnds, restarts: Bool,
        from position: Int = 0, resuming: [Int32]? = nil
    ) -> Bool {
        // Whether set k holds the current scalar, asked once per scalar however many states
        // use set k (`\w{3,60}` has sixty states and one set): `asked[k]` is the step it was
        // last asked at. A non-ASCII scalar's test (a property look-up) is the costly part.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, sets.count)) { asked in
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: max(1, sets.count)) { holds in
        asked.initialize(repeating: -1)
        holds.initialize(repeating: false)
        var step = 0
        return withStateSets { current, next, stack in
            var tracker = PositionTracker(ends: ends, assertions: assertions)
            var position = position
            var upcoming = position < bytes.count ? UTF8Scalars.decode(bytes, at: position) : nil
            if let resuming {
                for state in resuming {
                    current.insert(state)
                    if operations[Int(state)] == .match { current.containsMatch = true }
                }
            } else {
                addClosure(of: start, holding: tracker.holding(at: position, next: upcoming?.value), to: &current, stack: stack)
            }
            while true {
                if current.containsMatch { return true }
                guard let (scalar, length) = upcoming else { return false }
                position += length
                tracker.advance(over: scalar)
                upcoming = position < bytes.count ? UTF8Scalars.decode(bytes, at: position) : nil
                if position < bytes.count && upcoming == nil { return false }
                let holding = tracker.holding(at: position, next: upcoming?.value)
                next.removeAll()
                step += 1
                for index in 0..<current.count {
                    let state = Int(current[index])
                    switch operations[state] {
                    case .consume:
                        let set = Int(first[state])
                        if asked[set] != step {
                            asked[set] = step
                            holds[set] = sets[set].contains(scalar)
                        }
                        guard holds[set] else { continue }
                        addClosure(of: second[state], holding: holding, to: &next, stack: stack)
                    case .consumeFolded:
                        guard let target = foldedTarget(of: state, on: scalar) else { continue }
                        addClosure(of: target, holding: holding, to: &next, stack: stack)
                    default:
                        continue
                    }
                }
                if restarts {
                    addClosure(of: start, holding: holding, to: &next, stack: stack)
                } else if next.count == 0 {
                    return false
                }
                swap(&current, &next)
            }
        }
        }
        }
    }

    /// Whether a match could begin after position 0: some path from the start state reaches
    /// a `consume` or `match` in the middle or at the end of the input (where `^` and `\A` fail).
    var canMatchAfterStart: Bool {
        withStateSets { set, _, stack in
            let later: PatternAssertion = [.end, .endOnly, .lineStart, .lineEnd, .boundary, .notBoundary]
            set.removeAll()
            addClosure(of: start, holding: later, to: &set, stack: stack)
            return (0..<set.count).contains { [.consume, .consumeFolded, .match].contains(operations[Int(set[$0])]) }
        }
    }
}
