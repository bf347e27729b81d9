import ArgumentParser
import FrontEndSupport

extension FrontEndError {
    /// Prints `formline: message` on standard error and returns the exit to throw.
    func exit() -> ExitCode {
        StandardStreams.standardError("formline: " + message)
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
