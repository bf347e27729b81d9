/// `type: group`: a repeating group, a kind that holds kinds. Its `fields:` are sub-fields
/// of the kinds a row can hold (`memberKinds`), each read and checked by its own kind's
/// rules; its `rules:` compare two sub-fields of one row; `ItemCounts` bounds how many rows
/// it takes, within the limits every list has (`InputLimits`).
///
/// ```yaml
/// - id: legs
///   type: group
///   label: Leg
///   fields:
///     - {id: from, type: text, required: true}
///     - {id: start, type: date}
///     - {id: end, type: date}
///   rules:
///     - {field: end, after: start, message: "ends before it starts"}
/// ```
enum GroupKind: FieldKindRules {
    /// The sub-fields' key and the rules' key.
    static let fieldsKey = "fields", rulesKey = "rules"
    static let keys = [fieldsKey, rulesKey] + ItemCounts.keys
    static let summary = "rows of records: each row answers the sub-fields under 'fields'"
    static let formSchemaRule = ##"{"required": ["fields"]}"##
    static let traits = KindTraits(holdsRows: true, holdsRecords: true)

    /// The kinds a row's sub-field may have: one-line answers (a date is typed in a row).
    static let memberKinds: [FieldKind] = [.text, .number, .date, .choice, .confirm, .path]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        ItemCounts.read(keys, into: &field, with: parser)
        let reader = parser.reader
        guard let fieldsNode = keys[fieldsKey]?.value else {
            reader.error(DiagnosticText(.groupNoFields, ["group": .verbatim(field.id)]), at: keys["type"]?.key,
                         hint: DiagnosticText(.listSubFields))
            return
        }
        let (members, notes) = parser.fields(from: fieldsNode)
        for note in notes {
            reader.error(DiagnosticText(.noteInGroup, ["group": .verbatim(field.id)]), at: note.note.location ?? NodeReader.location(of: fieldsNode),
                         hint: DiagnosticText(.noteBeforeGroup))
        }
        field.members = members.filter { member in
            let typeAt = member.locations.values["type"] ?? member.location ?? NodeReader.location(of: fieldsNode)
            guard memberKinds.contains(member.kind), member.lines == .one else {
                let what = member.kind == .secret ? "a secret" : member.kind == .text ? "a multi-line text" : "a \(member.kind.rawValue)"
                reader.error("sub-field '\(member.id)' of group '\(field.id)' is \(what); a group's rows hold \(memberKinds.map(\.rawValue).joined(separator: ", ")) sub-fields",
                             at: typeAt,
                             hint: member.kind == .secret
                                ? "a secret is never kept in a row (rows are shown, drafted and reviewed); ask it as a field of its own outside the group"
                                : "a row is one record of one-line answers; make '\(member.id)' a field of its own outside the group")
                return false
            }
            if let at = member.locations.values["check"] {
                reader.error(DiagnosticText(.subFieldCheck, ["field": .verbatim(member.id), "group": .verbatim(field.id)]),
                             at: at, hint: DiagnosticText(.checkOnGroup))
            }
            if member.computedDefault != nil {
                reader.error(DiagnosticText(.subFieldComputedDefault, ["field": .verbatim(member.id), "group": .verbatim(field.id)]),
                             at: member.locations.defaultValue ?? typeAt, hint: DiagnosticText(.plainDefault))
            }
            return true
        }
        if let rulesNode = keys[rulesKey]?.value { field.memberRules = parser.rules(from: rulesNode) }
    }

    static func onlyIsSetProblem(of field: FieldDefinition) -> KindProblem? {
        KindProblem(message: "'\(field.id)' is a group field: a condition on it can only use isSet")
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        ItemCounts.check(field, with: checker)
        let reader = checker.reader
        var byID: [String: FieldDefinition] = [:], order: [String: Int] = [:]
        for (index, member) in field.members.enumerated() {
            if let first = byID[member.id] {
                reader.error(DiagnosticText(.duplicateSubField, ["group": .verbatim(field.id), "field": .verbatim(member.id), "line": "\(first.location?.line ?? 0)"]),
                             at: member.location ?? SourceLocation(line: 1, column: 1), hint: DiagnosticText(.subFieldIDsUnique))
                continue
            }
            byID[member.id] = member
            order[member.id] = index
        }
        for (index, member) in field.members.enumerated() {
            member.kind.rules.check(member, with: checker)
            checker.checkDefault(member)
            if let condition = member.condition {
                // A sub-field's `when` looks at an earlier sub-field of the same row.
                checker.checkCondition(condition, of: member, fields: byID, order: order, index: index)
            }
        }
        for rule in field.memberRules { checker.checkRule(rule, fields: byID) }
    }

    static func shape(of field: FieldDefinition) -> FieldShape { .records }

    // A group's answer is its rows: counted together against the limits, never one line,
    // given as a JSON array of objects when given whole (`FieldValidator+Group`).
    static var limitsRowsTogether: Bool { true }
    static func takesOneLine(_ field: FieldDefinition) -> Bool { false }
    static var itemName: String { "row" }
    static var missingMessage: String { "needs at least one row" }

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        validator.records(fromText: text)
    }
}

extension FieldDefinition {
    /// Each sub-field's position in `members`, by id (the first of a repeated id).
    var memberIndexByID: [String: Int] {
        var positions: [String: Int] = [:]
        for (index, member) in members.enumerated() where positions[member.id] == nil { positions[member.id] = index }
        return positions
    }
}
