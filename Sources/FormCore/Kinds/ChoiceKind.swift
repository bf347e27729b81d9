/// `type: choice`: one of `choices` (values, each with an optional label), or several with
/// `multiple: true` (`ChoicePicks.several`), counted by `ItemCounts`.
///
/// Several picks are one line of items separated by commas (`ChoiceItems`), each a choice's
/// value or label as a single choice takes it (`FieldDefinition.choiceIndex(matching:)`).
/// Repeats collapse; the answer is a `.list` of values in `choices` order.
///
/// ```swift
/// let topics = FieldDefinition(id: "topics", settings: .choice(ChoiceSettings(choices: ["news", "events", "jobs"],
///                                                                           picks: .several, counts: ClosedBounds(max: 2))))
/// let validator = FieldValidator(field: topics, today: today)
/// validator.value(from: "jobs, NEWS, jobs")    // .success(.list(["news", "jobs"]))
/// validator.value(from: "news, sports")        // .failure("'sports' is not one of: news, events, jobs")
/// validator.editableText(of: .list(["news", "jobs"]))   // "news, jobs"
/// ```
enum ChoiceKind: FieldKindRules {
    static let keys = ["choices", "multiple"] + ItemCounts.keys + ["shortcut"]
    static let summary = "one of 'choices'"
    static let formSchemaRule = ##"{"properties": {"default": {"anyOf": [{"anyOf": [{"$ref": "#/$defs/scalar"}, {"type": "array", "items": {"$ref": "#/$defs/scalar"}}], "$ref": "#/$defs/oneLineAnswer"}, {"$ref": "#/$defs/defaultSource"}]}}, "required": ["choices"], "allOf": [{"if": {"not": {"properties": {"multiple": {"const": true}}, "required": ["multiple"]}}, "then": {"properties": {"minItems": false, "maxItems": false, "default": {"anyOf": [{"$ref": "#/$defs/scalar"}, {"$ref": "#/$defs/defaultSource"}]}}}}]}"##
    static let traits = KindTraits(offersChoices: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        var settings = ChoiceSettings()
        if let choicesNode = keys["choices"]?.value { parser.choices(from: choicesNode, into: &settings, of: &field) }
        if parser.reader.bool(keys["multiple"]?.value, "multiple") ?? false {
            settings.takeSeveral(counts: ItemCounts.read(keys, with: parser))
        } else {
            ItemCounts.refuse(keys, with: parser)
        }
        field.settings = .choice(settings)
    }

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> DiagnosticText? {
        guard field.choiceSource == nil, !field.choices.contains(value) else { return nil }
        if let index = field.choiceLabels.firstIndex(where: { $0?.lowercased() == value.lowercased() }) {
            return DiagnosticText(.conditionChoiceLabel, ["value": .verbatim(value), "choice": .verbatim(field.choices[index]), "field": .verbatim(field.id)])
        }
        return DiagnosticText(.conditionNotAChoice, ["value": .verbatim(value), "field": .verbatim(field.id), "choices": .verbatim(field.choices.joined(separator: ", "))])
    }

    static func offeredAnswers(of field: FieldDefinition) -> [String] { field.choices }

    static func onlyIsSetProblem(of field: FieldDefinition) -> KindProblem? {
        guard field.multiple else { return nil }
        return KindProblem(message: DiagnosticText(.conditionOnlyIsSetMultiple, ["field": .verbatim(field.id)]),
                           hint: DiagnosticText(.conditionIsSetHint))
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        let at = field.location ?? SourceLocation(line: 1, column: 1)
        if field.choices.isEmpty, field.locations.choiceSource == nil {
            checker.reader.error(DiagnosticText(.noChoices, ["field": .verbatim(field.id)]), at: at, hint: DiagnosticText(.addChoices))
        }
        checker.checkChoices(field, at: checker.upper("choices", of: field))
        ItemCounts.check(field, with: checker, choices: field.multiple ? field.choices.count : nil)
    }

