import FormCore
import FormCommands
import FrontEndSupport
import TerminalFrontEnd
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fill of a form: a fresh `FormSession` and the front end that drives it.
///
/// Create it, observe or bind focus on ``session`` if you like, then call ``run()``:
///
/// ```swift
/// let run = FormRun(form)
/// let watching = run.session.focus.observe { move in
///     log("focus \(move.from?.description ?? "-") -> \(move.to?.description ?? "-")")
/// }
/// let answers = try run.run()
/// watching.cancel()
/// ```
///
/// The terminal front end draws on standard error (or `/dev/tty` when standard error is
/// redirected), restores the terminal on every path and catches SIGINT, SIGTERM and SIGHUP
/// only while it runs. The piped front end reads one line per focused field and installs no
/// signal handlers. Neither writes to standard output.
public final class FormRun {
    /// The form being filled.
    public let form: Form
    /// The session: focus (`session.focus`, a FocusEngine `FocusState<FormFocus>`), values and
    /// phase. Observers and bindings added before ``run()`` see every move.
    public let session: FormSession
    /// Which front end fills the form.
    public let frontEnd: FrontEnd
    /// The descriptor answers or keys are read from.
    public let input: Int32
    /// Whether the terminal front end runs in accessible mode (line by line, no colour or
    /// redraw, for screen readers), as `formline run --accessible` does.
    public let accessible: Bool
    private let report: (String) -> Void

    /// A run reading `input` (standard input by default). `report` receives each piped line
    /// that was refused, and each note of the form the flow reaches (`note: Hello Ada`; by
    /// default written to standard error); at a terminal the person sees both in the flow
    /// instead. `accessible` defaults to the `ACCESSIBLE`
    /// environment variable, like `formline run`.
    public init(_ form: Form, frontEnd: FrontEnd = .automatic, input: Int32 = STDIN_FILENO,
                accessible: Bool = AccessibleMode.isOn(flag: false),
                report: @escaping (String) -> Void = { StandardStreams.standardError($0) }) {
        self.form = form
        self.accessible = accessible
        // The form's own texts in the person's language, as `formline run` shows them.
        self.session = FormSession(form: form.definition.translated(to: Language.process), today: form.today,
                                   paths: FileSystemPathProbe(), dateLanguage: Language.process)
        self.frontEnd = frontEnd
        self.input = input
        self.report = report
    }

    /// Fills the form and returns its answers. Run it once.
    public func run() throws(FormlineError) -> Answers {
        let commands = form.definition.commands
        if !commands.isEmpty && session.commandChecker == nil {
            throw .environment(message: "the form runs commands (\(commands.map(\.summary).joined(separator: "; "))); "
                               + "call runCommands(in:) to run them if you trust them, or remove them from the form")
        }
        if form.definition.hasSources && session.sources == nil {
            // Untrusted: files in the form's folder and the identity variables only
            // (`TrustNeeds`); commands, other files and variables only with runCommands(in:).
            session.sources = SourceReader(folder: form.folder, runner: nil, environment: LaunchEnvironment.values, trusted: false)
        }
        switch frontEnd.resolved(for: input) {
        case .terminal:
            try runAtTerminal()
        case .piped, .automatic:
            _ = try PipedFill.answers(session, input: input, report: report, notes: report)
        }
        return Answers(of: session)
    }

    private func runAtTerminal() throws(FormlineError) {
        let runner: TerminalRunner
        do {
            runner = try TerminalRunner(session: session, input: input, screen: TerminalScreen.forInterface(accessible: accessible),
                                        accessible: accessible)
        } catch {
            throw .terminalUnavailable(message: "\(error)")
        }
        switch runner.run() {
        case .submitted: return
        case .cancelled: throw .cancelled
        case .interrupted(let signal): throw .interrupted(signal: signal)
        }
    }
}

extension Form {
    /// Fills the form once (see ``FormRun``) and returns the answers.
    ///
    /// ```swift
    /// let answers = try form.run()
    /// print(answers.json)
    /// ```
    public func run(frontEnd: FrontEnd = .automatic, input: Int32 = STDIN_FILENO,
                    report: @escaping (String) -> Void = { StandardStreams.standardError($0) }) throws(FormlineError) -> Answers {
        try FormRun(self, frontEnd: frontEnd, input: input, report: report).run()
    }

    /// Fills the form once and decodes the answers into `type`.
    ///
    /// ```swift
    /// struct Greeting: Decodable { var name: String; var loud: Bool }
    /// let greeting = try form.run(as: Greeting.self)
    /// ```
    public func run<T: Decodable>(as type: T.Type, frontEnd: FrontEnd = .automatic, input: Int32 = STDIN_FILENO,
                                  report: @escaping (String) -> Void = { StandardStreams.standardError($0) }) throws(FormlineError) -> T {
        try run(frontEnd: frontEnd, input: input, report: report).decode(type)
    }
}
