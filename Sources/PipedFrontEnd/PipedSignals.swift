#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal handling while piped answers are read: SIGINT, SIGTERM and SIGHUP print one line
/// on standard error and exit 130, 143 or 129. Nothing has been written by then (the answers
/// are printed only once the form is submitted), and piped runs keep no draft.
public enum PipedSignals {
    /// Installs the handlers and unblocks the signals (a parent may have left them blocked).
    /// A signal ignored when formline started (`nohup`) stays ignored.
    public static func install() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber, handlePipedSignal)
            if isIgnore(previous) { _ = signal(signalNumber, SIG_IGN) }
            sigaddset(&unblock, signalNumber)
        }
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    private static func isIgnore(_ handler: sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Restores the default actions (once the answers are complete).
    public static func uninstall() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(signalNumber, SIG_DFL)
        }
    }
}

/// Async-signal-safe: writes a static message and exits with 128 + the signal number.
private func handlePipedSignal(_ signalNumber: Int32) {
    let message: StaticString
    switch signalNumber {
    case SIGTERM: message = "formline: terminated (SIGTERM) before the form was complete; nothing was written\n"
    case SIGHUP: message = "formline: hung up (SIGHUP) before the form was complete; nothing was written\n"
    default: message = "formline: interrupted (SIGINT) before the form was complete; nothing was written\n"
    }
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    _exit(128 + signalNumber)
}
