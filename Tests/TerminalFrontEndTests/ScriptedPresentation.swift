import FormCore
import FrontEndSupport
@testable import TerminalFrontEnd

/// A presentation for in-process tests of the terminal flow (`TerminalView` under
/// `FormDriver`): it answers each prompt, date step and review from a script and records
/// everything it was asked to show.
final class ScriptedPresentation: TerminalPresentation {
    enum Step {
        /// What the person does at the next field prompt: an event with the text left on the line.
        case key(LineEvent, text: String = "")
        /// At the next date step: the text typed (picked through the session), or a key.
        case date(String)
        case dateKey(DatePickerOutcome)
        /// At the review.
        case review(ReviewChoice)
    }

    let session: FormSession
    private var script: [Step]
    /// Everything shown, one entry each: `title …`, `help …`, `error …`, `section …`,
    /// `said …`, `prompt FIELD 'text'` (`kept 'text'` when a moved-away key's text came back),
    /// `date FIELD`, `review`.
    private(set) var shown: [String] = []
    /// Whether the view draws in place (`TerminalView`'s regions), as the standard
    /// presentation does at a terminal that takes cursor movement.
    var drawsInPlace = false
    /// Called at each field prompt, before its step is taken from the script.
    var onPrompt: (() -> Void)?

    init(session: FormSession, script: [Step]) {
        self.session = session
        self.script = script
    }

    private func next() -> Step? {
        script.isEmpty ? nil : script.removeFirst()
    }

    func title(of form: FormDefinition, width: Int?) -> [String] {
        shown.append("title \(form.title)")
        return []
    }

    func help(_ text: String) -> String { record("help \(text)") }
    func error(_ text: String, at fieldID: String?) -> String { record("error \(text)") }
    func section(_ section: SectionDefinition) -> String { record("section \(section.title ?? section.id)") }
    func note(_ text: String) -> String { record("note \(text)") }
    func jumped(with key: ShortcutKey) -> String? { record("said \(key)") }

    func read(_ request: PromptRequest) -> FieldInput {
        let place = request.target.fieldID + (request.target.isRow ? "[row]" : "")
        shown.append("prompt \(place) '\(request.text)'" + (request.kept.map { " kept '\($0.text)'" } ?? ""))
        onPrompt?()
        guard case .key(let event, let text)? = next() else { return FieldInput(event: .endOfInput, buffer: LineBuffer()) }
        return FieldInput(event: event, buffer: LineBuffer(text: text))
    }

    func answer(for line: String, at target: FormFocus, in field: FieldDefinition) -> String? { line }

    func pickDate() -> DatePickerOutcome {
        shown.append("date \(session.currentField?.id ?? "?")")
        switch next() {
        case .date(let text)?:
            _ = session.pickDate(text)
            return .closed
        case .dateKey(let outcome)?:
            return outcome
        default:
            return .endOfInput
        }
    }

    func reviewLines(_ review: ReviewScreen) -> [String] {
        shown.append("review")
        return []
    }

    func readReview(_ review: ReviewScreen) -> ReviewChoice {
        guard case .review(let choice)? = next() else { return .event(.endOfInput) }
        return choice
    }

    private func record(_ entry: String) -> String {
        shown.append(entry)
        return ""
    }
}

extension FormFocus {
    var isRow: Bool {
        if case .row = self { return true }
        return false
    }
}
