import FocusEngine
import FormCore

/// Binds the prompt views to the session's focus, two-way, through one `FocusBinding` per
/// focus value (each field that takes text, each list row).
///
/// Model to view: a binding's trigger schedules its prompt when the session focuses the
/// value and unschedules it on blur, so the loop shows whatever the model focused (after an
/// answer, a navigation key, a shortcut, a restored date step or a failed submit).
/// View to model: a prompt calls `viewDidFocus` as it opens; navigation itself goes through
/// the session (`next(keeping:)` and friends), which keeps typed text and skips hidden fields.
final class PromptSchedule {
    private let session: FormSession
    private var bindings: [FormFocus: FocusBinding] = [:]
    /// The focus value whose prompt is due, if any.
    private(set) var scheduled: FormFocus?

    init(session: FormSession) {
        self.session = session
        refresh()
    }

    /// Binds focus values that appeared since (new list rows) and drops rows that are gone.
    /// A value bound while it already has focus is scheduled at once.
    func refresh() {
        var live: Set<FormFocus> = []
        for field in session.form.fields where field.kind.takesTextInput {
            if field.kind == .list {
                for row in session.rows(of: field.id) { live.insert(.row(field: field.id, row: row.id)) }
            } else {
                live.insert(.field(field.id))
            }
        }
        for value in bindings.keys where !live.contains(value) { bindings[value] = nil }
        for value in live where bindings[value] == nil { bind(value) }
    }

    /// The prompt for `value` has opened: the view takes focus (a no-op when the model gave it).
    func viewDidFocus(_ value: FormFocus) {
        bindings[value]?.onFocus()
    }

    private func bind(_ value: FormFocus) {
        let binding = session.focus.binding(for: value)
        binding.trigger.focusAction = { [unowned self] in self.scheduled = value }
        binding.trigger.blurAction = { [unowned self] in
            if self.scheduled == value { self.scheduled = nil }
        }
        bindings[value] = binding
        if session.focus.value == value { scheduled = value }
    }
}
