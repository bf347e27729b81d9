/// Builds a `FormDefinition` from a composed YAML tree: shapes and types only.
/// Meaning across fields (references, duplicates, bounds) is `FormChecker`'s job.
struct FormParser {
    let reader: NodeReader
    let today: LocalDate
    /// The patterns compiled so far, by source: a form repeats its patterns (an imported
    /// schema's often does, on hundreds of fields), and compiling one costs more than reading
    /// the rest of its field.
    let compiledPatterns = CompiledPatterns()

    final class CompiledPatterns {
        var bySource: [String: FieldPattern] = [:]
    }

    func form(from root: YAMLNode) -> FormDefinition? {
        if reader.refusesFormatVersion(of: root) { return nil }
        guard let keys = reader.entries(of: root, what: DiagnosticText(.theForm), allowed: FormKeys.form) else { return nil }
        var translations = TextTranslations()
        let title = text(keys["title"]?.value, "title", key: TextKey.title, into: &translations)
        if keys["title"] == nil {
            reader.error(DiagnosticText(.noTitle), at: root, hint: DiagnosticText(.addTitle))
        }
        var sections: [SectionDefinition] = []
        switch (keys["fields"], keys["sections"]) {
        case (let fields?, nil):
            let (items, notes) = self.fields(from: fields.value)
            var section = SectionDefinition(id: "main", fields: items)
            section.notes = notes
            sections = [section]
        case (nil, let list?):
            sections = self.sections(from: list.value)
        case (let fields?, let list?):
            reader.error(DiagnosticText(.fieldsOrSections), at: fields.key,
                         hint: DiagnosticText(.moveIntoSection))
            // Both are still read, so the problems inside them are reported in the same pass.
            let (items, notes) = self.fields(from: fields.value)
            var section = SectionDefinition(id: "main", fields: items)
            section.notes = notes
            sections = [section] + self.sections(from: list.value)
        case (nil, nil):
            reader.error(DiagnosticText(.noFields), at: root, hint: DiagnosticText(.addFields))
        }
        let rules = keys["rules"].map { self.rules(from: $0.value) } ?? []
        let initialFocus = reader.string(keys["initialFocus"]?.value, "initialFocus")
        let description = text(keys["description"]?.value, "description", key: TextKey.description, into: &translations)
        var form = FormDefinition(title: title ?? "", description: description,
                                  sections: sections, rules: rules, initialFocus: initialFocus)
        form.locations.initialFocus = keys["initialFocus"].map { NodeReader.location(of: $0.value) }
        if let checks = keys["checks"] { form.checks = formChecks(from: checks.value) }
        if !reader.translatedLanguages.isEmpty {
            form.translations = translations
            form.languages = reader.translatedLanguages
            form.locations.title = keys["title"].map { NodeReader.location(of: $0.value) }
            form.locations.description = keys["description"].map { NodeReader.location(of: $0.value) }
            reportIncompleteLanguages(of: form)
        }
        return form
    }

    // MARK: - Sections and fields

    private func sections(from node: YAMLNode) -> [SectionDefinition] {
        guard case .sequence(let items) = node, !items.isEmpty else {
            reader.error(DiagnosticText(.sectionsList), at: node)
            return []
        }
        return items.compactMap { item in
            guard let keys = reader.entries(of: item, what: DiagnosticText(.aSection), allowed: FormKeys.section) else { return nil }
            let id = reader.string(keys["id"]?.value, "id")
            if keys["id"] == nil { reader.error(DiagnosticText(.sectionNoID), at: item) }
            if let id { checkIdentifier(id, at: keys["id"]!.value, what: .sectionID) }
            // A section without a readable id still has its fields read and checked (the form
            // is refused for the id; its fields' problems are reported in the same pass).
            let (fields, notes) = keys["fields"].map { self.fields(from: $0.value) } ?? ([], [])
            if keys["fields"] == nil { reader.error(id.map { DiagnosticText(.namedSectionNoFields, ["id": .verbatim($0)]) } ?? DiagnosticText(.sectionNoFields), at: item) }
            var translations = TextTranslations()
            let title = text(keys["title"]?.value, "title", key: TextKey.title, into: &translations)
            var section = SectionDefinition(id: id ?? "", title: title, fields: fields)
            section.notes = notes
            section.translations = translations
            section.location = NodeReader.location(of: item)
            return section
        }
    }

