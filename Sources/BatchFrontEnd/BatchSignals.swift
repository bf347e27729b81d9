import FrontEndSupport

/// Signal handling during `fill`: SIGINT, SIGTERM and SIGHUP remove the temporary files of
/// `--output` and `--rejects` (which keep their old content), print one line on standard
/// error and exit 130, 143 or 129 (`ExitOnSignal`).
public enum BatchSignals {
    /// Installs the handlers; `files` names the output files being replaced, for the message.
    public static func install(files: [String]) {
        let kept = files.isEmpty ? "" : "; " + files.map { "'\($0)'" }.joined(separator: " and ") + " left as before"
        ExitOnSignal.install { "formline: fill: \($0); stopped\(kept)" }
    }
}
