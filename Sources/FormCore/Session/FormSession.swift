import FocusEngine

/// The state machine behind every front end: it owns the answers and the focus, and it is
/// the one place for answer policy (what a blank answer means, what an invalid one does).
///
/// Front ends read `phase`, `focus.value`, `message` and `currentText(for:)` to show a
/// prompt, and call `answer(_:)`, `next(keeping:)`, `previous(keeping:)`,
/// `activate(shortcut:)`, `pickDate(_:)` and `submit()` to act. Focus lives here, not in
/// a view: a front end may bind to `focus` two-way through `FocusState.binding(for:)`, and
/// any focus change it makes leaves the session consistent (`phase` is read off the focus).
///
/// An answer, a row or a focus move costs the same however many fields the form has:
/// visibility, the fields still waiting for an answer and the Tab stops are kept per field
/// and updated only where an answer changes them.
///
/// ```swift
/// let session = FormSession(form: login, today: today)
/// session.start()                    // focus: .field("username")
/// session.answer("ada")              // accepted; focus moves to "password"
/// session.answer("short")            // .failure: "must be at least 8 characters"; focus stays
/// session.answer("correct horse")    // focus moves to "remember"
/// session.answer("  ")               // blank: keeps the default, no
/// session.phase                      // .complete
/// AnswerJSON.encode(try session.submit().get())
/// // {"username":"ada","password":"correct horse","remember":false}
/// ```
public final class FormSession {
    /// The form being filled.
    public let form: FormDefinition
    /// Today, for date words and bounds.
    public let today: LocalDate
    /// The language whose words for days date answers may use beside English.
    package let dateLanguage: Language
    /// Which field or row has focus; `nil` while a date is picked or once complete.
    public let focus: FocusState<FormFocus>
    /// The form's sections, following focus (and the open date step).
    package let sections: FocusSections<String, FormFocus>
    /// Fields answered in this session (a default alone does not count): a view of
    /// `answeredFlags`, made on each call (`isAnswered(_:)` asks about one field in O(1)).
    public var answered: Set<String> {
        wholeFormPasses += 1
        var ids: Set<String> = []
        var index = answeredFlags.first
        while let found = index {
            ids.insert(fields[found].id)
            index = answeredFlags.first(after: found)
        }
        return ids
    }

    /// How many times a view of every field (`answered`, `visibleFields`, `answers`,
    /// `focusOrder`) was made: each costs the whole form, so a front end's per-key code makes
    /// none (its tests count them).
    package internal(set) var wholeFormPasses = 0

    /// Whether the field `id` was answered in this session (a default alone does not count).
    public func isAnswered(_ id: String) -> Bool {
        indexByID[id].map { answeredFlags[$0] } ?? false
    }
    /// Why focus was last moved back to a field; cleared by the next accepted answer, or
    /// when focus moves to another field. `observeMessage(_:)` reports each change.
    public internal(set) var message: ValidationFailure? {
        didSet {
            guard message != oldValue else { return }
            messageObservers.forEach { $0(message) }
        }
    }

    /// Every field, in form order: the indices used below. A field with computed choices
    /// gets them here (and a new validator) when they are computed (`FormSession+Sources`).
    var fields: [FieldDefinition]
    /// Each field's index in `fields`.
    let indexByID: [String: Int]
    /// Each field's section id.
    let sectionByField: [String]
    var validators: [FieldValidator]
    let visibility: FormVisibility
    let rules: RuleValidator
    /// Which fields are watched by a condition or a rule (their value must be current at once).
    let watched: [Bool]
    /// Form-file shortcuts, parsed once: the one table every shortcut is looked up in. A
    /// key names a field (its index), or a group's sub-field (the group's index and the
    /// sub-field's position among its sub-fields).
    let shortcutTargets: [ShortcutKey: (index: Int, member: Int?)]
    /// The date fields, in form order.
    let dateFields: [Int]
    /// The form's notes and which were handed to a front end already (see `dueNotes()`).
    var notes: SessionNotes

