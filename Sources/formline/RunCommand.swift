import ArgumentParser
import FormCore
import FrontEndSupport
import PipedFrontEnd
#if canImport(Glibc)
import Glibc
#endif

/// `formline run FORM`: fill one form, interactively on a terminal or from piped answers.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Fill a form and print the answers as one JSON object.",
        discussion: """
        At a terminal (standard input a TTY) each field is a libedit prompt, drawn on
        standard error so standard output carries only the answers: Tab/Ctrl-N and
        Shift-Tab/Ctrl-P move between fields, Ctrl-T opens the date picker, a review lists
        the answers before Enter submits. Ctrl-D on an empty line cancels (exit 3, no draft
        written, an earlier draft left alone); Ctrl-C, SIGTERM and SIGHUP save a draft of
        the answers so far (never secrets) and exit 130, 143 or 129; --resume reloads it.
        A submitted form removes its draft. ~/.editrc (or $EDITRC) lines starting with
        'formline:' apply.

        With standard input piped (not a terminal), each line answers the focused field:
        an empty line keeps the field's current value (its default), an empty line in a
        list ends the list, and after a date step focus returns to the last focused field.
        A rejected line is reported on standard error with its line number; the next line
        answers the refocused field. FORMLINE_TODAY=YYYY-MM-DD fixes 'today'.
        """
    )

    @Argument(help: "The form file, or a name in forms/ (e.g. login).", completion: FormCompletion.forms)
    var form: String

    @Option(help: "Write the answers to this file (replaced atomically; mode 0600 when the form has secrets).")
    var output: String?

    @Flag(help: "Start from the draft an interrupted run saved (FORMLINE_DRAFT_DIR, else ~/.local/state/formline/drafts).")
    var resume = false

    func run() throws {
        OutputStream.ignoreBrokenPipe()
        try reportingErrors {
            let today = try Today.resolve()
            let (path, definition) = try FormFile.load(form, today: today)
            let drafts = DraftStore()
            let draft = resume ? try drafts.load(forForm: path) : nil
            if resume && draft == nil {
                OutputStream.standardError("formline: no draft for \(path); starting afresh")
            }
            let session = FormSession(form: definition, today: today, draft: draft)
            if let draft { session.start(at: draft.focusedField) }
            if isatty(STDIN_FILENO) == 1 {
                try runInteractively(session, formPath: path, drafts: drafts)
                return
            }
            try runPiped(session, output: AnswerOutput(path: output, form: definition))
            if resume { drafts.remove(forForm: path) }
        }
    }
}
