import FormCore

/// How `describe` tells each field kind: the `(name, value)` lines under a field for the
/// kind's own keys, its members of `describe --format json`, its part of the answers' JSON
/// Schema (`AnswerSchema`) and of an MCP elicitation (`ElicitationSchema`). The tooling side of
/// FormCore's `FieldKindRules` (which owns the keys, their reading and checks), one branch
/// per kind.
enum KindDescription {
    /// `describe`'s lines for the field's kind, in order.
    static func summary(of field: FieldDefinition) -> [(name: String, value: String)] {
        switch field.kind {
        case .text:
            return (field.shape == .lines ? [("lines", "several (piped: end with a line holding only .)")] : [])
                + textRules(field, name: "length")
        case .secret:
            return textRules(field, name: "length")
        case .choice:
            var lines: [(name: String, value: String)] = []
            if let source = field.choiceSource {
                lines.append(("choices", "computed when the field is reached, from \(source.summary)"))
            } else if !field.choices.isEmpty {
                lines.append(("choices", field.choiceList))
            }
            if field.multiple { lines.append(("picks", counts(field, unit: "choice") ?? "any number of choices")) }
            return lines
        case .number:
            let kind = field.integer ? "whole number" : "any number"
            let min = field.numberBounds.min.map(\.text), max = field.numberBounds.max.map(\.text)
            switch (min, max) {
            case let (min?, max?): return [("number", "\(kind) from \(min) to \(max)")]
            case let (min?, nil): return [("number", "\(kind), at least \(min)")]
            case let (nil, max?): return [("number", "\(kind), at most \(max)")]
            case (nil, nil): return field.integer ? [("number", kind)] : []
            }
        case .date:
            switch (field.dateBounds.min, field.dateBounds.max) {
            case let (min?, max?): return [("dates", "from \(min) to \(max)")]
            case let (min?, nil): return [("dates", "from \(min)")]
            case let (nil, max?): return [("dates", "until \(max)")]
            case (nil, nil): return []
            }
        case .list:
            return textRules(field, name: "each row") + (counts(field, unit: "row").map { [("rows", $0)] } ?? [])
        case .path:
            return [("path", field.path.summary)]
        case .note:
            return field.computedDefault == nil ? [] : [("text", "computed from earlier answers")]
        case .confirm:
            return []
        case .rating:
            return [("rating", "1 to \(field.ratingMax) stars")]
        case .group:
            var lines: [(name: String, value: String)] = [("rows", counts(field, unit: "row") ?? "any number of rows")]
            for member in field.members {
                var parts = [member.offersChoices && member.multiple ? "multiple choice" : member.kind.rawValue]
                if member.required { parts.append("required") }
                parts += summary(of: member).map { "\($0.name) \($0.value)" }
                if case .text(let text)? = member.defaultValue { parts.append("default \(text)") }
                if let condition = member.condition { parts.append("when \(FieldSummary.describe(condition))") }
                lines.append(("sub-field", "\(member.id) (\(member.label)): \(parts.joined(separator: "; "))"))
            }
            for rule in field.memberRules {
                lines.append(("row rule", "\(rule.field) \(rule.comparison.rawValue) \(rule.other): \(rule.message)"))
            }
            return lines
        }
    }

    /// Members every field of `describe --format json` has whatever its kind, with the value
    /// they hold for other kinds (`describe(_:into:bounds:)` sets the kind's own).
    static let neutralJSON: [(key: String, value: JSONObject.Value)] = [
        (TextKind.linesKey, .bool(false)), ("choices", .array([])), ("choiceLabels", .array([])), ("multiple", .bool(false)),
        ("choicesFrom", .null),
    ]

