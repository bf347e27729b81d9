#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormOutput
import FrontEndSupport

/// Reads the outside world for a form's computed choices and defaults: a file in the form's
/// folder (a regular file only, as a file a form names is read: a FIFO or a device is refused;
/// at most `ComputedChoices.maximumBytes`), formline's own environment, and commands through
/// `CommandRunner` (the runner is nil when they are not run, and a command source then fails
/// saying so). Output is read by `ChoiceOutput`; a default's text never reaches a message.
///
/// What needs the person's trust (`TrustNeeds`) is read only for a trusted form: a file
/// outside the form's folder (absolute, `..`, or a link leading out: the file opened is what is
/// checked) and an environment variable beyond the identity ones. Untrusted, each fails with
/// a message that says why, so nothing of it reaches a screen, an answer or an agent.
///
/// ```swift
/// let reader = SourceReader(folder: opened.folder, runner: nil, environment: ["USER": "ada"], trusted: false)
/// reader.defaultText(from: .environment("USER"), request: "")           // .success("ada")
/// reader.defaultText(from: .environment("AWS_SECRET"), request: "")     // .failure(… only when the form is trusted …)
/// ```
public final class SourceReader: SourceReading, @unchecked Sendable {
    /// What runs commands; nil when they are not run (`--no-checks`, an untrusted form).
    public let runner: CommandRunner?
    /// Whether the person trusts the form (`formline trust`, `--trust`, or the program's own
    /// choice in the library): then it may read any file and any variable.
    public let trusted: Bool
    private let environment: [String: String]
    private let folder: Folder

    /// Where relative files are found: the form's folder, held open; or a path (the library's
    /// `runCommands(in:)`, the current directory when nil), opened when first read.
    private enum Folder {
        case opened(FormFolder?)
        case path(String?)
    }

    /// A reader for the form whose folder `FormFile.openForm` holds open (nil: a stream).
    public init(folder: FormFolder?, runner: CommandRunner?, environment: [String: String], trusted: Bool) {
        self.folder = .opened(folder)
        self.runner = runner
        self.environment = environment
        self.trusted = trusted
    }

    /// A reader whose relative files are found in `directory` (nil: the current directory).
    public init(directory: String?, runner: CommandRunner?, environment: [String: String], trusted: Bool) {
        self.folder = .path(directory)
        self.runner = runner
        self.environment = environment
        self.trusted = trusted
    }

    public func choices(from source: ChoiceSource, request: String) -> Result<[ComputedChoice], SourceFailure> {
        let what = source.summaryText
        switch source {
        case .field:
            return .failure(SourceFailure(.command(.readByForm, [.init("what", what)])))
        case .file(let path):
            return readFile(path, what: what).flatMap { ChoiceOutput.parse($0, from: what) }
        case .command(let command):
            return output(of: command, request: request, what: what, explain: true).flatMap { ChoiceOutput.parse($0, from: what) }
        }
    }

    public func defaultText(from source: DefaultSource, request: String) -> Result<String?, SourceFailure> {
        switch source {
        case .environment(let name):
            guard trusted || !TrustNeeds.variableNeedsTrust(name) else {
                return .failure(SourceFailure(.command(.variableNeedsTrust, [
                    .init("what", source.summaryText), .init("names", .verbatim(TrustNeeds.identityVariables.sorted().joined(separator: ", "))),
                ])))
            }
            return .success(environment[name])
        case .command(let command):
            // A default may be a secret in the making: what the command wrote never reaches a message.
            return output(of: command, request: request, what: source.summaryText, explain: false)
                .flatMap { ChoiceOutput.defaultText($0, from: source.summaryText) }
        }
    }
    /// What `command` wrote on standard output when it exited 0; otherwise why not (with the
    /// first line of its standard error when `explain`).
    private func output(of command: FormCommand, request: String, what: MessageText, explain: Bool) -> Result<[UInt8], SourceFailure> {
        guard let runner else {
            return .failure(SourceFailure(.command(.commandNotRun, [.init("what", what)])))
        }
        let outcome = runner.run(command.arguments, input: Array(request.utf8), timeoutMilliseconds: command.timeoutMilliseconds)
        let name = TerminalSafeText.escape(command.arguments[0])
        if let problem = CommandRunner.problem(of: outcome, of: .command, name: name, timeout: command) {
            return .failure(SourceFailure(problem))
        }
        guard case .finished(let code, _, let output, let errorOutput) = outcome else {
            return .failure(SourceFailure(.command(.gaveNoOutcome, [.init("what", what)])))
        }
        if code == 0 { return .success(output) }
        let failed = MessageText.command(.commandFailed, ["name": name, "status": "\(code ?? -1)"])
        if explain, case .message(_, let line)? = CheckReply(output: [], errorOutput: errorOutput) {
            return .failure(SourceFailure(.command(.saying, [.init("failure", failed), .init("message", .verbatim(CheckReply.shown(line)))])))
        }
        return .failure(SourceFailure(failed))
    }

    /// The bytes of a regular file in the form's folder (any file, when trusted), at most the limit plus one.
    private func readFile(_ path: String, what: MessageText) -> Result<[UInt8], SourceFailure> {
        func failure(_ word: CommandWord, _ values: [MessageText.Value] = []) -> Result<[UInt8], SourceFailure> {
            .failure(SourceFailure(.command(word, [.init("what", what)] + values)))
        }
        // The OS's reason, in the catalog's words (SystemWord).
        func reason(_ code: Int32) -> MessageText.Value { .init("reason", MessageText.systemReason(code)) }
        if !trusted && TrustNeeds.pathLeavesFolder(path) { return failure(.fileOutside) }
        let fd: Int32
        switch openFile(path) {
        case .success(let opened): fd = opened
        case .failure(.cannotOpen(let code)):
            return failure(.fileNotOpened, [reason(code)])
        case .failure(.outside):
            return failure(.fileLinkOutside)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return failure(.fileNotRead, [reason(errno)]) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return failure(.fileNotRegular, [.init("kind", FormFile.kindText(of: info.st_mode))])
        }
        do {
            guard let bytes = try FileDescriptorIO.readAll(fd, limit: ComputedChoices.maximumBytes) else {
                return failure(.fileTooLarge, [.init("size", .verbatim("\(ComputedChoices.maximumBytes >> 20)"))])
            }
            return .success(bytes)
        } catch {
            return failure(.fileNotRead, [reason(error.code)])
        }
    }

    /// Opens `path`: an absolute one (trusted only: checked before) as it is, a relative one
    /// inside the folder, which an untrusted form's file must not leave through a link.
    private func openFile(_ path: String) -> Result<Int32, FormFolder.OpenProblem> {
        if path.hasPrefix("/") {
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
            return fd >= 0 ? .success(fd) : .failure(.cannotOpen(errno: errno))
        }
        let base: FormFolder?
        switch folder {
        case .opened(let opened?): base = opened
        // A form read from a stream has no folder: the current directory stands in.
        case .opened(nil): base = FormFolder.open(directory: ".")
        case .path(let directory): base = FormFolder.open(directory: directory ?? ".")
        }
        guard let base else { return .failure(.cannotOpen(errno: errno)) }
        return base.openInside(path, anywhere: trusted)
    }
}
