import FocusEngine
import FormCore
import FrontEndSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's `FormView`: turns what the person did at a prompt, the date step or the
/// review into `FormSession` calls, and keeps what only a terminal needs between steps (the
/// notice for the next prompt, text left in a field by a key that moved away). How things
/// look and are read is its `TerminalPresentation`'s: standard or accessible.
final class TerminalView: FormView {
    typealias Outcome = TerminalOutcome

    private let session: FormSession
    private let input: Int32
    private let screen: TerminalScreen
    private let presentation: any TerminalPresentation
    /// Whether a signal that arrived ends the run (the real terminal's `TerminalGuard`).
    private let pendingSignal: () -> Int32?
    /// A message for the next prompt: the session's (a rejected answer, a failed submit,
    /// through `observeMessage`), or a hint of the terminal's own.
    private var notice: String?
    private var messageObservation: FocusObservation?
    /// Text and cursor left in a field by a key that moved away (date picker, shortcut).
    private var kept: (target: FormFocus, buffer: LineBuffer)?
    private var lastPrompted: FormFocus?

    init(session: FormSession, input: Int32, screen: TerminalScreen, presentation: any TerminalPresentation,
         pendingSignal: @escaping () -> Int32? = { TerminalGuard.pendingSignal }) {
        self.session = session
        self.input = input
        self.screen = screen
        self.presentation = presentation
        self.pendingSignal = pendingSignal
        // At a terminal a date the flow reached is answered and the flow moves on (issue 24).
        session.dateStepMovesOn = true
    }

    func begin(_ form: FormDefinition) {
        for line in presentation.title(of: form) { screen.line(line) }
        messageObservation = session.observeMessage { [unowned self] failure in self.notice = failure?.message }
    }

    func pendingStop() -> TerminalOutcome? {
        pendingSignal().map(interrupted)
    }

    func showSection(_ section: SectionDefinition) {
        screen.line(presentation.section(section))
    }

    func showNote(_ note: FormSession.DueNote) {
        screen.line(presentation.note(note.text))
    }

    func submitted(_ answers: FormAnswers) -> TerminalOutcome {
        .submitted(answers)
    }

    // MARK: - Field prompts

    func prompt(_ target: FormFocus, field: FieldDefinition) -> TerminalOutcome? {
        if let last = lastPrompted, !target.isInSameRow(as: last), let record = session.rowSummary(at: last),
           let group = session.field(last.fieldID), let row = session.rowPosition(of: last) {
            // A group's row once left: one line (its prompts scroll away above it).
            screen.line(presentation.leftRow("\(group.label) \(row.index)", values: GroupPresenter.values(record)))
        }
        if target.fieldID != lastPrompted?.fieldID, let help = field.help {
            screen.line(presentation.help(help))
        }
        lastPrompted = target
        if let text = notice {
            screen.line(presentation.error(text, at: field.id))
            notice = nil
        }
        let text = session.currentText(for: target)
        let keptHere = kept.flatMap { $0.target == target && $0.buffer.text == text ? $0.buffer : nil }
        kept = nil
        let read = presentation.read(PromptRequest(target: target, field: field, text: text, kept: keptHere))
        let outcome = handle(read, at: target, in: field)
        if outcome == .cancelled { return endOfInput() }
        return outcome
    }

    private func handle(_ read: FieldInput, at target: FormFocus, in field: FieldDefinition) -> TerminalOutcome? {
        let typed: String? = field.kind == .secret && read.buffer.text.isEmpty ? nil : read.buffer.text
        switch read.event {
        case .line where read.clears:
            session.answerWithNothing()  // an emptied editor file: no text, not "keep it"
        case .line(let text):
            // A blank line keeps what the field holds (a secret already given too): FormSession's policy.
            // A refusal's reason is the next prompt's, each time: the same refusal again (Enter
            // on a rejected value) repeats it, where the session's message does not change.
            if let answer = presentation.answer(for: text, at: target, in: field),
               case .failure(let failure) = session.answer(answer) {
                notice = failure.message
            }
        case .next, .previous:
            let forward = read.event == .next
            switch session.tab(forward: forward, keeping: typed) {
            case .moved:
                break
            case .leftList(let list, let message):
                let kept = session.field(list)?.kind == .group ? "the rows are kept" : "the list is kept"
                notice = "\(session.field(list)?.label ?? list): \(message) "
                    + "(\(kept); Shift-Tab goes back to it)"
            case .atEnd:
                kept = (target, read.buffer)
                notice = forward ? "this is the last field; press Enter to answer it" : "this is the first field"
            }
        case .datePicker(let text, _):
            kept = (target, read.buffer)
            let keeping = field.kind == .secret ? typed : text
            if !session.openDatePicker(keeping: keeping) { notice = "this form has no date field" }
        case .shortcut(let key, let text):
            kept = (target, read.buffer)
            if !session.activate(key, keeping: field.kind == .secret ? typed : text) {
                notice = "\(key) has no field to go to now"
            } else if let said = presentation.jumped(with: key) {
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

    /// Ctrl-D cancels; input that ended because the terminal went away is a hang-up,
    /// whose answers are kept like after SIGHUP.
    private func endOfInput() -> TerminalOutcome {
        if let signal = pendingSignal() { return .interrupted(signal: signal) }
        return TerminalInput.isHungUp(input) ? .interrupted(signal: SIGHUP) : .cancelled
    }

    // MARK: - Date step and review

    func pickDate(_ field: FieldDefinition) -> TerminalOutcome? {
        notice = nil
        switch presentation.pickDate() {
        case .closed: return nil
        case .interrupt: return .interrupted(signal: SIGINT)
        case .endOfInput: return endOfInput()
        case .signal(let signal): return interrupted(signal)
        }
    }

    func review() -> TerminalOutcome? {
        let review = ReviewScreen(session: session, formatter: PromptFormatter(style: screen.style))
        for line in presentation.reviewLines(review) { screen.line(line) }
        if let text = notice {
            screen.line(presentation.error(text, at: nil))
            notice = nil
        }
        while true {
            switch presentation.readReview(review) {
            case .submit:
                if case .failure(let failure) = session.submit(), let label = session.field(failure.field)?.label {
                    notice = "\(label): \(failure.message)"  // from the review, name the field
                }
                return nil
            case .edit(let id):
                session.focusField(id)
                return nil
            case .unknown(let text):
                screen.line(presentation.error(review.unknownMessage(text), at: nil))
            case .event(.previous):
                session.previous()
                return nil
            case .event(.shortcut(let key, _)):
                if session.activate(key) { return nil }
            case .event(.datePicker):
                if session.openDatePicker() { return nil }
            case .event(.interrupt):
                return .interrupted(signal: SIGINT)
            case .event(.signal(let signal)):
                return interrupted(signal)
            case .event(.endOfInput):
                return endOfInput()
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
