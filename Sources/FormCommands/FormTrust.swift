#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore
import FormOutput
import FrontEndSupport

/// Which forms may run their commands, as copier's `--trust` and `direnv allow`: a form file
/// is trusted by its canonical path and the SHA-256 of its text, so a changed file needs
/// trusting again. The record is one JSON file, mode 0600, in a private state folder
/// (`$FORMLINE_TRUST_DIR`, else `$XDG_STATE_HOME/formline`, else `~/.local/state/formline`)
/// under the drafts folder's rule (`DraftStore.checkPrivateFolder`).
///
/// ```swift
/// let trust = FormTrust()
/// try trust.add(path: "forms/signup.yaml", text: yaml)
/// try trust.isTrusted(path: "forms/signup.yaml", text: yaml)   // true; false once the text changes
/// ```
public struct FormTrust: Sendable {
    /// One trusted form.
    public struct Entry: Codable, Sendable, Equatable {
        /// The form file's canonical path.
        public var path: String
        /// The SHA-256 of its text, in hex.
        public var sha256: String
    }

    /// The folder of the record.
    public let directory: String
    /// The record itself.
    public var file: String { directory + "/trusted-forms.json" }
    /// The largest record read.
    static let maximumFileBytes = 4 << 20

    /// The record in the standard location for this environment.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let custom = environment["FORMLINE_TRUST_DIR"], !custom.isEmpty {
            directory = custom
        } else {
            directory = DraftStore.stateFolder(environment: environment)
        }
    }

    /// The hash a form's text is trusted by.
    public static func hash(_ text: String) -> String { SHA256.hex(Array(text.utf8)) }

    /// Whether the form as read is trusted: the canonical path of the very file read (its
    /// folder held open) and the hash of the very text read. A stream is never trusted by path.
    public func isTrusted(_ form: OpenedForm) throws(FrontEndError) -> Bool {
        guard let canonical = form.folder?.formPath else { return false }
        let hash = Self.hash(form.text)
        return try entries().contains { $0.path == canonical && $0.sha256 == hash }
    }

    /// Whether the form as read was trusted with another text (so it changed since).
    public func wasTrustedBefore(_ form: OpenedForm) throws(FrontEndError) -> Bool {
        guard let canonical = form.folder?.formPath else { return false }
        return try entries().contains { $0.path == canonical }
    }

    /// Trusts the form as read (its canonical path and text); returns its entry.
    @discardableResult
    public func add(_ form: OpenedForm) throws(FrontEndError) -> Entry {
        guard let canonical = form.folder?.formPath else {
            throw FrontEndError(.error(.trustNotFormFile, ["path": TerminalSafeText.escape(form.path)]), status: .usage)
        }
        let entry = Entry(path: canonical, sha256: Self.hash(form.text))
        var all = try entries().filter { $0.path != entry.path }
        all.append(entry)
        try save(all)
        return entry
    }

    /// Forgets the form at `path`; whether it was trusted.
    public func remove(path: String) throws(FrontEndError) -> Bool {
        let canonical = DraftStore.canonicalPath(path)
        let all = try entries()
        let kept = all.filter { $0.path != canonical && $0.path != path }
        guard kept.count != all.count else { return false }
        try save(kept)
        return true
    }

    /// Every trusted form, sorted by path.
    public func entries() throws(FrontEndError) -> [Entry] {
        guard try checkFolder(creating: false) else { return [] }
        if access(file, F_OK) != 0 { return [] }
        let data = try DraftFileReader.read(file, limit: Self.maximumFileBytes, record: .trustRecord)
        do {
            return try JSONValueDecoder.decode([Entry].self, from: Array(data)).sorted { $0.path < $1.path }
        } catch {
            throw FrontEndError(.error(.trustRecordDamaged, ["path": file]), status: .dataError)
        }
    }

    private func save(_ entries: [Entry]) throws(FrontEndError) {
        try checkFolder(creating: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(entries.sorted { $0.path < $1.path })
        } catch {
            throw FrontEndError(.error(.trustRecordNotWritten, [.init("reason", .english("\(error)"))]), status: .ioError)
        }
        try AtomicFile.write(Array(data) + [UInt8(ascii: "\n")], to: file, mode: AtomicFile.privateMode)
    }

    @discardableResult
    private func checkFolder(creating: Bool) throws(FrontEndError) -> Bool {
        let directory = directory
        return try DraftStore.checkPrivateFolder(directory, creating: creating, setting: "FORMLINE_TRUST_DIR") { reason in
            FrontEndError(.error(.trustFolderRefused, [.init("path", .verbatim(directory)), .init("reason", reason)]), status: .ioError)
        }
    }
}

/// The gate in front of what a form does outside itself (`TrustNeeds`: its commands, files
/// outside its folder, environment variables beyond the identity ones), shared by `run`,
/// `fill` and `test`: nothing needed, nothing asked; `--no-checks` skips it all and says so;
/// trusted (`--trust`, or `formline trust`) gets a runner and reads what it names; otherwise
/// the run stops before the first question with everything listed (exit status 77).
public enum CommandGate {
    /// What the gate decided.
    public struct Decision {
        /// What runs the form's commands; nil when it has none or they are not run.
        public let runner: CommandRunner?
        /// Whether the form is trusted: it may read files outside its folder and any variable.
        public let trusted: Bool
    }

