#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import FormCore
import FrontEndSupport
import Subprocess
import SystemPackage

/// Runs a form's commands with swift-subprocess: an argument list (never a shell), the JSON
/// request on standard input, the form's folder as working directory, the environment
/// without any `FORMLINE_ANSWER_*`, in a process group of its own that a timeout kills
/// whole, output capped. What it says reaches a person only through `TerminalSafeText`.
///
/// ```swift
/// let runner = CommandRunner(directory: "/home/ada/forms")
/// runner.run(["./username-taken"], input: Array(#"{"value":"ada"}"#.utf8), timeoutMilliseconds: 5000)
/// // .finished(status: .exited(1), output: "That username is taken…\n", errorOutput: "")
/// ```
public final class CommandRunner: CommandChecking, @unchecked Sendable {
    /// How a command ended.
    public enum Outcome: Sendable, Equatable {
        /// It exited (`code`) or was ended by a signal (`signal`), with what it wrote.
        case finished(code: Int32?, signal: Int32?, output: [UInt8], errorOutput: [UInt8])
        /// It ran past its timeout; its process group was killed.
        case timedOut(milliseconds: Int)
        /// It wrote more than `outputLimit` bytes to standard output; its process group was killed.
        case tooMuchOutput(limit: Int)
        /// It could not be started (not found, not executable, …): why, in the catalog's words
        /// (`CommandWord`) or the OS's.
        case couldNotStart(MessageText)
    }

    /// Most bytes read from a command's standard output (1 MiB), and from its standard error
    /// (the first 64 KiB are kept, the rest read and dropped).
    public static let outputLimit = 1 << 20
    static let errorLimit = 64 << 10

    /// The working directory, and where a relative program path (`./check`) is found: the form's folder.
    public let directory: String?
    /// Cancels a running command (Ctrl-C at the terminal): its process group is killed.
    private let state = RunnerState()

    /// Creates a runner for the form in `directory` (nil: the current directory).
    public init(directory: String?) {
        self.directory = directory
    }

