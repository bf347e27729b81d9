/// How much matching can cost per input scalar: the most `consume` states the NFA simulation
/// can have active at once, whatever the answer. The simulation steps every active state for
/// every scalar, so this times the answer's length bounds its work; `FieldPattern` refuses a
/// pattern whose bound is over `maximumActiveStates`, which keeps any answer up to the 1 MiB
/// limit well under a second (`scripts/bench` prints the worst accepted case).
///
/// The bound follows one imagined input: a scalar every set holds, at positions where every
/// assertion holds. Each step of the simulation is monotone in the states it starts from and
/// in what the scalar and the position allow, so the states any real answer reaches after k
/// scalars are among those this input reaches after k (and a real match only ends the walk
/// earlier). With restarts (a match may begin anywhere) the imagined sets only grow, so they
/// settle within `count` steps; without, they are followed until one repeats.
///
///     \w{3,1000}x      → 1,000 (a thread starts at every position and may run 1,000 long)
///     ^[a-z0-9]{3,32}$ → 1 (anchored: one way to have read what was read)
extension PatternProgram {
    /// Patterns whose simulation could step more states than this per scalar are refused.
    static let maximumActiveStates = 24

    /// The most `consume` states active at once (see above); the number of `consume` states
    /// when the walk does not settle within its budget (a bound too: no more can be active).
    var worstActiveStates: Int {
        let consumers = operations.count { $0 == .consume || $0 == .consumeFolded }
        let everything = PatternAssertion(rawValue: 0x7F)
        let restarts = canMatchAfterStart
        return withStateSets { current, next, stack in
            current.removeAll()
            addClosure(of: start, holding: everything, to: &current, stack: stack)
            var worst = consuming(current)
            var seen: [String: Int32] = [:]   // the type the DFA uses: no new runtime look-up
            var work = 0
            while work < 4_000_000 {
                if current.count == 0 { return worst }
                if !restarts {
                    let key = Self.costKey(current)
                    if seen[key] != nil { return worst }
                    seen[key] = 0
                }
                work += current.count + 1
                next.removeAll()
                for index in 0..<current.count {
                    let state = Int(current[index])
                    switch operations[state] {
                    case .consume:
                        addClosure(of: second[state], holding: everything, to: &next, stack: stack)
                    case .consumeFolded:
                        // A scalar may fold to one, two or three scalars of the string.
                        let string = Int(first[state])
                        let position = state - Int(foldedStarts[string])
                        for step in 1...3 {
                            let target = position + step < foldedStrings[string].count ? Int32(state + step) : second[state]
                            addClosure(of: target, holding: everything, to: &next, stack: stack)
                        }
                    default:
                        continue
                    }
                }
                if restarts { addClosure(of: start, holding: everything, to: &next, stack: stack) }
                // With restarts each set holds the one before, so an equal count is the same set.
                let settled = restarts && next.count == current.count
                swap(&current, &next)
                worst = max(worst, consuming(current))
                if settled { return worst }
            }
            return consumers
        }
    }

    private func consuming(_ set: PatternStateSet) -> Int {
        (0..<set.count).count { operations[Int(set[$0])] == .consume || operations[Int(set[$0])] == .consumeFolded }
    }

    /// A text naming a set of states, whatever their order: the DFA's key of the sorted states.
    /// (`joined(separator:)` here ran the standard library's unspecialised code, whose
    /// associated-type look-ups cost 0.2M instructions of `run login`'s start-up.)
    private static func costKey(_ set: PatternStateSet) -> String {
        PatternDFA.key((0..<set.count).map { set[$0] }.sorted())
    }
}