    /// Where computed choices or a computed default come from, for `describe --format json`:
    /// `{"from":"tags"}`, `{"file":"regions.txt"}`, `{"env":"EMAIL"}`, `{"run":["git","config","user.name"]}`.
    static func sourceJSON(field: String? = nil, file: String? = nil, env: String? = nil, command: FormCommand? = nil) -> JSONObject.Value {
        var object = JSONObject()
        if let field { object["from"] = .string(field) }
        if let file { object["file"] = .string(file) }
        if let env { object["env"] = .string(env) }
        if let command { object["run"] = .array(command.arguments.map(JSONObject.Value.string)) }
        return .object(object)
    }

    /// The kind's members of `describe --format json` (`bounds`: the field's bounds object).
    static func describe(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject) {
        switch field.kind {
        case .text:
            textBounds(field, &bounds)
            item[TextKind.linesKey] = .bool(field.shape == .lines)
        case .secret:
            textBounds(field, &bounds)
        case .choice:
            countBounds(field, &bounds)
            item["choices"] = .array(field.choices.map(JSONObject.Value.string))
            item["choiceLabels"] = .array(field.choices.indices.map { .optional(field.choiceLabel(at: $0)) })
            item["multiple"] = .bool(field.multiple)
            switch field.choiceSource {
            case .field(let id)?: item["choicesFrom"] = sourceJSON(field: id)
            case .file(let path)?: item["choicesFrom"] = sourceJSON(file: path)
            case .command(let command)?: item["choicesFrom"] = sourceJSON(command: command)
            case nil: break
            }
        case .number:
            bounds["min"] = field.numberBounds.min.map { .numberText($0.text) }
            bounds["max"] = field.numberBounds.max.map { .numberText($0.text) }
            if field.integer { bounds["integer"] = .bool(true) }
        case .date:
            bounds["min"] = field.dateBounds.min.map { .string($0.description) }
            bounds["max"] = field.dateBounds.max.map { .string($0.description) }
        case .list:
            textBounds(field, &bounds)
            // A list takes at most `InputLimits.maximumListRows` rows without a bound of its own.
            countBounds(field, &bounds, max: InputLimits.maximumListRows)
        case .path:
            var rules = JSONObject()
            rules["mustExist"] = .bool(field.path.mustExist)
            rules["pathKind"] = .string(field.path.pathKind.rawValue)
            rules["extensions"] = .array(field.path.extensions.map(JSONObject.Value.string))
            rules["summary"] = .string(field.path.summary)
            item["path"] = .object(rules)
        case .group:
            countBounds(field, &bounds, max: InputLimits.maximumListRows)
            item["fields"] = .array(field.members.map { .object(FormDescription.json(for: $0, section: nil)) })
            item["rules"] = .array(field.memberRules.map { .object(FormDescription.json(for: $0)) })
        case .rating:
            bounds["min"] = .number(1)
            bounds["max"] = .number(Double(field.ratingMax))
            bounds["integer"] = .bool(true)
        case .confirm, .note:
            break
        }
    }