    /// Each field's value and refused text, and which lists' values are behind their rows
    /// (brought up to date lazily: see `values`).
    var store = SessionValues()
    /// Each field's flags (shown, answered, waiting, Tab stop, typed input), kept in step by
    /// `FieldStates`: the views below read them, `setAnswered`, `updateDependents` and the
    /// rows' code change them.
    var states: FieldStates
    /// Fields shown now (their `when` holds).
    var shown: FieldFlags { states.shown }
    /// Which fields are answered, by index: the one record of "answered" (`setAnswered`).
    var answeredFlags: FieldFlags { states.answered }
    /// Shown fields not answered yet: where the flow goes next, found in O(log n).
    var waiting: FieldFlags { states.waiting }
    /// Shown fields that Tab stops at: typed-input fields, and list fields with rows.
    var stops: FieldFlags { states.stops }
    /// Shown fields that take typed input (every kind but a date), lists with no rows too:
    /// where `tab(forward:keeping:)` may stop.
    var inputs: FieldFlags { states.inputs }
    /// The date field being picked: the focus state's open step (`FocusState.step`, set by
    /// `deactivate(for:)`, nil once focus is active again).
    var dateStep: Int? { focus.step.flatMap { indexByID[$0.fieldID] } }
    /// Whether the open date step gives focus back to the field the date key opened it
    /// from (else picking moves on from the date field, as answering any field does).
    var dateStepReturns = false
    /// Whether picking a date the flow reached answers it and moves on, as from any answered
    /// field (the terminal), rather than giving focus back to the field focused before the
    /// step (the default: the piped protocol, where the next line answers that field).
    package var dateStepMovesOn = false
    /// Set by a successful submit; any later focus clears it.
    var isSubmitted = false

    /// Rows of list fields and their tallies, by field id (see `setRowText`).
    var lists: [String: ListRows] = [:]
    /// Rows of repeating groups, by field id (see `FormSession+Groups`).
    var groups: [String: GroupRows] = [:]
    /// What computed choices and defaults were last computed as, from what, and why they
    /// failed (see `refreshComputedDefault`, `FormSession+Sources`).
    var computed: ComputedState
    /// What reads files, the environment and commands for computed choices and defaults
    /// (`choices: {file: …}`, `default: {env: …}`, `{run: […]}`); see `FormSession+Sources`.
    package var sources: (any SourceReading)?
    /// Choices a program computes in Swift (the `Formline` library's `FormRun.choices`), by
    /// field id: given the visible answers before the field, its choices.
    package var choiceClosures: [String: ([(field: FieldDefinition, value: FieldValue?)]) -> [ComputedChoice]] = [:]
    /// Defaults a program computes in Swift (`FormRun.defaultValue`), by field id.
    package var defaultClosures: [String: ([(field: FieldDefinition, value: FieldValue?)]) -> String?] = [:]
    /// What runs the form's commands (`check:`, `checks:`); nil skips them (`--no-checks`,
    /// or a form without commands). See `FormSession+Checks`.
    package var commandChecker: (any CommandChecking)?
    /// The value each checked field last passed its check with (checked again only when it changes).
    var passedChecks = PassedChecks()
    /// Checks a program adds in Swift (the `Formline` library's `FormRun.check`), by field id:
    /// given the value and the visible answers, a message refuses it. Run with the field's
    /// `check` command, at commit and at submit.
    package var valueChecks: [String: (FieldValue, [(field: FieldDefinition, value: FieldValue?)]) -> String?] = [:]
    /// Checks a program adds in Swift that run at submit after the form's `checks`
    /// (`FormRun.checkOnSubmit`): a failure names the field to refocus.
    public var submitChecks: [([(field: FieldDefinition, value: FieldValue?)]) -> ValidationFailure?] = []
    private var observation: FocusObservation?
    private let messageObservers = HandlerList<(ValidationFailure?) -> Void>()

    /// Creates a session at the start of `form` (call `start()` to focus the first field),
    /// restoring answers from `draft` when given.
    ///
    /// `paths` is the file system path fields are checked against (see `PathProbe`); date
    /// answers may use `dateLanguage`'s words for days beside the English ones (`DateWords`).
    public init(form: FormDefinition, today: LocalDate, draft: SessionDraft? = nil, paths: (any PathProbe)? = nil,
                dateLanguage: Language = .english) {
        self.form = form
        self.today = today
        self.dateLanguage = dateLanguage
        let fields = form.fields
        self.fields = fields
        var indexByID: [String: Int] = [:]
        for (index, field) in fields.enumerated() where indexByID[field.id] == nil {
            indexByID[field.id] = index
        }
        self.indexByID = indexByID
        sectionByField = form.sections.flatMap { section in section.fields.map { _ in section.id } }
        validators = fields.map { FieldValidator(field: $0, today: today, paths: paths, dateLanguage: dateLanguage) }
        visibility = FormVisibility(form: form)
        rules = RuleValidator(rules: form.rules)
        let watchedIDs = Set(fields.compactMap { $0.condition?.field } + form.rules.flatMap { [$0.field, $0.other] })
        watched = fields.map { watchedIDs.contains($0.id) }
        var shortcuts: [ShortcutKey: (index: Int, member: Int?)] = [:]
        for (index, field) in fields.enumerated() {
            for (member, owner) in field.shortcutOwners {
                if let text = owner.shortcut, let key = try? ShortcutKey(parsing: text), shortcuts[key] == nil {
                    shortcuts[key] = (index, member)
                }
            }
        }
        shortcutTargets = shortcuts
        dateFields = fields.indices.filter { fields[$0].takesDate }
        notes = SessionNotes(form.notes)
        computed = ComputedState(hasComputedDefaults: fields.contains { $0.computedDefault != nil || $0.defaultSource != nil })
        let focus = FocusState<FormFocus>()
        self.focus = focus
        let sectionIDs = sectionByField
        sections = FocusSections(focus: focus, sections: form.sections.map(\.id)) { target in
            indexByID[target.fieldID].map { sectionIDs[$0] }
        }
        states = FieldStates(shown: [], takesInput: [], isStop: { _ in false })
        for (index, field) in fields.enumerated() {
            if let value = validators[index].defaultValue { store.set(value, for: field.id) }
        }
        for field in fields where field.takesRowsOfText {
            let rows: [String]
            if case .list(let existing)? = store[field.id] { rows = existing } else { rows = [] }
            lists[field.id] = ListRows(list: FocusList(focus: focus, rows: rows,
                                                       focusValue: { FormFocus.row(field: field.id, row: $0) },
                                                       rowID: { if case .row(field.id, let row) = $0 { return row } else { return nil } }))
        }
        var visible: [Bool] = []
        visibility.resolve(into: &visible) { [store] in store[fields[$0].id]?.canonicalText }
        states = FieldStates(shown: visible, takesInput: fields.map { !$0.takesDate }, isStop: isStop)
        focus.canFocus = { [weak self] target in self?.canFocus(target) ?? false }
        observation = focus.observe { [weak self] transition in self?.focusMoved(transition) }
        makeGroups()
        if let draft { apply(draft) }
    }

