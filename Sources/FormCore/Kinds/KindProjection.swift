/// What `describe`, the answers' JSON Schema and an MCP elicitation say of a field, asked of
/// its kind (issue 34 item 1): each `FieldKindRules` conformer provides its four projections
/// (`describeLines`, `describeJSON`, `answerSchema`, `elicitation`), with no `default:`
/// over kinds; FormOutput's `KindDescription` only asks the field (`FieldDefinition`'s
/// `describeLines()` …) and adds what every field has.
///
/// A kind holding fields (a group) describes its sub-fields through the projections of the
/// whole field, which FormOutput owns: `KindNesting` hands them in.
package struct KindNesting: Sendable {
    /// A sub-field's object in `describe --format json`.
    package let memberJSON: @Sendable (FieldDefinition) -> JSONObject
    /// A row rule's object in `describe --format json`.
    package let ruleJSON: @Sendable (CrossFieldRule) -> JSONObject
    /// A sub-field's property in the answers' JSON Schema.
    package let memberSchema: @Sendable (FieldDefinition) -> JSONObject

    package init(memberJSON: @escaping @Sendable (FieldDefinition) -> JSONObject, ruleJSON: @escaping @Sendable (CrossFieldRule) -> JSONObject,
                 memberSchema: @escaping @Sendable (FieldDefinition) -> JSONObject) {
        self.memberJSON = memberJSON
        self.ruleJSON = ruleJSON
        self.memberSchema = memberSchema
    }
}

/// What an elicitation says of the answer a field holds.
package struct ElicitedValue {
    /// The value the session holds, if any.
    package let value: FieldValue?
    /// The text the field's prompt would show for it (empty: nothing to show).
    package let current: String

    package init(value: FieldValue?, current: String) {
        self.value = value
        self.current = current
    }
}

extension FieldDefinition {
    /// `describe`'s lines for the field's kind, in order (the kind's `describeLines`), in
    /// `words`' language.
    package func describeLines(in words: Words = .english) -> [(name: String, value: String)] {
        kind.visit(DescribeLinesVisitor(field: self, words: words))
    }

    /// The kind's members of `describe --format json` (`bounds`: the field's bounds object).
    package func describeJSON(into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        let result = kind.visit(DescribeJSONVisitor(field: self, item: item, bounds: bounds, nested: nested))
        item = result.item
        bounds = result.bounds
    }

    /// The kind's part of the answers' JSON Schema: its members set in `item`, its JSON type
    /// returned (the caller adds `null` for an optional field).
    package func answerSchema(into item: inout JSONObject, nested: KindNesting) -> String {
        let result = kind.visit(AnswerSchemaVisitor(field: self, item: item, nested: nested))
        item = result.item
        return result.type
    }

    /// The kind's part of one MCP elicitation property: its type, bounds and default in
    /// `item`, its rules in words added to `notes`.
    package func elicitation(into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        let result = kind.visit(ElicitationVisitor(field: self, item: item, notes: notes, held: held))
        item = result.item
        notes = result.notes
    }

    /// What the answers' JSON Schema adds for a required answer, after its type (the kind's
    /// `requireAnAnswer`).
    package func requireAnAnswer(in item: inout JSONObject) {
        item = kind.visit(RequireVisitor(field: self, item: item))
    }

    /// A `default:` written as text, as the answer it gives in JSON; nil when the schema
    /// cannot say it (the kind's `answerJSON(default:of:)`).
    package func answerJSON(default text: String) -> JSONObject.Value? {
        kind.visit(DefaultJSONVisitor(field: self, text: text))
    }

    /// A `when`'s value typed as this field's answers are (the kind's `conditionConstant`).
    package func conditionConstant(_ text: String) -> JSONObject.Value {
        kind.visit(ConstantVisitor(field: self, text: text))
    }
}

