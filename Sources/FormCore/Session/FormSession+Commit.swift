import FocusEngine

extension FormSession {
    /// The commit behind typed, picked and given answers: reads `text` under the answer
    /// policy (`interpret`: a blank answer keeps what the field holds), keeps the value (a
    /// list's rows replace its rows; focus on one of them moves to its first), checks the cross-field
    /// rules that refocus this field and marks it answered. Text that does not validate is
    /// kept as pending (a prompt starts with it; a list's is refused again by
    /// `acceptCurrentValues` and `submit` until its rows are answered). Focus does not move.
    ///
    /// ```swift
    /// session.commit("ada", to: "username")   // .success; "username" is answered
    /// ```
    func commit(_ text: String, to id: String) -> Result<Void, ValidationFailure> {
        commit(.text(text), to: id)
    }

    /// `commit(_:to:)` for an answer given as text or as items (`AnswerInput`); nil is no
    /// answer at all (`answerWithNothing()`): the field is left without a value, which a
    /// required field refuses.
    func commit(_ input: AnswerInput?, to id: String) -> Result<Void, ValidationFailure> {
        guard let index = indexByID[id] else {
            return .failure(ValidationFailure(field: id, message: "is not a field of this form"))
        }
        if hasComputedChoices(index), let failure = refreshChoices(at: index) {
            store.refuse(input.flatMap { isBlank($0, at: index) ? nil : $0 }, for: id)
            return .failure(failure)
        }
        let interpreted = input.map { interpret($0, at: index) }
            ?? validators[index].validate(nil).map { .failure($0) } ?? .success(nil)
        switch interpreted {
        case .failure(let failure):
            // A refused answer stays pending, so accepting current values or submitting
            // refuses it again with its reason: a date too (it was dropped, `--no-input` then
            // wrote null), and a list given whole (taking its rows as they are would answer it
            // with none, as if nothing had been given). No answer at all is never pending.
            store.refuse(input.flatMap { isBlank($0, at: index) ? nil : $0 }, for: id)
            return .failure(failure)
        case .success(let value):
            setValue(value, at: index)
            store.accepted(id)
            if groups[id] != nil {
                let focused = focus.value?.fieldID == id
                if case .records(let records)? = value { replaceGroupRows(records, at: index) } else { replaceGroupRows([], at: index) }
                syncGroup(id)
                if focused { enter(index, forward: true) }
            }
            if lists[id] != nil {
                // Focus on one of its rows (a started session, a resumed draft) stays on the
                // list; left on the old rows, their text would replace the value as it leaves.
                let focused = focus.value?.fieldID == id
                if case .list(let rows)? = value { replaceRows(rows, in: id) } else { replaceRows([], in: id) }
                syncList(id)
                if focused { enter(index, forward: true) }
            }
            if let failure = rules.firstFailure(for: id, value: visibleValue) { return .failure(failure) }
            if let failure = runCheck(at: index) { return .failure(failure) }
            setAnswered(index, true)
            return .success(())
        }
    }
}