    /// Decides for the form as read (`form`, `opened`); `notice` prints a note to standard error
    /// (in the process's language, `Words.process`).
    public static func decide(form: FormDefinition, opened: OpenedForm, trust: Bool, noChecks: Bool,
                              environment: [String: String], notice: (String) -> Void) throws(FrontEndError) -> Decision {
        let needs = form.trustNeeds
        guard !needs.isEmpty else {
            // Files inside the folder as written: a link may still lead out, which trust allows.
            let trusted = trust || (!noChecks && form.readsFiles && ((try? FormTrust(environment: environment).isTrusted(opened)) ?? false))
            return Decision(runner: nil, trusted: trusted && !noChecks)
        }
        if noChecks {
            notice(noChecksText(needs).rendered(in: Words.process))
            return Decision(runner: nil, trusted: false)
        }
        let store = FormTrust(environment: environment)
        let trusted = try trust ? true : store.isTrusted(opened)
        if trusted {
            return Decision(runner: needs.commands.isEmpty ? nil : runner(for: opened), trusted: true)
        }
        let changed = (try? store.wasTrustedBefore(opened)) ?? false
        let path = TerminalSafeText.escape(opened.path)
        let values: [MessageText.Value] = [.init("path", .verbatim(path)), .init("doing", doingText(needs))]
        let lines: [MessageText] = [.notice(changed ? .formChangedSinceTrusted : .formNotTrusted, values), listingText(needs),
                                    .notice(.formReadThenTrust, ["form": ShellQuoting.shownWord(opened.path)])]
        throw FrontEndError(.joined(lines, by: .twoLines), status: .untrusted)
    }

    /// What runs the commands of the form as read: in its folder as opened.
    public static func runner(for opened: OpenedForm) -> CommandRunner {
        CommandRunner(directory: opened.folder?.handle)
    }

    /// What the form does that needs trust, in words: "runs commands and reads an environment
    /// variable"; `counted`: "runs 2 commands and reads a file outside its folder".
    public static func doing(_ needs: TrustNeeds, counted: Bool = false) -> String {
        doingText(needs, counted: counted).english
    }

    /// `doing(_:counted:)` as catalog texts (`ToolWord`), to be said in a person's language.
    public static func doingText(_ needs: TrustNeeds, counted: Bool = false) -> MessageText {
        let commands = needs.commands.count
        let files = needs.items.filter { if case .file = $0 { true } else { false } }.count
        let variables = needs.items.filter { if case .variable = $0 { true } else { false } }.count
        func some(_ count: Int, _ one: ToolWord, _ many: ToolWord, _ manyCounted: ToolWord) -> MessageText {
            count == 1 ? .tool(one) : counted ? .tool(manyCounted, ["count": "\(count)"]) : .tool(many)
        }
        var parts: [MessageText] = []
        if commands > 0 { parts.append(counted ? some(commands, .needsRunACommand, .needsRunCommands, .needsRunCountCommands) : .tool(.needsRunCommands)) }
        if files > 0 { parts.append(some(files, .needsReadAFile, .needsReadFiles, .needsReadCountFiles)) }
        if variables > 0 { parts.append(some(variables, .needsReadAVariable, .needsReadVariables, .needsReadCountVariables)) }
        guard var text = parts.first else { return .verbatim("") }
        for part in parts.dropFirst() { text = .tool(.needsBoth, [.init("first", text), .init("second", part)]) }
        return text
    }

    /// `--no-checks`' note, what is not run and not read, as catalog keys and values (`CommandWord`).
    static func noChecksText(_ needs: TrustNeeds) -> MessageText {
        let commands = needs.commands
        var notes: [MessageText] = []
        if !commands.isEmpty {
            let computes = commands.contains { if case .choices = $0.role { true } else if case .defaultValue = $0.role { true } else { false } }
            notes.append(commands.count == 1 ? .command(computes ? .oneCommandComputes : .oneCheckSkipped)
                         : .command(computes ? .commandsCompute : .checksSkipped, ["count": "\(commands.count)"]))
        }
        let reads = needs.items.compactMap { item -> MessageText? in
            switch item {
            case .command: nil
            case .file(_, let path): .command(.notReadFile, ["path": ShellQuoting.shownWord(path)])
            case .variable(_, let name): .command(.notReadVariable, ["name": TerminalSafeText.escape(name)])
            }
        }
        if let last = reads.last {
            let listed = reads.count == 1 ? last
                : .command(.listedLast, [.init("first", .joined(Array(reads.dropLast()), by: .listedPair)), .init("second", last)])
            notes.append(.command(reads.count == 1 ? .oneNotRead : .manyNotRead, [.init("what", listed)]))
        }
        return .command(.noChecks, [.init("notes", .joined(notes, by: .noChecksParts))])
    }

    /// What reads the form's computed choices and defaults (nil when it has none): files in
    /// its folder (anywhere when `trusted`), `environment`, and its commands through `runner`
    /// (nil: not run).
    public static func sources(for form: FormDefinition, opened: OpenedForm, runner: CommandRunner?, trusted: Bool,
                               environment: [String: String]) -> SourceReader? {
        guard form.hasSources else { return nil }
        return SourceReader(folder: opened.folder, runner: runner, environment: environment, trusted: trusted)
    }

    /// One line per command, file and variable: what it is, its argument list (shell-quoted,
    /// terminal-safe), what it reads; in English (`formline test`'s report, the MCP server).
    public static func listing(_ needs: TrustNeeds) -> String {
        listingText(needs).english
    }

    /// `listing(_:)` in `words`' language (`formline trust`'s note).
    public static func listing(_ needs: TrustNeeds, in words: Words) -> String {
        listingText(needs).rendered(in: words)
    }

    /// `listing(_:)` as catalog keys and values, each line a `CommandWord.listedLine`.
    public static func listingText(_ needs: TrustNeeds) -> MessageText {
        .joined(needs.items.map { .command(.listedLine, [.init("item", $0.text)]) }, by: ErrorWord.twoLines)
    }
}