private struct RequireVisitor: FieldKindVisitor {
    let field: FieldDefinition
    var item: JSONObject
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> JSONObject {
        var item = item
        Kind.requireAnAnswer(field, in: &item)
        return item
    }
}

private struct DefaultJSONVisitor: FieldKindVisitor {
    let field: FieldDefinition
    let text: String
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> JSONObject.Value? { Kind.answerJSON(default: text, of: field) }
}

private struct ConstantVisitor: FieldKindVisitor {
    let field: FieldDefinition
    let text: String
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> JSONObject.Value { Kind.conditionConstant(text, of: field) }
}

private struct DescribeLinesVisitor: FieldKindVisitor {
    let field: FieldDefinition
    let words: Words
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> [(name: String, value: String)] { Kind.describeLines(of: field, in: words) }
}

private struct DescribeJSONVisitor: FieldKindVisitor {
    let field: FieldDefinition
    var item: JSONObject
    var bounds: JSONObject
    let nested: KindNesting
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> (item: JSONObject, bounds: JSONObject) {
        var item = item, bounds = bounds
        Kind.describeJSON(field, into: &item, bounds: &bounds, nested: nested)
        return (item, bounds)
    }
}

private struct AnswerSchemaVisitor: FieldKindVisitor {
    let field: FieldDefinition
    var item: JSONObject
    let nested: KindNesting
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> (item: JSONObject, type: String) {
        var item = item
        let type = Kind.answerSchema(field, into: &item, nested: nested)
        return (item, type)
    }
}

private struct ElicitationVisitor: FieldKindVisitor {
    let field: FieldDefinition
    var item: JSONObject
    var notes: [String]
    let held: ElicitedValue
    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> (item: JSONObject, notes: [String]) {
        var item = item, notes = notes
        Kind.elicitation(field, into: &item, notes: &notes, held: held)
        return (item, notes)
    }
}

