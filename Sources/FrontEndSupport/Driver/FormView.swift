import FormCore

/// A front end's half of a run: what `FormDriver` asks it to show and read. The driver
/// owns the flow (which step comes next, when a section heading is due); a view only
/// presents one step and turns what the person did into `FormSession` calls.
///
/// Conformers: the terminal's view (standard and accessible presentations), the piped
/// runner's, and scripted test views. A view returns `nil` from a step to go on, or its
/// `Outcome` to end the run (cancelled, interrupted, input ended…).
///
/// The seam for field kinds: `prompt(_:field:)` is one call per focused field or row; a
/// view hands it to the presenter of that field's kind (today the terminal's presentation
/// picks a line, secret or multi-line reader by kind).
public protocol FormView: AnyObject {
    /// How a run ends, besides a submit.
    associatedtype Outcome

    /// The run starts: the form's title, before the session is started.
    func begin(_ form: FormDefinition)
    /// Checked before every step: an outcome ends the run (a signal arrived, say).
    func pendingStop() -> Outcome?
    /// The heading of the section the session now shows (forms with more than one section,
    /// once per change of section).
    func showSection(_ section: SectionDefinition)
    /// Prompts the focused field or list row and acts on what was typed.
    func prompt(_ target: FormFocus, field: FieldDefinition) -> Outcome?
    /// Reads a date for the open date step of `field`.
    func pickDate(_ field: FieldDefinition) -> Outcome?
    /// Every field is answered: shows the answers and acts (submit, edit a field, go back).
    func review() -> Outcome?
    /// The session was submitted: the run's result.
    func submitted(_ answers: FormAnswers) -> Outcome
}

/// The answers of a submitted form, in form order: what a front end returns (never JSON
/// text); `FormOutput` writes them in any output format.
public struct FormAnswers: Sendable, Equatable {
    /// Each shown field with its value (nil for an unanswered optional field).
    public let fields: [(field: FieldDefinition, value: FieldValue?)]

    public init(_ fields: [(field: FieldDefinition, value: FieldValue?)]) {
        self.fields = fields
    }

    /// The answers in `format` (`prefix` before each variable name of `shell` and `env`),
    /// without a final newline: the one renderer of `run`'s output, whatever the front end.
    public func rendered(as format: AnswerFormat, prefix: String = "") -> String {
        let text = format.render(fields, prefix: prefix)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The answers as one JSON object, as `run` prints them by default.
    public var json: String { rendered(as: .json) }

    public static func == (a: FormAnswers, b: FormAnswers) -> Bool {
        a.fields.count == b.fields.count
            && zip(a.fields, b.fields).allSatisfy { $0.field == $1.field && $0.value == $1.value }
    }
}
