import FrontEndSupport

/// Signal handling while a piped `run` works: SIGINT, SIGTERM and SIGHUP remove any
/// temporary output file, print one line on standard error and exit 130, 143 or 129
/// (`ExitOnSignal`). Nothing has been written by then: the answers are written (an
/// `--output` file renamed into place) only once the form is submitted, and piped runs keep
/// no draft. Once they are written the run is done: a signal then exits 0, quietly.
public enum PipedSignals {
    /// Installs the handlers (see `ExitOnSignal.install`).
    public static func install() {
        ExitOnSignal.install { "formline: \($0) before the answers were written; nothing was written" }
    }
}
