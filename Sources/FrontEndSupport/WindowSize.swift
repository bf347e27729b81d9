#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal window's size, asked of its descriptor (`TIOCGWINSZ`): the one place the
/// screen, the line editor and the choice list read it. Nil when `fd` is no terminal or the
/// terminal reports 0.
///
/// ```swift
/// WindowSize.columns(of: STDERR_FILENO)   // 80 in an 80×24 terminal, nil through a pipe
/// ```
public enum WindowSize {
    public static func columns(of fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public static func rows(of fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}
