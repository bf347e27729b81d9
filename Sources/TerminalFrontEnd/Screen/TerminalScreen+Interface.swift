import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalScreen {
    /// Standard error when it is a terminal, else the controlling terminal (so
    /// `formline run login 2>log` still shows its prompts), else standard error anyway.
    /// In accessible mode it is `.plain`: no colour, no cursor movement.
    ///
    /// ```swift
    /// let runner = try TerminalRunner(session: session, screen: .forInterface())
    /// ```
    public static func forInterface(accessible: Bool = false) -> TerminalScreen {
        let tty = isatty(STDERR_FILENO) == 1 ? -1 : open("/dev/tty", O_WRONLY | O_CLOEXEC)
        let fd = tty >= 0 ? tty : STDERR_FILENO
        let style: TerminalStyle = accessible ? .plain : .detect(output: fd)
        let screen = tty >= 0 ? TerminalScreen(owning: tty, style: style) : TerminalScreen(fd: fd, style: style)
        screen.breaksLines = !accessible
        return screen
    }
}