    /// The fields of a `fields:` list, and its notes placed among them (see `NoteKind`).
    func fields(from node: YAMLNode) -> (fields: [FieldDefinition], notes: [FormNote]) {
        guard case .sequence(let items) = node, !items.isEmpty else {
            reader.error(DiagnosticText(.fieldsList), at: node,
                         hint: DiagnosticText(.fieldStartsWithID))
            return ([], [])
        }
        var fields: [FieldDefinition] = [], notes: [FormNote] = []
        for item in items {
            guard let field = field(from: item) else { continue }
            if !field.takesAnswer {
                notes.append(FormNote(note: field, position: fields.count))
            } else {
                fields.append(field)
            }
        }
        return (fields, notes)
    }

    private func field(from node: YAMLNode) -> FieldDefinition? {
        guard let keys = reader.entries(of: node, what: DiagnosticText(.aField), allowed: FormKeys.field) else { return nil }
        let id = reader.string(keys["id"]?.value, "id")
        if keys["id"] == nil { reader.error(DiagnosticText(.fieldNoID), at: node, hint: DiagnosticText(.addID)) }
        if let id { checkIdentifier(id, at: keys["id"]!.value, what: .fieldID) }
        // The type is read even without an id: each problem is reported in the same pass.
        let kind = kind(of: node, keys: keys, id: id)
        guard let id, let kind else {
            if let id { reader.unreadableField(id, at: node) }
            readUnbuiltField(keys, id: id)
            return nil
        }
        // Each key asks the kind (a few look-ups a field); which kinds take it is worked out
        // only for a key this kind refuses (`kindSpecific` costs 0.16M instructions to build).
        for (key, entry) in keys where key != "id" && key != "type" && key != "when" && !kind.takes(key) && FormKeys.field.contains(key) {
            if let kinds = FormKeys.kindSpecific[key] {
                let own = kind.rules.keys.map { "'\($0)'" }.joined(separator: ", ")
                reader.error(DiagnosticText(.doesNotApply, ["key": .verbatim(key), "kind": .verbatim(kind.rawValue)]), at: entry.key,
                             hint: kind.rules.takesAnswer
                                ? DiagnosticText(.keyIsFor, ["key": .verbatim(key), "kinds": .verbatim(kinds.map(\.rawValue).sorted().joined(separator: ", "))])
                                : DiagnosticText(.takesNoAnswer, ["kind": .verbatim(kind.rawValue), "keys": .verbatim(own)]))
            }
        }
        var translations = TextTranslations()
        var field = FieldDefinition(id: id, kind: kind, label: text(keys["label"]?.value, "label", key: TextKey.label, into: &translations))
        field.location = NodeReader.location(of: node)
        field.locations.values = keys.mapValues { NodeReader.location(of: $0.value) }
        field.help = text(keys["help"]?.value, "help", key: TextKey.help, into: &translations)
        field.translations = translations
        field.required = reader.bool(keys["required"]?.value, "required") ?? false
        kind.rules.read(keys, into: &field, with: self)
        if let defaultNode = keys["default"]?.value, case .mapping = defaultNode {
            field.defaultSource = defaultSource(from: defaultNode, field: field)
            field.locations.defaultValue = NodeReader.location(of: defaultNode)
        } else if let defaultNode = keys["default"]?.value {
            field.defaultValue = defaultValue(defaultNode, kind: kind, multiple: field.multiple)
            if case .text(let text)? = field.defaultValue, DefaultTemplate.isTemplate(text) {
                field.defaultValue = nil
                field.computedDefault = template(text, kind: kind, at: defaultNode)
                field.locations.defaultStyle = defaultNode.scalar?.style.rawValue
            }
            field.locations.defaultValue = NodeReader.location(of: defaultNode)
        }
        if let whenNode = keys["when"]?.value {
            field.condition = condition(from: whenNode, role: DiagnosticText(kind.takesAnswer ? .roleWhenOfField : .roleWhenOfNote, ["field": .verbatim(id)]))
        }
        if let shortcutNode = keys["shortcut"]?.value, let text = reader.string(shortcutNode, "shortcut") {
            field.shortcut = text
            field.locations.shortcut = NodeReader.location(of: shortcutNode)
        }
        if let checkNode = keys["check"]?.value {
            field.check = command(from: checkNode, role: .fieldCheck(field: id), what: DiagnosticText(.theCheckOfField, ["field": .verbatim(id)]))
        }
        return field
    }

