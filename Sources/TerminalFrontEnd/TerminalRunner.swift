import FocusEngine
import FormCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive front end: a thin loop over a `FormSession`, drawing on a
/// `TerminalScreen` (standard error or the terminal) and reading keys from a terminal.
///
/// The session decides everything; the loop shows what it focused. A prompt shows the
/// field's position and label, prefilled with its current text; Enter answers, Tab / Ctrl-N
/// and Shift-Tab / Ctrl-P move (never blocked by an invalid value, which is kept), Ctrl-T
/// opens the date picker (the text and cursor come back afterwards), form shortcuts focus
/// their field from anywhere. Once every field is answered a review lists the answers;
/// Enter submits. Ctrl-D on an empty line cancels; Ctrl-C, SIGTERM and SIGHUP interrupt.
/// The terminal's settings are restored on every path (see `TerminalGuard`).
public final class TerminalRunner {
    private let session: FormSession
    private let input: Int32
    private let screen: TerminalScreen
    private let formatter: PromptFormatter
    private let editor: LineEditor
    private let secrets: SecretReader
    private let keyHelp: KeyHelp
    private var histories: [String: LineHistory] = [:]
    /// A message for the next prompt: the session's (a rejected answer, a failed submit,
    /// through `observeMessage`), or a hint of the terminal's own.
    private var notice: String?
    private var messageObservation: FocusObservation?
    /// Text and cursor left in a field by a key that moved away (date picker, shortcut).
    private var kept: (target: FormFocus, buffer: LineBuffer)?
    /// The session's section changed (or the review covered the screen) since its heading was shown.
    private var headingDue = true
    private var sectionObservation: FocusObservation?
    private var lastPrompted: FormFocus?
    /// A multiple choice line after numbers toggled its menu, to prefill the field with.
    private var toggled: (target: FormFocus, text: String)?
    /// Set in accessible mode: prompts, date step and review read out line by line.
    private let accessible: AccessibleView?

    /// A runner reading keys from `input` and drawing on `screen`; libedit settings come
    /// from `editrc` (`$EDITRC` or `~/.editrc` by default, `formline:` lines). `accessible`
    /// turns on accessible mode (see `AccessibleMode`; give it a `.plain` screen).
    public init(session: FormSession, input: Int32 = STDIN_FILENO, screen: TerminalScreen,
                editrc: EditrcSource = .user, accessible: Bool = false) throws {
        self.session = session
        self.input = input
        self.screen = screen
        self.formatter = PromptFormatter(style: screen.style)
        let keys: KeyBindings
        do {
            keys = try KeyBindings(session: session)
        } catch {
            screen.line(PromptFormatter(style: screen.style).note("formline: form shortcuts are off: \(error)"))
            keys = .standard
        }
        self.editor = try LineEditor(input: input, output: screen.fd, keys: keys, editrc: editrc,
                                     bracketedPaste: screen.style.allowsCursorMovement)
        self.secrets = SecretReader(input: input, output: screen.fd, keys: keys,
                                    bracketedPaste: screen.style.allowsCursorMovement)
        self.keyHelp = KeyHelp(session: session, keys: keys)
        self.accessible = accessible ? AccessibleView(session: session, input: input, screen: screen, keys: keys) : nil
    }

    /// Runs the form to its end. Starts the session unless the caller already did (for
    /// example at a draft's field).
    public func run() -> TerminalOutcome {
        let guardian = try? TerminalGuard(fd: input, screen: screen.fd)
        defer { guardian?.release() }
        for line in accessible?.words.title(of: session.form) ?? formatter.title(of: session.form) { screen.line(line) }
        session.startIfNew()
        sectionObservation = session.sections.observeSection { [unowned self] _, _ in self.headingDue = true }
        messageObservation = session.observeMessage { [unowned self] failure in self.notice = failure?.message }
        while true {
            if let signal = TerminalGuard.pendingSignal { return interrupted(signal) }
            let outcome: TerminalOutcome?
            switch session.phase {
            case .submitted:
                return .submitted(json: AnswerJSON.encode(session.answers))
            case .complete:
                showNotes()
                outcome = review()
            case .pickingDate:
                showSectionHeading()
                showNotes()
                outcome = pickDate()
            case .editing:
                if let target = session.focus.value {
                    outcome = prompt(target)
                } else {
                    // Nothing focused while editing: go to the first field still needing an answer.
                    session.focusFirstUnanswered()
                    outcome = nil
                }
            }
            if let outcome { return outcome == .cancelled ? endOfInput() : outcome }
        }
    }

