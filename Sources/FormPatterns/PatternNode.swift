/// The parsed form of a pattern.
indirect enum PatternNode: Equatable, Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar from the set.
    case scalars(ScalarSet)
    /// Under `(?i)`, a run of two or more literals, fully case-folded (`ß` → `ss`): input
    /// scalars whose full foldings, end to end, spell it exactly.
    case foldedString([UInt32])
    /// A zero-width test of the position (`^ $ \A \z \Z \b \B`, and `^ $` under `(?m)`).
    case assertion(PatternAssertion)
    /// Each in turn.
    case sequence([PatternNode])
    /// Any one of them (`|`).
    case choice([PatternNode])
    /// `minimum` to `maximum` (nil: unbounded) repetitions.
    case repetition(PatternNode, minimum: Int, maximum: Int?)
}

/// What holds at one position of the input, as bits: an assertion passes where its bit is set.
///
///     "ab\n": position 0 has start and lineStart; 2 has end, lineEnd and boundary; 3 has all ends.
struct PatternAssertion: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// `^` and `\A`: the start of the input.
    static let start = PatternAssertion(rawValue: 1)
    /// `$` and `\Z`: the end, or just before a final line terminator.
    static let end = PatternAssertion(rawValue: 2)
    /// `\z`: the very end.
    static let endOnly = PatternAssertion(rawValue: 4)
    /// `^` under `(?m)`: the start, or after a line terminator that is not the last character.
    static let lineStart = PatternAssertion(rawValue: 8)
    /// `$` under `(?m)`: the end, or before a line terminator (not between `\r` and `\n`).
    static let lineEnd = PatternAssertion(rawValue: 16)
    /// `\b`: between a word character and a non-word one (ICU's rules).
    static let boundary = PatternAssertion(rawValue: 32)
    /// `\B`: not `\b`.
    static let notBoundary = PatternAssertion(rawValue: 64)
}
