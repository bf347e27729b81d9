/// Answers given up front (`--set`, an answers file, the environment) and defaults taken
/// without asking: the same commit a typed answer goes through (`commit(_:to:)`), without
/// moving focus.
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
        give(inputs: answers.mapValues(AnswerInput.text))
    }

    /// `give(_:)` for answers given as text or as items (`AnswerInput`): a list's rows or a
    /// multiple choice's items given apart are checked as they are, never joined and split.
    package func give(inputs answers: [String: AnswerInput]) -> [ValidationFailure] {
        // The given fields' indices, in form order, each id looked up once (not once per pass).
        var pending: [(index: Int, input: AnswerInput)] = []
        pending.reserveCapacity(answers.count)
        var failures: [ValidationFailure] = []
        for (id, input) in answers {
            if let index = indexByID[id] { pending.append((index, input)) }  // an id of no field is left alone
        }
        pending.sort { $0.index < $1.index }
        // In form order, each given field that is shown when reached (an answer may show fields;
        // a `when` looks only at fields before it, so an answer shows only fields after it, which
        // this pass reaches later): 10,000 given answers cost one pass, not one search each. A
        // field still hidden is left alone; another pass runs only after one that answered
        // something (so it ends at once when nothing more can be shown).
        var answeredAny = true
        while answeredAny, !pending.isEmpty {
            answeredAny = false
            var hidden: [(index: Int, input: AnswerInput)] = []
            for (index, input) in pending {
                guard shown[index] else { hidden.append((index, input)); continue }
                answeredAny = true
                if case .failure(let failure) = commit(input, to: fields[index].id) { failures.append(failure) }
            }
            pending = hidden
        }
        return failures.sorted { inFormOrder($0.field, $1.field) }
    }

    /// Those of `ids` whose field is hidden now (its `when` does not hold), in form order.
    package func hiddenFields(among ids: some Sequence<String>) -> [String] {
        let wanted = Set(ids)
        return fields.indices.filter { !shown[$0] && wanted.contains(fields[$0].id) }.map { fields[$0].id }
    }

    /// Accepts, without asking, what every unanswered visible field holds now (its default,
    /// text left in it, or nothing for an optional field), through the same commit as `give`.
    ///
    /// Returns the fields that still need an answer, with why (`is required`), in form order.
    @discardableResult
    package func acceptCurrentValues() -> [ValidationFailure] {
        var tried: Set<String> = []
        var failures: [ValidationFailure] = []
        while let index = fields.indices.first(where: { shown[$0] && !answeredFlags[$0] && !tried.contains(fields[$0].id) }) {
            let field = fields[index]
            tried.insert(field.id)
            refreshComputedDefault(at: index)
            let input = store.pending[field.id]
                ?? (field.takesRowsOfText ? .items(rows(of: field.id).map(\.text)) : .text(currentText(for: .field(field.id))))
            if case .failure(let failure) = commit(input, to: field.id) {
                // A required field whose computed default was not used says why, not only "is required".
                failures.append(store[field.id] == nil ? computed.failure(of: field.id) ?? failure : failure)
            }
        }
        return failures.filter { isVisible($0.field) }.sorted { inFormOrder($0.field, $1.field) }
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
