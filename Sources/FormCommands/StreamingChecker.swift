#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import FormCore
import FrontEndSupport
import Subprocess
import SystemPackage

/// `fill`'s checker: a command with `stream: true` is started once (one process per
/// worker thread that needs it, kept in a pool) and answers one JSON request a line
/// (JSON Lines in, JSON Lines out); every other command runs once per record through the
/// `CommandRunner` it wraps.
///
/// Each request is the one-shot request on one line with an `"id"` first (1, 2, … per
/// process); each reply is one line: a JSON object with a string `"message"` (and, for a form
/// check, maybe `"field"`) refuses, one without `"message"` (`{}`) passes. A reply is paired
/// with its request by the `"id"` it must echo (`ReplyPairing`). A line that pairs with no
/// waiting request (an extra line, a line without an id, an id not waiting) stops that process
/// as misbehaving and rejects the record it was checking with a message. A reply not in time
/// (the command's `timeout`, per request), a process that ends or crashes, a reply that is
/// not such an object or over 1 MiB fails that record's check with a message that says so
/// (never a silent pass), and that process is killed: the next record starts a new one.
/// `finish()` closes their input and waits for them.
///
/// ```swift
/// let checker = StreamingChecker(runner: CommandRunner(directory: "/home/ada/forms"))
/// checker.check(command, request: #"{"field":"name","value":"ada","answers":{}}"#)   // .passed
/// checker.finish()
/// ```
public final class StreamingChecker: CommandChecking, PipelinedChecking, @unchecked Sendable {
    /// What runs the commands without `stream: true`.
    public let runner: CommandRunner
    private var lock = pthread_mutex_t()
    /// Idle processes by command (its role: one command each).
    private var idle: [FormCommand.Role: [StreamProcess]] = [:]

    public init(runner: CommandRunner) {
        self.runner = runner
        pthread_mutex_init(&lock, nil)
    }

    deinit {
        finish()
        pthread_mutex_destroy(&lock)
    }

    public func check(_ command: FormCommand, request: String) -> CheckVerdict {
        guard command.stream, let program = command.arguments.first, !program.isEmpty else {
            return runner.check(command, request: request)
        }
        let session = checkOut(command)
        let (verdict, healthy) = session.ask(request, command: command)
        if healthy {
            checkIn(session, for: command)
        } else {
            session.stop()
        }
        return verdict
    }

    /// An idle process of `command`, or a new one.
    func checkOut(_ command: FormCommand) -> StreamProcess {
        pthread_mutex_lock(&lock)
        let process = idle[command.role]?.popLast()
        pthread_mutex_unlock(&lock)
        return process ?? StreamProcess(command.arguments, directory: runner.directory)
    }

    /// Hands a healthy process of `command` back to the idle ones.
    func checkIn(_ process: StreamProcess, for command: FormCommand) {
        pthread_mutex_lock(&lock)
        idle[command.role, default: []].append(process)
        pthread_mutex_unlock(&lock)
    }

    /// A pipeline for one `fill` worker (`CheckPipeline`).
    public func makePipeline() -> any DeferredChecking {
        CheckPipeline(checker: self)
    }

    /// Closes every stream's input and waits for the processes to end (at most their
    /// timeout, then they are killed).
    public func finish() {
        pthread_mutex_lock(&lock)
        let all = idle.values.flatMap { $0 }
        idle = [:]
        pthread_mutex_unlock(&lock)
        for process in all { process.close() }
    }

