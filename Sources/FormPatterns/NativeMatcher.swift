/// The matcher for one pattern: an ASCII DFA for the hot path, falling back to the NFA
/// simulation for non-ASCII input, for the positions next to a final line terminator, and for
/// patterns with `\b` or `(?m)` anchors.
@usableFromInline
final class NativeMatcher: Sendable {
    let program: PatternProgram
    /// Whether a match may begin after position 0.
    let restarts: Bool
    /// Nil when the automaton would be too large to build.
    let dfa: PatternDFA?

    /// Nil when the program would exceed `PatternProgram.maximumStates`.
    init?(_ node: PatternNode) {
        guard let program = PatternProgram(node) else { return nil }
        self.program = program
        restarts = program.canMatchAfterStart
        dfa = PatternDFA(program: program, restarts: restarts)
    }

    /// Whether the pattern matches anywhere in `bytes`, which must be valid UTF-8.
    @usableFromInline
    func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ends = InputEnds(bytes)
        guard let dfa, bytes.count > 0, ends.beforeFinalTerminator != 0 else {
            return program.simulate(bytes, ends: ends, restarts: restarts)
        }
        // The DFA may step into positions where `$` cannot hold, and into the true end when
        // no final line terminator precedes it.
        let lastTarget = ends.beforeFinalTerminator >= 0 ? ends.beforeFinalTerminator - 1 : bytes.count
        var state = Int(dfa.start)
        var position = 0
        let stopped: Bool = dfa.flags.withUnsafeBufferPointer { flags in
            dfa.transitions.withUnsafeBufferPointer { transitions in
                dfa.byteClasses.withUnsafeBufferPointer { classes in
                    let classCount = dfa.classCount
                    if flags[state] & PatternDFA.acceptsNow != 0 { return true }
                    while position < lastTarget {
                        let byte = bytes[position]
                        if byte >= 0x80 { return false }
                        state = Int(transitions[state &* classCount &+ Int(classes[Int(byte)])])
                        position &+= 1
                        if flags[state] & (PatternDFA.acceptsNow | PatternDFA.dead) != 0 { return true }
                    }
                    return false
                }
            }
        }
        let flag = dfa.flags[state]
        if stopped { return flag & PatternDFA.acceptsNow != 0 }
        if position == bytes.count { return flag & PatternDFA.acceptsAtEnd != 0 }
        return program.simulate(bytes, ends: ends, restarts: restarts, from: position, resuming: dfa.states[state])
    }
}
