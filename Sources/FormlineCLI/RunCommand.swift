import ArgumentParser
import FormCore
import Formline
import FrontEndSupport
import PipedFrontEnd
#if canImport(Glibc)
import Glibc
#endif

/// `formline run FORM`: fill one form, interactively on a terminal or from piped answers.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: Words.process[HelpWord.runAbstract],
        discussion: """
        At a terminal (standard input a TTY) each field is a libedit prompt, drawn on standard error so standard \
        output carries only the answers: Tab/Ctrl-N and Shift-Tab/Ctrl-P move between fields, Ctrl-T opens the \
        date picker, a review lists the answers before Enter submits. Ctrl-D on an empty line cancels (exit \(ExitStatus.cancelled.rawValue); \
        answers given so far are kept in a draft, and with none nothing is written); Ctrl-C, SIGTERM and SIGHUP save a draft of the answers so \
        far (never secrets) and exit \(ExitStatus.interrupted.rawValue), \(ExitStatus.terminated.rawValue) or \(ExitStatus.hangUp.rawValue); --resume reloads it. A submitted form removes its draft \
        once the answers are written; when they cannot be written the draft is kept. ~/.editrc (or $EDITRC) \
        lines starting with 'formline:' apply.

        With standard input piped (not a terminal), each line answers the focused field: an empty line keeps \
        the field's current value (its default), an empty line in a list ends the list, and after a date step \
        focus returns to the last focused field. A rejected line is reported on standard error with its line \
        number; the next line answers the refocused field. FORMLINE_TODAY=YYYY-MM-DD fixes 'today'.

        From a script, answers can be given up front: --set ID=VALUE, --answers FILE (JSON or YAML, such as \
        formline's own output; '-' reads standard input) and FORMLINE_ANSWER_<ID> variables, in that order of \
        precedence. They are checked exactly like typed answers; fields given are not asked. --defaults takes \
        the defaults of the rest; --no-input never asks or reads standard input and exits \(ExitStatus.dataError.rawValue) listing every \
        field still missing (with --format json also as one JSON object on standard output: the answers so far, \
        the fields missing, the answers refused; docs/json-output.md). --format shell|env|yaml|lines prints the answers for sh, dotenv, YAML or one value \
        per line.

        A form whose checks run commands (`check:`, `checks:`) runs them only when trusted (`formline trust \
        FORM`, or --trust for this run); otherwise run exits 77 before the first question, listing them. \
        --no-checks skips them and says so.
        """
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.runForm]), completion: FormCompletion.forms)
    var form: String

    @Option(help: ArgumentHelp(Words.process[HelpWord.runOutput]),
            completion: .file())
    var output: String?

    @Flag(help: ArgumentHelp(Words.process[HelpWord.runResume]))
    var resume = false

    @OptionGroup(title: "Scripts")
    var scripting: ScriptingOptions

    @OptionGroup var accessibility: AccessibilityOptions

    @OptionGroup(title: "Commands")
    var commands: CommandOptions

    /// Runs the request the options make (`RunRequest`, where `run`'s work lives).
    func run() throws {
        try RunRequest(self).run()
    }
}
