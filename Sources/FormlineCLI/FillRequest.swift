import ArgumentParser
import BatchFrontEnd
import FormCommands
import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

/// What `formline fill` was asked to do, as plain values. `FillCommand` (swift-argument-parser)
/// makes one from a parsed command line; `FillRequest.parsedFast` makes the one for the usual
/// shapes without swift-argument-parser, whose reflection over every command would be most of
/// a `fill`'s start-up (paid by every shard of a GNU parallel or Spark recipe), as
/// `RunRequest.parsedFast` does for `run FORM`.
///
/// ```swift
/// FillRequest.parsedFast(["fill", "login", "--jobs", "2"])?.jobs     // 2
/// FillRequest.parsedFast(["fill", "login", "--jobs", "0"])           // nil: argument-parser's error
/// ```
struct FillRequest: Equatable {
    var form: String
    var input: String?
    var format: String?
    var output: String?
    var rejects: String?
    var jobs: Int?
    var firstLine = 1
    var trust = false
    var noChecks = false

    /// `fill FORM` with every option at its default.
    init(form: String) {
        self.form = form
    }

    /// The values of a parsed `fill` command line.
    init(_ command: FillCommand) {
        form = command.form
        input = command.input
        format = command.format
        output = command.output
        rejects = command.rejects
        jobs = command.shards.jobs
        firstLine = command.shards.firstLine
        trust = command.commands.trust
        noChecks = command.commands.noChecks
    }

    /// The request swift-argument-parser would parse `arguments` (without the program's name)
    /// into, for well-formed `fill` command lines of the usual shape: `fill`, then FORM (once,
    /// not starting with `-`) and the options `--input`/`-i`, `--format`, `--output`/`-o`,
    /// `--rejects`, `--jobs`, `--first-line` (each at most once, its value the next argument:
    /// `-` or a word not starting with `-`; a number as plain decimal digits within the bounds
    /// `FillShardOptions.validate` sets), `--trust` and `--no-checks` (not both). Anything else
    /// (help, `--version`, `--option=value`, a repeated option, a bad value, an unknown word)
    /// gives nil and goes through swift-argument-parser, which parses it or explains the
    /// error. `FastFillArgumentsTests` checks that whatever this accepts swift-argument-parser
    /// parses into an equal request.
    static func parsedFast(_ arguments: [String]) -> FillRequest? {
        guard arguments.count >= 2, arguments[0] == "fill" else { return nil }
        var form: String?
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var position = 1
        while position < arguments.count {
            let word = arguments[position]
            position += 1
            guard let first = word.utf8.first else { return nil }
            guard first == UInt8(ascii: "-") else {
                guard form == nil else { return nil }
                form = word
                continue
            }
            switch word {
            case "--trust", "--no-checks":
                guard flags.insert(word).inserted else { return nil }
            case "--input", "-i", "--format", "--output", "-o", "--rejects", "--jobs", "--first-line":
                let name = word == "-i" ? "--input" : word == "-o" ? "--output" : word
                guard position < arguments.count, values[name] == nil else { return nil }
                let value = arguments[position]
                position += 1
                guard value == "-" || (value.utf8.first.map { $0 != UInt8(ascii: "-") } ?? false) else { return nil }
                values[name] = value
            default:
                return nil
            }
        }
        guard let form, !(flags.contains("--trust") && flags.contains("--no-checks")) else { return nil }
        var request = FillRequest(form: form)
        request.input = values["--input"]
        request.format = values["--format"]
        request.output = values["--output"]
        request.rejects = values["--rejects"]
        if let jobs = values["--jobs"] {
            guard let number = decimal(jobs), number >= 1 else { return nil }
            request.jobs = number
        }
        if let firstLine = values["--first-line"] {
            guard let number = decimal(firstLine), number >= 1, number <= FillShardOptions.maximumFirstLine else { return nil }
            request.firstLine = number
        }
        request.trust = flags.contains("--trust")
        request.noChecks = flags.contains("--no-checks")
        return request
    }

