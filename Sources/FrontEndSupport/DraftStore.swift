#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore
import FormOutput

/// Keeps unfinished answers so `formline run FORM --resume` can pick up where a person
/// stopped (Ctrl-C, SIGTERM, SIGHUP, or an output that could not be written). Drafts never
/// hold secrets (`FormSession.draft()` leaves them out).
///
/// Location: `$FORMLINE_DRAFT_DIR`, else `$XDG_STATE_HOME/formline/drafts`, else
/// `~/.local/state/formline/drafts`. Guarantees:
///
/// - The folder is created 0700 and used only when it is a folder owned by this user that
///   no one else can write to (also when reached through a symbolic link); otherwise every
///   operation fails with a message saying how to fix it, and no draft is read or written.
/// - Each draft is a file of its own, mode 0600, written atomically, opened without
///   following symbolic links and read only when it belongs to this user with mode 0600.
/// - Drafts are named by the SHA-256 of the form file's canonical path (of the form's text
///   when it is no file, such as `<(…)`), so two forms never share one, however long their
///   paths; each run saves its own draft (`DraftFile`), so
///   two runs of one form never overwrite or delete each other's.
///
/// ```swift
/// let store = DraftStore()
/// let mine = store.newFile(forForm: "forms/login.yaml")
/// try store.save(session.draft(), to: mine)
/// let newest = try store.list(forForm: "forms/login.yaml").first   // what --resume loads
/// ```
public struct DraftStore: Sendable {
    /// The folder drafts live in.
    public let directory: String

    /// The largest draft file read; larger ones are refused before reading.
    public static let maximumFileBytes = 32 << 20

