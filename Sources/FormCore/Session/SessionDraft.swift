/// What a session can be resumed from: the answers so far (never secrets) and where focus was.
///
/// ```swift
/// let draft = session.draft()                         // no secrets in it
/// let resumed = FormSession(form: form, today: today, draft: draft)
/// resumed.start(at: draft.focusedField)
/// ```
public struct SessionDraft: Codable, Sendable, Equatable {
    /// Answers by field id, secrets left out.
    public var values: [String: FieldValue]
    /// Fields answered so far.
    public var answered: [String]
    /// The field that had focus, to resume at.
    public var focusedField: String?

    /// Creates a draft.
    public init(values: [String: FieldValue], answered: [String], focusedField: String?) {
        self.values = values
        self.answered = answered
        self.focusedField = focusedField
    }
}

extension FormSession {
    /// A draft of this session: answers without secrets, and the focused field.
    public func draft() -> SessionDraft {
        let secrets = Set(form.fields.filter { $0.kind == .secret }.map(\.id))
        for id in lists.keys { syncList(id) }
        let kept = storedValues.filter { !secrets.contains($0.key) }
        let focused: String?
        if case .pickingDate(let id) = phase { focused = id } else { focused = focus.value?.fieldID }
        return SessionDraft(values: kept, answered: answered.subtracting(secrets).sorted(), focusedField: focused)
    }

    /// Takes answers from a draft, dropping any that name unknown fields or fail validation
    /// now (the form may have changed since the draft was saved). Called while the session
    /// is made: returns the fields the draft had answered.
    func apply(_ draft: SessionDraft) -> Set<String> {
        var answered: Set<String> = []
        for (id, value) in draft.values {
            guard let index = indexByID[id], fields[index].kind != .secret else { continue }
            if validators[index].validate(value) == nil {
                storedValues[id] = value
                if draft.answered.contains(id) { answered.insert(id) }
            }
        }
        return answered
    }
}
