#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP for front ends that simply stop (piped `run`, `fill`): remove
/// every temporary file (`TemporaryFiles`), print one line on standard error and exit 130,
/// 143 or 129. Files being replaced keep their old content.
///
/// ```swift
/// ExitOnSignal.install { signal in "formline: \(signal); nothing was written" }
/// // "formline: terminated (SIGTERM); nothing was written", exit 143
/// ```
public enum ExitOnSignal {
    /// The three signals handled.
    public static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Messages for SIGINT, SIGTERM and SIGHUP, as C strings allocated before any handler runs.
    nonisolated(unsafe) fileprivate static let messages: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let storage = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 3)
        storage.initialize(repeating: nil, count: 3)
        return storage
    }()

    /// Installs the handlers and unblocks the signals (a parent may have left them blocked).
    /// `message` gets `interrupted (SIGINT)`, `terminated (SIGTERM)` or `hung up (SIGHUP)`
    /// and returns the line to print. A signal ignored when formline started (`nohup`)
    /// stays ignored.
    public static func install(message: (String) -> String) {
        TemporaryFiles.prepare()
        let names = ["interrupted (SIGINT)", "terminated (SIGTERM)", "hung up (SIGHUP)"]
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for (index, signalNumber) in signals.enumerated() {
            let previousMessage = messages[index]
            messages[index] = strdup(message(names[index]) + "\n")
            free(previousMessage)
            let previous = signal(signalNumber, handleExitSignal)
            if isIgnore(previous) { _ = signal(signalNumber, SIG_IGN) }
            sigaddset(&unblock, signalNumber)
        }
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Restores the default actions.
    public static func uninstall() {
        for signalNumber in signals {
            let previous = signal(signalNumber, SIG_DFL)
            if isIgnore(previous) { _ = signal(signalNumber, SIG_IGN) }
        }
    }

    private static func isIgnore(_ handler: sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

/// Async-signal-safe: removes temporary files, writes the prepared message, exits with `ExitStatus.code(forSignal:)`.
private func handleExitSignal(_ signalNumber: Int32) {
    TemporaryFiles.removeAll()
    let index = signalNumber == SIGTERM ? 1 : (signalNumber == SIGHUP ? 2 : 0)
    if let message = ExitOnSignal.messages[index] {
        _ = write(STDERR_FILENO, message, strlen(message))
    }
    _exit(ExitStatus.code(forSignal: signalNumber))
}
