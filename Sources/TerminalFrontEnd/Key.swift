/// One key press read in raw mode by a `KeyReader`.
public enum Key: Sendable, Equatable {
    /// A printable character.
    case character(Character)
    case enter, escape, backspace, tab, shiftTab
    case up, down, left, right, pageUp, pageDown, home, end
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D, or the input closed.
    case endOfInput
    /// A signal caught by `TerminalGuard`.
    case signal(Int32)
    /// Any other key or sequence (ignored by callers).
    case other
}
