#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import FormCore

/// Finds, reads and loads a form file named on the command line.
public enum FormFile {
    /// Resolves `name` to an existing file path; when none exists, says where it looked and
    /// suggests close names. The search path is only made (from the environment) when `name`
    /// is not a file.
    public static func resolve(_ name: String, search: @autoclosure () -> FormSearchPath = FormSearchPath()) throws(FrontEndError) -> String {
        if FileSystemPathProbe.entry(at: name).isFileOrStream { return name }
        return try resolveName(name, search: search())
    }

    /// Resolves a form's `name` on the search path only (never a file in the current folder,
    /// whatever its name): what a scenario's `form: NAME` means.
    public static func resolveName(_ name: String, search: FormSearchPath = FormSearchPath()) throws(FrontEndError) -> String {
        if !name.contains("/"), let found = search.find(name) { return found }
        throw FrontEndError(notFoundMessage(for: name, search: search), status: .noInput)
    }

    private static func notFoundMessage(for name: String, search: FormSearchPath) -> MessageText {
        guard !name.contains("/") else { return .error(.formNotFoundPath, ["name": name]) }
        let bare = FormSearchPath.stem(of: name)
        let names = Set(search.entries().map(\.name))
        let suggestion = Suggestions.closest(to: bare, in: names.sorted()).map { MessageText.error(.didYouMean, ["name": $0]) }
        let untrusted = search.untrustedFolders()
        let folders = search.folders.map { folder -> MessageText in
            let line = MessageText.verbatim("  " + folder.description)
            guard let problem = untrusted.first(where: { $0.folder == folder })?.problem else { return line }
            return .error(.folderNotSearched, [.init("folder", line), .init("problem", problem.text)])
        }
        let files = FormSearchPath.fileNames(for: name).map { MessageText.verbatim($0) }
        return .error(.formNotFound, [.init("name", .verbatim(name)), .init("suggestion", suggestion ?? .verbatim("")),
                                      .init("files", .joined(files, by: .eitherFile)), .init("folders", .joined(folders, by: .twoLines)),
                                      .init("stem", .verbatim(bare))])
    }

    /// Reads a file as UTF-8 text: the one way formline reads a form or scenario file.
    /// A file named on the command line may be a stream: `/dev/stdin`, a FIFO, or a shell's
    /// `<(…)` are read to their end. A file found by a scan (a folder of forms, the search
    /// path, a scenario's `form:`) must be a regular file (`regularFileOnly`), so a FIFO or a
    /// device there is refused at once rather than waited on: the file is opened without
    /// waiting for a writer (`O_NONBLOCK`) and what was opened is checked (`fstat`), so
    /// nothing can be swapped in between.
    public static func read(_ path: String, regularFileOnly: Bool = false) throws(FrontEndError) -> String {
        try read(path, regularFileOnly: regularFileOnly, keepingFolder: false).text
    }

    /// Reads a form file once (as `read`) and keeps its folder open (`FormFolder`): trust is
    /// decided on the text read here, and the form's commands and files are taken from this
    /// folder, so nothing swapped in between can change which form runs.
    public static func openForm(_ path: String, regularFileOnly: Bool = false) throws(FrontEndError) -> OpenedForm {
        let read = try read(path, regularFileOnly: regularFileOnly, keepingFolder: true)
        return OpenedForm(path: path, text: read.text, folder: read.folder)
    }

