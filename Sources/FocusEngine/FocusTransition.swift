/// One move of focus, reported once to every observer of a focus state.
///
/// `from` and `to` are always different; `nil` means nothing was (or is) focused.
///
/// ```swift
/// let focus = FocusState<Int>(1)
/// let seen = focus.observe { transition in
///     // FocusTransition(from: 1, to: 2, cause: .set)
/// }
/// focus.focus(2)
/// ```
public struct FocusTransition<Value: Hashable>: Equatable {
    /// The value that had focus before the move, or `nil`.
    public let from: Value?
    /// The value that has focus after the move, or `nil`.
    public let to: Value?
    /// Why the move happened.
    public let cause: FocusCause

    /// Creates a transition record (mostly useful for comparing in tests).
    public init(from: Value?, to: Value?, cause: FocusCause) {
        self.from = from
        self.to = to
        self.cause = cause
    }
}

extension FocusTransition: Sendable where Value: Sendable {}