/// The parts of the projections several kinds share.
package enum KindProjection {
    /// "3 to 32 characters", "at least 8 characters", "at most 1 row".
    package static func range(_ min: Int?, _ max: Int?, unit: CountUnit, in words: Words = .english) -> String? {
        func count(_ n: Int) -> String { words.describe(n == 1 ? unit.one : unit.many, ["count": String(n)]) }
        switch (min, max) {
        case let (min?, max?): return min == max ? words.describe(.rangeExactly, ["count": count(min)]) : words.describe(.rangeFromTo, ["min": String(min), "count": count(max)])
        case let (min?, nil): return words.describe(.rangeAtLeast, ["count": count(min)])
        case let (nil, max?): return words.describe(.rangeAtMost, ["count": count(max)])
        case (nil, nil): return nil
        }
    }

    /// What `range` counts: characters, rows or choices (one, several).
    package enum CountUnit {
        case character, row, choice
        var one: DescribeWord { self == .character ? .oneCharacter : self == .row ? .oneRow : .oneChoice }
        var many: DescribeWord { self == .character ? .characters : self == .row ? .rows : .choices }
    }

    /// "3 to 32 characters" under `name`, then the pattern and its message.
    static func textRules(_ field: FieldDefinition, name: DescribeWord, in words: Words) -> [(name: String, value: String)] {
        var lines: [(name: String, value: String)] = []
        if let length = range(field.minLength, field.maxLength, unit: .character, in: words) { lines.append((words.describe(name), length)) }
        if let pattern = field.pattern { lines.append((words.describe(.detailPattern), pattern.source)) }
        if let message = field.patternMessage { lines.append((words.describe(.detailMessage), message)) }
        return lines
    }

    static func textBounds(_ field: FieldDefinition, _ bounds: inout JSONObject) {
        bounds["minLength"] = field.minLength.map { .number(Double($0)) }
        bounds["maxLength"] = field.maxLength.map { .number(Double($0)) }
    }

    /// Length bounds and pattern of a text, a secret, a path or a list's rows in a JSON
    /// Schema; a one-line answer holds no line break (`LineBreaks`).
    /// No answer holds NUL, a one-line one (a list's row) no line break either: `not` of a
    /// string matching them (typed, so `null` still passes). A pattern in ICU syntax that
    /// ECMA-262 and python's `re` do not read alike is left out, and said in `description`.
    static func schemaText(_ field: FieldDefinition, oneLine: Bool, into item: inout JSONObject) {
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
    static func counts(_ field: FieldDefinition, unit: CountUnit, in words: Words = .english) -> String? {
        range(field.itemBounds.min, field.itemBounds.max, unit: unit, in: words)
    }

    /// The item counts in `describe`'s bounds; `max` stands in for no bound of the field's own.
    static func countBounds(_ field: FieldDefinition, _ bounds: inout JSONObject, max: Int? = nil) {
        bounds[ItemCounts.minKey] = field.itemBounds.min.map { .number(Double($0)) }
        bounds[ItemCounts.maxKey] = (field.itemBounds.max ?? max).map { .number(Double($0)) }
    }

    /// A choice field's choices as JSON Schema `oneOf` entries: each value a `const` with
    /// its label as `title`.
    package static func titledChoices(_ field: FieldDefinition) -> JSONObject.Value {
        .array(field.choices.indices.map { index in
            var option = JSONObject()
            option["const"] = .string(field.choices[index])
            option["title"] = .string(field.choiceLabel(at: index) ?? field.choices[index])
            return .object(option)
        })
    }

    /// A text's, a secret's or a path's elicitation: a string with its length bounds, and its
    /// lines, pattern and path rules in words.
    static func textElicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        item["type"] = .string("string")
        textBounds(field, &item)
        if field.shape == .lines { notes.append("Several lines.") }
        if let message = field.patternMessage { notes.append("It \(message).") }
        if field.namesPath { notes.append("A path: \(field.path.summary).") }
        if !held.current.isEmpty { item["default"] = .string(held.current) }
    }

    /// Where computed choices or a computed default come from, for `describe --format json`:
    /// `{"from":"tags"}`, `{"file":"regions.txt"}`, `{"env":"EMAIL"}`, `{"run":["git","config","user.name"]}`.
    package static func sourceJSON(field: String? = nil, file: String? = nil, env: String? = nil, command: FormCommand? = nil) -> JSONObject.Value {
        var object = JSONObject()
        if let field { object["from"] = .string(field) }
        if let file { object["file"] = .string(file) }
        if let env { object["env"] = .string(env) }
        if let command { object["run"] = .array(command.arguments.map(JSONObject.Value.string)) }
        return .object(object)
    }

    /// A string holding a character that is not white space (a required text's `allOf`, a
    /// required list's `contains`).
    static var nonBlank: JSONObject {
        var object = JSONObject()
        object["type"] = .string("string")
        object["pattern"] = .string(LineBreaks.schemaPatternNonBlank)
        return object
    }

    /// A number's default in an elicitation, as the answers write it.
    static func numberDefault(_ held: ElicitedValue, into item: inout JSONObject) {
        if let value = held.value, case .number(let number) = value { item["default"] = .numberText(number.text) }
    }
}

extension Condition {
    /// The condition in words, as `describe` prints it: "newsletter is true", "plan is one of
    /// pro, team", "email is answered".
    public var summary: String { summary(in: .english) }

    /// `summary` in `words`' language (`describe`'s text; its JSON keeps the English).
    public func summary(in words: Words) -> String {
        let name = field
        switch test {
        case .equals(let value): return words.describe(.conditionIs, ["field": name, "value": value])
        case .notEquals(let value): return words.describe(.conditionIsNot, ["field": name, "value": value])
        case .isIn(let values): return words.describe(.conditionIsOneOf, ["field": name, "values": values.joined(separator: ", ")])
        case .isSet(let set): return words.describe(set ? .conditionAnswered : .conditionNotAnswered, ["field": name])
        }
    }
}
