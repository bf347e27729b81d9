import ArgumentParser
import FormCore
import FormOutput
import FrontEndSupport

/// `run`'s options for scripts: answers given up front, defaults, no input, the output
/// format and the idle timeout (see docs/scripting.md).
struct ScriptingOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(Words.process[HelpWord.setHelp], valueName: "id=value"), completion: FormCompletion.assignments)
    var set: [String] = []

    @Option(help: ArgumentHelp(Words.process[HelpWord.answersHelp], valueName: "file"), completion: .file(extensions: ["json", "yaml", "yml"]))
    var answers: String?

    @Flag(help: ArgumentHelp(Words.process[HelpWord.defaultsHelp]))
    var defaults = false

    @Flag(help: ArgumentHelp(Words.process(HelpWord.noInputHelp, ["dataError": "\(ExitStatus.dataError.rawValue)"])))
    var noInput = false

    @Option(help: ArgumentHelp(Words.process[HelpWord.answerFormatHelp], valueName: "format"))
    var format: AnswerFormat?

    @Option(help: ArgumentHelp(Words.process[HelpWord.prefixHelp], valueName: "prefix"))
    var prefix: String = ""

    @Option(help: ArgumentHelp(Words.process(HelpWord.timeoutHelp, ["timedOut": "\(ExitStatus.timedOut.rawValue)"]),
                                valueName: "seconds"))
    var timeout: Double?

    mutating func validate() throws {
        if !prefix.isEmpty && format != .shell && format != .env {
            throw ValidationError(Words.process[ToolWord.prefixNeedsShellOrEnv])
        }
        if !ShellName.isValidPrefix(prefix) {
            throw ValidationError(Words.process(ToolWord.prefixNotAVariableStart, ["prefix": prefix]))
        }
        if let timeout, !(timeout > 0 && timeout <= 86_400) {
            throw ValidationError(Words.process[ToolWord.timeoutOutOfRange])
        }
    }
}

/// The values of `ScriptingOptions`, plain (see `RunRequest`).
struct ScriptingValues: Equatable {
    var set: [String] = []
    var answers: String?
    var defaults = false
    var noInput = false
    /// `--format`, nil when not named (json; an incomplete `--no-input` run then prints nothing
    /// on standard output, as before `--format json` did).
    var format: AnswerFormat?
    var prefix = ""
    var timeout: Double?

    init() {}

    init(_ options: ScriptingOptions) {
        set = options.set
        answers = options.answers
        defaults = options.defaults
        noInput = options.noInput
        format = options.format
        prefix = options.prefix
        timeout = options.timeout
    }

    /// How the answers are printed.
    var answerFormat: AnswerFormat { format ?? .json }

    /// Whether answers may be asked for (terminal) or read line by line (pipe).
    var mayReadInput: Bool { !noInput && answers != "-" }
}

extension AnswerFormat: ExpressibleByArgument {}
