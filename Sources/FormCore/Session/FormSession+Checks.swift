/// The form's commands, asked through `commandChecker`: a field's `check` when it is
/// committed (and again at submit if its value changed since it passed), the form's `checks`
/// at submit. With no checker they are skipped (the front end refused an untrusted form
/// before, or `--no-checks` said so).
extension FormSession {
    /// Runs the check of the field at `index` on its value; nil when it passes, has none, or
    /// the field holds nothing.
    func runCheck(at index: Int) -> ValidationFailure? {
        // The field's id and check, not a copy of the whole field (this runs on every commit).
        let id = fields[index].id
        let command = commandChecker == nil ? nil : fields[index].check
        let closure = valueChecks.isEmpty ? nil : valueChecks[id]
        guard command != nil || closure != nil else { return nil }
        guard let value = store[id] else {
            passedChecks.forget(id)
            return nil
        }
        if passedChecks.hasPassed(value, for: id) { return nil }
        let current = answers
        if let command, let checker = commandChecker {
            let request = CheckRequest.encode(command, field: id, value: value, answers: current)
            if case .failed(let target, let message) = checker.check(command, request: request) {
                passedChecks.forget(id)
                let refocused = target.flatMap { indexByID[$0] != nil && shown[indexByID[$0]!] ? $0 : nil } ?? id
                return ValidationFailure(field: refocused, text: message)
            }
        }
        if let closure, let message = closure(value, current) {
            passedChecks.forget(id)
            return .authored(field: id, message: message)
        }
        passedChecks.pass(value, for: id)
        return nil
    }

    /// At submit: every visible field's check whose value has not passed it, then the form's
    /// checks in order; the first failure.
    func runChecksAtSubmit() -> ValidationFailure? {
        for index in fields.indices where shown[index] && (fields[index].check != nil || valueChecks[fields[index].id] != nil) {
            if let failure = runCheck(at: index) { return failure }
        }
        let current = answers
        if let checker = commandChecker, let failure = runFormChecks(checker, answers: current) { return failure }
        for check in submitChecks {
            guard let failure = check(current) else { continue }
            let shownField = indexByID[failure.field].map { shown[$0] } ?? false
            return shownField ? failure
                : ValidationFailure(field: fields.indices.first { shown[$0] }.map { fields[$0].id } ?? "", text: failure.text, withoutAnswer: failure.textWithoutAnswer)
        }
        return nil
    }

    private func runFormChecks(_ checker: any CommandChecking, answers current: [(field: FieldDefinition, value: FieldValue?)]) -> ValidationFailure? {
        for command in form.checks {
            let request = CheckRequest.encode(command, field: nil, value: nil, answers: current)
            if case .failed(let target, let message) = checker.check(command, request: request) {
                let named = [target, command.field].compactMap { $0 }.first { id in indexByID[id].map { shown[$0] } ?? false }
                let fallback = named ?? fields.indices.first { shown[$0] }.map { fields[$0].id } ?? ""
                return ValidationFailure(field: fallback, text: message)
            }
        }
        return nil
    }
}
