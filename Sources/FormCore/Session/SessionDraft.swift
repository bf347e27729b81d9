/// What a session can be resumed from: the answers so far (never secrets), where focus was,
/// and the form's fields with their kinds when it was saved (so a resume can tell what
/// changed).
///
/// ```swift
/// let draft = session.draft()                        // {"fields":{"age":"number",…},"values":{…},…}
/// let resumed = FormSession(form: form, today: today)
/// let report = resumed.resume(from: draft)           // values re-read as today's kinds
/// ```
public struct SessionDraft: Codable, Sendable, Equatable {
    /// Answers by field id, secrets left out.
    public var values: [String: FieldValue]
    /// Fields answered so far.
    public var answered: [String]
    /// The field that had focus, to resume at.
    public var focusedField: String?
    /// The form's fields and their kinds when the draft was saved (empty for drafts saved
    /// before formline recorded them).
    public var fields: [String: FieldKind]

    /// Creates a draft.
    public init(values: [String: FieldValue], answered: [String], focusedField: String?, fields: [String: FieldKind] = [:]) {
        self.values = values
        self.answered = answered
        self.focusedField = focusedField
        self.fields = fields
    }

    private enum CodingKeys: String, CodingKey { case values, answered, focusedField, fields }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        values = try container.decode([String: FieldValue].self, forKey: .values)
        answered = try container.decode([String].self, forKey: .answered)
        focusedField = try container.decodeIfPresent(String.self, forKey: .focusedField)
        fields = try container.decodeIfPresent([String: FieldKind].self, forKey: .fields) ?? [:]
    }
}

/// What resuming a draft did to its values, for the front end to tell the person.
public struct DraftResume: Sendable, Equatable {
    /// Fields the draft has values for that the form no longer has: their values were dropped.
    public var droppedFields: [String] = []
    /// Fields whose kind changed since the draft was saved: their values were read again as
    /// the new kind (text `42` into a `number` field is the number 42).
    public var changedKinds: [(field: String, from: FieldKind, to: FieldKind)] = []
    /// The first value (in form order) that no longer validates: focus is on its field,
    /// with this message, and the old text is kept there to edit.
    public var failure: ValidationFailure?

    public static func == (lhs: DraftResume, rhs: DraftResume) -> Bool {
        lhs.droppedFields == rhs.droppedFields && lhs.failure == rhs.failure
            && lhs.changedKinds.map { "\($0.field):\($0.from):\($0.to)" } == rhs.changedKinds.map { "\($0.field):\($0.from):\($0.to)" }
    }
}

extension FormSession {
    /// A draft of this session: answers without secrets, the focused field (else the first
    /// field still needing an answer), and the form's fields with their kinds.
    public func draft() -> SessionDraft {
        let secrets = Set(form.fields.filter { $0.kind == .secret }.map(\.id))
        for id in lists.keys { syncList(id) }
        let kept = values.filter { !secrets.contains($0.key) }
        let keptAnswered = answered.subtracting(secrets)
        var focused: String?
        if case .pickingDate(let id) = phase { focused = id } else { focused = focus.value?.fieldID }
        focused = focused ?? visibleFields.first { !keptAnswered.contains($0.id) }?.id
        return SessionDraft(values: kept, answered: keptAnswered.sorted(), focusedField: focused,
                            fields: Dictionary(form.fields.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first }))
    }

    /// Resumes from `draft` (the form may have changed since it was saved) and focuses where
    /// to go on: the first value that no longer validates, with its message, else the
    /// draft's field, else (that field is gone) the first field still needing an answer.
    ///
    /// Every value is read again as its field's current kind and validated, exactly as if
    /// typed; values of fields the form no longer has are dropped (and reported).
    public func resume(from draft: SessionDraft) -> DraftResume {
        let report = apply(draft)
        if let failure = report.failure, focusField(failure.field) {
            message = failure
        } else {
            let visible = visibleFields
            let field = visible.first { $0.id == draft.focusedField } ?? visible.first { !answered.contains($0.id) }
            start(at: field?.id)
        }
        return report
    }

    /// Takes answers from a draft, each read again as its field's kind now; see `resume(from:)`.
    @discardableResult
    func apply(_ draft: SessionDraft) -> DraftResume {
        var report = DraftResume()
        report.droppedFields = draft.values.keys.filter { form.field($0) == nil }.sorted()
        for field in form.fields where field.kind != .secret {
            guard let value = draft.values[field.id] else { continue }
            if let kind = draft.fields[field.id], kind != field.kind { report.changedKinds.append((field.id, kind, field.kind)) }
            let text: String
            if case .list(let rows) = value { text = rows.joined(separator: "\n") } else { text = value.editableText }
            let outcome = FieldValidator(field: field, today: today).value(from: text)
            if field.kind == .list {
                // Rows are shown as they were, even when they no longer validate together.
                let rows = text.split(separator: "\n").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
                values[field.id] = rows.isEmpty ? nil : .list(rows)
                if let list = lists[field.id] {
                    for row in list.rows { list.remove(row.id) }
                    for row in rows { list.append(row) }
                }
            }
            switch outcome {
            case .success(let reread):
                values[field.id] = reread
                if draft.answered.contains(field.id) { answered.insert(field.id) }
            case .failure(let failure):
                if field.kind != .list { pendingText[field.id] = text }
                if report.failure == nil { report.failure = failure }
            }
        }
        return report
    }
}
