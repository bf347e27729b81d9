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
        var fd = STDERR_FILENO
        if isatty(STDERR_FILENO) != 1 {
            let tty = open("/dev/tty", O_WRONLY | O_CLOEXEC)
            if tty >= 0 { fd = tty }
        }
        let screen = TerminalScreen(fd: fd, style: accessible ? .plain : .detect(output: fd))
        screen.breaksLines = !accessible
        return screen
    }
}
