import FormCore
import FrontEndSupport

/// The terminal's bracketed-paste mode (xterm and most terminals since): while it is on,
/// pasted text arrives between `ESC [ 200 ~` and `ESC [ 201 ~`, so formline can insert it
/// as text instead of replaying its line breaks as Enter presses. Terminals without it
/// ignore the request. Turned on only while formline reads a key, so a shell reached by
/// any other path (exit, suspend) never sees the brackets.
enum BracketedPaste {
    /// Asks the terminal to bracket pastes.
    static let on = "\u{1B}[?2004h"
    /// Back to plain pastes.
    static let off = "\u{1B}[?2004l"

    /// Pasted text as one line for a field: each run of line breaks (CR, LF; the terminal
    /// may turn CR LF into two LFs) and each tab becomes one space, line breaks at the
    /// end are dropped, and other control characters (escape sequences, bidi controls:
    /// `TerminalSafeText.isControl`) too.
    ///
    /// ```swift
    /// BracketedPaste.line(from: "Buy milk\r\nand bread\n")  // "Buy milk and bread"
    /// ```
    static func line(from pasted: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingBreak = false
        for scalar in pasted.unicodeScalars {
            switch scalar {
            case "\r", "\n":
                pendingBreak = true
            case "\t":
                scalars.append(" ")
            case _ where TerminalSafeText.isControl(scalar):
                continue
            default:
                if pendingBreak && !scalars.isEmpty { scalars.append(" ") }
                pendingBreak = false
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