    /// The folder of a form file, for `init(directory:)`.
    public static func directory(ofForm path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Kills the process group of the command running now, if any (from another thread).
    public func cancelRunning() {
        state.cancel()
    }

    // MARK: - CommandChecking

    /// A `stream: true` command started here answers its one request line as a stream
    /// would (`StreamingChecker.verdict(ofOneRequest:command:)`), so `run` and `fill` agree.
    public func check(_ command: FormCommand, request: String) -> CheckVerdict {
        let input = command.stream ? StreamingChecker.requestLine(request, id: 1) : Array(request.utf8)
        let outcome = run(command.arguments, input: input, timeoutMilliseconds: command.timeoutMilliseconds)
        return command.stream ? StreamingChecker.verdict(ofOneRequest: outcome, command: command)
            : CommandRunner.verdict(of: outcome, command: command)
    }

    /// What an outcome means for a check: exit 0 passes; otherwise the first line it wrote
    /// (standard output, else standard error) or its JSON reply `{"field": …, "message": …}`
    /// is the message. Every other ending fails with a message that says what happened.
    public static func verdict(of outcome: Outcome, command: FormCommand) -> CheckVerdict {
        let name = TerminalSafeText.escape(command.arguments[0])
        if let problem = problem(of: outcome, of: .check, name: name, timeout: command) {
            return .failed(field: nil, text: problem)
        }
        guard case .finished(let code, _, let output, let errorOutput) = outcome else { return .passed }
        if code == 0 { return .passed }
        guard let reply = CheckReply(output: output, errorOutput: errorOutput) else {
            return .failed(field: nil, text: .frame(.checkFailedSilently, ["name": name, "status": "\(code ?? -1)"]))
        }
        switch reply {
        case .unreadable:
            return .failed(field: nil, text: .frame(.checkOutputNotUTF8, ["name": name, "status": "\(code ?? -1)"]))
        case .message(let field, let message):
            return .failed(field: field, text: .verbatim(CheckReply.shown(message)))
        }
    }

    /// What ran: a check (a field's or the form's), or a command computing choices or a default.
    enum Runs {
        case check
        case command
    }

    /// What went wrong with a command that did not finish on its own (timed out, wrote too
    /// much, could not start, crashed), in the catalog's words (`FrameWord`); nil when it
    /// exited (whatever its status).
    static func problem(of outcome: Outcome, of runs: Runs, name: String, timeout command: FormCommand) -> MessageText? {
        switch outcome {
        case .timedOut(let milliseconds):
            let text = FormCommand(arguments: [], role: command.role, timeoutMilliseconds: milliseconds).timeoutText
            return .frame(runs == .check ? .checkTimedOut : .commandTimedOut, ["name": name, "time": text])
        case .tooMuchOutput(let limit):
            return .frame(runs == .check ? .checkTooMuchOutput : .commandTooMuchOutput, ["name": name, "limit": "\(limit)"])
        case .couldNotStart(let reason):
            return .frame(runs == .check ? .checkNotStarted : .commandNotStarted, [.init("name", .verbatim(name)), .init("reason", reason)])
        case .finished(_, let signal?, _, _):
            return .frame(runs == .check ? .checkCrashed : .commandCrashed, ["name": name, "signal": "\(signal)"])
        case .finished:
            return nil
        }
    }

    // MARK: - Running

    /// Runs `arguments` with `input` on standard input, waiting at most `timeoutMilliseconds`.
    /// Blocks the calling thread (the front ends are synchronous); call it off the cooperative pool.
    public func run(_ arguments: [String], input: [UInt8], timeoutMilliseconds: Int) -> Outcome {
        guard let program = arguments.first, !program.isEmpty else { return .couldNotStart(.command(.noProgramNamed)) }
        let box = OutcomeBox()
        let semaphore = DispatchSemaphore(value: 0)
        let directory = directory
        let state = state
        let task = Task.detached {
            let outcome = await CommandRunner.execute(arguments, input: input, directory: directory,
                                                     timeoutMilliseconds: timeoutMilliseconds, state: state)
            box.set(outcome)
            semaphore.signal()
        }
        semaphore.wait()
        _ = task
        return box.get() ?? .couldNotStart(.command(.noOutcome))
    }

    /// The environment a command gets: this process's, less every `FORMLINE_ANSWER_*` (the
    /// answers given up front reach a command only through its request, secrets only when
    /// read), each entry NUL-terminated (`ChildEnvironment`).
    static var childEnvironment: Environment { .custom(ChildEnvironment.terminatedEntries()) }

    private static func execute(_ arguments: [String], input: [UInt8], directory: String?,
                                timeoutMilliseconds: Int, state: RunnerState) async -> Outcome {
        let program = arguments[0]
        let start = CommandGroup.Start()
        defer { start.end() }
        do {
            let result = try await Subprocess.run(
                executable(program, in: directory), arguments: Arguments(Array(arguments.dropFirst())),
                environment: childEnvironment,
                workingDirectory: directory.map { FilePath($0) },
                platformOptions: ownGroup,
                // The request is written by `collect` (not `.array`): swift-subprocess 1.0.2 leaves
                // the pipe open when writing `.array` input fails (a command that exits without
                // reading it), and its descriptor's deinit then stops the program.
                input: .inputWriter, output: .sequence, error: .sequence
            ) { execution in
                await collect(execution, input: input, start: start, timeoutMilliseconds: timeoutMilliseconds, state: state)
            }
            let collected = result.closureResult
            collected.group.reaped()
            if collected.timedOut { return .timedOut(milliseconds: timeoutMilliseconds) }
            if collected.tooLarge { return .tooMuchOutput(limit: outputLimit) }
            switch result.terminationStatus {
            case .exited(let code):
                return .finished(code: code, signal: nil, output: collected.output, errorOutput: collected.errorOutput)
            case .signaled(let signal):
                return .finished(code: nil, signal: signal, output: collected.output, errorOutput: collected.errorOutput)
            }
        } catch {
            return .couldNotStart(startFailure(error, program: program))
        }
    }

    /// A path (`./check`, relative to the form's folder) or a name found on `PATH`.
    static func executable(_ program: String, in directory: String?) -> Executable {
        guard program.contains("/") else { return .name(program) }
        return .path(FilePath(program.hasPrefix("/") || directory == nil ? program : directory! + "/" + program))
    }

    /// A process group of its own, so killing the group kills what the command started too.
    static var ownGroup: PlatformOptions {
        var options = PlatformOptions()
        options.processGroupID = 0
        return options
    }

    /// Why a program could not be started, made terminal-safe: the catalog's words, or the
    /// OS's text as written (an `Errno`'s, any other error's description).
    static func startFailure(_ error: any Error, program: String) -> MessageText {
        if let error = error as? SubprocessError {
            if error.code == .executableNotFound { return .command(.programNotFound, ["program": TerminalSafeText.escape(program)]) }
            if error.code == .failedToChangeWorkingDirectory { return .command(.folderNotEntered) }
            if let errno = error.underlyingError { return .verbatim(TerminalSafeText.escape("\(errno)")) }
        }
        return .verbatim(TerminalSafeText.escape("\(error)"))
    }

    struct Collected: Sendable {
        var group: CommandGroup
        var output: [UInt8] = []
        var errorOutput: [UInt8] = []
        var timedOut = false
        var tooLarge = false
    }

    /// Reads both streams to their end (output capped: past the cap the group is killed),
    /// then waits for the command to exit, while its deadline kills the group when the time is
    /// up: a command that closed its output is still bound by it.
    private static func collect(_ execution: Execution<CustomWriteInput, SequenceOutput, SequenceOutput>, input: [UInt8],
                                start: CommandGroup.Start, timeoutMilliseconds: Int, state: RunnerState) async -> Collected {
        // Its own group (its pid): listed so a signal that ends formline ends it too.
        let group = CommandGroup(execution.processIdentifier.value, start: start, deadlineMilliseconds: timeoutMilliseconds)
        let killGroup: @Sendable () -> Void = { group.kill() }
        state.started(killGroup)
        defer { state.finished() }
        let writer = execution.standardInputWriter
        async let written: Void = {
            // A command may exit without reading its request (EPIPE): that is its right.
            _ = try? await writer.write(input)
            try? await writer.finish()
        }()
        async let errors = read(execution.standardError, keep: errorLimit, killOver: nil)
        let (output, tooLarge) = await read(execution.standardOutput, keep: outputLimit, killOver: killGroup)
        let (errorOutput, _) = await errors
        await written
        await group.waitForExit()
        var collected = Collected(group: group, output: output, errorOutput: errorOutput)
        collected.timedOut = group.timedOut
        collected.tooLarge = tooLarge
        return collected
    }

    static func read(_ sequence: SubprocessOutputSequence, keep limit: Int,
                             killOver: (@Sendable () -> Void)?) async -> ([UInt8], Bool) {
        var bytes: [UInt8] = []
        var over = false
        do {
            for try await buffer in sequence {
                if over { continue }
                buffer.withUnsafeBytes { raw in
                    let room = max(0, limit - bytes.count)
                    bytes.append(contentsOf: raw.prefix(room))
                    if raw.count > room { over = true }
                }
                if over, let killOver { killOver() }
            }
        } catch {}
        return (bytes, over && killOver != nil)
    }
}

/// The command running now (so Ctrl-C can kill its group).
final class RunnerState: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    private var kill: (@Sendable () -> Void)?
    private var cancelled = false

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func started(_ kill: @escaping @Sendable () -> Void) {
        pthread_mutex_lock(&lock)
        self.kill = kill
        let cancelNow = cancelled
        cancelled = false
        pthread_mutex_unlock(&lock)
        if cancelNow { kill() }
    }

    func finished() {
        pthread_mutex_lock(&lock)
        kill = nil
        pthread_mutex_unlock(&lock)
    }

    func cancel() {
        pthread_mutex_lock(&lock)
        let current = kill
        if current == nil { cancelled = true }
        pthread_mutex_unlock(&lock)
        current?()
    }
}

private final class OutcomeBox: @unchecked Sendable {
    private var value: CommandRunner.Outcome?
    private var lock = pthread_mutex_t()
    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }
    func set(_ outcome: CommandRunner.Outcome) {
        pthread_mutex_lock(&lock)
        value = outcome
        pthread_mutex_unlock(&lock)
    }
    func get() -> CommandRunner.Outcome? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return value
    }
}
