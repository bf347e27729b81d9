/// Helpers for reading what a program drew on a terminal.
public enum TerminalText {
    /// `text` without ANSI/VT escape sequences (CSI such as colours and cursor moves, OSC
    /// titles, two-character escapes) and without carriage returns and bells.
    public static func strippingEscapes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                skipEscape(&scalars)
            case "\r", "\u{07}":
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        switch scalars.next() {
        case "[":  // CSI: parameters and intermediates, then a final byte @...~
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        case "]":  // OSC: ends with BEL or ESC \
            while let next = scalars.next() {
                if next == "\u{07}" { break }
                if next == "\u{1B}" { _ = scalars.next(); break }
            }
        default:
            break
        }
    }
}