    /// Ctrl-D cancels; input that ended because the terminal went away is a hang-up,
    /// whose answers are kept like after SIGHUP.
    private func endOfInput() -> TerminalOutcome {
        if let signal = TerminalGuard.pendingSignal { return .interrupted(signal: signal) }
        return TerminalInput.isHungUp(input) ? .interrupted(signal: SIGHUP) : .cancelled
    }

    // MARK: - Field prompts

    private func prompt(_ target: FormFocus) -> TerminalOutcome? {
        guard let field = session.form.field(target.fieldID) else { return nil }
        showSectionHeading()
        showNotes()
        if target.fieldID != lastPrompted?.fieldID, let help = field.help {
            screen.line(accessible?.words.help(help) ?? formatter.help(help))
        }
        lastPrompted = target
        if let text = notice {
            screen.line(accessible?.words.error(text, at: field.id) ?? formatter.message(text))
            notice = nil
        }
        let text = session.currentText(for: target)
        var prefill = LineBuffer(text: field.kind == .secret ? "" : FieldPrompt.shown(text, of: field))
        var replaces = FieldPrompt.replacesOnType(text, at: target, in: session)
        if toggled?.target != target { toggled = nil }
        if field.multiple, accessible == nil {
            // Digits typed over the line toggle the menu, so they replace it (arrows keep it).
            if let toggled { prefill = LineBuffer(text: toggled.text) }
            replaces = !prefill.text.isEmpty
            let menu = MultiChoiceMenu(field: field, text: prefill.text)
            for line in MultiChoiceMenuRenderer(style: screen.style).lines(for: menu, field: field) { screen.line(line) }
        }
        if let kept, kept.target == target, kept.buffer.text == text {
            prefill = kept.buffer
            replaces = false
        }
        kept = nil
        let listed = accessible == nil && FieldPrompt.listsChoices(field, on: editor)
        var view = FieldPrompt(target: target, field: field, prompt: formatter.prompt(for: target, in: session, listed: listed),
                               prefill: prefill, replacesPrefill: replaces,
                               help: keyHelp.lines(for: field, style: formatter, listed: listed),
                               listStyle: listed ? screen.style : nil)
        if field.multiple {
            view.spaceEnds = { MultiChoiceMenu.toggles(in: $0, of: field) != nil }
        }
        let read = accessible?.read(target, in: field)
            ?? (field.shape == .lines ? severalLines(field, prompt: view.prompt, text: text).read(editor: editor, history: history(for: field))
                : view.read(editor: editor, secrets: secrets, history: history(for: field)))
        return handle(read, at: target, in: field)
    }

    private func handle(_ read: FieldInput, at target: FormFocus, in field: FieldDefinition) -> TerminalOutcome? {
        let typed: String? = field.kind == .secret && read.buffer.text.isEmpty ? nil : read.buffer.text
        switch read.event {
        case .line where read.clears:
            session.answerWithNothing()  // an emptied editor file: no text, not "keep it"
        case .line(let text) where field.multiple && accessible == nil:
            var menu = MultiChoiceMenu(field: field, text: toggled?.text ?? session.currentText(for: target))
            if let indices = menu.toggles(in: text) {
                indices.forEach { menu.toggle($0) }  // numbers toggle; the menu is shown again
                toggled = (target, menu.text)
            } else {
                toggled = nil
                refuse(session.answer(text))
            }
        case .line(let text):
            // A blank line keeps what the field holds (a secret already given too): FormSession's policy.
            refuse(session.answer(text))
        case .next, .previous:
            var tab = TabNavigation(session: session)
            if tab.move(forward: read.event == .next, keeping: typed) {
                notice = tab.notice
            } else {
                stay(target, read.buffer, read.event == .next ? "this is the last field; press Enter to answer it" : "this is the first field")
            }
        case .datePicker(let text, _):
            kept = (target, read.buffer)
            let keeping = field.kind == .secret ? typed : text
            if !session.openDatePicker(keeping: keeping) { notice = "this form has no date field" }
        case .shortcut(let key, let text):
            kept = (target, read.buffer)
            if !session.activate(shortcut: key, keeping: field.kind == .secret ? typed : text) {
                notice = "\(key) has no field to go to now"
            } else if let said = accessible?.words.jumped(with: key) {
                screen.line(said)
            }
        case .cancel:
            kept = (target, read.buffer)
        case .interrupt:
            return .interrupted(signal: SIGINT)
        case .signal(let signal):
            return interrupted(signal)
        case .endOfInput:
            return .cancelled
        case .editor, .pastedLines:
            break  // only `MultilineInput`'s reads end with these, and it handles them
        }
        return nil
    }

