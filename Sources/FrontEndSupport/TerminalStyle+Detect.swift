#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FormCore

extension TerminalStyle {
    /// The style for `fd` in this process's environment.
    public static func detect(output fd: Int32 = STDOUT_FILENO) -> TerminalStyle {
        var environment: [String: String] = [:]
        for name in ["TERM", "NO_COLOR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return TerminalStyle(outputIsTerminal: isatty(fd) == 1, environment: environment)
    }
}
