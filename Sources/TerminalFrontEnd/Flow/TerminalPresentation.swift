import FormCore

/// What one focused field's prompt starts from: handed to a presentation, which reads it.
struct PromptRequest {
    let target: FormFocus
    let field: FieldDefinition
    /// The session's text for the field (`currentText(for:)`).
    let text: String
    /// Text and cursor a key that moved away left in this field, when they still apply.
    let kept: LineBuffer?
}

/// How the terminal view shows and reads: the standard presentation (libedit prompts, the
/// calendar, the review's layout, colour) or the accessible one (`AccessiblePresentation`:
/// self-contained lines read out one by one). The flow around it — what a key does to the
/// session, notices, kept text, section headings — is `TerminalView`'s and the driver's, so
/// the two modes cannot drift apart; a scripted presentation drives that flow in tests.
///
/// The seam for field kinds: `read(_:)` is where a field's prompt is presented; a
/// presentation picks the reader for the field's kind (line, secret, multi-line).
protocol TerminalPresentation: AnyObject {
    /// The form's title lines.
    func title(of form: FormDefinition, width: Int?) -> [String]
    /// A field's help line.
    func help(_ text: String) -> String
    /// A message: a refused answer or a hint, at a field (nil: at the review).
    func error(_ text: String, at fieldID: String?) -> String
    /// A section's heading.
    func section(_ section: SectionDefinition) -> String
    /// A note the flow reached (`type: note`).
    func note(_ text: String) -> String
    /// What is said when a shortcut moved focus (nil: nothing).
    func jumped(with key: ShortcutKey) -> String?
    /// Prompts the field and reads what the person did there.
    func read(_ request: PromptRequest) -> FieldInput
    /// A line typed at a field: the answer to give the session, or nil when the
    /// presentation took it itself (a multiple choice's numbers toggle its menu).
    func answer(for line: String, at target: FormFocus, in field: FieldDefinition) -> String?
    /// The open date step.
    func pickDate() -> DatePickerOutcome
    /// The review's lines.
    func reviewLines(_ review: ReviewScreen) -> [String]
    /// Reads what to do at the review.
    func readReview(_ review: ReviewScreen) -> ReviewChoice
    /// A group's row once focus left it, as one line (`row`: `Leg 1`, not yet made safe;
    /// `values`: its answers, not yet made safe).
    func leftRow(_ row: String, values: [String]) -> String
    /// Whether the form is drawn in place (`TerminalView`'s regions): a field answered and
    /// left becomes one line, the review is drawn over the answers. Only where the cursor
    /// moves: never in accessible mode, with `TERM=dumb` or when input is not a terminal.
    var drawsInPlace: Bool { get }
    /// An answered field as one line (`Email: ada@example.com`, secrets masked).
    func answerLine(_ field: FieldDefinition) -> String
}

extension TerminalPresentation {
    var drawsInPlace: Bool { false }
    func answerLine(_ field: FieldDefinition) -> String { field.label }
    func leftRow(_ row: String, values: [String]) -> String {
        PromptFormatter(style: .plain).leftRow(row, values: values)
    }
}

/// The standard terminal presentation: libedit prompts prefilled with the field's text,
/// choice lists and multiple-choice menus drawn around the line, the calendar date picker
/// (a typed date on one line where the cursor cannot move, `TERM=dumb`).
final class StandardPresentation: TerminalPresentation {
    private let session: FormSession
    private let input: Int32
    private let screen: TerminalScreen
    private let formatter: PromptFormatter
    private let editor: LineEditor
    private let secrets: SecretReader
    private let keyHelp: KeyHelp
    private var histories: [String: LineHistory] = [:]
    /// A multiple choice line after numbers toggled its menu, to prefill the field with.
    private var toggled: (target: FormFocus, text: String)?

    init(session: FormSession, input: Int32, screen: TerminalScreen, editor: LineEditor, secrets: SecretReader, keyHelp: KeyHelp) {
        self.session = session
        self.input = input
        self.screen = screen
        self.formatter = PromptFormatter(style: screen.style)
        self.editor = editor
        self.secrets = secrets
        self.keyHelp = keyHelp
    }

    func title(of form: FormDefinition, width: Int?) -> [String] { formatter.title(of: form, width: width) }
    func leftRow(_ row: String, values: [String]) -> String { formatter.leftRow(row, values: values) }
    func help(_ text: String) -> String { formatter.help(text) }
    func error(_ text: String, at fieldID: String?) -> String { formatter.message(text) }
    func section(_ section: SectionDefinition) -> String { formatter.sectionHeading(section) }
    func note(_ text: String) -> String { formatter.shownNote(text) }
    func jumped(with key: ShortcutKey) -> String? { nil }
    var drawsInPlace: Bool { screen.style.allowsCursorMovement && editor.isTerminal && editor.allowsCursorMovement }
    func answerLine(_ field: FieldDefinition) -> String { formatter.answerLine(of: field, in: session) }