    /// A refused answer's reason for the next prompt, each time: the same refusal again
    /// (Enter on a rejected value) repeats it, where the session's message does not change.
    private func refuse(_ result: Result<Void, ValidationFailure>) {
        if case .failure(let failure) = result { notice = failure.message }
    }

    private func severalLines(_ field: FieldDefinition, prompt: String, text: String) -> MultilineInput {
        MultilineInput(field: field, prompt: prompt, text: text, help: keyHelp.lines(for: field, style: formatter),
                       screen: screen, formatter: formatter, terminal: input)
    }

    private func stay(_ target: FormFocus, _ buffer: LineBuffer, _ message: String) {
        kept = (target, buffer)
        notice = message
    }

    private func history(for field: FieldDefinition) -> LineHistory? {
        guard field.kind != .secret else { return nil }
        if let history = histories[field.id] { return history }
        let history = LineHistory()
        histories[field.id] = history
        return history
    }

    /// Shows the heading of the section the session shows (it follows focus and the date step).
    private func showSectionHeading() {
        guard headingDue, session.form.sections.count > 1,
              let section = session.form.sections.first(where: { $0.id == session.sections.current }) else { return }
        headingDue = false
        screen.line(accessible?.words.section(section) ?? formatter.sectionHeading(section))
    }

    /// The notes the flow reached (`type: note`), each shown once, read out in accessible mode.
    private func showNotes() {
        for note in session.dueNotes() {
            screen.line(accessible?.words.note(note.text) ?? formatter.shownNote(note.text))
        }
    }

    // MARK: - Date step and review

    private func pickDate() -> TerminalOutcome? {
        notice = nil
        let step = accessible?.pickDate()
            ?? DatePicker(session: session, screen: screen, reader: KeyReader(input: input), formatter: formatter).run()
        switch step {
        case .closed: return nil
        case .interrupt: return .interrupted(signal: SIGINT)
        case .endOfInput: return .cancelled
        case .signal(let signal): return interrupted(signal)
        }
    }

    private func review() -> TerminalOutcome? {
        let review = ReviewScreen(session: session, formatter: formatter)
        headingDue = true
        for line in accessible?.reviewLines() ?? review.lines() { screen.line(line) }
        if let text = notice {
            screen.line(accessible?.words.error(text, at: nil) ?? formatter.message(text))
            notice = nil
        }
        while true {
            switch accessible?.readReview(review) ?? review.read(editor: editor, help: keyHelp.reviewLines(style: formatter)) {
            case .submit:
                if case .failure(let failure) = session.submit(), let label = session.field(failure.field)?.label {
                    notice = "\(label): \(failure.message)"  // from the review, name the field
                }
                return nil
            case .edit(let id):
                session.focusField(id)
                return nil
            case .unknown(let text):
                let why = review.unknownMessage(text)
                screen.line(accessible?.words.error(why, at: nil) ?? formatter.message(why))
            case .event(.previous):
                session.previous()
                return nil
            case .event(.shortcut(let key, _)):
                if session.activate(shortcut: key) { return nil }
            case .event(.datePicker):
                if session.openDatePicker() { return nil }
            case .event(.interrupt):
                return .interrupted(signal: SIGINT)
            case .event(.signal(let signal)):
                return interrupted(signal)
            case .event(.endOfInput):
                return .cancelled
            case .event:
                continue
            }
        }
    }

    private func interrupted(_ signal: Int32) -> TerminalOutcome {
        screen.line()
        return .interrupted(signal: signal)
    }
}
