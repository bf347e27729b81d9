import FormCore

/// Tab / Shift-Tab at the terminal, on top of the session's `next(keeping:)` and
/// `previous(keeping:)`, so that moving is never blocked and never loses a list:
///
/// - A list field with no rows has nothing in the session's focus order; Tab and
///   Shift-Tab stop at it anyway (focusing it adds its first row) instead of skipping it.
/// - Tab out of a list's last row answers the list as Enter on an empty row would (its
///   rows are checked, then focus goes to the field after it), so the flow does not come
///   back to it; when its rows do not pass, focus still moves and `notice` says why.
///
/// ```swift
/// var tab = TabNavigation(session: session)
/// if !tab.move(forward: true, keeping: "Call Bob") { /* at the last field */ }
/// tab.notice  // "Reminders: needs at least 2 rows", or nil
/// ```
struct TabNavigation {
    let session: FormSession
    /// Why a list left with Tab is not answered, if it is not.
    private(set) var notice: String?

    init(session: FormSession) {
        self.session = session
    }

    /// Moves to the next (`forward`) or previous field, keeping `text` typed into the
    /// focused one. Returns false when there is nowhere to go.
    mutating func move(forward: Bool, keeping text: String?) -> Bool {
        guard let current = session.focus.value else { return step(forward, text) }
        let visible = session.visibleFields
        let order = session.focusOrder
        let currentIndex = visible.firstIndex { $0.id == current.fieldID } ?? 0
        let stepIndex = order.firstIndex(of: current).map { $0 + (forward ? 1 : -1) }
        let target = stepIndex.flatMap { order.indices.contains($0) ? order[$0] : nil }
        let targetIndex = target.flatMap { next in visible.firstIndex { $0.id == next.fieldID } }
            ?? (forward ? visible.count : -1)
        // A list with no rows between here and the target: stop there.
        let between = forward ? Array(visible[min(currentIndex + 1, visible.count)..<max(targetIndex, currentIndex + 1)])
            : Array(visible[min(targetIndex + 1, currentIndex)..<currentIndex].reversed())
        let emptyList = between.first { $0.kind == .list && session.rows(of: $0.id).isEmpty }
        if forward, case .row(let listID, _) = current, target?.fieldID != listID {
            return leaveList(listID, text: text, then: emptyList?.id ?? target?.fieldID)
        }
        if let emptyList { return session.focusField(emptyList.id, keeping: text) }
        return step(forward, text)
    }

    private func step(_ forward: Bool, _ text: String?) -> Bool {
        forward ? session.next(keeping: text) : session.previous(keeping: text)
    }

    /// Tab out of a list's last row: answers the list like Enter on an empty row, then
    /// focuses `then` (the field after the list) when the answer moved elsewhere.
    private mutating func leaveList(_ listID: String, text: String?, then nextID: String?) -> Bool {
        guard let field = session.form.field(listID) else { return step(true, text) }
        let typed = text.map(AnswerText.trimmed) ?? ""
        if !typed.isEmpty, case .failure(let failure) = session.answer(String(typed)) {
            return moveAnyway(listID, label: field.label, failure.message, then: nextID)
        }
        // Now on an empty row (the one Enter added, or the one Tab was pressed on), unless
        // the row filled the list (its own bound) and the session already left it.
        guard case .row(listID, _)? = session.focus.value else { return true }
        if case .failure(let failure) = session.answer("") {
            return moveAnyway(listID, label: field.label, failure.message, then: nextID)
        }
        if let nextID, session.focus.value?.fieldID != nextID, session.phase == .editing {
            session.focusField(nextID)
        }
        return true
    }

    private mutating func moveAnyway(_ listID: String, label: String, _ message: String, then nextID: String?) -> Bool {
        notice = "\(label): \(message) (the list is kept; Shift-Tab goes back to it)"
        if let nextID { return session.focusField(nextID) }
        return session.next()
    }
}
