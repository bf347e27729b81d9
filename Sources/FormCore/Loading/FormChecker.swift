/// Checks what a form means across fields: unique ids, references that resolve, bounds
/// that can be met, defaults that pass their own field's validation, shortcuts that do
/// not clash.
struct FormChecker {
    let reader: NodeReader
    let today: LocalDate

    func check(_ form: FormDefinition) {
        let fields = form.fields
        var firstByID: [String: FieldDefinition] = [:]
        let notes = form.notes
        // Notes share the fields' ids (`when` and templates name fields, never notes).
        var noteIDs: [String: FieldDefinition] = [:]
        // Fields that could not be read (an unknown type) still hold their id: a duplicate of
        // it is reported too, in source order.
        var firstLine: [String: Int] = [:]
        let written = (fields + notes.map(\.note)).map { (id: $0.id, location: $0.location ?? SourceLocation(line: 1, column: 1), field: Optional($0)) }
            + reader.unreadableFields.map { (id: $0.id, location: $0.location, field: nil) }
        for (id, location, field) in written.sorted(by: { $0.location < $1.location }) {
            if let line = firstLine[id] {
                reader.error(DiagnosticText(.duplicateFieldID, ["id": .verbatim(id), "line": "\(line)"]),
                             at: location, hint: DiagnosticText(.fieldIDsUnique))
                continue
            }
            firstLine[id] = location.line
            if let field { if !field.takesAnswer { noteIDs[id] = field } else { firstByID[id] = field } }
        }
        var sectionIDs: [String: Int] = [:]
        for section in form.sections where (form.sections.count > 1 || section.id != "main") && !section.id.isEmpty {
            if let line = sectionIDs[section.id] {
                reader.error(DiagnosticText(.duplicateSectionID, ["id": .verbatim(section.id), "line": "\(line)"]),
                             at: section.location ?? SourceLocation(line: 1, column: 1))
            } else {
                sectionIDs[section.id] = section.location?.line ?? 0
            }
        }
        let order = Dictionary(fields.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        checkInitialFocus(form, fields: firstByID)
        for field in fields {
            field.kind.rules.check(field, with: self)
            checkDefault(field)
            if field.computedDefault != nil { checkTemplate(of: field, fields: firstByID, order: order, index: order[field.id]) }
            if let condition = field.condition { checkCondition(condition, of: field, fields: firstByID, order: order, index: order[field.id]) }
            if case .field(let source)? = field.choiceSource {
                checkChoiceSource(source, of: field, fields: firstByID, order: order)
            }
        }
        for (note, before) in notes {
            // A note reads the fields before it: as if it were the last of them.
            if note.computedDefault != nil { checkTemplate(of: note, fields: firstByID, order: order, index: before - 1) }
            if let condition = note.condition { checkCondition(condition, of: note, fields: firstByID, order: order, index: before - 1) }
        }
        for rule in form.rules { checkRule(rule, fields: firstByID) }
        for (id, location, role) in reader.looseReferences where firstByID[id] == nil {
            unknownField(id, at: location, role: role, fields: firstByID)
        }
        for command in form.commands { checkCommand(command, fields: firstByID) }
        checkShortcuts(fields)
    }

    /// `choices: {from: FIELD}` names an earlier list or multiple choice field.
    private func checkChoiceSource(_ id: String, of field: FieldDefinition, fields: [String: FieldDefinition], order: [String: Int]) {
        let at = field.locations.values["choices"] ?? field.location
        guard let source = fields[id] else {
            unknownField(id, at: at, role: DiagnosticText(.roleChoicesOf, ["field": .verbatim(field.id)]), fields: fields)
            return
        }
        guard let from = order[id], let mine = order[field.id], from < mine else {
            reader.error(DiagnosticText(.choicesFromLater, ["field": .verbatim(field.id), "id": .verbatim(id)]), at: at ?? SourceLocation(line: 1, column: 1),
                         hint: DiagnosticText(.choicesMoveBefore, ["field": .verbatim(field.id), "id": .verbatim(id)]))
            return
        }
        guard source.takesItems else {
            reader.error(DiagnosticText(.choicesFromWrongKind, ["field": .verbatim(field.id), "id": .verbatim(id), "kind": .verbatim(source.kind.rawValue)]),
                         at: at ?? SourceLocation(line: 1, column: 1), hint: DiagnosticText(.nameAListField))
            return
        }
    }

    /// A command's `reads` and `field` name fields of the form.
    private func checkCommand(_ command: FormCommand, fields: [String: FieldDefinition]) {
        for (index, id) in command.reads.enumerated() where fields[id] == nil {
            unknownField(id, at: index < command.readLocations.count ? command.readLocations[index] : command.location,
                         role: DiagnosticText(.roleReadsOf, ["command": .text(command.roleText)]), fields: fields)
        }
        if let id = command.field, fields[id] == nil {
            unknownField(id, at: command.fieldLocation ?? command.location, role: DiagnosticText(.roleCommand, ["command": .text(command.roleText)]), fields: fields)
        }
    }

    // MARK: - References

    private func unknownField(_ id: String, at location: SourceLocation?, role: DiagnosticText, fields: [String: FieldDefinition]) {
        guard !reader.unreadableFieldIDs.contains(id) else { return }  // already reported where it is defined
        reader.error(DiagnosticText(.namesUnknownField, ["role": .text(role), "id": .verbatim(id)]), at: location ?? SourceLocation(line: 1, column: 1),
                     hint: DiagnosticText.suggestion(for: id, in: fields.keys.sorted())
                        ?? DiagnosticText(.knownFields, ["fields": .verbatim(fields.keys.sorted().joined(separator: ", "))]))
    }

    private func checkInitialFocus(_ form: FormDefinition, fields: [String: FieldDefinition]) {
        guard let id = form.initialFocus else { return }
        guard let field = fields[id] else {
            unknownField(id, at: form.locations.initialFocus, role: DiagnosticText(verbatim: "initialFocus"), fields: fields)
            return
        }
        if field.shape == .dateStep {
            reader.error(DiagnosticText(.initialFocusDateStep, ["id": .verbatim(id)]),
                         at: form.locations.initialFocus ?? SourceLocation(line: 1, column: 1))
        }
    }

    /// How many distinct fields of one computed default are checked (a template naming
    /// thousands of unknown fields gets a few errors, not thousands).
    static let templateProblemLimit = 20

    /// A computed default may only name fields answered before it, and never a secret.
    private func checkTemplate(of field: FieldDefinition, fields: [String: FieldDefinition], order: [String: Int], index: Int?) {
        guard let template = field.computedDefault else { return }
        let start = field.locations.defaultValue ?? field.location ?? SourceLocation(line: 1, column: 1)
        var seen: Set<String> = []
        for reference in template.references where seen.insert(reference.field).inserted {
            // Each field named once; a hostile template's many problems stop at a few.
            if seen.count > Self.templateProblemLimit { break }
            // Placed only for a problem: walking to each reference would cost the template's length each time.
            var location: SourceLocation {
                ScalarColumns.location(ofOffset: reference.offset, inValueAt: start, style: field.locations.defaultStyle.flatMap(YAMLNode.Scalar.Style.init(rawValue:)), in: reader.lines)
            }
            let role = DiagnosticText(!field.takesAnswer ? .roleNoteText : .roleComputedDefault, ["field": .verbatim(field.id)])
            guard let target = fields[reference.field] else {
                unknownField(reference.field, at: location, role: role, fields: fields)
                continue
            }
            if target.id == field.id {
                reader.error(DiagnosticText(.refersToItself, ["role": .text(role)]), at: location,
                             hint: DiagnosticText(.computedFromEarlier))
            } else if let targetIndex = order[target.id], let index, targetIndex > index {
                reader.error(DiagnosticText(.refersToLater, ["role": .text(role), "id": .verbatim(target.id)]), at: location,
                             hint: DiagnosticText(.computedMoveUp, ["id": .verbatim(target.id)]))
            } else if target.isSecret {
                reader.error(DiagnosticText(.refersToSecret, ["role": .text(role), "id": .verbatim(target.id)]), at: location,
                             hint: DiagnosticText(.secretsNeverShown))
            }
        }
    }

    func checkCondition(_ condition: Condition, of field: FieldDefinition,
                                fields: [String: FieldDefinition], order: [String: Int], index: Int?) {
        guard let target = fields[condition.field] else {
            unknownField(condition.field, at: condition.location, role: DiagnosticText(!field.takesAnswer ? .roleWhenOfNote : .roleWhenOfField, ["field": .verbatim(field.id)]), fields: fields)
            return
        }
        if target.id == field.id {
            reader.error(DiagnosticText(.conditionOnItself, ["id": .verbatim(field.id)]), at: condition.location ?? SourceLocation(line: 1, column: 1))
        } else if let targetIndex = order[target.id], let index, targetIndex > index {
            reader.error(DiagnosticText(.looksAtLater, ["role": .text(DiagnosticText(!field.takesAnswer ? .roleWhenOfNote : .roleWhenOfField, ["field": .verbatim(field.id)])),
                                                    "id": .verbatim(target.id)]),
                         at: condition.location ?? SourceLocation(line: 1, column: 1),
                         hint: DiagnosticText(.conditionMoveUp, ["id": .verbatim(target.id)]))
        }
        let expected: [String]
        switch condition.test {
        case .equals(let value), .notEquals(let value): expected = [value]
        case .isIn(let values): expected = values
        case .isSet: expected = []
        }
        let at = condition.location ?? SourceLocation(line: 1, column: 1)
        let rules = target.kind.rules
        if !expected.isEmpty, let problem = rules.onlyIsSetProblem(of: target) {
            reader.error(problem.message, at: at, hint: problem.hint)
            return
        }
        for (index, value) in expected.enumerated() {
            if let problem = rules.conditionProblem(value, on: target) {
                reader.error(problem, at: condition.valueLocations.indices.contains(index) ? condition.valueLocations[index] : at)
            }
        }
    }

    func checkRule(_ rule: CrossFieldRule, fields: [String: FieldDefinition]) {
        let field = fields[rule.field], other = fields[rule.other]
        if field == nil { unknownField(rule.field, at: rule.location, role: DiagnosticText(.roleRuleField), fields: fields) }
        if other == nil { unknownField(rule.other, at: rule.otherLocation, role: DiagnosticText(.roleRuleComparison, ["comparison": .verbatim(rule.comparison.rawValue)]), fields: fields) }
        guard let field, let other else { return }
        if field.id == other.id {
            reader.error(DiagnosticText(.ruleComparesItself, ["id": .verbatim(field.id)]), at: rule.otherLocation ?? SourceLocation(line: 1, column: 1))
        }
        if rule.comparison == .after || rule.comparison == .before {
            if !field.kind.rules.isOrdered || field.kind != other.kind {
                reader.error(DiagnosticText(.ruleComparesKinds, ["comparison": .verbatim(rule.comparison.rawValue), "field": .verbatim(field.id), "kind": .verbatim(field.kind.rawValue),
                                                         "other": .verbatim(other.id), "otherKind": .verbatim(other.kind.rawValue)]),
                             at: rule.otherLocation ?? SourceLocation(line: 1, column: 1))
            }
        }
    }

    // MARK: - Bounds and defaults

    /// Where the value of `key` of `field` is written (the field when it is not): bound
    /// errors point at the upper bound's value.
    func upper(_ key: String, of field: FieldDefinition) -> SourceLocation {
        field.locations.values[key] ?? field.location ?? SourceLocation(line: 1, column: 1)
    }

    /// Each value once, and no label that reads as another choice's value (typing it would
    /// be ambiguous); both compared ignoring case, as typed answers are.
    func checkChoices(_ field: FieldDefinition, at fallback: SourceLocation) {
        func location(_ index: Int) -> SourceLocation {
            field.locations.choices.indices.contains(index) ? field.locations.choices[index] : fallback
        }
        var seen: [String: Int] = [:]
        for (index, value) in field.choices.enumerated() {
            if let first = seen[value] {
                reader.error(DiagnosticText(.choiceValueTwice, ["field": .verbatim(field.id), "value": .verbatim(value), "first": "\(first + 1)", "second": "\(index + 1)"]),
                             at: location(index), hint: DiagnosticText(.eachChoiceOwnValue))
            } else {
                seen[value] = index
            }
        }
        // A choice is typed and shown on one line (`LineBreaks`).
        for index in field.choices.indices where LineBreaks.contains(field.choices[index]) {
            reader.error(DiagnosticText(.choiceLineBreak, ["what": .text(DiagnosticText(.choiceNumber, ["index": "\(index + 1)"])), "field": .verbatim(field.id)]),
                         at: location(index), hint: DiagnosticText(.writeOnOneLine))
        }
        checkChoiceLabels(field, at: location)
        // Each language's labels are typed and shown as the source's are: checked the same way,
        // each problem at the translation.
        guard !field.translations.isEmpty else { return }
        for language in Language.allCases where language != .english {
            var translated = field
            var any = false
            for index in field.choiceLabels.indices {
                guard let entry = field.translations.byKey[TextKey.choice(index)]?[language] else { continue }
                translated.settings.updateChoice { $0.labels[index] = entry.text }
                translated.locations.choiceLabels[index] = entry.location
                any = true
            }
            if any { checkChoiceLabels(translated, at: location) }
        }
    }

    /// No label holds a line break or reads as another choice's value or label.
    private func checkChoiceLabels(_ field: FieldDefinition, at location: (Int) -> SourceLocation) {
        for index in field.choices.indices where !LineBreaks.contains(field.choices[index]) {
            guard let label = field.choiceLabel(at: index), LineBreaks.contains(label) else { continue }
            let labelAt = field.locations.choiceLabels.indices.contains(index) ? field.locations.choiceLabels[index] : nil
            reader.error(DiagnosticText(.choiceLineBreak, ["what": .text(DiagnosticText(.labelOfChoiceNumber, ["index": "\(index + 1)"])), "field": .verbatim(field.id)]),
                         at: labelAt ?? location(index), hint: DiagnosticText(.writeOnOneLine))
        }
        guard field.hasChoiceLabels else { return }
        var labelled: [String: Int] = [:]
        for index in field.choices.indices {
            guard let label = field.choiceLabel(at: index) else { continue }
            let value = field.choices[index]
            let at = (field.locations.choiceLabels.indices.contains(index) ? field.locations.choiceLabels[index] : nil) ?? location(index)
            if let other = field.choices.first(where: { $0 != value && $0.lowercased() == label.lowercased() }) {
                reader.error(DiagnosticText(.labelIsOtherValue, ["label": .verbatim(label), "value": .verbatim(value), "other": .verbatim(other)]),
                             at: at, hint: DiagnosticText(.giveDifferentLabel, ["value": .verbatim(value)]))
            } else if let first = labelled[label.lowercased()], field.choices[first] != value {
                reader.error(DiagnosticText(.sameLabel, ["first": .verbatim(field.choices[first]), "value": .verbatim(value), "label": .verbatim(label)]),
                             at: at, hint: DiagnosticText(.giveOwnLabel))
            }
            if labelled[label.lowercased()] == nil { labelled[label.lowercased()] = index }
        }
    }

    func checkDefault(_ field: FieldDefinition) {
        // Computed choices are known only at run time: a default among them is checked then.
        guard let value = field.defaultValue, field.choiceSource == nil else { return }
        let validator = FieldValidator(field: field, today: today)
        let failure: ValidationFailure?
        switch value {
        case .text(let text):
            if case .failure(let error) = validator.value(from: text) { failure = error } else { failure = nil }
        case .rows(let rows):
            failure = field.kind.rules.defaultFailure(rows: rows, with: validator)
        }
        if let failure {
            // "it must be …", "its row 2 holds …": the messages name a list's row first.
            let key: DiagnosticWord = failure.message.hasPrefix("row ") ? .defaultRowNotValid : .defaultNotValid
            reader.error(DiagnosticText(key, ["field": .verbatim(field.id), "problem": .text(failure.text)]),
                         at: field.locations.defaultValue ?? field.location ?? SourceLocation(line: 1, column: 1))
        }
    }

    // MARK: - Shortcuts

    private func checkShortcuts(_ fields: [FieldDefinition]) {
        // A group's sub-fields take shortcuts too: one key, one field or sub-field, form-wide.
        var owners: [ShortcutKey: (name: DiagnosticText, line: Int)] = [:]
        for (group, field) in fields.flatMap({ field in field.shortcutOwners.map { ($0.member == nil ? nil : field.id, $0.field) } }) {
            guard let text = field.shortcut else { continue }
            let at = field.locations.shortcut ?? field.location ?? SourceLocation(line: 1, column: 1)
            let key: ShortcutKey
            do {
                key = try ShortcutKey(parsing: text)
            } catch {
                reader.error(DiagnosticText(.invalidShortcut, ["problem": .text(error.text)]), at: at)
                continue
            }
            if let owner = owners[key] {
                reader.error(DiagnosticText(.shortcutTaken, ["key": "\(key)", "owner": .text(owner.name), "line": "\(owner.line)"]),
                             at: at, hint: DiagnosticText(.oneShortcutOneField))
            } else {
                owners[key] = (group.map { DiagnosticText(.subFieldOfGroup, ["field": .verbatim(field.id), "group": .verbatim($0)]) }
                                ?? DiagnosticText(.fieldNamed, ["field": .verbatim(field.id)]), field.locations.shortcut?.line ?? 0)
            }
            if key == ShortcutKey.editorPrefix, let several = fields.first(where: { $0.shape == .lines }) {
                reader.error(DiagnosticText(.shortcutHidesEditor, ["key": "\(key)", "field": .verbatim(several.id)]),
                             at: at, hint: DiagnosticText(.pickAnotherKey, ["letter": .verbatim(field.id.first.map { String($0).lowercased() } ?? "x")]))
            }
            if key.shadowsEditingKey {
                reader.warning(DiagnosticText(.shortcutShadowsEditing, ["key": "\(key)"]), at: at,
                               hint: DiagnosticText(.altNeverClashes))
            }
        }
    }
}
