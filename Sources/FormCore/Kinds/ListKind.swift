/// `type: list`: rows of one line each (Enter adds a row, an empty row ends the list),
/// counted by `ItemCounts` and at most `InputLimits.maximumListRows`; each row takes the
/// text rules.
enum ListKind: FieldKindRules {
    static let keys = TextRules.keys + ItemCounts.keys
    static let summary = "rows of text"
    static let formSchemaRule = ##"{"properties": {"default": {"anyOf": [{"type": "array", "description": "The list's first rows; each row is one line.", "items": {"$ref": "#/$defs/oneLine"}}, {"$ref": "#/$defs/defaultSource"}]}}}"##
    static let traits = KindTraits(holdsRows: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let rules = TextRules.read(keys, into: &field, with: parser)
        field.settings = .list(ListSettings(rules: rules, rows: ItemCounts.read(keys, with: parser)))
    }

    static func onlyIsSetProblem(of field: FieldDefinition) -> KindProblem? {
        KindProblem(message: DiagnosticText(.conditionOnlyIsSetList, ["field": .verbatim(field.id)]))
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        TextRules.check(field, with: checker)
        ItemCounts.check(field, with: checker)
    }

    static func shape(of field: FieldDefinition) -> FieldShape { .rows }

    static let limitsRowsTogether = true
    /// Its rows are one line each; the answer is the rows together.
    static func takesOneLine(_ field: FieldDefinition) -> Bool { false }
    static func takesItems(_ field: FieldDefinition) -> Bool { true }
    static let itemNULMessage = Word.validRowNUL
    static let missingMessage = Word.validNeedsRow

    /// Rows given as one text, one per line.
    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        let rows = rows(of: text)
        return check(rows: rows, with: validator).map { .list(rows) }
    }

    /// Rows given apart, each trimmed and not blank: none is no answer.
    static func value(items: [String], with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        if items.isEmpty { return validator.field.required ? .failure(validator.fail(.word(missingMessage))) : .success(nil) }
        if let failure = validator.validate(.list(items)) { return .failure(failure) }
        return .success(.list(items))
    }

    /// The rows of a list answer given as one text: split at each line break (LF, or CR LF
    /// as written on Windows), each row trimmed, blank rows dropped.
    ///
    /// `rows(of: "Call Bob\r\n\r\n Send report ")` is `["Call Bob", "Send report"]`.
    static func rows(of text: String) -> [String] {
        // "\r\n" is one Character in Swift, so split on scalars, not Characters.
        text.unicodeScalars.split(separator: "\n").map { AnswerText.trimmed(String(String.UnicodeScalarView($0))) }.filter { !$0.isEmpty }
    }

    /// Checks rows held: required, counted (`ItemCounts`), within every list's limit, each
    /// one line keeping the text rules.
    static func check(rows: [String], with validator: FieldValidator) -> Result<Void, ValidationFailure> {
        let field = validator.field
        if field.required, rows.isEmpty { return .failure(validator.fail(.word(missingMessage))) }
        if let failure = ItemCounts.failureText(count: rows.count, of: field, unit: .row) { return .failure(validator.fail(failure)) }
        if let excess = InputLimits.listExcessText(rows) { return .failure(validator.fail(excess)) }
        for (index, row) in rows.enumerated() {
            if LineBreaks.contains(row) {
                return .failure(validator.fail(.word(.validListRowLineBreak, ["row": String(index + 1)])))
            }
            if let failure = TextRules.failure(of: row, with: validator) {
                return .failure(validator.fail(.word(.validRowMessage, [.init("row", .verbatim(String(index + 1))), .init("message", failure.text)])))
            }
        }
        return .success(())
    }
}

/// What a list field takes (`FieldSettings.list`): each row's text rules, and how many rows.
///
/// ```swift
/// let todo = FieldDefinition(id: "todo", settings: .list(ListSettings(rules: TextRules(maxLength: 80), rows: ClosedBounds(min: 1, max: 5))))
/// todo.itemBounds      // ClosedBounds(min: 1, max: 5)
/// ```
public struct ListSettings: Sendable, Equatable {
    /// What each row keeps.
    public var rules: TextRules
    /// How many rows (`minItems`, `maxItems`).
    public var rows: ClosedBounds<Int>

    /// Creates settings; by default any rows.
    public init(rules: TextRules = TextRules(), rows: ClosedBounds<Int> = ClosedBounds()) {
        self.rules = rules
        self.rows = rows
    }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a list: rows of one line, each checked as text.
extension ListKind {
    /// Rows: checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { false }

    /// A required list has a row that is not blank.
    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {
        if field.itemBounds.min == nil { item["minItems"] = .number(1) }
        item["contains"] = .object(KindProjection.nonBlank)
    }

    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? { .string(text) }
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        KindProjection.textRules(field, name: .detailEachRow, in: words)
            + (KindProjection.counts(field, unit: .row, in: words).map { [(words.describe(.detailRows), $0)] } ?? [])
    }

    /// A list takes at most `InputLimits.maximumListRows` rows without a bound of its own.
    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        KindProjection.textBounds(field, &bounds)
        KindProjection.countBounds(field, &bounds, max: InputLimits.maximumListRows)
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        var row = JSONObject()
        row["type"] = .string("string")
        KindProjection.schemaText(field, oneLine: true, into: &row)  // a row is one line
        item["items"] = .object(row)
        KindProjection.countBounds(field, &item, max: InputLimits.maximumListRows)
        return "array"
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        item["type"] = .string("string")
        notes.append("One row per line.")
        if let rows = KindProjection.counts(field, unit: .row) { notes.append("Rows: \(rows).") }
        if !held.current.isEmpty { item["default"] = .string(held.current) }
    }
}

// MARK: - The library's builder

/// `Field.list`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// Rows of text (`type: list`); the length and pattern keys apply to each row.
    public static func list(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: [String]? = nil, minItems: Int? = nil, maxItems: Int? = nil,
                            minLength: Int? = nil, maxLength: Int? = nil,
                            pattern: String? = nil, patternMessage: String? = nil) -> Field {
        var field = Field(id, type: "list", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.add("minItems", minItems)
        field.keys.add("maxItems", maxItems)
        field.addTextKeys(minLength: minLength, maxLength: maxLength, pattern: pattern, patternMessage: patternMessage)
        return field
    }
}