    /// A number written as plain decimal digits (no sign, no space), nil when it is not one or overflows.
    private static func decimal(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        var status = ExitStatus.success
        try reportingErrors {
            let today = try Today.resolve()
            let loaded = try FormFile.load(form, today: today)
            let definition = loaded.form
            let gate = try CommandGate.decide(
                form: definition, opened: loaded.opened, trust: trust, noChecks: noChecks,
                environment: LaunchEnvironment.values, notice: { StandardStreams.standardError("formline: " + $0) })
            // `stream: true` commands start once per worker.
            let checker = gate.runner.map { StreamingChecker(runner: $0) }
            let recordFormat = try resolvedFormat()
            ExitOnSignal.install(.fill(replacing: [output.unlessDash, rejects].compactMap { $0 }))
            let inputFD = try openInput()
            defer { if inputFD != STDIN_FILENO { close(inputFD) } }
            let holdsSecrets = definition.holdsSecrets
            let outputFile = try output.unlessDash.map { path throws(FrontEndError) in
                try AtomicFileWriter(path: path, mode: AtomicFile.mode(holdingSecrets: holdsSecrets))
            }
            let rejectsFile = try rejects.map { path throws(FrontEndError) in
                try AtomicFileWriter(path: path, mode: AtomicFile.ordinaryMode)
            }
            let outputFD = outputFile?.fileDescriptor ?? STDOUT_FILENO, rejectsFD = rejectsFile?.fileDescriptor ?? STDERR_FILENO
            let outputName = output.unlessDash.map { "'\($0)'" } ?? "standard output"
            let rejectsName = rejects.map { "'\($0)'" } ?? "standard error"
            var filler = BatchFiller(form: definition, today: today, outputFD: outputFD, outputName: outputName,
                                     rejectsFD: rejectsFD, rejectsName: rejectsName)
            filler.commandChecker = checker
            let sources = CommandGate.sources(for: definition, opened: loaded.opened, runner: checker?.runner, trusted: gate.trusted,
                                              environment: LaunchEnvironment.values)
            filler.sources = sources
            let threads = FillShardOptions.threads(forInput: inputFD, format: recordFormat, jobs: jobs)
            var parallel = ParallelFiller(form: definition, today: today, jobs: threads)
            parallel.commandChecker = checker
            parallel.sources = sources
            let summary = threads > 1
                ? try parallel.fillJSONLines(
                    fileDescriptor: inputFD, firstLine: firstLine,
                    outputFD: outputFD, outputName: outputName, rejectsFD: rejectsFD, rejectsName: rejectsName)
                : recordFormat == .csv ? try filler.fillCSV(from: inputFD, firstLine: firstLine)
                : try filler.fillJSONLines(from: inputFD, firstLine: firstLine)
            checker?.finish()
            if summary.rejected > 0 { status = .rejected }
            // Both files at once, and the run done with them: a signal finds both old or both new.
            try AtomicFileWriter.commit([outputFile, rejectsFile].compactMap { $0 }, finishing: status.rawValue)
            StandardStreams.standardError("formline: fill: \(summary)")
        }
        if status != .success { throw ExitCode(status.rawValue) }
    }

    private func resolvedFormat() throws(FrontEndError) -> RecordFormat {
        guard let format else { return RecordFormat.guess(fromPath: input.unlessDash) }
        guard let known = RecordFormat(rawValue: format.lowercased()) else {
            throw FrontEndError(.error(.unknownFillFormat, ["format": format]), status: .usage)
        }
        return known
    }

    private func openInput() throws(FrontEndError) -> Int32 {
        guard let input = input.unlessDash else { return STDIN_FILENO }
        let fd = open(input, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw FrontEndError(.error(.cannotRead, [.init("path", .verbatim(input)), .init("reason", .systemReason(errno))]), status: .noInput)
        }
        return fd
    }
}
