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
        let rows = ItemCounts.read(keys, with: parser)
        field.settings = .group(GroupSettings(rows: rows))
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
        let kept = members.filter { member in
            let typeAt = member.locations.values["type"] ?? member.location ?? NodeReader.location(of: fieldsNode)
            guard memberKinds.contains(member.kind), member.lines == .one else {
                let what = member.kind == .secret ? DiagnosticText(.kindSecret) : member.kind == .text ? DiagnosticText(.kindMultilineText)
                    : DiagnosticText(.kindNamed, ["kind": .verbatim(member.kind.rawValue)])
                reader.error(DiagnosticText(.subFieldKindRefused, ["field": .verbatim(member.id), "group": .verbatim(field.id), "what": .text(what),
                                                                   "kinds": .verbatim(memberKinds.map(\.rawValue).joined(separator: ", "))]),
                             at: typeAt,
                             hint: member.kind == .secret ? DiagnosticText(.secretNotInRow) : DiagnosticText(.rowOneLine, ["field": .verbatim(member.id)]))
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
        var rules: [CrossFieldRule] = []
        if let rulesNode = keys[rulesKey]?.value { rules = parser.rules(from: rulesNode) }
        field.settings = .group(GroupSettings(members: kept, rules: rules, rows: rows))
    }

    static func onlyIsSetProblem(of field: FieldDefinition) -> KindProblem? {
        KindProblem(message: DiagnosticText(.conditionOnlyIsSetGroup, ["field": .verbatim(field.id)]))
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
    static var itemNULMessage: Word { .validRowNUL }
    static var missingMessage: Word { .validNeedsRow }

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        validator.records(fromText: text)
    }
}

/// What a group field takes (`FieldSettings.group`): its sub-fields, the rules between two
/// of one row, and how many rows.
///
/// ```swift
/// let legs = FieldDefinition(id: "legs", settings: .group(GroupSettings(members: [FieldDefinition(id: "from", kind: .text)],
///                                                                     rows: ClosedBounds(min: 1))))
/// ```
public struct GroupSettings: Sendable, Equatable {
    /// The sub-fields, in order: each row answers them.
    public internal(set) var members: [FieldDefinition]
    /// Rules comparing two sub-fields of one row (`end` after `start`).
    public internal(set) var rules: [CrossFieldRule]
    /// How many rows (`minItems`, `maxItems`).
    public var rows: ClosedBounds<Int>

    /// Creates settings; by default no sub-fields, any rows.
    public init(members: [FieldDefinition] = [], rules: [CrossFieldRule] = [], rows: ClosedBounds<Int> = ClosedBounds()) {
        self.members = members
        self.rules = rules
        self.rows = rows
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

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a group: its rows' bounds, and each sub-field through its own kind.
extension GroupKind {
    /// Rows of sub-fields: checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { false }

    /// A required group has a row.
    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {
        if field.itemBounds.min == nil { item["minItems"] = .number(1) }
    }

    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? { .string(text) }
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        var lines: [(name: String, value: String)] = [(words.describe(.detailRows), KindProjection.counts(field, unit: .row, in: words) ?? words.describe(.anyRows))]
        for member in field.members {
            var parts = [member.offersChoices && member.multiple ? words.describe(.multipleChoice) : member.kind.rawValue]
            if member.required { parts.append(words.describe(.partRequired)) }
            parts += member.describeLines(in: words).map { words.describe(.partDetail, ["name": $0.name, "value": $0.value]) }
            if case .text(let text)? = member.defaultValue { parts.append(words.describe(.partDefault, ["value": text])) }
            if let condition = member.condition { parts.append(words.describe(.partWhen, ["condition": condition.summary(in: words)])) }
            let joined = parts.dropFirst().reduce(parts[0]) { words.describe(.partsJoined, ["first": $0, "second": $1]) }
            lines.append((words.describe(.detailSubField), words.describe(.subFieldLine, ["id": member.id, "label": member.label, "parts": joined])))
        }
        for rule in field.memberRules {
            lines.append((words.describe(.detailRowRule), "\(rule.field) \(rule.comparison.rawValue) \(rule.other): \(rule.message)"))
        }
        return lines
    }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        KindProjection.countBounds(field, &bounds, max: InputLimits.maximumListRows)
        item["fields"] = .array(field.members.map { .object(nested.memberJSON($0)) })
        item["rules"] = .array(field.memberRules.map { .object(nested.ruleJSON($0)) })
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        var row = JSONObject()
        row["type"] = .string("object")
        var properties = JSONObject()
        for member in field.members { properties[member.id] = .object(nested.memberSchema(member)) }
        row["properties"] = .object(properties)
        row["additionalProperties"] = .bool(false)
        row["required"] = .array(field.members.filter { $0.required && $0.condition == nil }.map { .string($0.id) })
        item["items"] = .object(row)
        KindProjection.countBounds(field, &item, max: InputLimits.maximumListRows)
        return "array"
    }

    /// Asked as one text: a JSON array of objects.
    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        item["type"] = .string("string")
        notes.append("A JSON array of objects, one per row, with the keys \(field.members.map(\.id).joined(separator: ", ")).")
        if let rows = KindProjection.counts(field, unit: .row) { notes.append("Rows: \(rows).") }
        if let value = held.value { item["default"] = .string(value.canonicalText) }
    }
}

// MARK: - The library's builder

/// `Field.group`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// A repeating group (`type: group`): rows of records, each row answering `fields` (its
    /// sub-fields: text, number, date, choice, confirm or path fields), with `rules` between
    /// two sub-fields of one row. The answer is a list of objects, one per row.
    ///
    /// ```swift
    /// Field.group("legs", label: "Leg", required: true, fields: [
    ///     Field.text("from", required: true),
    ///     Field.date("start"),
    ///     Field.date("end"),
    /// ], rules: [Rule.field("end", after: "start", message: "ends before it starts")])
    /// ```
    public static func group(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                             minItems: Int? = nil, maxItems: Int? = nil, fields: [Field], rules: [Rule] = []) -> Field {
        var field = Field(id, type: "group", label: label, help: help, required: required)
        field.keys.add("minItems", minItems)
        field.keys.add("maxItems", maxItems)
        field.keys.add("fields", .list(fields.map(\.keys.value)))
        if !rules.isEmpty { field.keys.add("rules", .list(rules.map(\.value))) }
        return field
    }
}
