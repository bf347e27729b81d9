#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormTooling
import FrontEndSupport

/// Reads the outside world for a form's computed choices and defaults: a file beside the
/// form (a regular file only, as a file a form names is read: a FIFO or a device is refused,
/// a symbolic link is followed; at most `ComputedChoices.maximumBytes`), formline's own
/// environment, and commands through `CommandRunner` (only when the form is trusted: the
/// runner is nil otherwise, and a command source then fails saying so). Output is read by
/// `ChoiceOutput`; a default's text never reaches a message.
///
/// ```swift
/// let reader = SourceReader(directory: "/home/ada/forms", runner: runner, environment: ["USER": "ada"])
/// reader.defaultText(from: .environment("USER"), request: "")   // .success("ada")
/// ```
public final class SourceReader: SourceReading, @unchecked Sendable {
    /// The form's folder: where a relative `file:` is found.
    public let directory: String?
    /// What runs commands; nil when they are not run (`--no-checks`, an untrusted form).
    public let runner: CommandRunner?
    private let environment: [String: String]

    public init(directory: String?, runner: CommandRunner?, environment: [String: String]) {
        self.directory = directory
        self.runner = runner
        self.environment = environment
    }

    public func choices(from source: ChoiceSource, request: String) -> Result<[ComputedChoice], SourceFailure> {
        let what = source.summary
        switch source {
        case .field:
            return .failure(SourceFailure("\(what) is read by the form itself"))
        case .file(let path):
            return readFile(path, what: what).flatMap { ChoiceOutput.parse($0, from: what) }
        case .command(let command):
            return output(of: command, request: request, what: what, explain: true).flatMap { ChoiceOutput.parse($0, from: what) }
        }
    }

    public func defaultText(from source: DefaultSource, request: String) -> Result<String?, SourceFailure> {
        switch source {
        case .environment(let name):
            return .success(environment[name])
        case .command(let command):
            // A default may be a secret in the making: what the command wrote never reaches a message.
            return output(of: command, request: request, what: source.summary, explain: false)
                .flatMap { ChoiceOutput.defaultText($0, from: source.summary) }
        }
    }

    /// What `command` wrote on standard output when it exited 0; otherwise why not (with the
    /// first line of its standard error when `explain`).
    private func output(of command: FormCommand, request: String, what: String, explain: Bool) -> Result<[UInt8], SourceFailure> {
        guard let runner else {
            return .failure(SourceFailure("\(what) is not run (--no-checks skips the form's commands)"))
        }
        let outcome = runner.run(command.arguments, input: Array(request.utf8), timeoutMilliseconds: command.timeoutMilliseconds)
        let name = TerminalSafeText.escape(command.arguments[0])
        if let problem = CommandRunner.problem(of: outcome, noun: "the command", name: name, timeout: command) {
            return .failure(SourceFailure(problem))
        }
        guard case .finished(let code, _, let output, let errorOutput) = outcome else { return .failure(SourceFailure("\(what) gave no outcome")) }
        if code == 0 { return .success(output) }
        var message = "the command '\(name)' failed (exit status \(code ?? -1))"
        if explain, case .message(_, let line)? = CheckReply(output: [], errorOutput: errorOutput) {
            message += ": " + CheckReply.shown(line)
        }
        return .failure(SourceFailure(message))
    }

    /// The bytes of a regular file (relative to the form's folder), at most the limit plus one.
    private func readFile(_ path: String, what: String) -> Result<[UInt8], SourceFailure> {
        let full = path.hasPrefix("/") || directory == nil ? path : directory! + "/" + path
        let fd = open(full, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            return .failure(SourceFailure("\(what) cannot be read: \(String(cString: strerror(errno))) (the path is relative to the form's folder)"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(SourceFailure("\(what) cannot be read: \(String(cString: strerror(errno)))")) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(SourceFailure("\(what) is \(FormFile.kind(of: info.st_mode)), not a regular file; choices are read from a file"))
        }
        do {
            guard let bytes = try FileDescriptorIO.readAll(fd, limit: ComputedChoices.maximumBytes) else {
                return .failure(SourceFailure("\(what) is larger than \(ComputedChoices.maximumBytes >> 20) MiB"))
            }
            return .success(bytes)
        } catch {
            return .failure(SourceFailure("\(what) cannot be read: \(String(cString: strerror(error.code)))"))
        }
    }
}