    static func takesItems(_ field: FieldDefinition) -> Bool { field.picks == .several }

    // MARK: - Checking answers

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        if validator.picks == .several { return picks(text, with: validator).map { .list($0) } }
        if let index = validator.choiceIndex(matching: text) { return .success(.text(validator.choices[index])) }
        return .failure(failure(text, with: validator))
    }

    /// Typed `text` picks no choice.
    static func failure(_ text: String, with validator: FieldValidator) -> ValidationFailure {
        validator.fail(validator.choicesFailureText(for: text))
    }

    /// Several picks as items already apart (a JSON array's, a YAML list's, a value held):
    /// the answer their `ChoiceItems.join`ed line gives, without joining and splitting again.
    /// Each item must be trimmed and not empty, as `ChoiceItems.split` leaves them.
    static func value(items: [String], with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        guard !items.isEmpty else { return validator.field.required ? .failure(validator.fail(.word(.validRequired))) : .success(nil) }
        // The joined line would hold the line break, and a line of items is one line.
        if items.contains(where: LineBreaks.contains) { return .failure(validator.lineBreakFailure) }
        return picks(items: items, with: validator).map { .list($0) }
    }

    static func check(items: [String], with validator: FieldValidator) -> ValidationFailure? {
        if case .failure(let failure) = value(items: items, with: validator) { return failure }
        return nil
    }

    /// Picks as one comma-separated line (`ChoiceItems.join`).
    static func editableText(items: [String]) -> String { ChoiceItems.join(items) }

    /// A `default:` written as a list is valid only for several picks.
    static func defaultValue(rows: [String], with validator: FieldValidator) -> FieldValue? {
        guard defaultFailure(rows: rows, with: validator) == nil, case .success(let value) = value(items: rows, with: validator) else { return nil }
        return value
    }

    /// The values a non-blank line picks, or why it picks none.
    private static func picks(_ text: String, with validator: FieldValidator) -> Result<[String], ValidationFailure> {
        switch ChoiceItems.split(text) {
        case .success(let items): return picks(items: items, with: validator)
        case .failure(let problem): return .failure(validator.fail(problem.text))
        }
    }

    /// The values `items` pick, each once and in `choices` order, or why they pick none.
    private static func picks(items: [String], with validator: FieldValidator) -> Result<[String], ValidationFailure> {
        var picked = Array(repeating: false, count: validator.choices.count)
        for item in items {
            guard let index = validator.choiceIndex(matching: item) else {
                return .failure(validator.fail(validator.choicesFailureText(for: item, item: TerminalSafeText.escape(item))))
            }
            picked[index] = true
        }
        let values = validator.choices.indices.filter { picked[$0] }.map { validator.choices[$0] }
        if let failure = countFailure(values.count, with: validator) { return .failure(failure) }
        return .success(values)
    }

    /// Checks how many choices are picked against `required` and the field's counts (`ItemCounts`).
    static func countFailure(_ count: Int, with validator: FieldValidator) -> ValidationFailure? {
        if validator.field.required, count == 0 { return validator.fail(.word(.validRequired)) }
        return ItemCounts.failureText(count: count, of: validator.field, unit: .choice).map(validator.fail)
    }

    /// Why a `default:` written as a list is not a valid multiple choice answer: an item that
    /// is no choice, a choice listed twice, or too few or too many; nil when it is valid.
    static func defaultFailure(rows: [String], with validator: FieldValidator) -> ValidationFailure? {
        guard validator.picks == .several else { return validator.fail(MessageText(.defaultNotAList)) }
        var seen: Set<Int> = []
        for item in rows {
            guard let index = validator.choiceIndex(matching: item) else {
                return validator.fail(MessageText(.defaultListsNoChoice, ["item": .verbatim(TerminalSafeText.escape(item)), "choices": .text(validator.choicesText(for: item))]))
            }
            if !seen.insert(index).inserted { return validator.fail(MessageText(.defaultListsTwice, ["item": .verbatim(validator.choices[index])])) }
        }
        return countFailure(seen.count, with: validator)
    }

    // MARK: - The byte path

    /// Up to this many choices, ASCII bytes are compared with each choice in turn (cheaper
    /// than making the text a `String` to look it up); more are looked up.
    static let scannedChoices = 8

    /// One pick from ASCII bytes; several picks are split on the `String` path.
    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        guard validator.picks == .one else { return .needsString }
        return choice(utf8: text, with: validator)
    }

    /// `failure` for ASCII text. Out of line: a failure, kept out of the inlined byte check.
    @inline(never)
    private static func failure(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> ValidationFailure {
        failure(String(decoding: text, as: UTF8.self), with: validator)
    }

    private static func choice(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        guard let matcher = validator.choiceMatcher else { return .needsString }
        // A long list: one look-up in the prepared tables rather than a pass over the choices.
        if validator.choices.count > Self.scannedChoices {
            if let index = matcher.index(matching: String(decoding: text, as: UTF8.self)) { return .choice(index) }
            return .failure(failure(utf8: text, with: validator))
        }
        // Case folding is only exact here when every choice is ASCII too.
        guard matcher.valuesAreASCII else { return .needsString }
        if let exact = validator.choices.firstIndex(where: { ASCIIText.equals(text, $0) }) { return .choice(exact) }
        if !validator.choiceLabels.isEmpty { return labelledChoice(utf8: text, with: validator) }
        var folded: Int?
        var matches = 0
        for (index, spelling) in validator.choices.enumerated() where ASCIIText.equalsIgnoringCase(text, spelling) {
            folded = index
            matches += 1
        }
        if matches == 1, let folded { return .choice(folded) }
        return .failure(failure(utf8: text, with: validator))
    }

    /// A labelled choice field's answer that is no value spelled exactly: a label spelled
    /// exactly, else the one choice whose value or label matches ignoring case, as
    /// `FieldDefinition.choiceIndex(matching:)` decides. Labels that are not ASCII need
    /// the `String` path.
    private static func labelledChoice(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        guard validator.choiceMatcher?.labelsAreASCII ?? false else { return .needsString }
        if let exact = validator.choiceLabels.firstIndex(where: { $0.map { ASCIIText.equals(text, $0) } ?? false }) {
            return .choice(exact)
        }
        var found: Int?
        for index in validator.choices.indices {
            let byLabel = validator.choiceLabels[index].map { ASCIIText.equalsIgnoringCase(text, $0) } ?? false
            guard byLabel || ASCIIText.equalsIgnoringCase(text, validator.choices[index]) else { continue }
            if found != nil { return .failure(failure(utf8: text, with: validator)) }
            found = index
        }
        if let found { return .choice(found) }
        return .failure(failure(utf8: text, with: validator))
    }
}

