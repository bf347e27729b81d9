import FormCore
import FrontEndSupport

/// Leaving the date step without a date, the same at the calendar and in accessible mode.
///
/// ```swift
/// let exit = DateStepExit(session: session, formatter: formatter)
/// exit.leave("due", forward: false)           // focuses the field before the date field
/// exit.close("due", label: "[3/3] Due date")  // "[3/3] Due date: 2026-11-23 (kept)"
/// ```
struct DateStepExit {
    let session: FormSession
    let formatter: PromptFormatter

    /// Tab / Shift-Tab: focuses the field after (or before) the date field, if any.
    func leave(_ id: String, forward: Bool) -> Bool {
        if let left = session.leaveCellDateStep(forward: forward) { return left }
        let visible = session.visibleFields
        guard let index = visible.firstIndex(where: { $0.id == id }) else { return false }
        let others = forward ? Array(visible[(index + 1)...]) : Array(visible[..<index].reversed())
        guard let target = others.first else { return false }
        return session.focusField(target.id)
    }

    /// Escape: back to the field the date key opened the step from. Reached in order with no
    /// date answered yet (or in a group's row), it is Shift-Tab (the field or sub-field before). Otherwise (opened from the
    /// review, on resume) the date is kept as it is and the flow goes on (to the review when
    /// every field is answered). Returns what to say, or nil when it cannot close.
    func close(_ id: String, label: String) -> String? {
        let kept = session.dateStepText
        let words = Words.process
        let said = kept.map { words(.calendarKept, ["field": label, "date": formatter.safe($0)]) } ?? words(.calendarNoDate, ["field": label])
        if session.cancelDatePicker() { return said }
        let inRow = if case .cell? = session.focus.step { true } else { false }
        if !session.dateStepOpenedByKey, inRow || !session.isAnswered(id) {
            return leave(id, forward: false) ? words(.calendarNoDate, ["field": label]) : nil
        }
        guard let field = session.form.field(id), kept != nil || !field.required else { return nil }
        if case .success = session.pickDate(kept ?? "") { return said }
        return nil
    }
}