    /// The field's kind from its `type`, or nil after reporting why there is none.
    private func kind(of node: YAMLNode, keys: FieldKeys, id: String?) -> FieldKind? {
        guard let typeNode = keys["type"]?.value else {
            reader.error(id.map { DiagnosticText(.namedFieldNoType, ["id": .verbatim($0)]) } ?? DiagnosticText(.fieldNoType), at: node,
                         hint: DiagnosticText(.oneOf, ["names": .verbatim(FieldKind.allCases.map(\.rawValue).joined(separator: ", "))]))
            return nil
        }
        guard let typeName = reader.string(typeNode, "type") else { return nil }
        guard let kind = FieldKind(rawValue: typeName) else {
            let names = FieldKind.allCases.map(\.rawValue)
            reader.error(DiagnosticText(.unknownType, ["type": .verbatim(typeName)]), at: typeNode,
                         hint: DiagnosticText.suggestion(for: typeName, in: names) ?? DiagnosticText(.oneOf, ["names": .verbatim(names.joined(separator: ", "))]))
            return nil
        }
        return kind
    }

    /// Reads what every field has from a field that cannot be built (no id, or no known
    /// type), so its other problems are reported in the same pass: `label`, `help` and
    /// `required` are checked, and the field its `when` names must exist.
    private func readUnbuiltField(_ keys: FieldKeys, id: String?) {
        var translations = TextTranslations()
        _ = text(keys["label"]?.value, "label", key: TextKey.label, into: &translations)
        _ = text(keys["help"]?.value, "help", key: TextKey.help, into: &translations)
        _ = reader.bool(keys["required"]?.value, "required")
        guard let whenNode = keys["when"]?.value else { return }
        let role = id.map { DiagnosticText(.roleWhenOfField, ["field": .verbatim($0)]) } ?? DiagnosticText(.roleWhenOfNoID)
        if let condition = condition(from: whenNode, role: role), let location = condition.location {
            reader.looseReferences.append((condition.field, location, role))
        }
    }

    // MARK: - Values

