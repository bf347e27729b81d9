/// The form's commands, asked through `commandChecker`: a field's `check` when it is
/// committed (and again at submit if its value changed since it passed), the form's `checks`
/// at submit. With no checker they are skipped (the front end refused an untrusted form
/// before, or `--no-checks` said so).
extension FormSession {
    /// Runs the check of the field at `index` on its value; nil when it passes, has none, or
    /// the field holds nothing.
    func runCheck(at index: Int) -> ValidationFailure? {
        let field = fields[index]
        guard let command = field.check, let checker = commandChecker else { return nil }
        guard let value = storedValues[field.id] else {
            passedChecks[field.id] = nil
            return nil
        }
        if passedChecks[field.id] == value { return nil }
        let request = CheckRequest.encode(command, field: field.id, value: value, answers: answers)
        switch checker.check(command, request: request) {
        case .passed:
            passedChecks[field.id] = value
            return nil
        case .failed(let target, let message):
            passedChecks[field.id] = nil
            let refocused = target.flatMap { indexByID[$0] != nil && shown[indexByID[$0]!] ? $0 : nil } ?? field.id
            return ValidationFailure(field: refocused, message: message)
        }
    }

    /// At submit: every visible field's check whose value has not passed it, then the form's
    /// checks in order; the first failure.
    func runChecksAtSubmit() -> ValidationFailure? {
        guard let checker = commandChecker else { return nil }
        for index in fields.indices where shown[index] && fields[index].check != nil {
            if let failure = runCheck(at: index) { return failure }
        }
        guard !form.checks.isEmpty else { return nil }
        let current = answers
        for command in form.checks {
            let request = CheckRequest.encode(command, field: nil, value: nil, answers: current)
            if case .failed(let target, let message) = checker.check(command, request: request) {
                let named = [target, command.field].compactMap { $0 }.first { id in indexByID[id].map { shown[$0] } ?? false }
                let fallback = named ?? fields.indices.first { shown[$0] }.map { fields[$0].id } ?? ""
                return ValidationFailure(field: fallback, message: message)
            }
        }
        return nil
    }
}
