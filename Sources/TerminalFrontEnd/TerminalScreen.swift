#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrontEndSupport

/// Where the interactive front end draws: standard error or the terminal, never standard
/// output (which carries only the final JSON answers). Write failures are ignored: there is
/// nowhere left to report them.
public final class TerminalScreen {
    /// The descriptor drawn on.
    public let fd: Int32
    /// Colour and cursor movement allowed or not.
    public let style: TerminalStyle
    /// Lines of the last `redraw` block, to draw over it next time.
    private var blockLines = 0

    /// A screen on `fd` with `style`.
    public init(fd: Int32, style: TerminalStyle) {
        self.fd = fd
        self.style = style
    }

    /// Writes `text` as is.
    public func write(_ text: String) {
        // Best effort: a terminal that went away is noticed by the next read.
        try? OutputStream.write(text, to: fd, name: "the terminal")
    }

    /// Writes one line.
    public func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Draws a block of lines whose last line stays open (no newline), drawing over the
    /// previous block when the terminal allows cursor movement, else below it.
    public func redraw(_ lines: [String]) {
        if blockLines > 0 {
            if style.allowsCursorMovement {
                write("\r" + (blockLines > 1 ? "\u{1B}[\(blockLines - 1)A" : "") + "\u{1B}[J")
            } else {
                write("\n")
            }
        }
        write(lines.joined(separator: "\n"))
        blockLines = lines.count
    }

    /// Forgets the open block without ending it: the cursor is no longer below it (the
    /// process was stopped and the line ended), so the next `redraw` starts where it is.
    public func abandonBlock() {
        blockLines = 0
    }

    /// Ends the open block: the next `redraw` starts afresh.
    public func endBlock() {
        if blockLines > 0 { write("\n") }
        blockLines = 0
    }
}