    // MARK: - Queries

    /// Where the session is, read off the focus: a date is being picked while focus is
    /// deactivated for a date field; the form is complete when nothing has focus and no
    /// shown field waits for an answer.
    public var phase: SessionPhase {
        if let step = focus.step { return .pickingDate(field: step.fieldID) }
        if focus.value != nil { return .editing }
        if isSubmitted { return .submitted }
        return waiting.count == 0 ? .complete : .editing
    }

    /// Validated answers by field id (hidden fields keep theirs but are left out of `answers`).
    public var values: [String: FieldValue] {
        syncLists()
        return store.values
    }

    /// The field with focus, or being picked in a date step.
    public var currentField: FieldDefinition? {
        if case .pickingDate(let id) = phase { return field(id) }
        return focus.value.flatMap { field($0.fieldID) }
    }

    /// The form's shortcuts, parsed once when the session was made, in form order: what a
    /// front end binds its keys to (`activate(_:keeping:)` takes them back).
    package var shortcutKeys: [ShortcutKey] {
        shortcutTargets.sorted { ($0.value.index, $0.value.member ?? -1) < ($1.value.index, $1.value.member ?? -1) }.map(\.key)
    }

    /// The field a form shortcut focuses (a group's sub-field for a sub-field's shortcut),
    /// from the table parsed when the session was made.
    package func field(forShortcut key: ShortcutKey) -> FieldDefinition? {
        guard let target = shortcutTargets[key] else { return nil }
        return target.member.map { fields[target.index].members[$0] } ?? fields[target.index]
    }

    /// The field with this id.
    public func field(_ id: String) -> FieldDefinition? {
        indexByID[id].map { fields[$0] }
    }

    /// The fields shown now, in order: those whose `when` holds.
    public var visibleFields: [FieldDefinition] {
        wholeFormPasses += 1
        return fields.indices.filter { shown[$0] }.map { fields[$0] }
    }

    /// The ids of the fields shown now, in order (no field copied).
    package var visibleFieldIDs: [String] {
        fields.indices.filter { shown[$0] }.map { fields[$0].id }
    }

    /// Whether the field with this id is shown now.
    public func isVisible(_ id: String) -> Bool {
        indexByID[id].map { shown[$0] } ?? false
    }

    /// The 1-based position of a field among the visible fields, and their count: `[2/3]`.
    package func position(of id: String) -> (index: Int, count: Int)? {
        guard let index = indexByID[id], shown[index] else { return nil }
        return (shown.rank(index) + 1, shown.count)
    }

    /// The text a prompt for `target` starts with: unaccepted typed text, else the answer.
    package func currentText(for target: FormFocus) -> String {
        switch target {
        case .field(let id):
            guard let index = indexByID[id] else { return "" }
            if let pending = store.pending[id] { return validators[index].editableText(of: pending) }
            guard let value = store[id] else { return "" }
            return validators[index].editableText(of: value)
        case .row(let id, let row):
            guard let list = lists[id]?.list, let index = list.index(of: row) else { return "" }
            return list.rows[index].text
        case .cell(let id, let row, let member):
            return cellText(id, row, member)
        }
    }