    /// `run`'s verdict on a streaming command started for one request (its line sent, then
    /// the end of its input): its first reply line, read as a stream's; no line is an error.
    /// Its lines are paired as a stream's (`ReplyPairing`, request id 1): a line after the
    /// reply, or one echoing another id, rejects the answer as a stream's would.
    public static func verdict(ofOneRequest outcome: CommandRunner.Outcome, command: FormCommand) -> CheckVerdict {
        guard case .finished(let code, let signal, let output, let errorOutput) = outcome else {
            return CommandRunner.verdict(of: outcome, command: command)
        }
        var pairing = ReplyPairing()
        _ = pairing.next()
        var reply: [UInt8]?
        var rest = output[...]
        while let end = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Array(rest[..<end])
            rest = rest[(end + 1)...]
            switch pairing.receive(line) {
            case .reply(_, let line): reply = line
            case .stray(let line): return stray(line, command: command)
            }
        }
        guard let reply else {
            return endedBeforeAnswering(code: code, signal: signal, errorOutput: errorOutput, command: command)
        }
        return verdict(ofReply: reply) ?? notAReply(reply, command: command)
    }

    /// The request line sent to a streaming command: `request` (a JSON object) with `"id"`
    /// first, and a line break.
    static func requestLine(_ request: String, id: Int) -> [UInt8] {
        var line = Array("{\"id\":\(id)".utf8)
        let members = request.utf8.dropFirst()
        if members.first != UInt8(ascii: "}") { line.append(UInt8(ascii: ",")) }
        line.append(contentsOf: members)
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// A line that answers no waiting request.
    static func stray(_ line: [UInt8], command: FormCommand) -> CheckVerdict {
        guard verdict(ofReply: line) != nil else { return notAReply(line, command: command) }
        let word: CommandWord = ReplyPairing.echoedID(line) == nil ? .streamEchoesNoID : .streamAnswersNoRequest
        return .failed(field: nil, text: .command(word, ["name": TerminalSafeText.escape(command.arguments[0]), "line": shown(line)]))
    }

    /// A reply line that is no JSON reply.
    static func notAReply(_ line: [UInt8], command: FormCommand) -> CheckVerdict {
        .failed(field: nil, text: .command(.streamNotAReply, ["name": TerminalSafeText.escape(command.arguments[0]), "line": shown(line),
                                                               "passes": #"{"id": N}"#, "refuses": #"{"id": N, "message": …}"#]))
    }

    /// The start of a line a streaming check wrote, as a message shows it (terminal-safe).
    private static func shown(_ line: [UInt8]) -> String {
        TerminalSafeText.escape(String(decoding: line.prefix(80), as: UTF8.self))
    }

    /// A streaming command that ended (exit status `code` or `signal`) without a reply line,
    /// with the first line of its standard error if any.
    static func endedBeforeAnswering(code: Int32?, signal: Int32?, errorOutput: [UInt8], command: FormCommand) -> CheckVerdict {
        let name = TerminalSafeText.escape(command.arguments[0])
        let ended: MessageText = signal.map { .command(.streamCrashed, ["name": name, "signal": "\($0)"]) }
            ?? code.map { .command(.streamExited, ["name": name, "status": "\($0)"]) } ?? .command(.streamClosed, ["name": name])
        guard case .message(_, let message)? = CheckReply(output: [], errorOutput: errorOutput) else { return .failed(field: nil, text: ended) }
        return .failed(field: nil, text: .command(.saying, [.init("failure", ended), .init("message", .verbatim(CheckReply.shown(message)))]))
    }

    /// What a reply line means: a JSON object with a string `"message"` refuses (with its
    /// `"field"`, if any), one without passes; nil for anything else.
    static func verdict(ofReply line: [UInt8]) -> CheckVerdict? {
        var text = line[...]
        while let last = text.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") { text = text.dropLast() }
        guard text.first == UInt8(ascii: "{"), String(validating: text, as: UTF8.self) != nil,
              let reply = CheckReply.JSONReply.decode(text) else { return nil }
        guard let message = reply.message else { return .passed }
        return .failed(field: reply.field, text: .verbatim(CheckReply.shown(message)))
    }
}

/// One streaming command's process: requests go to its standard input a line each, its
/// standard output is cut into reply lines as they arrive.
final class StreamProcess: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    private var pairing = ReplyPairing()
    /// Replies by the id of their request.
    private var replies: [Int: [UInt8]] = [:]
    /// The first line that answered no waiting request: the process misbehaves.
    private var strayLine: [UInt8]?
    /// How many lines came, the place of each reply among them (by request id) and of the
    /// stray line: a reply before the stray line still answers its request.
    private var linesRead = 0
    private var replyOrders: [Int: Int] = [:]
    private var strayOrder: Int?
    /// When each waiting request was sent, and when each reply came (by request id).
    private var sentAt: [Int: DispatchTime] = [:]
    private var answeredAt: [Int: DispatchTime] = [:]
    private var ended = false
    private var overlong = false
    private var status: TerminationStatus?
    private var startFailure: MessageText?
    private var errorOutput: [UInt8] = []
    private var kill: (@Sendable () -> Void)?
    /// Signalled once a reply line and once when the output ends.
    private let available = DispatchSemaphore(value: 0)
    /// Signalled when the process has ended and been waited for.
    private let done = DispatchSemaphore(value: 0)
    private let requests: AsyncStream<[UInt8]>.Continuation

    init(_ arguments: [String], directory: String?) {
        pthread_mutex_init(&lock, nil)
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        requests = continuation
        Task.detached { [self] in await run(arguments, directory: directory, requests: stream) }
    }

    deinit { pthread_mutex_destroy(&lock) }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }

    /// Sends `request` and waits for its reply; `healthy` is false when the process can
    /// answer no more (it ended, timed out, wrote garbage or a line no request waited for).
    func ask(_ request: String, command: FormCommand) -> (verdict: CheckVerdict, healthy: Bool) {
        guard let id = send(request) else { return (strayVerdict(command: command), false) }
        return wait(for: id, command: command)
    }

    /// Whether the process has shown it echoes ids, so more than one request may wait.
    var pipelines: Bool { locked { pairing.echoesIDs && strayLine == nil && !ended } }

    /// How many requests wait for their reply.
    var waiting: Int { locked { pairing.waiting.count } }

    /// Sends `request` (the next id) without waiting; nil when the process already misbehaved.
    func send(_ request: String) -> Int? {
        let id: Int? = locked {
            guard strayLine == nil else { return nil }
            let id = pairing.next()
            sentAt[id] = .now()
            return id
        }
        guard let id else { return nil }
        requests.yield(StreamingChecker.requestLine(request, id: id))
        return id
    }

    /// When the process could start on request `id` (call locked).
    private func startedAt(_ id: Int) -> DispatchTime {
        let sent: DispatchTime = sentAt[id] ?? .now()
        guard let previous = answeredAt[id - 1] else { return sent }
        return max(sent, previous)
    }

    private func strayVerdict(command: FormCommand) -> CheckVerdict {
        StreamingChecker.stray(locked { strayLine } ?? [], command: command)
    }

    /// Waits for the reply to request `id`. Its timeout runs from when it was sent or, when
    /// requests wait in a row, from the reply to the one before it (when the process could
    /// start on it), so a window of waiting requests never eats a later one's time.
    func wait(for id: Int, command: FormCommand) -> (verdict: CheckVerdict, healthy: Bool) {
        let timeout = DispatchTimeInterval.milliseconds(command.timeoutMilliseconds)
        while true {
            let (reply, replyPlace, stray, strayPlace, over, outputEnded): ([UInt8]?, Int?, [UInt8]?, Int?, Bool, Bool) = locked {
                (replies[id], replyOrders[id], strayLine, self.strayOrder, overlong, ended)
            }
            let deadline = locked { startedAt(id) } + timeout
            // A reply that came before a stray line stands (and the process stays in use for
            // now): the stray line refuses the record that waited when it came, or the next one.
            if let reply, let replyPlace, strayPlace.map({ replyPlace < $0 }) ?? true {
                locked {
                    replies[id] = nil
                    replyOrders[id] = nil
                    sentAt[id] = nil
                    answeredAt[id - 1] = nil
                }
                guard let verdict = StreamingChecker.verdict(ofReply: reply) else {
                    return (StreamingChecker.notAReply(reply, command: command), false)
                }
                return (verdict, true)
            }
            if let stray { return (StreamingChecker.stray(stray, command: command), false) }
            if over {
                return (CommandRunner.verdict(of: .tooMuchOutput(limit: CommandRunner.outputLimit), command: command), false)
            }
            if outputEnded { return (endedVerdict(command: command), false) }
            if available.wait(timeout: deadline) == .timedOut, locked({ replies[id] == nil && strayLine == nil }) {
                return (CommandRunner.verdict(of: .timedOut(milliseconds: command.timeoutMilliseconds), command: command), false)
            }
        }
    }

    /// Why a process whose output ended gave no reply.
    private func endedVerdict(command: FormCommand) -> CheckVerdict {
        _ = waitUntilDone(within: 2)
        let (status, failure, errors) = locked { (self.status, startFailure, errorOutput) }
        if let failure { return CommandRunner.verdict(of: .couldNotStart(failure), command: command) }
        switch status {
        case .signaled(let signal):
            return StreamingChecker.endedBeforeAnswering(code: nil, signal: signal, errorOutput: errors, command: command)
        case .exited(let code):
            return StreamingChecker.endedBeforeAnswering(code: code, signal: nil, errorOutput: errors, command: command)
        case nil:
            return StreamingChecker.endedBeforeAnswering(code: nil, signal: nil, errorOutput: errors, command: command)
        }
    }

    /// Waits for the process to have ended and been waited for (nil seconds: for ever);
    /// whether it has. Any number of calls may wait.
    private func waitUntilDone(within seconds: Int?) -> Bool {
        let ended = seconds.map { done.wait(timeout: .now() + .seconds($0)) == .success } ?? { done.wait(); return true }()
        if ended { done.signal() }  // for the next one to wait
        return ended
    }

    /// Kills the process group (a broken stream) and waits for it.
    func stop() {
        requests.finish()
        locked { kill }?()
        _ = waitUntilDone(within: nil)
    }

    /// Ends its input (no more requests) and waits for it to end, at most 5 seconds.
    func close() {
        requests.finish()
        if !waitUntilDone(within: 5) {
            locked { kill }?()
            _ = waitUntilDone(within: nil)
        }
    }

    private func run(_ arguments: [String], directory: String?, requests: AsyncStream<[UInt8]>) async {
        let start = CommandGroup.Start()
        defer { start.end() }
        do {
            let result = try await Subprocess.run(
                CommandRunner.executable(arguments[0], in: directory), arguments: Arguments(Array(arguments.dropFirst())),
                environment: CommandRunner.childEnvironment,
                workingDirectory: directory.map { FilePath($0) },
                platformOptions: CommandRunner.ownGroup,
                input: .inputWriter, output: .sequence, error: .sequence
            ) { execution in
                // Listed until reaped; its deadlines are per request (`ask`).
                let group = CommandGroup(execution.processIdentifier.value, start: start)
                locked { kill = { group.kill() } }
                let writer = execution.standardInputWriter
                async let written: Void = {
                    for await request in requests {
                        if (try? await writer.write(request)) == nil { break }
                    }
                    try? await writer.finish()
                }()
                async let errors = CommandRunner.read(execution.standardError, keep: CommandRunner.errorLimit, killOver: nil)
                await readReplies(execution.standardOutput)
                self.requests.finish()  // the output ended: no request will be answered
                let (errorOutput, _) = await errors
                locked { self.errorOutput = errorOutput }
                await written
                await group.waitForExit()
                return group
            }
            result.closureResult.reaped()
            locked { status = result.terminationStatus }
        } catch {
            locked { startFailure = CommandRunner.startFailure(error, program: arguments[0]) }
            available.signal()
        }
        done.signal()
    }

    /// Cuts the output into lines as it comes, each a reply; a line over the limit stops it.
    private func readReplies(_ output: SubprocessOutputSequence) async {
        var line: [UInt8] = []
        do {
            for try await buffer in output {
                var complete: [[UInt8]] = []
                var over = false
                buffer.withUnsafeBytes { raw in
                    for byte in raw {
                        if byte == UInt8(ascii: "\n") {
                            complete.append(line)
                            line = []
                        } else if line.count < CommandRunner.outputLimit {
                            line.append(byte)
                        } else {
                            over = true
                        }
                    }
                }
                for line in complete {
                    let misbehaves: Bool = locked {
                        linesRead += 1
                        switch pairing.receive(line) {
                        case .reply(let id, let line):
                            replies[id] = line
                            replyOrders[id] = linesRead
                            answeredAt[id] = .now()
                            return false
                        case .stray(let line):
                            if strayLine == nil {
                                strayLine = line
                                strayOrder = linesRead
                            }
                            return true
                        }
                    }
                    available.signal()
                    if misbehaves { locked { kill }?() }
                }
                if over {
                    locked { overlong = true }
                    locked { kill }?()
                    break
                }
            }
        } catch {}
        locked { ended = true }
        available.signal()
    }
}

/// Pairs a streaming check's reply lines with its requests (issue 32 item 6): each request
/// gets the next id, and a reply must echo the id of a waiting request to answer it. Anything
/// else (a line while no request waits, an id not waiting, a line without an id) is stray: an
/// extra `{}` can never be taken for another record's reply.
///
/// ```swift
/// var pairing = ReplyPairing()
/// let id = pairing.next()                              // 1
/// pairing.receive(Array("{}".utf8))                    // .stray(…): no id echoed
/// pairing.receive(Array(#"{"id":1}"#.utf8))            // .reply(id: 1, …)
/// pairing.receive(Array(#"{"id":1}"#.utf8))            // .stray(…): nothing waits
/// ```
struct ReplyPairing {
    enum Event: Equatable {
        case reply(id: Int, line: [UInt8])
        case stray([UInt8])
    }

    /// The ids of the requests waiting for a reply, oldest first.
    private(set) var waiting: [Int] = []
    private var lastID = 0
    /// Whether a reply has come (so the process is known to echo ids).
    private(set) var echoesIDs = false

    /// The id of a new request, now waiting.
    mutating func next() -> Int {
        lastID += 1
        waiting.append(lastID)
        return lastID
    }

    mutating func receive(_ line: [UInt8]) -> Event {
        guard !waiting.isEmpty, let id = Self.echoedID(line), let index = waiting.firstIndex(of: id) else { return .stray(line) }
        waiting.remove(at: index)
        echoesIDs = true
        return .reply(id: id, line: line)
    }

    /// The `"id"` a reply line echoes, if it is a JSON reply that has one.
    static func echoedID(_ line: [UInt8]) -> Int? {
        var text = line[...]
        while let last = text.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") { text = text.dropLast() }
        return text.first == UInt8(ascii: "{") ? CheckReply.JSONReply.decode(text)?.id : nil
    }
}