/// How many choices a choice field takes (`multiple: true` is `.several`).
public enum ChoicePicks: Sendable, Equatable {
    /// One choice: the answer is its value.
    case one
    /// Several: the answer is a `.list` of values in `choices` order, counted by `itemBounds`.
    case several
}

/// What a choice field takes (`FieldSettings.choice`): its choices (values, each with an
/// optional label) or where they are computed from, and how many are picked. Counts
/// (`minItems`, `maxItems`) belong to several picks only: a single choice holds none.
///
/// ```swift
/// let plan = FieldDefinition(id: "plan", settings: .choice(ChoiceSettings(choices: ["pro", "basic"], labels: ["Pro – 10 €/month", nil])))
/// plan.choiceTitles        // ["Pro – 10 €/month", "basic"]
/// ```
public struct ChoiceSettings: Sendable, Equatable {
    /// The allowed answers: the values stored in the answers (empty for computed choices).
    public internal(set) var choices: [String]
    /// The label shown for each choice, by index (nil: the value is shown); empty when no
    /// choice has a label, else one per choice.
    public internal(set) var labels: [String?]
    /// How many choices are picked (`multiple: true` is `.several`).
    public private(set) var picks: ChoicePicks
    /// How many may be picked, with several picks (no bounds with one).
    public private(set) var counts: ClosedBounds<Int>
    /// Where the choices are computed from at run time; `choices` is empty then.
    public internal(set) var source: ChoiceSource?