    private static func read(_ path: String, regularFileOnly: Bool, keepingFolder: Bool) throws(FrontEndError) -> (text: String, folder: FormFolder?) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            throw FrontEndError(.error(.cannotRead, [.init("path", .verbatim(path)), .init("reason", .systemReason(errno))]), status: .noInput)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw FrontEndError(.error(.cannotRead, [.init("path", .verbatim(path)), .init("reason", .systemReason(errno))]), status: .noInput)
        }
        var folder: FormFolder?
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if keepingFolder {
                folder = FormFolder.of(openFile: fd)
                guard folder != nil else {
                    throw FrontEndError(.error(.cannotReadMoved, ["path": TerminalSafeText.escape(path)]), status: .noInput)
                }
            }
        case S_IFDIR: throw FrontEndError(.error(.cannotReadFolder, ["path": path]), status: .noInput)
        default:
            guard !regularFileOnly else {
                throw FrontEndError(.notice(.foundNotRegularFile, [.init("path", .verbatim(path)), .init("kind", kindText(of: info.st_mode))]),
                                    status: .noInput)
            }
            // A stream named on purpose: wait, as a plain open would, for a writer's first bytes
            // (or its hang-up), then read to its end. Never reopened: a writer that already
            // wrote and left has its bytes only in this descriptor's pipe.
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            while poll(&ready, 1, -1) < 0 && errno == EINTR {}
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        }
        // Files up to 16 times the loader's limit are read, so that it can say where the limit
        // is crossed; an endless stream (/dev/zero, a FIFO) stops there.
        let readLimit = 16 * FormLoader.maximumFileBytes
        let read: [UInt8]?
        do {
            read = try FileDescriptorIO.readAll(fd, limit: readLimit)
        } catch {
            throw FrontEndError(.error(.cannotRead, [.init("path", .verbatim(path)), .init("reason", .systemReason(error.code))]), status: .noInput)
        }
        guard let bytes = read else {
            throw FrontEndError(.error(.cannotReadTooLong, ["path": path, "limit": "\(readLimit >> 20)", "maximum": "\(FormLoader.maximumFileBytes >> 20)"]),
                                status: .badForm)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FrontEndError(.error(.fileNotUTF8, ["path": path]), status: .badForm)
        }
        return (text, folder)
    }

    /// What a file that is not regular is, for messages: "a FIFO", "a device", "a socket", "a folder".
    package static func kind(of mode: mode_t) -> String {
        kindText(of: mode).english
    }

    /// `kind(of:)` as a catalog key, for a person's language.
    package static func kindText(of mode: mode_t) -> MessageText {
        switch mode & S_IFMT {
        case S_IFIFO: .notice(.kindFIFO)
        case S_IFCHR, S_IFBLK: .notice(.kindDevice)
        case S_IFSOCK: .notice(.kindSocket)
        case S_IFDIR: .notice(.kindFolder)
        default: .notice(.kindSpecialFile)
        }
    }

    /// Whether `path` names standard input (`/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0`): a
    /// form read from there leaves no piped answers behind it.
    public static func isStandardInput(_ path: String) -> Bool {
        OutputTarget.descriptorAlias(path) == STDIN_FILENO
    }

    /// Resolves, reads and loads a form (returning its text too); an unusable form throws with every error rendered
    /// as `file:line:col: error: …` with the source line and a caret, a scenario file with a
    /// pointer to `formline test`.
    /// The errors are in `words`' language (`Words.process` where a person reads them).
    public static func load(_ name: String, today: LocalDate,
                            search: @autoclosure () -> FormSearchPath = FormSearchPath(),
                            words: @autoclosure () -> Words = .english) throws(FrontEndError) -> LoadedForm {
        let path = try resolve(name, search: search())
        return try load(file: path, regularFileOnly: path != name, today: today, words: words())   // found on the search path: a file
    }

    /// Reads (once, its folder held open: `openForm`) and loads the form file at `path` itself
    /// (nothing resolved: what a catalogue of forms lists), as `load` does.
    public static func load(file path: String, regularFileOnly: Bool, today: LocalDate, words: @autoclosure () -> Words = .english) throws(FrontEndError) -> LoadedForm {
        let opened = try openForm(path, regularFileOnly: regularFileOnly)
        return LoadedForm(opened: opened, form: try load(text: opened.text, path: path, today: today, words: words()))
    }

    /// Loads a form file's `text` already read from `path` (the name its messages give).
    public static func load(text: String, path: String, today: LocalDate, words: @autoclosure () -> Words = .english) throws(FrontEndError) -> FormDefinition {
        try refuseScenarioFile(path: path, text: text)
        let result = FormLoader.load(yaml: text, today: today)
        guard let form = result.form else {
            let rendered = DiagnosticRenderer(path: path, source: text, words: words()).render(result.errors)
            throw FrontEndError(.error(.formHasErrors, [.init("path", .verbatim(path)), .init("errors", .verbatim(rendered))]), status: .badForm)
        }
        return form
    }
}

/// A form file as read once: its text and, for a file on disk, its folder held open.
public struct OpenedForm: Sendable {
    /// The path as named (on the command line, or found on the search path).
    public let path: String
    public let text: String
    /// The folder, held open; nil for a stream (`/dev/stdin`, a FIFO, `<(…)`).
    public let folder: FormFolder?
}

/// A form file read once and loaded.
public struct LoadedForm: Sendable {
    public let opened: OpenedForm
    public let form: FormDefinition
    public var path: String { opened.path }
    public var text: String { opened.text }
}
