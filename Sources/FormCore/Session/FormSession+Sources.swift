/// Computed choices and defaults (`choices: {from: …}`, `{file: …}`, `{run: […]}`;
/// `default: {env: …}`, `{run: […]}`; the library's closures): computed when focus reaches
/// the field, when it is committed and at submit, and again whenever what they read changed
/// (the answers before the field: huh's `OptionsFunc` rule). Choices that cannot be computed
/// (none, too many, a command that failed) refuse every answer with the reason and keep focus:
/// never a silent pass. A default that cannot be computed or does not fit the field is left
/// out, with a message saying so; the field stays editable.
extension FormSession {
    /// Whether the field at `index` computes its choices.
    func hasComputedChoices(_ index: Int) -> Bool {
        fields[index].choiceSource != nil || (!choiceClosures.isEmpty && choiceClosures[fields[index].id] != nil)
    }

    /// The visible answers before the field at `index`: what its computed choices and default read.
    func answersBefore(_ index: Int) -> [(field: FieldDefinition, value: FieldValue?)] {
        syncLists()
        return fields.indices.filter { $0 < index && shown[$0] }.map { (fields[$0], storedValues[fields[$0].id]) }
    }

    /// Brings the computed choices of the field at `index` up to date; the failure that
    /// refuses its answers, or nil.
    @discardableResult
    func refreshChoices(at index: Int) -> ValidationFailure? {
        guard hasComputedChoices(index) else { return nil }
        let field = fields[index]
        let id = field.id
        let before = answersBefore(index)
        let result: Result<[ComputedChoice], SourceFailure>
        let key: String
        let what: String
        if let closure = choiceClosures[id] {
            key = Self.sourceKey(before, for: id, role: .choices(field: id))
            guard sourceKeys[id] != key else { return sourceFailures[id] }
            what = "the program's choices"
            result = .success(closure(before))
        } else {
            switch field.choiceSource! {
            case .field(let source):
                let value = visibleValue(source)
                var text = ""
                AnswerJSON.appendValue(value, to: &text)
                key = text
                guard sourceKeys[id] != key else { return sourceFailures[id] }
                let choices = ComputedChoices.choices(fromAnswer: value)
                what = "the answer of '\(source)'"
                result = choices.isEmpty
                    ? .failure(SourceFailure("has no choices yet: they are the answer of '\(source)', which holds nothing; answer '\(source)' first"))
                    : .success(choices)
            case .file:
                key = "file"
                guard sourceKeys[id] != key else { return sourceFailures[id] }
                what = field.choiceSource!.summary
                result = sources.map { $0.choices(from: field.choiceSource!, request: "") }
                    ?? .failure(SourceFailure("its choices come from \(what), and nothing reads files here"))
            case .command(let command):
                key = CheckRequest.encode(command, field: id, value: nil, answers: before)
                guard sourceKeys[id] != key else { return sourceFailures[id] }
                what = field.choiceSource!.summary
                result = sources.map { $0.choices(from: field.choiceSource!, request: key) }
                    ?? .failure(SourceFailure("its choices come from \(what), which is not run (--no-checks, or the program did not allow commands)"))
            }
        }
        sourceKeys[id] = key
        let failure: ValidationFailure?
        switch result {
        case .success(let choices):
            failure = ComputedChoices.problem(with: choices, from: what).map { ValidationFailure(field: id, message: "has no usable choices: \($0)") }
            fields[index] = fields[index].withChoices(failure == nil ? choices : [])
        case .failure(let problem):
            failure = ValidationFailure(field: id, message: problem.message)
            fields[index] = fields[index].withChoices([])
        }
        validators[index] = FieldValidator(field: fields[index], today: today, paths: validators[index].paths)
        sourceFailures[id] = failure
        return failure
    }

    /// Fills in the field's default from its source when it holds nothing else (not
    /// answered, not edited, not a value given), as `refreshComputedDefault` does for templates.
    func refreshSourcedDefault(at index: Int) {
        let field = fields[index]
        let id = field.id
        guard !answered.contains(id), pendingText[id] == nil else { return }
        let current = storedValues[id]
        let computed = computedValues[id].flatMap { try? validators[index].value(from: $0).get() }
        guard current == nil || current == computed else { return }
        let before = answersBefore(index)
        let result: Result<String?, SourceFailure>
        let key: String
        let what: String
        if let closure = defaultClosures[id] {
            key = Self.sourceKey(before, for: id, role: .defaultValue(field: id))
            guard sourceKeys[id] != key else { return }
            what = "the program"
            result = .success(closure(before))
        } else {
            guard let source = field.defaultSource else { return }
            what = source.summary
            switch source {
            case .environment: key = "env"
            case .command(let command): key = CheckRequest.encode(command, field: id, value: nil, answers: before)
            }
            guard sourceKeys[id] != key else { return }
            result = sources.map { $0.defaultText(from: source, request: key) }
                ?? .failure(SourceFailure("its default comes from \(what), which is not read here (--no-checks, or the program did not allow it)"))
        }
        sourceKeys[id] = key
        sourceFailures[id] = nil
        var value: FieldValue?
        var text: String?
        switch result {
        case .success(let given?) where !isBlank(given, at: index):
            switch validators[index].value(from: given) {
            case .success(let parsed):
                value = parsed
                text = given
            case .failure(let refused):
                // The value itself is never repeated: it may be long, hostile or a secret.
                sourceFailures[id] = ValidationFailure(field: id, message: "the default from \(what) is not used: it \(refused.message)")
            }
        case .success:
            break
        case .failure(let problem):
            sourceFailures[id] = ValidationFailure(field: id, message: "the default from \(what) is not used: \(problem.message)")
        }
        computedValues[id] = text
        if value != current { setValue(value, at: index) }
    }

    /// What a closure's result depends on: the answers before the field, as JSON (secrets left out).
    private static func sourceKey(_ answers: [(field: FieldDefinition, value: FieldValue?)], for id: String, role: FormCommand.Role) -> String {
        CheckRequest.encode(FormCommand(arguments: [], role: role), field: id, value: nil, answers: answers)
    }
}