    /// Creates settings. `labels` is empty or has one entry per choice; `counts` are given
    /// only with several picks.
    public init(choices: [String] = [], labels: [String?] = [], picks: ChoicePicks = .one, counts: ClosedBounds<Int> = ClosedBounds(),
                source: ChoiceSource? = nil) {
        precondition(labels.isEmpty || labels.count == choices.count, "a label for each choice, or none")
        precondition(picks == .several || counts == ClosedBounds(), "counts belong to several picks")
        self.choices = choices
        // No label given is no labels: plain choices cost nothing (`hasChoiceLabels`).
        self.labels = labels.contains { $0 != nil } ? labels : []
        self.picks = picks
        self.counts = counts
        self.source = source
    }

    /// Takes several picks, counted by `counts`.
    mutating func takeSeveral(counts: ClosedBounds<Int>) {
        picks = .several
        self.counts = counts
    }

    /// `values` (and their labels) as the choices: computed ones, or the form's.
    mutating func setChoices(_ values: [String], labels: [String?]) {
        choices = values
        self.labels = labels.contains { $0 != nil } ? labels : []
    }
}

extension FieldDefinition {
    /// Whether a choice field takes several choices (`multiple: true`): `picks == .several`.
    public var multiple: Bool { picks == .several }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a choice: its choices (or where they are computed from) and, with
// several, how many may be picked.
extension ChoiceKind {
    /// A single choice: the value is one of the choices' values, and each of them is read
    /// back here once (a value with white space around it or a line break would not be).
    /// Several picks are checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool {
        guard validator.field.picks != .several else { return false }
        return validator.field.choices.allSatisfy { choice in
            if case .success(.text(let read)?) = validator.value(from: choice), read == choice { return true }
            return false
        }
    }

    /// A required multiple choice has a pick; computed choices (any text, checked at run
    /// time) a text that is not blank; a choice among its values is never blank.
    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {
        if field.multiple {
            if field.itemBounds.min == nil { item["minItems"] = .number(1) }
        } else if field.choiceSource != nil {
            item["allOf"] = .array([.object(KindProjection.nonBlank)])
        }
    }

