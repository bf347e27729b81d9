import ArgumentParser
import BatchFrontEnd
import FormCommands
import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#endif

/// `formline fill FORM`: validate many records (JSON Lines or CSV) as if each were typed in.
struct FillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fill",
        abstract: "Run many records through a form's validation; write the valid ones as JSON Lines.",
        discussion: """
        Each record (a JSON object per line, or a CSV row under a header of field ids) is checked \
        exactly as submitting the form checks answers: types, rules, 'when' conditions, date words, \
        defaults for fields left out. Valid records are written as JSON Lines with normalised values \
        in form order; rejected ones as {"line":N,"field":ID,"message":...} (never the values). \
        Every record goes to exactly one of the two. A summary goes to standard error.

        A form whose checks run commands runs them for every record, after the rules, as submitting does: \
        only when trusted (`formline trust FORM`, or --trust), else fill exits 77 before reading a record; \
        --no-checks skips them and says so.

        Exit status: \(ExitStatus.success.rawValue) all accepted, \(ExitStatus.rejected.rawValue) some rejected, \(ExitStatus.dataError.rawValue)/\(ExitStatus.noInput.rawValue) unusable or missing input, \(ExitStatus.untrusted.rawValue) the form runs commands and is not trusted.
        """
    )

    @Argument(help: "A form file, or a form's name (e.g. login; `formline list` shows them).", completion: FormCompletion.forms)
    var form: String

    @Option(name: .shortAndLong, help: "Read records from this file instead of standard input ('-': standard input).",
            completion: .file())
    var input: String?

    @Option(help: "jsonl or csv (default: csv for a .csv input file, else jsonl).",
            completion: .list(RecordFormat.allCases.map(\.rawValue)))
    var format: String?

    @Option(name: .shortAndLong, help: "Write valid records to this file (atomically; mode 0600 when the form has secrets; '-': standard output).",
            completion: .file())
    var output: String?

    @Option(help: "Write rejected records to this file instead of standard error.", completion: .file())
    var rejects: String?

    @OptionGroup var shards: FillShardOptions

    @OptionGroup(title: "Commands")
    var commands: CommandOptions

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        var status = ExitStatus.success
        try reportingErrors {
            let today = try Today.resolve()
            let loaded = try FormFile.load(form, today: today)
            let definition = loaded.form
            if definition.shapesAnswers {
                throw FrontEndError("\(form) is a JSON Schema whose answers nest in objects, leave out empty answers or type choices as numbers; "
                                    + "fill writes answers flat (`id: value`), which that schema would refuse: run `formline run \(form) --answers FILE` "
                                    + "per record, or `formline import \(form)` and fill the YAML form it writes (its answers are flat)", status: .badForm)
            }
            let gate = try CommandGate.decide(
                form: definition, opened: loaded.opened, trust: commands.trust, noChecks: commands.noChecks,
                environment: LaunchEnvironment.values, notice: { StandardStreams.standardError("formline: " + $0) })
            // `stream: true` commands start once per worker.
            let checker = gate.runner.map { StreamingChecker(runner: $0) }
            let recordFormat = try resolvedFormat()
            BatchSignals.install(files: [output.unlessDash, rejects].compactMap { $0 })
            let inputFD = try openInput()
            defer { if inputFD != STDIN_FILENO { close(inputFD) } }
            let holdsSecrets = definition.fields.contains { $0.kind == .secret }
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
            let threads = shards.threads(forInput: inputFD, format: recordFormat)
            var parallel = ParallelFiller(form: definition, today: today, jobs: threads)
            parallel.commandChecker = checker
            parallel.sources = sources
            let summary = threads > 1
                ? try parallel.fillJSONLines(
                    fileDescriptor: inputFD, firstLine: shards.firstLine,
                    outputFD: outputFD, outputName: outputName, rejectsFD: rejectsFD, rejectsName: rejectsName)
                : recordFormat == .csv ? try filler.fillCSV(from: inputFD, firstLine: shards.firstLine)
                : try filler.fillJSONLines(from: inputFD, firstLine: shards.firstLine)
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
            throw FrontEndError("unknown --format '\(format)'; use jsonl or csv", status: .usage)
        }
        return known
    }

    private func openInput() throws(FrontEndError) -> Int32 {
        guard let input = input.unlessDash else { return STDIN_FILENO }
        let fd = open(input, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw FrontEndError("cannot read '\(input)': \(String(cString: strerror(errno)))", status: .noInput)
        }
        return fd
    }
}
