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
        holdsSecrets = form.fields.contains { $0.kind == .secret }
    }

    /// Writes the answers' JSON and a newline.
    func write(_ json: String) throws(FrontEndError) {
        guard let path else {
            try StandardStreams.standardOutput(json + "\n")
            return try StandardStreams.syncStandardOutput()
        }
        try AtomicFile.write(json + "\n", to: path, mode: AtomicFile.mode(holdingSecrets: holdsSecrets))
    }
}