    /// A multiple choice's default is the list of its picks.
    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? {
        guard field.multiple else { return .string(text) }
        return (try? ChoiceItems.split(text).get()).map { .array($0.map(JSONObject.Value.string)) }
    }

    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        var lines: [(name: String, value: String)] = []
        if let source = field.choiceSource {
            lines.append((words.describe(.detailChoices), words.describe(.choicesComputed, ["source": source.summary(in: words)])))
        } else if !field.choices.isEmpty {
            lines.append((words.describe(.detailChoices), field.choiceList))
        }
        if field.multiple {
            lines.append((words.describe(.detailPicks), KindProjection.counts(field, unit: .choice, in: words) ?? words.describe(.anyChoices)))
        }
        return lines
    }

    /// Where computed choices come from: `{"from":"tags"}`, `{"file":"regions.txt"}`,
    /// `{"run":["git","tag"]}`.
    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        KindProjection.countBounds(field, &bounds)
        item["choices"] = .array(field.choices.map(JSONObject.Value.string))
        item["choiceLabels"] = .array(field.choices.indices.map { .optional(field.choiceLabel(at: $0)) })
        item["multiple"] = .bool(field.multiple)
        switch field.choiceSource {
        case .field(let id)?: item["choicesFrom"] = KindProjection.sourceJSON(field: id)
        case .file(let path)?: item["choicesFrom"] = KindProjection.sourceJSON(file: path)
        case .command(let command)?: item["choicesFrom"] = KindProjection.sourceJSON(command: command)
        case nil: break
        }
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        guard field.multiple else {
            if let source = field.choiceSource {
                item["$comment"] = .string("choices computed at run time from \(source.summary)")
            } else {
                item["oneOf"] = KindProjection.titledChoices(field)
            }
            return "string"
        }
        var items = JSONObject()
        if let source = field.choiceSource {
            items["type"] = .string("string")
            item["$comment"] = .string("choices computed at run time from \(source.summary)")
        } else {
            items["oneOf"] = KindProjection.titledChoices(field)
        }
        item["items"] = .object(items)
        item["uniqueItems"] = .bool(true)
        KindProjection.countBounds(field, &item)
        return "array"
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        if field.choices.isEmpty {
            // Computed choices not there (yet): `oneOf: []` would be an invalid schema with
            // nothing to pick; the answer is asked as text and checked when they are.
            item["type"] = .string(field.multiple ? "array" : "string")
            if field.multiple {
                var items = JSONObject()
                items["type"] = .string("string")
                item["items"] = .object(items)
            }
            notes.append("Its choices are computed (\(field.choiceSource?.summary ?? "by the program")) and are not known yet.")
        } else if field.multiple {
            item["type"] = .string("array")
            var items = JSONObject()
            items["anyOf"] = KindProjection.titledChoices(field)
            item["items"] = .object(items)
            KindProjection.countBounds(field, &item)
            if let value = held.value, case .list(let picked) = value { item["default"] = .array(picked.map(JSONObject.Value.string)) }
        } else {
            item["type"] = .string("string")
            item["oneOf"] = KindProjection.titledChoices(field)
            if !held.current.isEmpty, let value = held.value { item["default"] = .string(value.canonicalText) }
        }
    }
}

// MARK: - The library's builder

/// `Field.choice`, `Field.choices`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// One of `choices` (`type: choice`).
    public static func choice(_ id: String, choices: [String], label: String? = nil, help: String? = nil,
                              required: Bool = false, default defaultValue: String? = nil) -> Field {
        var field = Field(id, type: "choice", label: label, help: help, required: required)
        field.keys.add("choices", choices)
        field.keys.add("default", defaultValue)
        return field
    }

    /// One of `choices` (`type: choice`), some with a label to show instead of the value:
    /// `Field.choice("plan", choices: [Choice("pro", label: "Pro – 10 €/month"), "basic"])`.
    /// The answers hold the value.
    public static func choice(_ id: String, choices: [Choice], label: String? = nil, help: String? = nil,
                              required: Bool = false, default defaultValue: String? = nil) -> Field {
        var field = Field(id, type: "choice", label: label, help: help, required: required)
        field.keys.add("choices", .list(choices.map(\.yaml)))
        field.keys.add("default", defaultValue)
        return field
    }

    /// Several of `choices` (`type: choice`, `multiple: true`), between `minItems` and
    /// `maxItems` of them; the answer is a list of values in `choices` order.
    ///
    /// ```swift
    /// Field.choices("topics", choices: [Choice("tips", label: "Tips, tricks"), "events"], minItems: 1, default: ["events"])
    /// ```
    public static func choices(_ id: String, choices: [Choice], label: String? = nil, help: String? = nil,
                               required: Bool = false, default defaultValue: [String]? = nil,
                               minItems: Int? = nil, maxItems: Int? = nil) -> Field {
        var field = Field(id, type: "choice", label: label, help: help, required: required)
        field.keys.add("choices", .list(choices.map(\.yaml)))
        field.keys.flag("multiple", true)
        field.keys.add("minItems", minItems)
        field.keys.add("maxItems", maxItems)
        field.keys.add("default", defaultValue)
        return field
    }
}
