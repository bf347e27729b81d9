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
    /// The form's title when it was saved, for `formline drafts` (nil in older drafts).
    public var title: String?
    /// The form file the draft belongs to (its canonical path), for `formline drafts`; nil
    /// for a form that is no file (`<(…)`) and in older drafts. Set by the front end.
    public var form: String?

    /// Creates a draft.
    public init(values: [String: FieldValue], answered: [String], focusedField: String?, fields: [String: FieldKind] = [:],
                title: String? = nil, form: String? = nil) {
        self.values = values
        self.answered = answered
        self.focusedField = focusedField
        self.fields = fields
        self.title = title
        self.form = form
    }

    /// How many fields the draft holds an answer for: those answered, and those holding a
    /// value still being given (a group's rows typed so far, before the group was left).
    public var answerCount: Int {
        Set(answered).union(values.filter { $0.value != .list([]) && $0.value != .records([]) }.keys).count
    }

    /// The fields a resume asks for again whatever the draft holds: secrets are never kept.
    public var secretFields: [String] {
        fields.filter { $0.value == .secret }.map(\.key).sorted()
    }

    private enum CodingKeys: String, CodingKey { case values, answered, focusedField, fields, title, form }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        values = try container.decode([String: FieldValue].self, forKey: .values)
        answered = try container.decode([String].self, forKey: .answered)
        focusedField = try container.decodeIfPresent(String.self, forKey: .focusedField)
        fields = try container.decodeIfPresent([String: FieldKind].self, forKey: .fields) ?? [:]
        title = try container.decodeIfPresent(String.self, forKey: .title)
        form = try container.decodeIfPresent(String.self, forKey: .form)
    }
}

extension FormSession {
    /// A draft of this session: answers without secrets, the focused field (else the first
    /// field still needing an answer), and the form's fields with their kinds.
    package func draft() -> SessionDraft {
        let secrets = Set(form.fields.filter { $0.isSecret }.map(\.id))
        for id in lists.keys { syncList(id) }
        // A computed default not answered is computed again on resume, never stored.
        let kept = values.filter { !secrets.contains($0.key) && (field($0.key)?.computedDefault == nil || answered.contains($0.key)) }
        let keptAnswered = answered.subtracting(secrets)
        var focused: String?
        if case .pickingDate(let id) = phase { focused = id } else { focused = focus.value?.fieldID }
        focused = focused ?? visibleFields.first { !keptAnswered.contains($0.id) }?.id
        return SessionDraft(values: kept, answered: keptAnswered.sorted(), focusedField: focused,
                            fields: Dictionary(form.fields.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first }),
                            title: form.title)
    }
}
