/// A deterministic automaton over ASCII bytes, built ahead of time from a `PatternProgram`:
/// the fast path of native matching.
///
/// Each DFA state is the set of NFA states closed in the middle of the input (where neither
/// `^` nor `$` holds). It covers every position except the start (its own start state) and the
/// positions where `$` may hold: the true end is answered by `acceptsAtEnd`, and the position
/// before a final line terminator, like any non-ASCII byte, hands over to the NFA simulation
/// with the state's NFA states. Programs with other assertions (`\b`, `(?m)` anchors), which
/// hold in the middle too, or with `(?i)` folded strings get no DFA.
final class PatternDFA: Sendable {
    /// Larger automata are not built; matching then uses the NFA simulation alone.
    static let maximumStates = 1_024
    /// Construction gives up after this many elementary steps.
    static let workBudget = 2_000_000

    static let acceptsNow: UInt8 = 1
    static let acceptsAtEnd: UInt8 = 2
    static let dead: UInt8 = 4

    /// The equivalence class of each ASCII byte (bytes no set tells apart share a class).
    let byteClasses: [UInt8]
    let classCount: Int
    /// `transitions[state * classCount + class]`.
    let transitions: [Int32]
    /// `acceptsNow`, `acceptsAtEnd` and `dead` bits per state.
    let flags: [UInt8]
    /// The NFA states (consume, match and blocked `$`) each DFA state stands for.
    let states: [[Int32]]
    /// The state at position 0 of a non-empty input whose position 0 is not an end.
    let start: Int32

    /// The assertions a DFA handles: those that never hold in the middle of the input.
    static let positional: PatternAssertion = [.start, .end, .endOnly]

    init?(program: PatternProgram, restarts: Bool) {
        guard Self.positional.isSuperset(of: program.assertions), program.foldedStrings.isEmpty else { return nil }
        // Two bytes share a class when every set treats them alike; comparing with each class's
        // first byte is cheaper at start-up than hashing signatures.
        var classes = [UInt8](repeating: 0, count: 128)
        var representatives: [UInt8] = []
        for byte in UInt8(0)..<128 {
            let alike = representatives.firstIndex { known in
                program.sets.allSatisfy { $0.containsASCII(known) == $0.containsASCII(byte) }
            }
            if let alike {
                classes[Int(byte)] = UInt8(alike)
            } else {
                classes[Int(byte)] = UInt8(representatives.count)
                representatives.append(byte)
            }
        }
        let classCount = representatives.count

        let built: (states: [[Int32]], transitions: [Int32], flags: [UInt8])? = program.withStateSets { set, _, stack in
            func closed(_ seeds: [Int32], holding: PatternAssertion) -> (states: [Int32], match: Bool) {
                set.removeAll()
                for seed in seeds { program.addClosure(of: seed, holding: holding, to: &set, stack: stack) }
                var kept: [Int32] = []
                for index in 0..<set.count where Self.keeps(Int(set[index]), of: program) {
                    kept.append(set[index])
                }
                return (kept.sorted(), set.containsMatch)
            }

            var states: [[Int32]] = []
            var flags: [UInt8] = []
            var transitions: [Int32] = []
            var known: [String: Int32] = [:]
            func intern(_ closure: (states: [Int32], match: Bool)) -> Int32? {
                let key = Self.key(closure.states)
                if let id = known[key] { return id }
                guard states.count < Self.maximumStates else { return nil }
                let id = Int32(states.count)
                known[key] = id
                states.append(closure.states)
                var flag: UInt8 = closure.match ? Self.acceptsNow | Self.acceptsAtEnd : 0
                if !closure.match {
                    let afterEnd = closure.states.filter { program.operations[Int($0)] == .assert }
                        .map { program.first[Int($0)] }
                    if closed(afterEnd, holding: [.end, .endOnly]).match { flag |= Self.acceptsAtEnd }
                    if closure.states.isEmpty { flag |= Self.dead }
                }
                flags.append(flag)
                transitions.append(contentsOf: repeatElement(id, count: classCount))
                return id
            }

            guard intern(closed([program.start], holding: .start)) == 0 else { return nil }
            var work = 0
            var pending = 0
            while pending < states.count {
                let id = pending
                pending += 1
                if flags[id] & (Self.acceptsNow | Self.dead) != 0 { continue }
                let current = states[id]
                for (classIndex, byte) in representatives.enumerated() {
                    var seeds: [Int32] = []
                    for state in current where program.operations[Int(state)] == .consume
                        && program.sets[Int(program.first[Int(state)])].containsASCII(byte) {
                        seeds.append(program.second[Int(state)])
                    }
                    if restarts { seeds.append(program.start) }
                    work += current.count + program.count
                    guard work <= Self.workBudget,
                          let target = intern(closed(seeds, holding: [])) else { return nil }
                    transitions[id * classCount + classIndex] = target
                }
            }
            return (states, transitions, flags)
        }
        guard let built else { return nil }
        byteClasses = classes
        self.classCount = classCount
        transitions = built.transitions
        flags = built.flags
        states = built.states
        start = 0
    }

    /// A text standing for a sorted list of NFA states, one scalar per byte (injective), to
    /// find DFA states by (and `worstActiveStates` the sets it has seen). (Not `[Int32]` itself
    /// as the key: `Dictionary<[Int32], _>` costs two runtime conformance look-ups, 0.7M
    /// instructions, when the first pattern is compiled.)
    static func key(_ states: [Int32]) -> String {
        var key = String.UnicodeScalarView()
        for state in states {
            let bits = UInt32(bitPattern: state)
            for shift in stride(from: 24, through: 0, by: -8) {
                key.append(Unicode.Scalar(UInt8(truncatingIfNeeded: bits >> UInt32(shift))))
            }
        }
        return String(key)
    }

    /// Whether a DFA state keeps NFA state `index`: consumers, matches, and assertions that
    /// may still hold at an end (`$`, `\z`) — `^` can no longer hold, a split is passed through.
    private static func keeps(_ index: Int, of program: PatternProgram) -> Bool {
        switch program.operations[index] {
        case .consume, .consumeFolded, .match: true
        case .split: false
        case .assert: UInt8(truncatingIfNeeded: program.second[index]) & PatternAssertion.start.rawValue == 0
        }
    }
}
