import ArgumentParser
import BatchFrontEnd
import FormCore
import FrontEndSupport

/// `formline fill FORM`: validate many records (JSON Lines or CSV) as if each were typed in.
struct FillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fill",
        abstract: Words.process[HelpWord.fillAbstract],
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
        try FillRequest(self).run()
    }
}
