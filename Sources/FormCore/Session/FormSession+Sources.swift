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
        return fields.indices.filter { $0 < index && shown[$0] }.map { (fields[$0], store[fields[$0].id]) }
    }

    /// Brings the computed choices of the field at `index` up to date; the failure that
    /// refuses its answers, or nil.
    @discardableResult
    func refreshChoices(at index: Int) -> ValidationFailure? {
        guard hasComputedChoices(index) else { return nil }
        let field = fields[index]
        let id = field.id
        let before = answersBefore(index)
        let key: String
        let result: () -> Result<[ComputedChoice], SourceFailure>
        let what: MessageText
        if let closure = choiceClosures[id] {
            key = Self.sourceKey(before, for: id, role: .choices(field: id))
            what = .command(.whatProgramChoices)
            result = { .success(closure(before)) }
        } else {
            let source = field.choiceSource!
            var answer: FieldValue?
            if case .field(let from) = source { answer = visibleValue(from) }
            key = SourceComputation.key(source, field: id, answer: answer, answers: before)
            what = source.summaryText
            result = { [sources] in SourceComputation.choices(source, answer: answer, request: key, sources: sources) }
        }
        guard computed.begin(id, key: key) else { return computed.failure(of: id) }
        let made = SourceComputation.apply(result(), to: field, what: what)
        fields[index] = made.field
        validators[index] = FieldValidator(field: made.field, today: today, paths: validators[index].paths, dateLanguage: dateLanguage)
        computed.record(made.failure, for: id)
        return made.failure
    }

    /// Fills in the field's default from its source when it holds nothing else (not
    /// answered, not edited, not a value given), as `refreshComputedDefault` does for templates.
    func refreshSourcedDefault(at index: Int) {
        let field = fields[index]
        let id = field.id
        guard !answered.contains(id), store.pending[id] == nil else { return }
        let current = store[id]
        let last = computed.text(of: id).flatMap { try? validators[index].value(from: $0).get() }
        guard current == nil || current == last else { return }
        let before = answersBefore(index)
        let key: String
        let what: MessageText
        let result: () -> Result<String?, SourceFailure>
        if let closure = defaultClosures[id] {
            key = Self.sourceKey(before, for: id, role: .defaultValue(field: id))
            what = .command(.whatProgram)
            result = { .success(closure(before)) }
        } else {
            guard let source = field.defaultSource else { return }
            key = SourceComputation.key(source, field: id, answers: before)
            what = source.summaryText
            result = { [sources] in SourceComputation.defaultText(source, request: key, sources: sources) }
        }
        guard computed.begin(id, key: key) else { return }
        let made = SourceComputation.defaultValue(result(), what: what, validator: validators[index])
        computed.record(made.failure, for: id)
        computed.setText(made.text, for: id)
        if made.value != current { setValue(made.value, at: index) }
    }

    /// What a closure's result depends on: the answers before the field, as JSON (secrets left out).
    private static func sourceKey(_ answers: [(field: FieldDefinition, value: FieldValue?)], for id: String, role: FormCommand.Role) -> String {
        CheckRequest.encode(FormCommand(arguments: [], role: role), field: id, value: nil, answers: answers)
    }
}

extension FormSession {
    /// Computes the computed choices of the field `id` now, from the answers before it, as
    /// focus reaching it would (a front end that asks several fields at once, the MCP server,
    /// offers them); `field(id)` then holds them. The failure that refuses its answers (no
    /// choices, a source that cannot be read), or nil.
    @discardableResult
    package func computeChoices(of id: String) -> ValidationFailure? {
        guard let index = indexByID[id] else { return nil }
        return refreshChoices(at: index)
    }
}
