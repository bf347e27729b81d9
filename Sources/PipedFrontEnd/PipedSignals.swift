#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal handling while piped answers are read: SIGINT, SIGTERM and SIGHUP print one line
/// on standard error and exit 130, 143 or 129. Nothing has been written by then (the answers
/// are printed only once the form is submitted), and piped runs keep no draft.
public enum PipedSignals {
    /// Installs the handlers, and unblocks the three signals: a parent may have started us
    /// with them blocked (the mask is inherited), which would leave them pending forever.
    public static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(signalNumber, handlePipedSignal)
            sigaddset(&set, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
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