    /// `choices: [basic, {value: pro, label: "Pro – 10 €/month"}]`: plain values beside
    /// objects with a `value` and an optional `label`.
    func choices(from node: YAMLNode, into settings: inout ChoiceSettings, of field: inout FieldDefinition) {
        if case .mapping = node {
            field.locations.choiceSource = NodeReader.location(of: node)
            settings.source = choiceSource(from: node, field: field.id)
            return
        }
        guard case .sequence(let items) = node else {
            reader.error(DiagnosticText(.mustBeList, ["name": "choices", "found": .text(NodeReader.described(node))]), at: node,
                         hint: DiagnosticText(.writeAsList))
            return
        }
        if items.isEmpty { reader.error(DiagnosticText(.isEmpty, ["what": .text(DiagnosticText(.quoted, ["name": "choices"]))]), at: node) }
        var values: [String] = [], labels: [String?] = []
        var locations: [SourceLocation] = [], labelLocations: [SourceLocation?] = []
        var valueNodes: [(text: String, node: YAMLNode)] = []
        for item in items {
            if item.scalar != nil {
                guard let (scalar, _) = reader.valued(item, what: DiagnosticText(.itemOf, ["index": "\(values.count + 1)", "name": "choices"])) else { continue }
                values.append(scalar.string)
                valueNodes.append((scalar.string, item))
                labels.append(nil)
                locations.append(NodeReader.location(of: item))
                labelLocations.append(nil)
                continue
            }
            guard case .mapping = item else {
                reader.error(DiagnosticText(.choiceTextOrMapping, ["found": .text(NodeReader.described(item))]), at: item)
                continue
            }
            guard let keys = reader.entries(of: item, what: DiagnosticText(.aChoice), allowed: FormKeys.choice) else { continue }
            guard let valueNode = keys["value"]?.value else {
                reader.error(DiagnosticText(.choiceNoValue), at: item, hint: DiagnosticText(.addValue))
                continue
            }
            guard let value = reader.string(valueNode, "value", orScalar: true) else { continue }
            valueNodes.append((value, valueNode))
            var label: String?
            if let labelNode = keys["label"]?.value,
               let written = text(labelNode, "label", key: TextKey.choice(values.count), into: &field.translations) {
                if AnswerText.isBlank(written) {
                    reader.error(DiagnosticText(.choiceLabelEmpty, ["value": .verbatim(value)]), at: labelNode,
                                 hint: DiagnosticText(.giveLabelText))
                } else {
                    label = written
                }
            }
            values.append(value)
            labels.append(label)
            locations.append(NodeReader.location(of: valueNode))
            labelLocations.append(keys["label"].map { NodeReader.location(of: $0.value) })
        }
        reportSameValues(valueNodes)
        settings.setChoices(values, labels: labels)
        field.locations.choices = locations
        field.locations.choiceLabels = labelLocations
    }

    private func checkIdentifier(_ id: String, at node: YAMLNode, what: DiagnosticWord) {
        let scalars = id.unicodeScalars
        let valid = scalars.first.map { $0.isASCIILetter } == true
            && scalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        if !valid {
            reader.error(DiagnosticText(.identifierLetters, ["what": .text(DiagnosticText(what)), "id": .verbatim(id)]), at: node)
        }
    }

    /// Reports choices written differently that YAML reads as the same number or Boolean
    /// (`1` and `1.0`, `true` and `True`): the schema's `uniqueItems` refuses them, and which
    /// one an answer means would be unclear. (Texts written alike are `FormChecker`'s duplicates.)
    private func reportSameValues(_ items: [(text: String, node: YAMLNode)]) {
        var firstSpelling: [String: String] = [:]
        for item in items {
            guard let scalar = item.node.scalar else { continue }
            let value: String, said: DiagnosticText
            switch CoreScalar(scalar) {
            case .int, .float:
                guard let number = FormNumber(parsing: item.text) else { continue }
                value = "the same number \(number)"
                said = DiagnosticText(.sameNumber, ["value": "\(number)"])
            case .bool(let flag):
                value = "the same Boolean \(flag)"
                said = DiagnosticText(.sameBoolean, ["value": "\(flag)"])
            default:
                continue
            }
            if let first = firstSpelling[value], first != item.text {
                reader.error(DiagnosticText(.sameValueTwice, ["first": .verbatim(first), "second": .verbatim(item.text), "value": .text(said)]), at: item.node,
                             hint: DiagnosticText(.keepOneOrQuote))
            }
            firstSpelling[value] = firstSpelling[value] ?? item.text
        }
    }

