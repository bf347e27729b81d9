import FormCore
import Formline
import FormCommands
import FrontEndSupport
import PipedFrontEnd
#if canImport(Glibc)
import Glibc
#endif

/// What `formline run` was asked to do, as plain values: the form, `--output`, `--resume`,
/// the scripting options and `--accessible`. `RunCommand` (swift-argument-parser) makes one
/// from a parsed command line; `RunRequest.parsedFast` makes the one for `run FORM` alone
/// without swift-argument-parser, whose reflection would cost most of a run's start-up.
///
/// ```swift
/// RunRequest.parsedFast(["run", "login"]) == RunRequest(form: "login")   // true
/// try RunRequest(RunCommand.parse(["login", "--defaults"])).scripting.defaults   // true
/// ```
struct RunRequest: Equatable {
    var form: String
    var output: String?
    var resume = false
    var scripting = ScriptingValues()
    var accessible = false
    /// `--trust`: run the form's commands this once; `--no-checks`: skip them.
    var trust = false
    var noChecks = false

    /// `run FORM` with every option at its default.
    init(form: String) {
        self.form = form
    }

    /// The values of a parsed `run` command line.
    init(_ command: RunCommand) {
        form = command.form
        output = command.output
        resume = command.resume
        scripting = ScriptingValues(command.scripting)
        accessible = command.accessibility.accessible
        trust = command.commands.trust
        noChecks = command.commands.noChecks
    }

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        try reportingErrors {
            let environment = LaunchEnvironment.values
            let today = try Today.resolve(environment: environment)
            let loaded = try FormFile.load(form, today: today, search: FormSearchPath(environment: environment), words: .process)
            // The person's language, once: labels, help, notes and messages (values never change).
            let (path, definition, text) = (loaded.path, loaded.form.translated(to: Language.process), loaded.text)
            if let output = output.unlessDash { _ = try OutputTarget.resolve(output) }  // before anything is asked
            let session = FormSession(form: definition, today: today, paths: FileSystemPathProbe(), dateLanguage: Language.process)
            let gate = try decide(for: definition, opened: loaded.opened, environment: environment)
            session.commandChecker = gate.runner
            session.sources = CommandGate.sources(for: definition, opened: loaded.opened, runner: gate.runner, trusted: gate.trusted,
                                                  environment: environment)
            // Answers given up front are checked before any front end's handlers: a signal
            // meanwhile kills the check running (`RunningCommands`) and says nothing was written.
            if session.commandChecker != nil { ExitOnSignal.install(.pipedRun) }
            let draft = RunDraft(store: DraftStore(environment: environment), formPath: path, formText: text, formName: form)
            let notices = try draft.start(session, resume: resume)
            let atTerminal = FrontEnd.automatic.resolved(for: STDIN_FILENO) == .terminal
            if try applyScripting(to: session, formName: form, atTerminal: atTerminal) == .submitted {
                for notice in notices { StandardStreams.standardError("formline: " + notice) }
                try writeScripted(session, draft: draft)
                return
            }
            if atTerminal {
                try runInteractively(session, draft: draft, notices: notices)
                return
            }
            if FormFile.isStandardInput(path) {
                throw FrontEndError(.error(.formReadFromStandardInput), status: .usage)
            }
            for notice in notices + terminalOnlyNotes { StandardStreams.standardError("formline: " + notice) }
            try runPiped(session, output: AnswerOutput(path: output, form: definition), draft: draft)
        }
    }
}

extension RunRequest {
    /// The gate's decision for the form as read: the runner of its commands (nil when it has
    /// none or `--no-checks` skips them) and whether it is trusted; an untrusted form that needs
    /// trust stops here, before the first question (exit 77).
    func decide(for form: FormDefinition, opened: OpenedForm, environment: [String: String],
                notice: (String) -> Void = { StandardStreams.standardError("formline: " + $0) }) throws(FrontEndError) -> CommandGate.Decision {
        try CommandGate.decide(form: form, opened: opened, trust: trust, noChecks: noChecks, environment: environment, notice: notice)
    }
}