    /// The rows of a list field, with their ids.
    package func rows(of fieldID: String) -> [ListRow] {
        lists[fieldID]?.rows ?? groups[fieldID]?.list.rows ?? []
    }

    /// The answers of the visible fields, in form order (nil for an unanswered optional field).
    public var answers: [(field: FieldDefinition, value: FieldValue?)] {
        wholeFormPasses += 1
        syncLists()
        return fields.indices.filter { shown[$0] }.map { (fields[$0], store[fields[$0].id]) }
    }

    /// Calls `handler` with the new `message` each time it changes (a refused answer, a failed
    /// submit, or nil once it no longer applies). Keep the observation to keep observing.
    ///
    /// ```swift
    /// let shown = session.observeMessage { failure in banner.text = failure?.message }
    /// session.answer("short")     // banner: "must be at least 8 characters"
    /// ```
    package func observeMessage(_ handler: @escaping (ValidationFailure?) -> Void) -> FocusObservation {
        messageObservers.add(handler)
    }

    // MARK: - Keeping the per-field facts current

    /// Sets a field's value; fields whose `when` looks at it are shown or hidden at once.
    func setValue(_ value: FieldValue?, at index: Int) {
        let id = fields[index].id
        let old = store.set(value, for: id)
        if !visibility.dependents[index].isEmpty, old?.canonicalText != value?.canonicalText {
            updateDependents(of: index)
        }
    }

    /// Marks a field answered (or not), keeping `waiting` in step.
    func setAnswered(_ index: Int, _ isAnswered: Bool) {
        states.setAnswered(index, isAnswered)
    }

    /// Re-decides the visibility of the fields whose condition looks at field `index`, and
    /// of theirs in turn when it changed (the rule is `FormVisibility.update`'s; the flags
    /// follow in `states`).
    private func updateDependents(of index: Int) {
        visibility.update(after: index, visible: { shown[$0] }, answer: { store[fields[$0].id]?.canonicalText }) { dependent, isShown in
            states.setShown(dependent, isShown, isStop: isStop(dependent))
        }
    }

    /// Whether Tab stops at the field (ignoring visibility): typed input, or a list with rows.
    func isStop(_ index: Int) -> Bool {
        switch fields[index].shape {
        case .dateStep, .shown: return false
        case .rows: return !(lists[fields[index].id]?.rows.isEmpty ?? true)
        case .records: return !(groups[fields[index].id]?.list.rows.isEmpty ?? true)
        case .line, .lines: return true
        }
    }

    /// Copies the non-empty rows of lists that changed into their values.
    func syncLists() {
        guard !store.stale.isEmpty else { return }
        for id in store.stale { syncList(id) }
    }

    /// Copies a list's non-empty rows into its value.
    func syncList(_ id: String) {
        store.rowsCopied(id)
        if groups[id] != nil { return syncGroup(id) }
        guard let list = lists[id]?.list, let index = indexByID[id] else { return }
        let rows = list.rows.map(\.text).filter { !$0.isEmpty }
        setValue(rows.isEmpty ? nil : .list(rows), at: index)
        states.setStop(index, !list.rows.isEmpty)
    }

    // MARK: - Focus plumbing

    private func canFocus(_ target: FormFocus) -> Bool {
        guard let index = indexByID[target.fieldID], shown[index] else { return false }
        let field = fields[index]
        switch target {
        case .field: return field.shape == .line || field.shape == .lines
        case .row(let id, let row): return lists[id]?.index(of: row) != nil
        case .cell(let id, let row, let member): return canFocusCell(id, row, member)
        }
    }

    private func focusMoved(_ transition: FocusTransition<FormFocus>) {
        if let to = transition.to {
            isSubmitted = false
            if to.fieldID != message?.field { message = nil }
        }
        if case .field(let id)? = transition.to, let index = indexByID[id] {
            if computed.hasComputedDefaults || !defaultClosures.isEmpty { refreshComputedDefault(at: index) }
            if let failure = refreshChoices(at: index) ?? computed.failure(of: id) { message = failure }
        }
        if case .row(let id, _)? = transition.to, let index = indexByID[id] {
            states.setStop(index, true)
        }
        if case .cell(let id, _, _)? = transition.to, let index = indexByID[id] {
            states.setStop(index, true)
            // Another cell of the same group: the message was the cell's left behind.
            if transition.from != transition.to { message = nil }
        }
        if case .cell(let id, _, _)? = transition.from {
            if case .cell(id, _, _)? = transition.to {
                store.rowsChanged(id)
            } else {
                syncGroup(id)
            }
        }
        if case .row(let id, _)? = transition.from {
            if case .row(id, _)? = transition.to {
                store.rowsChanged(id)
            } else {
                syncList(id)
            }
        }
    }
}