    func pattern(_ source: String, at node: YAMLNode) -> FieldPattern? {
        if let compiled = compiledPatterns.bySource[source] { return compiled }
        do {
            let compiled = try FieldPattern(source)
            compiledPatterns.bySource[source] = compiled
            return compiled
        } catch {
            var location = NodeReader.location(of: node)
            if let offset = error.offset, let style = node.scalar?.style,
               let inside = ScalarColumns.location(ofOffset: offset, from: location, style: style, in: reader.lines) {
                location = inside
            }
            reader.error(DiagnosticText(.invalidPattern, ["problem": .text(FormLoader.patternText(error.reason))]), at: location,
                         hint: DiagnosticText(.patternsAreICU))
            return nil
        }
    }

    private func defaultValue(_ node: YAMLNode, kind: FieldKind, multiple: Bool) -> FieldDefault? {
        if kind.traits.isSecret {
            reader.error(DiagnosticText(.secretNoDefault), at: node,
                         hint: DiagnosticText(.secretsNotStored))
            return nil
        }
        if kind.traits.holdsRecords {
            reader.error(DiagnosticText(.groupNoDefault), at: node,
                         hint: DiagnosticText(.giveSubFieldsDefaults))
            return nil
        }
        if kind.traits.holdsRows {
            return reader.strings(node, "default").map { .rows($0.map(\.text)) }
        }
        if kind.traits.offersChoices, multiple, case .sequence = node {
            // `default: [email, sms]`; one value may also be written alone.
            return reader.strings(node, "default").map { .rows($0.map(\.text)) }
        }
        return reader.string(node, "default", orScalar: true).map { .text($0) }
    }

    /// Reads a computed default (a `default` holding a brace); only text fields take one.
    private func template(_ text: String, kind: FieldKind, at node: YAMLNode) -> DefaultTemplate? {
        guard kind.traits.computesDefaults else {
            reader.error(DiagnosticText(.computedDefaultTextOnly, ["kind": .verbatim(kind.rawValue)]),
                         at: node, hint: DiagnosticText(.removeBraces))
            return nil
        }
        return template(text, at: node, what: .computedDefaultWhat)
    }

    /// Parses a template (`{id}` references) written at `node`; reports a problem as an
    /// invalid `what`.
    func template(_ text: String, at node: YAMLNode, what: DiagnosticWord) -> DefaultTemplate? {
        do {
            return try DefaultTemplate(parsing: text)
        } catch {
            reader.error(DiagnosticText(.invalidTemplate, ["what": .text(DiagnosticText(what)), "problem": .text(error.text)]),
                         at: location(inside: node, offset: error.offset),
                         hint: DiagnosticText(.templateHint, ["hint": .text(error.hintText)]))
            return nil
        }
    }

    /// Where the `offset`-th Unicode scalar of a scalar node's value is written, else the node.
    private func location(inside node: YAMLNode, offset: Int) -> SourceLocation {
        ScalarColumns.location(ofOffset: offset, inValueAt: NodeReader.location(of: node), style: node.scalar?.style, in: reader.lines)
    }

