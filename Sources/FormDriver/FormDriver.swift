import FocusEngine
import FormCore
import FormOutput

/// The one flow loop every front end runs: it asks the session which step comes next
/// (`FormSession.step()`) and hands that step to a `FormView`, until the form is
/// submitted or the view ends the run.
///
/// ```swift
/// let outcome = FormDriver(session: session, view: terminalView).run()
/// ```
///
/// What the driver decides, so no view decides it again: when to start the session (unless
/// a caller already did, at a draft's field or after answers given up front), when a section
/// heading is due (the section changed, or the review covered the screen), which notes are
/// due (before the step after them), and what to do
/// with nothing focused while editing (the session's own rule, in `step()`).
public struct FormDriver<View: FormView> {
    public let session: FormSession
    public let view: View

    public init(session: FormSession, view: View) {
        self.session = session
        self.view = view
    }

    /// Runs the form to its end.
    public func run() -> View.Outcome {
        view.begin(session.form)
        session.startIfNew()
        let heading = HeadingDue()
        let observation = session.sections.observeSection { _, _ in heading.isDue = true }
        defer { observation.cancel() }
        while true {
            if let stop = view.pendingStop() { return stop }
            let outcome: View.Outcome?
            switch session.step() {
            case .submitted:
                return view.submitted(FormAnswers(session.answers))
            case .review:
                showNotes()
                outcome = view.review()
                heading.isDue = true
            case .pickingDate(let id):
                guard let field = session.field(id) else { continue }
                showHeading(heading)
                showNotes()
                outcome = view.pickDate(field)
            case .field(let target):
                // A group's cell is prompted as its sub-field (its own kind's prompt).
                guard let field = session.member(of: target) ?? session.field(target.fieldID) else { continue }
                showHeading(heading)
                showNotes()
                outcome = view.prompt(target, field: field)
            }
            if let outcome { return outcome }
        }
    }

    /// Shows each note the flow has reached (`FormSession.dueNotes()`: each once).
    private func showNotes() {
        for note in session.dueNotes() { view.showNote(note) }
    }

    /// Shows the heading of the section the session shows (it follows focus and the date step).
    private func showHeading(_ heading: HeadingDue) {
        guard heading.isDue, session.form.sections.count > 1,
              let section = session.form.sections.first(where: { $0.id == session.sections.current }) else { return }
        heading.isDue = false
        view.showSection(section)
    }
}

/// Whether a section heading is due: set by the session's section observer.
private final class HeadingDue {
    var isDue = true
}
