#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalScreen {
    /// Standard error when it is a terminal, else the controlling terminal (so
    /// `formline run login 2>log` still shows its prompts), else standard error anyway.
    ///
    /// ```swift
    /// let runner = try TerminalRunner(session: session, screen: .forInterface())
    /// ```
    public static func forInterface() -> TerminalScreen {
        var fd = STDERR_FILENO
        if isatty(STDERR_FILENO) != 1 {
            let tty = open("/dev/tty", O_WRONLY | O_CLOEXEC)
            if tty >= 0 { fd = tty }
        }
        return TerminalScreen(fd: fd, style: .detect(output: fd))
    }
}
