/// What a front end shows next, read off the session: the one place a driver asks.
///
/// ```swift
/// switch session.step() {
/// case .field(let target, let field): /* prompt it */
/// case .pickingDate(let field):       /* read a date */
/// case .review:                       /* list the answers; Enter submits */
/// case .submitted:                    /* done: session.answers */
/// }
/// ```
public enum FormStep: Equatable {
    /// A field or list row has focus: prompt it.
    case field(FormFocus)
    /// A date step is open for this field.
    case pickingDate(field: String)
    /// Every shown field is answered and nothing has focus: review, then submit.
    case review
    /// The form was submitted.
    case submitted
}

/// How a Tab or Shift-Tab went (`FormSession.tab(forward:keeping:)`).
public enum TabMove: Equatable, Sendable {
    /// Focus moved.
    case moved
    /// Focus moved on from the list `field`, left with Tab, whose rows do not pass its
    /// checks: the rows are kept (Shift-Tab goes back to them), `message` says why.
    case leftList(field: String, message: MessageText)
    /// Nowhere to go: the last field (forward) or the first (backward).
    case atEnd
    /// No field after this one takes typed text, but the date step `field` comes later (it is
    /// reached by answering this one: Enter, or Ctrl-T at a terminal).
    case beforeStep(field: String)
}

extension FormSession {
    /// What to show now. Editing with nothing focused (a view's binding blurred the
    /// field, say) goes to the first field still needing an answer first, so no front end
    /// has to patch that case itself.
    package func step() -> FormStep {
        if phase == .editing, focus.value == nil { focusFirstUnanswered() }
        switch phase {
        case .submitted: return .submitted
        case .complete: return .review
        case .pickingDate(let id): return .pickingDate(field: id)
        case .editing:
            guard let target = focus.value else { return .review }
            return .field(target)
        }
    }

    /// Tab (`forward`) or Shift-Tab, keeping `text` typed into the focused field or row.
    /// On top of `next(keeping:)` and `previous(keeping:)`, so that moving is never blocked
    /// and never loses a list:
    ///
    /// - a list field with no rows has nothing in the focus order; Tab and Shift-Tab stop at
    ///   it anyway (focusing it adds its first row) instead of skipping it;
    /// - Tab out of a list's last row answers the list as Enter on an empty row would (its
    ///   rows are checked, then focus goes to the field after it), so the flow does not come
    ///   back to it; when its rows do not pass, focus still moves (`.leftList`).
    ///
    /// O(log n) in the form's fields, like every move: the next stop is found in the
    /// per-field flags, never by listing the visible fields.
    ///
    /// ```swift
    /// session.tab(forward: true, keeping: "Call Bob")  // .moved, or .leftList(field: "reminders", message: …)
    /// session.tab(forward: false, keeping: nil)        // .atEnd at the first field
    /// ```
    @discardableResult
    package func tab(forward: Bool, keeping text: String?) -> TabMove {
        var text = text
        if case .field? = focus.value, let typed = text, phase == .editing {
            // Kept first, so a field it shows (a `when` on it) is a stop already.
            keep(typed)
            text = nil
        }
        guard let current = focus.value, let index = indexByID[current.fieldID], shown[index] else {
            return (forward ? next(keeping: text) : previous(keeping: text)) ? .moved : .atEnd
        }
        if case .cell = current {
            if let typed = text { keep(typed) }
            if let target = neighbourCell(of: current, forward: forward) { return focus.focus(target) ? .moved : .atEnd }
            if forward { return leaveGroupByTab(index, then: inputs.first(after: index)) }
            return previous() ? .moved : .atEnd
        }
        if case .row(let id, let row) = current, let list = lists[id]?.list, let position = list.index(of: row),
           list.rows.indices.contains(position + (forward ? 1 : -1)) {
            return (forward ? next(keeping: text) : previous(keeping: text)) ? .moved : .atEnd
        }
        // The next field Tab can stop at, empty lists included.
        let target = forward ? inputs.first(after: index) : inputs.last(before: index)
        if forward, case .row(let listID, _) = current {
            return leaveList(listID, keeping: text, then: target)
        }
        if let target, rows(of: fields[target].id).isEmpty, fields[target].holdsRows {
            return focusField(fields[target].id, keeping: text) ? .moved : .atEnd
        }
        if forward ? next(keeping: text) : previous(keeping: text) { return .moved }
        // Dates are steps, never Tab stops: the last text field before one is not the last field.
        if forward, let step = fields.indices[(index + 1)...].first(where: { isVisible(fields[$0].id) && fields[$0].shape == .dateStep }) {
            return .beforeStep(field: fields[step].id)
        }
        return .atEnd
    }

    /// Tab out of a list's last row: answers the list like Enter on an empty row, then
    /// focuses the field at `then` when the answer moved elsewhere.
    private func leaveList(_ listID: String, keeping text: String?, then target: Int?) -> TabMove {
        let nextID = target.map { fields[$0].id }
        let typed = text.map(AnswerText.trimmed) ?? ""
        if !typed.isEmpty, case .failure(let failure) = answer(typed) {
            return moveOn(listID, failure.text, to: nextID)
        }
        // Now on an empty row (the one Enter added, or the one Tab was pressed on), unless
        // the row filled the list (its most rows) and the session already left it.
        guard case .row(listID, _)? = focus.value else { return .moved }
        if case .failure(let failure) = answer("") {
            return moveOn(listID, failure.text, to: nextID)
        }
        if let nextID, focus.value?.fieldID != nextID, phase == .editing {
            focusField(nextID)
        }
        return .moved
    }

    private func moveOn(_ listID: String, _ message: MessageText, to nextID: String?) -> TabMove {
        let moved = nextID.map { focusField($0) } ?? next()
        return moved ? .leftList(field: listID, message: message) : .atEnd
    }
}
