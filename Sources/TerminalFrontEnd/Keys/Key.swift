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
    /// Control plus a letter not named above (Ctrl-U is `.control("u")`).
    case control(Character)
    /// F1.
    case help
    /// A bracketed paste: the pasted text.
    case paste(String)
    /// Any other key or sequence (ignored by callers).
    case other
}
