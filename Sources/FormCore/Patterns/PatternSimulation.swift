/// A native match's answer. `undecided` means a non-ASCII scalar met `\d`/`\w` (whose Unicode
/// data belongs to ICU), so ICU must answer instead.
enum NativeMatchOutcome: Equatable {
    case match, noMatch, undecided
}

/// Where ICU's `$` (without the multiline flag) holds in one input: at the very end, and just
/// before a final line terminator (`\n`, `\r`, `\r\n`, U+000B, U+000C, U+0085, U+2028,
/// U+2029) — but not between the `\r` and `\n` of a final `\r\n`.
struct InputEnds {
    let count: Int
    /// The position just before the final line terminator, or -1.
    let beforeFinalTerminator: Int

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

extension PatternProgram {
    /// Simulates every path of the NFA at once over `bytes`, looking for a match anywhere.
    ///
    /// Starts at `position` with `resuming` (states already closed for that position, from the
    /// DFA) or, when nil, at position 0 from the start state. `restarts` says whether a match
    /// may begin after position 0 (false when every path starts with `^`).
    func simulate(
        _ bytes: UnsafeBufferPointer<UInt8>, ends: InputEnds, restarts: Bool,
        from position: Int = 0, resuming: [Int32]? = nil
    ) -> NativeMatchOutcome {
        withStateSets { current, next, stack in
            var position = position
            if let resuming {
                for state in resuming {
                    current.insert(state)
                    if operations[Int(state)] == .match { current.containsMatch = true }
                }
            } else {
                addClosure(of: start, atStart: position == 0, atEnd: ends.isEnd(position), to: &current, stack: stack)
            }
            while true {
                if current.containsMatch { return .match }
                if position == bytes.count { return .noMatch }
                guard let (scalar, length) = UTF8Scalars.decode(bytes, at: position) else { return .noMatch }
                position += length
                let atEnd = ends.isEnd(position)
                next.removeAll()
                for index in 0..<current.count {
                    let state = Int(current[index])
                    guard operations[state] == .consume else { continue }
                    switch sets[Int(first[state])].contains(scalar) {
                    case nil: return .undecided
                    case true?: addClosure(of: second[state], atStart: false, atEnd: atEnd, to: &next, stack: stack)
                    case false?: break
                    }
                }
                if restarts {
                    addClosure(of: start, atStart: false, atEnd: atEnd, to: &next, stack: stack)
                } else if next.count == 0 {
                    return .noMatch
                }
                swap(&current, &next)
            }
        }
    }

    /// Whether a match could begin after position 0: some path from the start state reaches
    /// a `consume` or `match` without needing `^`.
    var canMatchAfterStart: Bool {
        withStateSets { set, _, stack in
            [false, true].contains { atEnd in
                set.removeAll()
                addClosure(of: start, atStart: false, atEnd: atEnd, to: &set, stack: stack)
                return (0..<set.count).contains {
                    operations[Int(set[$0])] == .consume || operations[Int(set[$0])] == .match
                }
            }
        }
    }
}