    /// A store in the standard location for this environment.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let custom = environment["FORMLINE_DRAFT_DIR"], !custom.isEmpty {
            directory = custom
        } else {
            directory = Self.stateFolder(environment: environment) + "/drafts"
        }
    }

    /// formline's private state folder (drafts, the trust record): `$XDG_STATE_HOME/formline`,
    /// else `~/.local/state/formline`.
    public static func stateFolder(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/formline" }
        return FileSystemPathProbe.home(environment: environment) + "/.local/state/formline"
    }

    /// A store in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The name every draft of a form file starts with: the SHA-256 of its canonical path,
    /// or, when `text` is given, of the form's text. Give the text for a form that is no file
    /// on disk (`isFile` false: `<(…)`, a FIFO, a piped `/dev/stdin`): such paths
    /// (`/dev/fd/63`…) name whatever is piped in, so keyed by path one form would resume
    /// another's draft. `RunDraft` decides which, once per run.
    ///
    /// ```swift
    /// store.key(forForm: "forms/login.yaml")                 // the same for ./forms/../forms/login.yaml
    /// store.key(forForm: "/dev/fd/63", text: loginYAML)      // the same for every pipe of that text
    /// ```
    public func key(forForm formPath: String, text: String? = nil) -> String {
        if let text { return SHA256.hex(Array(("form text\u{0}" + text).utf8)) }
        return SHA256.hex(Array(Self.canonicalPath(formPath).utf8))
    }

    /// Whether drafts of the form at `formPath` are known by its path: it is a file on disk.
    ///
    /// ```swift
    /// DraftStore.isFile("forms/login.yaml")   // true
    /// DraftStore.isFile("/dev/fd/63")         // false: a pipe, known by the form's text
    /// ```
    public static func isFile(_ formPath: String) -> Bool {
        FileSystemPathProbe.entry(at: formPath) == .file
    }

    /// A new draft file for one run of a form (not created until `save`); `text` as for `key`.
    public func newFile(forForm formPath: String, text: String? = nil) -> DraftFile {
        let run = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return DraftFile(path: directory + "/" + key(forForm: formPath, text: text) + "-" + run + ".json", saved: nil)
    }

    /// The drafts of a form, newest first; none when the folder does not exist yet; `text`
    /// as for `key`. Throws when the folder is not safe to use.
    public func list(forForm formPath: String, text: String? = nil) throws(FrontEndError) -> [DraftFile] {
        let prefix = key(forForm: formPath, text: text) + "-"
        return try files { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
    }

    /// The files of the folder whose names `include` takes, newest first; none when the
    /// folder does not exist yet. Throws when the folder is not safe to use.
    private func files(where include: (String) -> Bool) throws(FrontEndError) -> [DraftFile] {
        guard try checkDirectory(creating: false) else { return [] }
        var files: [DraftFile] = []
        for name in FolderEntries.names(in: directory) where include(name) {
            var info = stat()
            guard lstat(directory + "/" + name, &info) == 0 else { continue }
            #if canImport(Darwin)
            let saved = info.st_mtimespec.tv_sec
            #else
            let saved = info.st_mtim.tv_sec
            #endif
            files.append(DraftFile(path: directory + "/" + name, saved: Int(saved)))
        }
        return files.sorted { ($0.saved ?? 0, $0.path) > ($1.saved ?? 0, $1.path) }
    }

    /// Saves `draft` as `file`, replacing an earlier save of the same run.
    public func save(_ draft: SessionDraft, to file: DraftFile) throws(FrontEndError) {
        _ = try checkDirectory(creating: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(draft) else {
            throw FrontEndError(.error(.draftNotEncoded), status: .ioError)
        }
        // Never a draft `load` would refuse: what cannot be read back is not written.
        if let problem = Self.problem(in: draft) {
            throw FrontEndError(.error(.draftWouldHold, [.init("problem", problem)]), status: .dataError)
        }
        if data.count > Self.maximumFileBytes {
            throw FrontEndError(.error(.draftTooLarge, ["limit": "\(Self.maximumFileBytes)"]), status: .dataError)
        }
        try AtomicFile.write([UInt8](data), to: file.path, mode: AtomicFile.privateMode)
    }

    /// What corelibs Foundation's `localizedDescription` says of a decoding error (the
    /// FoundationEssentials build has no `localizedDescription`; the message stays the same).
    static func describe(_ error: any Error) -> MessageText {
        switch error as? DecodingError {
        case .keyNotFound?, .valueNotFound?: .notice(.draftDataMissing)
        case .typeMismatch?, .dataCorrupted?: .notice(.draftDataWrongFormat)
        default: .notice(.draftDataUnreadable, ["type": "\(type(of: error))"])
        }
    }

    /// Reads a draft, refusing one that is not a regular 0600 file of this user, is larger
    /// than any draft formline writes, holds a value over `InputLimits.maximumAnswerBytes`,
    /// or a list over the limit every list has (`InputLimits.listExcess`).
    public func load(_ file: DraftFile) throws(FrontEndError) -> SessionDraft {
        _ = try checkDirectory(creating: false)
        let data = try DraftFileReader.read(file.path, limit: Self.maximumFileBytes)
        let draft: SessionDraft
        do {
            draft = try JSONValueDecoder.decode(SessionDraft.self, from: Array(data))
        } catch {
            throw FrontEndError(.error(.draftDamaged, [.init("path", .verbatim(file.path)), .init("reason", Self.describe(error))]),
                                status: .dataError)
        }
        if let problem = Self.problem(in: draft) {
            throw FrontEndError(.error(.draftHolds, [.init("path", .verbatim(file.path)), .init("problem", problem)]), status: .dataError)
        }
        return draft
    }

    /// What in `draft` no answer may hold, nil when nothing: a value longer than any answer
    /// (`AnswerText.excess`), or a list over the limit every list has (`InputLimits.listExcess`).
    /// `save` and `load` both ask, so a draft written can always be read back.
    static func problem(in draft: SessionDraft) -> MessageText? {
        for (id, value) in draft.values.sorted(by: { $0.key < $1.key }) {
            let pieces: [String]
            switch value {
            case .list(let rows): pieces = rows
            case .records(let records): pieces = records.flatMap { $0.entries.compactMap { $0.value?.canonicalText } }
            default: pieces = [value.canonicalText]
            }
            if pieces.contains(where: { AnswerText.excess($0) != nil }) {
                return .notice(.draftValueTooLong, ["field": id, "limit": "\(InputLimits.maximumAnswerBytes)"])
            }
            if case .list(let rows) = value, let excess = InputLimits.listExcessText(rows) {
                return .notice(.draftListTooLong, [.init("field", .verbatim(id)), .init("excess", excess)])
            }
            if case .records(let records) = value, let excess = InputLimits.listExcessText(rows: records.count, bytes: 0) {
                return .notice(.draftGroupTooLong, [.init("field", .verbatim(id)), .init("excess", excess)])
            }
        }
        return nil
    }

    /// Deletes a draft (after its answers were written). Other runs' drafts stay.
    public func remove(_ file: DraftFile) {
        unlink(file.path)
    }

    /// Every draft in the folder, newest first (`formline drafts`): only files named as
    /// formline names drafts (a key, a run, `.json`); none when the folder does not exist.
    public func all() throws(FrontEndError) -> [DraftFile] {
        try files(where: Self.isDraftName)
    }

    /// Deletes `files` (drafts this store listed); returns how many were deleted. A file that
    /// is already gone counts as deleted; one that cannot be deleted throws, saying why.
    @discardableResult
    public func remove(_ files: [DraftFile]) throws(FrontEndError) -> Int {
        var removed = 0
        for file in files {
            if unlink(file.path) == 0 || errno == ENOENT {
                removed += 1
            } else {
                throw FrontEndError(.error(.cannotDeleteDraft, [.init("path", .verbatim(file.path)), .init("reason", .systemReason(errno))]), status: .ioError)
            }
        }
        return removed
    }

    /// Whether `name` is a draft's file name: 64 hexadecimal digits (the key), `-`, the
    /// run's name (digits and `-`), `.json`. Other files in the folder are never touched.
    static func isDraftName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 70, bytes[64] == UInt8(ascii: "-"), name.hasSuffix(".json") else { return false }
        let hex = bytes[..<64].allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        let run = bytes[65..<(bytes.count - 5)].allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
        return hex && run
    }

    /// Checks (and with `creating`, makes, mode 0700) the draft folder; returns whether it
    /// exists. Refuses a folder owned by someone else or writable by others.
    @discardableResult
    public func checkDirectory(creating: Bool) throws(FrontEndError) -> Bool {
        try Self.checkPrivateFolder(directory, creating: creating) { reason in
            FrontEndError(.error(.draftFolderRefused, [.init("path", .verbatim(directory)), .init("reason", reason)]), status: .ioError)
        }
    }

    /// The rule of formline's private state folders (drafts, the trust record): checks (and
    /// with `creating`, makes, mode 0700 with its parents) `directory`; returns whether it
    /// exists. Refuses a folder owned by someone else or writable by others, with `refusal`.
    @discardableResult
    public static func checkPrivateFolder(_ directory: String, creating: Bool, setting: String = "FORMLINE_DRAFT_DIR",
                                          refusal: (MessageText) -> FrontEndError) throws(FrontEndError) -> Bool {
        var info = stat()
        if stat(directory, &info) != 0 {
            guard errno == ENOENT else { throw refusal(.notice(.folderUnusable, [.init("reason", .systemReason(errno))])) }
            guard creating else { return false }
            var path = directory.hasPrefix("/") ? "" : "."
            for component in directory.split(separator: "/") {
                path += "/" + component
                if mkdir(path, 0o700) != 0 && errno != EEXIST {
                    throw refusal(.notice(.folderNotCreated, [.init("path", .verbatim(path)), .init("reason", .systemReason(errno))]))
                }
            }
            guard stat(directory, &info) == 0 else { throw refusal(.notice(.folderUnusable, [.init("reason", .systemReason(errno))])) }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw refusal(.notice(.folderIsNotFolder)) }
        switch FolderTrust.problem(with: info, owners: [geteuid()]) {
        case nil: return true
        case .ownedBy(let owner)?:
            throw refusal(.notice(.folderOwnedBy, [.init("problem", FolderTrust.ownedBy(owner).text), .init("setting", .verbatim(setting))]))
        case .writableByOthers(let mode)?:
            throw refusal(.notice(.folderWritableByOthers, [.init("problem", FolderTrust.writableByOthers(mode: mode).text),
                                                            .init("path", .verbatim(directory))]))
        }
    }

    /// The form file's path with symbolic links, `.` and `..` resolved (as given when it
    /// cannot be resolved, e.g. a pipe).
    public static func canonicalPath(_ formPath: String) -> String {
        guard let resolved = realpath(formPath, nil) else { return URL(fileURLWithPath: formPath).standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// One saved (or to be saved) draft.
public struct DraftFile: Sendable, Equatable {
    /// Where it is.
    public let path: String
    /// When it was last saved (seconds since 1970), nil when not saved yet.
    public let saved: Int?

    /// When it was saved, as local `YYYY-MM-DD HH:MM`.
    public var savedText: String {
        guard var time = saved.map({ time_t($0) }) else { return "now" }
        var parts = tm()
        localtime_r(&time, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
