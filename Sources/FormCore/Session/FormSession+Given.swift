/// Answers given up front (`--set`, an answers file, the environment) and defaults taken
/// without asking: the same commit a typed answer goes through (`commit(_:to:)`), without
/// moving focus. Everything here but `commit` is built on the session's public API.
///
/// ```swift
/// let session = FormSession(form: login, today: today)
/// let failures = session.give(["username": "ada", "password": "short"])
/// // failures == [ValidationFailure(field: "password", message: "must be at least 8 characters")]
/// session.focusFirstUnanswered()   // true: focus is on the password, the first field still to answer
/// ```
extension FormSession {
    /// Answers fields by id as if each had been typed into its prompt: the field's own rules,
    /// then the cross-field rules whose other field has a value. A list field takes its rows
    /// separated by newlines (they replace its rows). Fields are answered in form order; a
    /// field hidden by a `when` is answered once an earlier given answer shows it, and left
    /// alone if it stays hidden (see `hiddenFields(among:)`).
    ///
    /// Returns the failures, in form order; a failing field stays unanswered. Focus does not move.
    public func give(_ answers: [String: String]) -> [ValidationFailure] {
        var pending = answers
        var failures: [ValidationFailure] = []
        while let field = visibleFields.first(where: { pending[$0.id] != nil }), let text = pending.removeValue(forKey: field.id) {
            if case .failure(let failure) = commit(text, to: field.id) { failures.append(failure) }
        }
        return failures.sorted { inFormOrder($0.field, $1.field) }
    }

    /// Those of `ids` whose field is hidden now (its `when` does not hold), in form order.
    public func hiddenFields(among ids: some Sequence<String>) -> [String] {
        let visible = Set(visibleFields.map(\.id)), wanted = Set(ids)
        return form.fields.map(\.id).filter { wanted.contains($0) && !visible.contains($0) }
    }

    /// Accepts, without asking, what every unanswered visible field holds now (its default,
    /// text left in it, or nothing for an optional field), through the same commit as `give`.
    ///
    /// Returns the fields that still need an answer, with why (`is required`), in form order.
    @discardableResult
    public func acceptCurrentValues() -> [ValidationFailure] {
        var tried: Set<String> = []
        var failures: [ValidationFailure] = []
        while let field = visibleFields.first(where: { !answered.contains($0.id) && !tried.contains($0.id) }) {
            tried.insert(field.id)
            if let index = indexByID[field.id] { refreshComputedDefault(at: index) }
            let text = field.kind == .list
                ? rows(of: field.id).map(\.text).filter { !$0.isEmpty }.joined(separator: "\n")
                : currentText(for: .field(field.id))
            if case .failure(let failure) = commit(text, to: field.id) { failures.append(failure) }
        }
        let visible = Set(visibleFields.map(\.id))
        return failures.filter { visible.contains($0.field) }.sorted { inFormOrder($0.field, $1.field) }
    }

    /// Focuses the first visible field still needing an answer (a date field opens its date
    /// step). Returns false, leaving focus alone, when every visible field is answered: the
    /// form can then be submitted.
    @discardableResult
    public func focusFirstUnanswered() -> Bool {
        guard let first = waiting.first else { return false }
        return focusField(fields[first].id)
    }

    private func inFormOrder(_ a: String, _ b: String) -> Bool {
        (indexByID[a] ?? 0) < (indexByID[b] ?? 0)
    }
}
