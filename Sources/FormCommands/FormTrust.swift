#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore
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

    /// Whether the form at `path` with `text` is trusted (same canonical path, same hash).
    public func isTrusted(path: String, text: String) throws(FrontEndError) -> Bool {
        guard DraftStore.isFile(path) else { return false }
        let canonical = DraftStore.canonicalPath(path)
        let hash = Self.hash(text)
        return try entries().contains { $0.path == canonical && $0.sha256 == hash }
    }

    /// Whether the form at `path` was trusted with another text (so it changed since).
    public func wasTrustedBefore(path: String) throws(FrontEndError) -> Bool {
        let canonical = DraftStore.canonicalPath(path)
        return try entries().contains { $0.path == canonical }
    }

    /// Trusts the form at `path` as it is now (`text`); returns its entry.
    @discardableResult
    public func add(path: String, text: String) throws(FrontEndError) -> Entry {
        guard DraftStore.isFile(path) else {
            throw FrontEndError("'\(TerminalSafeText.escape(path))' is not a form file, so it cannot be trusted by path; "
                                + "pass --trust to run it once", status: .usage)
        }
        let entry = Entry(path: DraftStore.canonicalPath(path), sha256: Self.hash(text))
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
        let data = try DraftFileReader.read(file, limit: Self.maximumFileBytes, what: "the trust record")
        do {
            return try JSONDecoder().decode([Entry].self, from: data).sorted { $0.path < $1.path }
        } catch {
            throw FrontEndError("the trust record '\(file)' is damaged; delete it and trust the forms again", status: .dataError)
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
            throw FrontEndError("the trust record cannot be written: \(error)", status: .ioError)
        }
        try AtomicFile.write(Array(data) + [UInt8(ascii: "\n")], to: file, mode: AtomicFile.privateMode)
    }

    @discardableResult
    private func checkFolder(creating: Bool) throws(FrontEndError) -> Bool {
        let directory = directory
        return try DraftStore.checkPrivateFolder(directory, creating: creating, setting: "FORMLINE_TRUST_DIR") { reason in
            FrontEndError("the trust folder '\(directory)' is refused: \(reason)", status: .ioError)
        }
    }
}

/// The gate in front of a form's commands, shared by `run`, `fill` and `test`: no commands,
/// no runner (and nothing read); `--no-checks` skips them and says so; trusted (`--trust`,
/// or `formline trust`) gets a runner; otherwise the run stops before the first question
/// with the commands listed (exit status 77).
public enum CommandGate {
    /// What the gate decided.
    public enum Decision {
        /// Run the commands with this runner.
        case run(CommandRunner)
        /// Do not run them (no commands, or `--no-checks`).
        case skip
    }

    /// Decides for the form at `path` (`text`, `form`); `notice` prints a note to standard error.
    public static func decide(form: FormDefinition, path: String, text: String, trust: Bool, noChecks: Bool,
                              environment: [String: String], notice: (String) -> Void) throws(FrontEndError) -> Decision {
        let commands = form.commands
        guard !commands.isEmpty else { return .skip }
        if noChecks {
            let computes = commands.contains { if case .choices = $0.role { true } else if case .defaultValue = $0.role { true } else { false } }
            let what = computes ? "what they compute (choices, defaults) is not there" : commands.count == 1 ? "its check is skipped" : "their checks are skipped"
            notice(commands.count == 1 ? "--no-checks: the form's command is not run, so \(computes ? what : "its check is skipped")"
                   : "--no-checks: the form's \(commands.count) commands are not run, so \(what)")
            return .skip
        }
        let runner = CommandRunner(directory: formDirectory(path))
        if trust { return .run(runner) }
        let store = FormTrust(environment: environment)
        if try store.isTrusted(path: path, text: text) { return .run(runner) }
        let changed = DraftStore.isFile(path) ? ((try? store.wasTrustedBefore(path: path)) ?? false) : false
        let name = ShellQuoting.word(path)
        var message = changed
            ? "the form '\(TerminalSafeText.escape(path))' changed since it was trusted, and it runs commands:\n"
            : "the form '\(TerminalSafeText.escape(path))' runs commands, and it is not trusted:\n"
        message += listing(commands)
        message += "\nread them, then run `formline trust \(TerminalSafeText.escape(name))`, or pass --trust for this run "
            + "(--no-checks runs the form without them)"
        throw FrontEndError(message, status: .untrusted)
    }

    /// The folder of the form at `path` (canonical), where its commands run and its files are
    /// found; nil for a form read from standard input or a stream.
    public static func formDirectory(_ path: String) -> String? {
        FormFile.isStandardInput(path) || !DraftStore.isFile(path) ? nil : CommandRunner.directory(ofForm: DraftStore.canonicalPath(path))
    }

    /// What reads the form's computed choices and defaults (nil when it has none): files
    /// beside it, `environment`, and its commands through `runner` (nil: not run).
    public static func sources(for form: FormDefinition, path: String, runner: CommandRunner?,
                               environment: [String: String]) -> SourceReader? {
        guard form.hasSources else { return nil }
        return SourceReader(directory: formDirectory(path), runner: runner, environment: environment)
    }

    /// One line per command: what it is, its argument list (shell-quoted, terminal-safe), what it reads.
    public static func listing(_ commands: [FormCommand]) -> String {
        commands.map { command in
            var line = "  \(command.roleDescription): \(line(command.arguments))"
            if !command.reads.isEmpty { line += " (reads \(command.reads.joined(separator: ", ")))" }
            return line
        }.joined(separator: "\n")
    }

    /// An argument list as a shell would take it back, terminal-safe.
    public static func line(_ arguments: [String]) -> String {
        arguments.map { TerminalSafeText.escape(ShellQuoting.word($0)) }.joined(separator: " ")
    }
}
