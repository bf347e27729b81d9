import Foundation
import FormCore

/// Keeps unfinished answers so `formline run FORM --resume` can pick up where a person
/// stopped (Ctrl-C, SIGTERM, SIGHUP). Drafts never hold secrets (`FormSession.draft()`
/// leaves them out) and are written atomically with mode 0600.
///
/// Location: `$FORMLINE_DRAFT_DIR`, else `$XDG_STATE_HOME/formline/drafts`, else
/// `~/.local/state/formline/drafts`; one file per form file, named after its absolute path.
public struct DraftStore: Sendable {
    /// The folder drafts live in.
    public let directory: String

    /// A store in the standard location for this environment.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let custom = environment["FORMLINE_DRAFT_DIR"], !custom.isEmpty {
            directory = custom
        } else if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            directory = state + "/formline/drafts"
        } else {
            directory = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state/formline/drafts"
        }
    }

    /// A store in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The draft file for a form file.
    public func path(forForm formPath: String) -> String {
        let absolute = URL(fileURLWithPath: formPath).standardizedFileURL.path
        let name = absolute.unicodeScalars.map { scalar -> String in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." ? String(scalar) : "_"
        }.joined()
        return directory + "/" + name + ".json"
    }

    /// Saves a draft for a form file, replacing any earlier one.
    public func save(_ draft: SessionDraft, forForm formPath: String) throws(FrontEndError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw FrontEndError("cannot create the draft folder '\(directory)': \(error.localizedDescription)", status: .ioError)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(draft) else {
            throw FrontEndError("cannot encode the draft", status: .ioError)
        }
        try AtomicFile.write([UInt8](data), to: path(forForm: formPath), mode: AtomicFile.privateMode)
    }

    /// The saved draft for a form file, or nil when there is none.
    public func load(forForm formPath: String) throws(FrontEndError) -> SessionDraft? {
        let file = path(forForm: formPath)
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw FrontEndError("cannot read the draft '\(file)'", status: .noInput)
        }
        do {
            return try JSONDecoder().decode(SessionDraft.self, from: data)
        } catch {
            throw FrontEndError("the draft '\(file)' is damaged (\(error.localizedDescription)); delete it to start over",
                                status: .dataError)
        }
    }

    /// Deletes the draft for a form file (after a successful submit).
    public func remove(forForm formPath: String) {
        try? FileManager.default.removeItem(atPath: path(forForm: formPath))
    }
}