    /// The `when` at `node`; `role` names it in a problem ("the 'when' of field 'x'"). When
    /// it cannot be built, the field it names is still checked (`looseReferences`).
    private func condition(from node: YAMLNode, role: @autoclosure () -> DiagnosticText) -> Condition? {
        guard let keys = reader.entries(of: node, what: DiagnosticText(.aCondition), allowed: FormKeys.condition) else { return nil }
        guard let field = reader.string(keys["field"]?.value, "field") else {
            if keys["field"] == nil { reader.error(DiagnosticText(.conditionNoField), at: node, hint: DiagnosticText(.nameTheField)) }
            return nil
        }
        let fieldLocation = NodeReader.location(of: keys["field"]!.value)
        let tests = ["equals", "notEquals", "in", "isSet"].filter { keys[$0] != nil }
        guard tests.count == 1 else {
            reader.error(tests.isEmpty ? DiagnosticText(.conditionNoTest) : DiagnosticText(.conditionTests, ["tests": .verbatim(tests.joined(separator: ", "))]),
                         at: node, hint: DiagnosticText(.useOneTest))
            reader.looseReferences.append((field, fieldLocation, role()))
            return nil
        }
        let test: Condition.Test?
        switch tests[0] {
        case "equals": test = reader.string(keys["equals"]?.value, "equals", orScalar: true).map(Condition.Test.equals)
        case "notEquals": test = reader.string(keys["notEquals"]?.value, "notEquals", orScalar: true).map(Condition.Test.notEquals)
        case "in":
            let values = reader.strings(keys["in"]?.value, "in")
            if values?.isEmpty == true { reader.error(DiagnosticText(.isEmpty, ["what": .text(DiagnosticText(.quoted, ["name": "in"]))]), at: keys["in"]!.value, hint: DiagnosticText(.listTheAnswers)) }
            test = values.flatMap { $0.isEmpty ? nil : .isIn($0.map(\.text)) }
        default: test = reader.bool(keys["isSet"]?.value, "isSet").map(Condition.Test.isSet)
        }
        guard let test else {
            reader.looseReferences.append((field, fieldLocation, role()))
            return nil
        }
        var condition = Condition(field: field, test: test, location: fieldLocation)
        switch keys[tests[0]]?.value {
        case .sequence(let items)?: condition.valueLocations = items.map { NodeReader.location(of: $0) }
        case let value? where tests[0] != "isSet": condition.valueLocations = [NodeReader.location(of: value)]
        default: break
        }
        return condition
    }

    func rules(from node: YAMLNode) -> [CrossFieldRule] {
        guard case .sequence(let items) = node else {
            reader.error(DiagnosticText(.rulesList), at: node)
            return []
        }
        return items.compactMap { item in
            guard let keys = reader.entries(of: item, what: DiagnosticText(.aRule), allowed: FormKeys.rule) else { return nil }
            let comparisons = CrossFieldRule.Comparison.allCases.filter { keys[$0.rawValue] != nil }
            if comparisons.count != 1 {
                reader.error(DiagnosticText(comparisons.isEmpty ? .ruleNoComparison : .ruleComparisons),
                             at: item, hint: DiagnosticText(.useOneComparison))
            }
            if keys["field"] == nil { reader.error(DiagnosticText(.ruleNoField), at: item, hint: DiagnosticText(.nameFocusField)) }
            if keys["message"] == nil { reader.error(DiagnosticText(.ruleNoMessage), at: item, hint: DiagnosticText(.sayWhatToFix)) }
            // Every part is read, so a rule missing one still has the fields it names checked.
            let field = reader.string(keys["field"]?.value, "field")
            let others = comparisons.compactMap { comparison in
                reader.string(keys[comparison.rawValue]?.value, comparison.rawValue).map { (comparison, $0) }
            }
            var translations = TextTranslations()
            let message = text(keys["message"]?.value, "message", key: TextKey.message, into: &translations)
            guard comparisons.count == 1, let field, let (comparison, other) = others.first, let message else {
                if let field { reader.looseReferences.append((field, NodeReader.location(of: keys["field"]!.value), DiagnosticText(.roleRuleField))) }
                for (comparison, other) in others {
                    reader.looseReferences.append((other, NodeReader.location(of: keys[comparison.rawValue]!.value), DiagnosticText(.roleRuleComparison, ["comparison": .verbatim(comparison.rawValue)])))
                }
                return nil
            }
            var rule = CrossFieldRule(field: field, comparison: comparison, other: other, message: message,
                                      location: NodeReader.location(of: keys["field"]!.value))
            rule.otherLocation = NodeReader.location(of: keys[comparison.rawValue]!.value)
            rule.translations = translations
            rule.messageLocation = NodeReader.location(of: keys["message"]!.value)
            return rule
        }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
