import FormCore
import FormOutput

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
    /// A note (`type: note`) the flow reached, shown once before the step after it.
    func showNote(_ note: FormSession.DueNote)
    /// Prompts the focused field or list row and acts on what was typed.
    func prompt(_ target: FormFocus, field: FieldDefinition) -> Outcome?
    /// Reads a date for the open date step of `field`.
    func pickDate(_ field: FieldDefinition) -> Outcome?
    /// Every field is answered: shows the answers and acts (submit, edit a field, go back).
    func review() -> Outcome?
    /// The session was submitted: the run's result.
    func submitted(_ answers: FormAnswers) -> Outcome
}
