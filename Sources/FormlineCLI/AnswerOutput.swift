import FormCore
import FrontEndSupport

/// Where `run` writes the answers: standard output (also `--output -`), or `--output FILE` replaced atomically
/// (mode 0600 when the form has secret fields).
struct AnswerOutput {
    /// The file, or nil for standard output.
    let path: String?
    /// Whether the form has secret fields.
    let holdsSecrets: Bool

    init(path: String?, form: FormDefinition) {
        self.path = path.unlessDash
        holdsSecrets = form.holdsSecrets
    }

    /// Writes the answers' JSON and a newline. Once they are written (the file renamed into
    /// place, or standard output flushed) the run is done: a signal from then on exits 0
    /// (`ExitOnSignal`), since the answers are where they were asked to go.
    func write(_ json: String) throws(FrontEndError) {
        let done = ExitStatus.success.rawValue
        guard let path else {
            try StandardStreams.standardOutput(json + "\n")
            try StandardStreams.syncStandardOutput()
            return ExitOnSignal.commit(finishing: done) { true }
        }
        try AtomicFile.write(json + "\n", to: path, mode: AtomicFile.mode(holdingSecrets: holdsSecrets), finishing: done)
    }
}
