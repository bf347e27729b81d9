/// The parsed form of a pattern in the natively supported subset.
indirect enum PatternNode: Equatable, Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar from the set.
    case scalars(ScalarSet)
    /// `^`: the start of the input.
    case startAnchor
    /// `$`: the end of the input, or just before a final line terminator.
    case endAnchor
    /// Each in turn.
    case sequence([PatternNode])
    /// Any one of them (`|`).
    case choice([PatternNode])
    /// `minimum` to `maximum` (nil: unbounded) repetitions.
    case repetition(PatternNode, minimum: Int, maximum: Int?)
}
