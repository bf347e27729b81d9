import FormCore

/// The accessible terminal presentation (see `AccessibleMode`): every prompt, help line,
/// message, heading, date step and review is a self-contained line read by
/// `AccessibleView`; no menu or list is drawn around the line.
final class AccessiblePresentation: TerminalPresentation {
    private let view: AccessibleView

    init(_ view: AccessibleView) {
        self.view = view
    }

    func title(of form: FormDefinition, width: Int?) -> [String] { view.words.title(of: form) }
    func help(_ text: String) -> String { view.words.help(text) }
    func error(_ text: String, at fieldID: String?) -> String { view.words.error(text, at: fieldID) }
    func section(_ section: SectionDefinition) -> String { view.words.section(section) }
    func note(_ text: String) -> String { view.words.note(text) }
    func leftRow(_ row: String, values: [String]) -> String {
        plainWords.safe(row) + " done: " + values.map { plainWords.safe($0) }.joined(separator: ", ")
    }
    private var plainWords: PromptFormatter { PromptFormatter(style: .plain) }
    func jumped(with key: ShortcutKey) -> String? { view.words.jumped(with: key) }
    func read(_ request: PromptRequest) -> FieldInput { view.read(request.target, in: request.field) }
    func answer(for line: String, at target: FormFocus, in field: FieldDefinition) -> String? { line }
    func pickDate() -> DatePickerOutcome { view.pickDate() }
    func reviewLines(_ review: ReviewScreen) -> [String] { view.reviewLines() }
    func readReview(_ review: ReviewScreen) -> ReviewChoice { view.readReview(review) }
}
