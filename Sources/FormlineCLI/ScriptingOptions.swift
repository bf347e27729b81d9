import ArgumentParser
import FormCore
import FormOutput
import FrontEndSupport

/// `run`'s options for scripts: answers given up front, defaults, no input, the output
/// format and the idle timeout (see docs/scripting.md).
struct ScriptingOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Answer a field up front: --set ID=VALUE (repeatable; for a list field each --set adds a row). "
        + "Checked exactly like a typed answer. Overrides --answers and FORMLINE_ANSWER_<ID>.",
        valueName: "id=value"), completion: FormCompletion.assignments)
    var set: [String] = []

    @Option(help: ArgumentHelp(
        "Answer fields from a JSON or YAML mapping of field ids to answers (such as formline's own JSON output); "
        + "'-' reads it from standard input. Overrides FORMLINE_ANSWER_<ID>.",
        valueName: "file"), completion: .file(extensions: ["json", "yaml", "yml"]))
    var answers: String?

    @Flag(help: "Accept each unanswered field's default (or no answer, for an optional field) without asking.")
    var defaults = false

    @Flag(help: ArgumentHelp("Never ask and never read standard input: take defaults; if a field still needs an answer, exit \(ExitStatus.dataError.rawValue) "
                             + "listing every one (--format json: also one JSON object of what is missing on standard output)."))
    var noInput = false

    @Option(help: ArgumentHelp("How to print the answers (default: json).", valueName: "format"))
    var format: AnswerFormat?

    @Option(help: ArgumentHelp("Put this before each variable name of --format shell or env (e.g. FORM_).", valueName: "prefix"))
    var prefix: String = ""

    @Option(help: ArgumentHelp(
        "At a terminal: when no key arrives for this many seconds, take the defaults and submit if the form is then valid, "
        + "else save a draft and exit \(ExitStatus.timedOut.rawValue). Ignored, with a note, when the answers are piped.",
        valueName: "seconds"))
    var timeout: Double?

    mutating func validate() throws {
        if !prefix.isEmpty && format != .shell && format != .env {
            throw ValidationError("--prefix applies only to --format shell or env")
        }
        if !ShellName.isValidPrefix(prefix) {
            throw ValidationError("--prefix '\(prefix)' cannot start a variable name: use letters, digits and '_', not starting with a digit")
        }
        if let timeout, !(timeout > 0 && timeout <= 86_400) {
            throw ValidationError("--timeout must be a number of seconds between 0 and 86400 (e.g. 30)")
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