    /// The kind's part of the answers' JSON Schema (`AnswerSchema`): its members set in `item`,
    /// and its JSON type returned (`AnswerSchema` adds `null` for an optional field).
    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject) -> String {
        switch field.kind {
        case .text, .secret, .path:
            schemaText(field, oneLine: field.shape == .line, into: &item)
            if field.isSecret { item["writeOnly"] = .bool(true) }
            return "string"
        case .date:
            item["format"] = .string("date")
            return "string"
        case .confirm:
            return "boolean"
        case .number:
            item["minimum"] = field.numberBounds.min.map { .numberText($0.text) }
            item["maximum"] = field.numberBounds.max.map { .numberText($0.text) }
            return field.integer ? "integer" : "number"
        case .rating:
            item["minimum"] = .number(1)
            item["maximum"] = .number(Double(field.ratingMax))
            return "integer"
        case .choice where field.multiple:
            var items = JSONObject()
            if let source = field.choiceSource {
                items["type"] = .string("string")
                item["$comment"] = .string("choices computed at run time from \(source.summary)")
            } else {
                items["oneOf"] = AnswerSchema.titledChoices(field)
            }
            item["items"] = .object(items)
            item["uniqueItems"] = .bool(true)
            countBounds(field, &item)
            return "array"
        case .choice:
            if let source = field.choiceSource {
                item["$comment"] = .string("choices computed at run time from \(source.summary)")
            } else {
                item["oneOf"] = AnswerSchema.titledChoices(field)
            }
            return "string"
        case .note:
            return "null"  // a note is no field: it never reaches `form.fields` or the answers
        case .list:
            var row = JSONObject()
            row["type"] = .string("string")
            schemaText(field, oneLine: true, into: &row)  // a row is one line
            item["items"] = .object(row)
            countBounds(field, &item, max: InputLimits.maximumListRows)
            return "array"
        case .group:
            var row = JSONObject()
            row["type"] = .string("object")
            var properties = JSONObject()
            for member in field.members { properties[member.id] = .object(AnswerSchema.property(for: member)) }
            row["properties"] = .object(properties)
            row["additionalProperties"] = .bool(false)
            row["required"] = .array(field.members.filter { $0.required && $0.condition == nil }.map { .string($0.id) })
            item["items"] = .object(row)
            countBounds(field, &item, max: InputLimits.maximumListRows)
            return "array"
        }
    }

    /// The kind's part of one MCP elicitation property (`ElicitationSchema`): its type, bounds
    /// and default (what `session` holds) in `item`, its rules in words added to `notes`.
    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], session: FormSession) {
        let current = session.currentText(for: .field(field.id))
        switch field.kind {
        case .confirm:
            item["type"] = .string("boolean")
            if let value = session.values[field.id], case .bool(let flag) = value { item["default"] = .bool(flag) }
        case .number:
            item["type"] = .string(field.integer ? "integer" : "number")
            item["minimum"] = field.numberBounds.min.map { .numberText($0.text) }
            item["maximum"] = field.numberBounds.max.map { .numberText($0.text) }
            if let value = session.values[field.id], case .number(let number) = value { item["default"] = .numberText(number.text) }
        case .rating:
            item["type"] = .string("integer")
            item["minimum"] = .number(1)
            item["maximum"] = .number(Double(field.ratingMax))
            notes.append("A rating: a whole number from 1 to \(field.ratingMax).")
            if let value = session.values[field.id], case .number(let number) = value { item["default"] = .numberText(number.text) }
        case .choice where field.choices.isEmpty:
            // Computed choices not there (yet): `oneOf: []` would be an invalid schema with
            // nothing to pick; the answer is asked as text and checked when they are.
            item["type"] = .string(field.multiple ? "array" : "string")
            if field.multiple {
                var items = JSONObject()
                items["type"] = .string("string")
                item["items"] = .object(items)
            }
            notes.append("Its choices are computed (\(field.choiceSource?.summary ?? "by the program")) and are not known yet.")
        case .choice where field.multiple:
            item["type"] = .string("array")
            var items = JSONObject()
            items["anyOf"] = AnswerSchema.titledChoices(field)
            item["items"] = .object(items)
            countBounds(field, &item)
            if let value = session.values[field.id], case .list(let picked) = value { item["default"] = .array(picked.map(JSONObject.Value.string)) }
        case .choice:
            item["type"] = .string("string")
            item["oneOf"] = AnswerSchema.titledChoices(field)
            if !current.isEmpty, let value = session.values[field.id] { item["default"] = .string(value.canonicalText) }
        case .date:
            item["type"] = .string("string")
            item["format"] = .string("date")
            notes.append("A date, YYYY-MM-DD.")
            if !current.isEmpty, let value = session.values[field.id] { item["default"] = .string(value.canonicalText) }
        case .list:
            item["type"] = .string("string")
            notes.append("One row per line.")
            if let rows = counts(field, unit: "row") { notes.append("Rows: \(rows).") }
            if !current.isEmpty { item["default"] = .string(current) }
        case .group:
            item["type"] = .string("string")
            notes.append("A JSON array of objects, one per row, with the keys \(field.members.map(\.id).joined(separator: ", ")).")
            if let rows = counts(field, unit: "row") { notes.append("Rows: \(rows).") }
            if let value = session.values[field.id] { item["default"] = .string(value.canonicalText) }
        case .note:
            break  // a note is no field: it is never elicited
        case .text, .path, .secret:
            item["type"] = .string("string")
            textBounds(field, &item)
            if field.shape == .lines { notes.append("Several lines.") }
            if let message = field.patternMessage { notes.append("It \(message).") }
            if field.namesPath { notes.append("A path: \(field.path.summary).") }
            if !current.isEmpty { item["default"] = .string(current) }
        }
    }

    /// A note in `describe --format json`'s `notes`: where it is shown, its text as written.
    static func json(forNote note: FieldDefinition, section: String, before: String?) -> JSONObject {
        var item = JSONObject()
        item["id"] = .string(note.id)
        item["kind"] = .string(FieldKind.note.rawValue)
        item["text"] = .string(note.label)
        item["textComputed"] = .bool(note.computedDefault != nil)
        item["condition"] = note.condition.map { .object(FormDescription.json(for: $0)) } ?? .null
        item["section"] = .string(section)
        item["before"] = .optional(before)
        return item
    }

    // MARK: - Keys several kinds share

    /// "3 to 32 characters" under `name`, then the pattern and its message.
    private static func textRules(_ field: FieldDefinition, name: String) -> [(name: String, value: String)] {
        var lines: [(name: String, value: String)] = []
        if let length = FieldSummary.range(field.minLength, field.maxLength, unit: "character") { lines.append((name, length)) }
        if let pattern = field.pattern { lines.append(("pattern", pattern.source)) }
        if let message = field.patternMessage { lines.append(("message", message)) }
        return lines
    }

    private static func textBounds(_ field: FieldDefinition, _ bounds: inout JSONObject) {
        bounds["minLength"] = field.minLength.map { .number(Double($0)) }
        bounds["maxLength"] = field.maxLength.map { .number(Double($0)) }
    }

    /// Length bounds and pattern of a text, a secret, a path or a list's rows in a JSON
    /// Schema; a one-line answer holds no line break (`LineBreaks`).
    /// No answer holds NUL, a one-line one (a list's row) no line break either: `not` of a
    /// string matching them (typed, so `null` still passes). A pattern in ICU syntax that
    /// ECMA-262 and python's `re` do not read alike is left out, and said in `description`.
    private static func schemaText(_ field: FieldDefinition, oneLine: Bool, into item: inout JSONObject) {
        textBounds(field, &item)
        if let pattern = field.pattern {
            if SchemaPattern.isPortable(pattern.source) {
                item["pattern"] = .string(pattern.source)
            } else {
                let note = "Its pattern, in ICU syntax that JSON Schema validators do not read alike, is not in this schema: \(pattern.source)"
                if case .string(let text)? = item["description"] { item["description"] = .string(text + " " + note) } else { item["description"] = .string(note) }
            }
        }
        var forbidden = JSONObject()
        forbidden["type"] = .string("string")
        forbidden["pattern"] = .string(oneLine ? LineBreaks.schemaPatternNotInLine : LineBreaks.schemaPatternNotInText)
        item["not"] = .object(forbidden)
    }

    /// "at least 2 rows", "1 to 3 choices".
    private static func counts(_ field: FieldDefinition, unit: String) -> String? {
        FieldSummary.range(field.itemBounds.min, field.itemBounds.max, unit: unit)
    }

    /// The item counts in `describe`'s bounds; `max` stands in for no bound of the field's own.
    private static func countBounds(_ field: FieldDefinition, _ bounds: inout JSONObject, max: Int? = nil) {
        bounds[ItemCounts.minKey] = field.itemBounds.min.map { .number(Double($0)) }
        bounds[ItemCounts.maxKey] = (field.itemBounds.max ?? max).map { .number(Double($0)) }
    }
}
