import FocusEngine

/// The state machine behind every front end: it owns the answers and the focus.
///
/// Front ends read `phase`, `focus.value`, `message` and `currentText(for:)` to show a
/// prompt, and call `answer(_:)`, `next(keeping:)`, `previous(keeping:)`,
/// `activate(shortcut:)`, `pickDate(_:)` and `submit()` to act. Focus lives here, not in
/// a view: a front end may bind to `focus` two-way through `FocusState.binding(for:)`.
public final class FormSession {
    /// The form being filled.
    public let form: FormDefinition
    /// Today, for date words and bounds.
    public let today: LocalDate
    /// Which field or row has focus; `nil` while a date is picked or once complete.
    public let focus: FocusState<FormFocus>
    /// The form's sections, following focus; shortcuts switch section before focusing.
    public let sections: FocusSections<String, FormFocus>
    /// Validated answers by field id (hidden fields keep theirs but are left out of `answers`).
    public internal(set) var values: [String: FieldValue] = [:]
    /// Fields answered in this session (a default alone does not count).
    public internal(set) var answered: Set<String> = []
    /// Why focus was last moved back to a field; cleared by the next accepted answer.
    public internal(set) var message: ValidationFailure?
    /// Where the session is.
    public internal(set) var phase: SessionPhase = .editing

    /// Rows of list fields, by field id.
    var lists: [String: FocusList<FormFocus>] = [:]
    /// Text typed into a field but not accepted (invalid when left by navigation), by field id.
    var pendingText: [String: String] = [:]
    private var observation: FocusObservation?
    let rules: RuleValidator

    /// Creates a session at the start of `form` (call `start()` to focus the first field),
    /// restoring answers from `draft` when given.
    public init(form: FormDefinition, today: LocalDate, draft: SessionDraft? = nil) {
        self.form = form
        self.today = today
        self.rules = RuleValidator(rules: form.rules)
        let focus = FocusState<FormFocus>()
        self.focus = focus
        self.sections = FocusSections(focus: focus, sections: form.sections.map { section in
            (id: section.id, values: section.fields.filter { $0.kind.takesTextInput && $0.kind != .list }.map { FormFocus.field($0.id) })
        })
        for field in form.fields {
            if let value = defaultValue(of: field) { values[field.id] = value }
        }
        if let draft { apply(draft) }
        for field in form.fields where field.kind == .list {
            let rows: [String]
            if case .list(let existing)? = values[field.id] { rows = existing } else { rows = [] }
            lists[field.id] = FocusList(focus: focus, rows: rows,
                                        focusValue: { FormFocus.row(field: field.id, row: $0) },
                                        rowID: { if case .row(field.id, let row) = $0 { return row } else { return nil } })
        }
        focus.canFocus = { [weak self] target in self?.canFocus(target) ?? false }
        observation = focus.observe { [weak self] transition in self?.focusMoved(transition) }
        for field in form.fields {
            if let key = field.shortcut, field.kind.takesTextInput, field.kind != .list {
                try? sections.bind(shortcut: Self.canonicalShortcut(key), to: .field(field.id))
            }
        }
    }

    // MARK: - Queries

    /// The field with focus, or being picked in a date step.
    public var currentField: FieldDefinition? {
        if case .pickingDate(let id) = phase { return form.field(id) }
        return focus.value.flatMap { form.field($0.fieldID) }
    }

    /// The fields shown now, in order: those whose `when` holds.
    public var visibleFields: [FieldDefinition] {
        let fields = form.fields
        var visible: [Bool] = []
        FormVisibility(form: form).resolve(into: &visible) { values[fields[$0].id]?.canonicalText }
        return fields.indices.filter { visible[$0] }.map { fields[$0] }
    }

    /// Whether the field with this id is shown now.
    public func isVisible(_ id: String) -> Bool {
        visibleFields.contains { $0.id == id }
    }

    /// The 1-based position of a field among the visible fields, and their count: `[2/3]`.
    public func position(of id: String) -> (index: Int, count: Int)? {
        let visible = visibleFields
        guard let index = visible.firstIndex(where: { $0.id == id }) else { return nil }
        return (index + 1, visible.count)
    }

    /// The text a prompt for `target` starts with: unaccepted typed text, else the answer.
    public func currentText(for target: FormFocus) -> String {
        switch target {
        case .field(let id):
            return pendingText[id] ?? values[id]?.editableText ?? ""
        case .row(let id, let row):
            return lists[id]?.rows.first { $0.id == row }?.text ?? ""
        }
    }

    /// The rows of a list field, with their ids.
    public func rows(of fieldID: String) -> [ListRow] {
        lists[fieldID]?.rows ?? []
    }

    /// The answers of the visible fields, in form order (nil for an unanswered optional field).
    public var answers: [(field: FieldDefinition, value: FieldValue?)] {
        visibleFields.map { ($0, values[$0.id]) }
    }

    // MARK: - Focus plumbing

    private func canFocus(_ target: FormFocus) -> Bool {
        guard let field = form.field(target.fieldID), isVisible(field.id) else { return false }
        switch target {
        case .field: return field.kind.takesTextInput && field.kind != .list
        case .row(let id, let row): return lists[id]?.index(of: row) != nil
        }
    }

    private func focusMoved(_ transition: FocusTransition<FormFocus>) {
        if let to = transition.to, to.fieldID != message?.field { message = nil }
        if case .row(let id, _)? = transition.from { syncList(id) }
    }

    /// Copies a list's non-empty rows into `values`.
    func syncList(_ id: String) {
        guard let list = lists[id] else { return }
        let rows = list.rows.map(\.text).filter { !$0.isEmpty }
        if rows.isEmpty { values[id] = nil } else { values[id] = .list(rows) }
    }

    private func defaultValue(of field: FieldDefinition) -> FieldValue? {
        FieldValidator(field: field, today: today).defaultValue
    }

    static func canonicalShortcut(_ text: String) -> String {
        (try? ShortcutKey(parsing: text))?.description ?? text
    }
}
