import FrontEndSupport

/// Signal handling during `fill`: SIGINT, SIGTERM and SIGHUP remove the temporary files of
/// `--output` and `--rejects` (which keep their old content), print one line on standard
/// error and exit 130, 143 or 129 (`ExitOnSignal`). Both files are renamed into place together
/// with the signals blocked (`AtomicFileWriter.commit(_:finishing:)`); a signal after that
/// exits with the run's own status (0, or 1 with rejects), quietly: they are both new then.
public enum BatchSignals {
    /// Installs the handlers; `files` names the output files being replaced, for the message.
    public static func install(files: [String]) {
        let kept = files.isEmpty ? "" : "; " + files.map { "'\($0)'" }.joined(separator: " and ") + " left as before"
        ExitOnSignal.install { "formline: fill: \($0); stopped\(kept)" }
    }
}
