#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore

/// What `TerminalRunner` shows and reads in accessible mode (see `AccessibleMode`), in
/// place of libedit prompts, the calendar and the review's layout. Nothing is redrawn in
/// place and no escape sequence is written: a prompt is one self-contained line
/// (`AccessiblePromptFormatter`), read by a `SecretReader` that echoes what is typed (not
/// libedit, whose redraws write cursor movement even with `TERM=dumb`).
///
/// The answer path is the session's, as in the usual prompts: an empty line answers with
/// the text shown as `now …` (what a prefilled prompt gives on Enter), a choice's number is
/// turned into its name (`NumberedChoices`), and navigation keys carry what was typed.
struct AccessibleView {
    let session: FormSession
    let screen: TerminalScreen
    let words: AccessiblePromptFormatter
    let reader: SecretReader
    private let secrets: SecretReader
    private let keyHelp: KeyHelp

    init(session: FormSession, input: Int32, screen: TerminalScreen, keys: KeyBindings) {
        self.session = session
        self.screen = screen
        self.words = AccessiblePromptFormatter(session: session)
        self.reader = SecretReader(echoingOn: input, output: screen.fd, keys: keys)
        self.secrets = SecretReader(input: input, output: screen.fd, keys: keys)
        self.keyHelp = KeyHelp(session: session, keys: keys)
    }

    /// Prompts for `target` and reads one line.
    func read(_ target: FormFocus, in field: FieldDefinition) -> FieldInput {
        let prompt = words.prompt(for: target)
        let help = keyHelp.accessibleLines(for: field, at: words.place(of: field).joined(separator: ", "))
        if field.shape == .lines { return readLines(target, in: field, prompt: prompt, help: help) }
        let (event, typed) = (field.isSecret ? secrets : reader).readSecretKeepingText(prompt: prompt, help: help)
        guard !field.isSecret else { return FieldInput(event: event, buffer: LineBuffer(text: typed)) }
        // Nothing typed before a key that moves away: the field keeps what it holds.
        let kept = typed.isEmpty ? session.currentText(for: target) : typed
        switch event {
        case .line(let text):
            if let said = AccessibleChoiceSearch(field: field).reply(to: text) {
                // A search, not an answer: read out the matches, then ask again.
                screen.line(said)
                return FieldInput(event: .cancel, buffer: LineBuffer())
            }
            var answer = text.isEmpty ? session.currentText(for: target) : text
            if field.multiple {
                answer = NumberedChoices(field).answer(forItems: answer)
            } else if field.offersChoices {
                answer = NumberedChoices(field).answer(for: answer)
            }
            return FieldInput(event: .line(answer), buffer: LineBuffer(text: answer))
        case .datePicker:
            return FieldInput(event: .datePicker(text: kept, cursor: kept.unicodeScalars.count), buffer: LineBuffer(text: kept))
        case .shortcut(let key, _):
            return FieldInput(event: .shortcut(key: key, text: kept), buffer: LineBuffer(text: kept))
        default:
            return FieldInput(event: event, buffer: LineBuffer(text: kept))
        }
    }

    /// The date step, typed.
    func pickDate() -> DatePickerOutcome {
        AccessibleDateStep(session: session, screen: screen, reader: reader, words: words,
                           help: keyHelp.accessibleDateLines()).run()
    }

    /// The review's lines.
    func reviewLines() -> [String] {
        words.reviewLines()
    }

    /// Reads what to do at the review.
    func readReview(_ review: ReviewScreen) -> ReviewChoice {
        let event = reader.readSecretKeepingText(prompt: words.reviewPrompt, help: keyHelp.accessibleReviewLines()).event
        if case .line(let text) = event { return review.choice(for: text) }
        return .event(event)
    }
}
