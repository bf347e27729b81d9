/// The keys of what formline's own command line tells a person besides its errors and
/// notices: a signal's last line (`formline: interrupted (SIGINT) before the answers were
/// written; nothing was written`), the options a piped run ignores, what `new`, `list` and
/// `check` say around their output, an unknown command, an answers file's unknown field and
/// a secret given with `--set`, how a draft of a form that is no file goes on, a form's
/// shortcuts refused at the terminal, and a multi-line field's kept lines. English here is
/// the source; each language's file (`CommandLine+German.swift` …) has a text for every key
/// with the same `{placeholders}` (`CommandLineWordsCatalogTests`). Values (paths, ids,
/// commands, numbers) are filled in as written; commands stay as written in every language.
public enum CommandLineWord: String, CaseIterable, Sendable {
    // A signal's last line (`ExitOnSignal`), prepared before any signal arrives.
    case signalInterrupted
    case signalTerminated
    case signalHungUp
    case signalBeforeAnswersWritten
    case signalWhileAnswersWritten
    case signalFillStopped
    case signalFillStoppedKept
    case quotedFile
    case twoFiles
    // Options that act only at a terminal, given to a piped run.
    case timeoutIgnoredWhenPiped
    case accessibleIgnoredWhenPiped
    // `formline new`.
    case wroteForm
    case wroteFormAndScenarios
    // A command line argument-parser refused.
    case unknownCommand
    // `formline list`.
    case noFormsFound
    case listHasErrors
    case listShadowed
    // `formline check`'s summary.
    case checkOnlyWhenTrusted
    // Answers given up front.
    case answersFieldLeftOut
    case answersFieldLeftOutHint
    case setSecretWarning
    // How a run's draft goes on when the form is no file.
    case resumeGivenSameText
    case discardThenDelete
    // A form's shortcuts refused at the terminal.
    case shortcutsOff
    case keyReserved
    case keyBoundTwice
    // Why a key is reserved (besides key names and the Word catalog's `next field` …).
    case reasonInterrupt
    case reasonEndOfInput
    case reasonBackspace
    case reasonDatePicker
    case reasonSuspend
    case reasonCursorKeys
    // A multi-line field that holds text.
    case multilineKept
}

extension CommandLineWord {
    public static func englishText(_ word: CommandLineWord) -> String {
        switch word {
        case .signalInterrupted: "interrupted (SIGINT)"
        case .signalTerminated: "terminated (SIGTERM)"
        case .signalHungUp: "hung up (SIGHUP)"
        case .signalBeforeAnswersWritten: "{signal} before the answers were written; nothing was written"
        case .signalWhileAnswersWritten: "{signal} while the answers were written; nothing was written"
        case .signalFillStopped: "fill: {signal}; stopped"
        case .signalFillStoppedKept: "fill: {signal}; stopped; {files} left as before"
        case .quotedFile: "'{path}'"
        case .twoFiles: "{first} and {second}"
        case .timeoutIgnoredWhenPiped: "--timeout applies only at a terminal, and standard input is not one: ignored; "
            + "to bound a piped run, use `timeout {seconds} formline …` (also exit {status})"
        case .accessibleIgnoredWhenPiped: "--accessible applies only at a terminal, and standard input is not one: ignored "
            + "(piped runs print no prompts, only plain messages)"
        case .wroteForm: "Wrote {path}. Edit it, then run `formline check {path}`."
        case .wroteFormAndScenarios: "Wrote {path} and its scenarios {scenarios}. Edit them, then run "
            + "`formline check {path}` and `formline test {scenarios}`."
        case .unknownCommand: "unknown command '{command}'; {suggestion}the commands are {commands} (formline --help)"
        case .noFormsFound: "no forms found; looked in:\n{folders}"
        case .listHasErrors: "(has errors)"
        case .listShadowed: "{place}, shadowed"
        case .checkOnlyWhenTrusted: "{doing} (only when trusted: formline trust FORM):"
        case .answersFieldLeftOut: "--answers {document}: '{id}' is not a field of this form; left out"
        case .answersFieldLeftOutHint: "--answers {document}: '{id}' is not a field of this form; left out ({hint})"
        case .setSecretWarning: "warning: --set {id}=… puts a secret in the process list, where other users can see it; "
            + "use --answers FILE or {variable} instead"
        case .resumeGivenSameText: "{command} (given the same form text again)"
        case .discardThenDelete: "{command} (then delete the file it lists)"
        case .shortcutsOff: "form shortcuts are off: {reason}"
        case .keyReserved: "{key} is reserved ({reason})"
        case .keyBoundTwice: "{key} is bound twice"
        case .reasonInterrupt: "interrupt"
        case .reasonEndOfInput: "end of input"
        case .reasonBackspace: "backspace"
        case .reasonDatePicker: "date picker"
        case .reasonSuspend: "suspend"
        case .reasonCursorKeys: "starts cursor-key sequences"
        case .multilineKept: "Enter keeps these lines; typing replaces them; Ctrl-X Ctrl-E edits them"
        }
    }
}

extension Words {
    /// The text of a command line's `word` with each `{name}` replaced by `values[name]`, as
    /// written (paths, ids, commands, numbers).
    public func callAsFunction(_ word: CommandLineWord, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(text(word), values)
    }
}
