import ArgumentParser
import FrontEndSupport
import TerminalFrontEnd

extension FrontEndError {
    /// Prints `formline: message` on standard error (at a terminal broken between words at
    /// its width, unless in accessible mode) and returns the exit to throw.
    func exit() -> ExitCode {
        StandardStreams.standardError(message: "formline: " + personMessage, wrapping: !AccessibleMode.isOn(flag: false))
        return ExitCode(status.rawValue)
    }
}

/// Runs `body`, turning a `FrontEndError` into its message and exit status.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as FrontEndError {
        throw error.exit()
    }
}