    func read(_ request: PromptRequest) -> FieldInput {
        let (target, field, text) = (request.target, request.field, request.text)
        var prefill = LineBuffer(text: field.isSecret ? "" : FieldPrompt.shown(text, of: field))
        var replaces = FieldPrompt.replacesOnType(text, at: target, in: session)
        if toggled?.target != target { toggled = nil }
        let menu = FieldPrompt.showsMenu(field, on: editor)  // in place, below the line
        if field.multiple && menu {
            // The line names the checked choices; what is typed next starts another item.
            prefill = LineBuffer(text: prefill.text.isEmpty ? "" : prefill.text + ", ")
            replaces = false
        } else if field.multiple {
            // Digits typed over the line toggle the menu, so they replace it (arrows keep it).
            if let toggled { prefill = LineBuffer(text: toggled.text) }
            replaces = !prefill.text.isEmpty
            let menu = MultiChoiceMenu(field: field, text: prefill.text)
            for line in MultiChoiceMenuRenderer(style: screen.style).lines(for: menu, field: field) { screen.line(line) }
        }
        if let kept = request.kept {
            prefill = kept
            replaces = false
        }
        let listed = FieldPrompt.listsChoices(field, on: editor)
        var view = FieldPrompt(target: target, field: field, prompt: formatter.prompt(for: target, in: session, listed: listed),
                               prefill: prefill, replacesPrefill: replaces,
                               help: keyHelp.lines(for: field, style: formatter, listed: menu, at: target),
                               listStyle: menu ? screen.style : nil)
        if field.multiple && !menu {
            view.spaceEnds = { MultiChoiceMenu.toggles(in: $0, of: field) != nil }
        }
        view.tooManyPicks = FieldPrompt.tooManyPicks(field, today: session.today)
        view.rowDeletion = FieldPrompt.rowDeletion(at: target)
        if field.shape == .lines {
            defer { screen.record(editor.takeLeftLines()) }
            return MultilineInput(field: field, prompt: view.prompt, text: text, help: keyHelp.lines(for: field, style: formatter),
                                  screen: screen, formatter: formatter, terminal: input)
                .read(editor: editor, history: history(for: field, at: target))
        }
        var read = view.read(editor: editor, secrets: secrets, history: history(for: field, at: target), screen: screen)
        // A row's sub-field whose shown answer was deleted and entered is emptied, not kept
        // (a required one then says so): the person saw it go.
        if case .cell = target, case .line(let line) = read.event, !prefill.text.isEmpty, AnswerText.isBlank(line) {
            read.clears = true
        }
        return read
    }

    func answer(for line: String, at target: FormFocus, in field: FieldDefinition) -> String? {
        guard field.multiple else { return line }
        var menu = MultiChoiceMenu(field: field, text: toggled?.text ?? session.currentText(for: target))
        guard let indices = menu.toggles(in: line) else {
            toggled = nil
            return line
        }
        indices.forEach { menu.toggle($0) }  // numbers toggle; the menu is shown again
        toggled = (target, menu.text)
        return nil
    }

    func pickDate() -> DatePickerOutcome {
        guard screen.style.allowsCursorMovement else {
            // TERM=dumb: no calendar drawn again on every key, a typed date on one line
            // (accessible mode's date step: the range and examples said, the date confirmed).
            let words = AccessiblePromptFormatter(session: session)
            return AccessibleDateStep(session: session, screen: screen, reader: secrets, words: words,
                                      help: keyHelp.accessibleDateLines()).run()
        }
        return DatePicker(session: session, screen: screen, reader: KeyReader(input: input), formatter: formatter).run()
    }

    func reviewLines(_ review: ReviewScreen) -> [String] { review.lines() }

    func readReview(_ review: ReviewScreen) -> ReviewChoice {
        defer { screen.record(editor.takeLeftLines()) }
        return review.read(editor: editor, help: keyHelp.reviewLines(style: formatter))
    }

    /// The Up/Down history of what was typed at `field` (none for a secret): one per field, a
    /// list's rows sharing their list's, a group's sub-field one per group and sub-field
    /// (`legs.from`), so it never mixes with a field or another group's sub-field of that id.
    private func history(for field: FieldDefinition, at target: FormFocus) -> LineHistory? {
        guard !field.isSecret else { return nil }
        let key: String
        if case .cell(let group, _, let member) = target { key = group + "." + member } else { key = target.fieldID }
        if let history = histories[key] { return history }
        let history = LineHistory()
        histories[key] = history
        return history
    }
}
