#if canImport(Glibc)
import FormCore
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which front end fills a form. `formline run` and ``FormRun`` choose it the same way.
///
/// ```swift
/// FrontEnd.automatic.resolved(for: STDIN_FILENO)  // .terminal at a TTY, .piped otherwise
/// ```
public enum FrontEnd: Sendable, Equatable {
    /// The terminal when the input is a terminal, else piped.
    case automatic
    /// Interactive prompts on libedit, drawn on standard error (or the terminal).
    case terminal
    /// One line of input per focused field; problems go to the report.
    case piped

    /// `.terminal` or `.piped`: `.automatic` decided by whether `input` is a terminal.
    public func resolved(for input: Int32) -> FrontEnd {
        guard self == .automatic else { return self }
        return isatty(input) == 1 ? .terminal : .piped
    }
}
