/// `type: choice`: one of `choices` (values, each with an optional label), or several with
/// `multiple: true` (`ChoicePicks.several`), counted by `ItemCounts`.
///
/// Several picks are one line of items separated by commas (`ChoiceItems`), each a choice's
/// value or label as a single choice takes it (`FieldDefinition.choiceIndex(matching:)`).
/// Repeats collapse; the answer is a `.list` of values in `choices` order.
///
/// ```swift
/// var topics = FieldDefinition(id: "topics", kind: .choice)
/// topics.choices = ["news", "events", "jobs"]
/// topics.multiple = true
/// topics.itemBounds.max = 2
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
        if let choicesNode = keys["choices"]?.value { parser.choices(from: choicesNode, into: &field) }
        field.multiple = parser.reader.bool(keys["multiple"]?.value, "multiple") ?? false
        if field.multiple {
            ItemCounts.read(keys, into: &field, with: parser)
        } else {
            ItemCounts.refuse(keys, with: parser)
        }
    }

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> String? {
        guard field.choiceSource == nil, !field.choices.contains(value) else { return nil }
        if let index = field.choiceLabels.firstIndex(where: { $0?.lowercased() == value.lowercased() }) {
            return "'\(value)' is the label of choice '\(field.choices[index])' of '\(field.id)'; 'when' compares values: write \(field.choices[index])"
        }
        return "'\(value)' is not one of the choices of '\(field.id)' (\(field.choices.joined(separator: ", ")))"
    }

    static func offeredAnswers(of field: FieldDefinition) -> [String] { field.choices }

    static func onlyIsSetProblem(of field: FieldDefinition) -> KindProblem? {
        guard field.multiple else { return nil }
        return KindProblem(message: "'\(field.id)' is a multiple choice field: a condition on it can only use isSet",
                           hint: "write 'isSet: true' (shown once any choice is picked)")
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
        let field = validator.field
        if field.picks == .several { return picks(text, with: validator).map { .list($0) } }
        if let index = validator.choiceIndex(matching: text) { return .success(.text(field.choices[index])) }
        return .failure(failure(text, with: validator))
    }

    /// Typed `text` picks no choice.
    static func failure(_ text: String, with validator: FieldValidator) -> ValidationFailure {
        validator.fail("must be \(validator.choicesMessage(for: text))")
    }

    /// Several picks as items already apart (a JSON array's, a YAML list's, a value held):
    /// the answer their `ChoiceItems.join`ed line gives, without joining and splitting again.
    /// Each item must be trimmed and not empty, as `ChoiceItems.split` leaves them.
    static func value(items: [String], with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        guard !items.isEmpty else { return validator.field.required ? .failure(validator.fail("is required")) : .success(nil) }
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
        case .failure(let problem): return .failure(validator.fail(problem.message))
        }
    }

    /// The values `items` pick, each once and in `choices` order, or why they pick none.
    private static func picks(items: [String], with validator: FieldValidator) -> Result<[String], ValidationFailure> {
        let field = validator.field
        var picked = Array(repeating: false, count: field.choices.count)
        for item in items {
            guard let index = validator.choiceIndex(matching: item) else {
                return .failure(validator.fail("'\(TerminalSafeText.escape(item))' is not \(validator.choicesMessage(for: item))"))
            }
            picked[index] = true
        }
        let values = field.choices.indices.filter { picked[$0] }.map { field.choices[$0] }
        if let failure = countFailure(values.count, with: validator) { return .failure(failure) }
        return .success(values)
    }

    /// Checks how many choices are picked against `required` and the field's counts (`ItemCounts`).
    static func countFailure(_ count: Int, with validator: FieldValidator) -> ValidationFailure? {
        if validator.field.required, count == 0 { return validator.fail("is required") }
        return ItemCounts.failure(count: count, of: validator.field, unit: "choice").map(validator.fail)
    }

    /// Why a `default:` written as a list is not a valid multiple choice answer: an item that
    /// is no choice, a choice listed twice, or too few or too many; nil when it is valid.
    static func defaultFailure(rows: [String], with validator: FieldValidator) -> ValidationFailure? {
        let field = validator.field
        guard field.picks == .several else { return validator.fail("cannot be a list") }
        var seen: Set<Int> = []
        for item in rows {
            guard let index = validator.choiceIndex(matching: item) else {
                return validator.fail("lists '\(TerminalSafeText.escape(item))', which is not \(validator.choicesMessage(for: item))")
            }
            if !seen.insert(index).inserted { return validator.fail("lists '\(field.choices[index])' twice") }
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
        guard validator.field.picks == .one else { return .needsString }
        return choice(utf8: text, with: validator)
    }

    /// `failure` for ASCII text. Out of line: a failure, kept out of the inlined byte check.
    @inline(never)
    private static func failure(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> ValidationFailure {
        failure(String(decoding: text, as: UTF8.self), with: validator)
    }

    private static func choice(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        let field = validator.field
        guard let matcher = validator.choiceMatcher else { return .needsString }
        // A long list: one look-up in the prepared tables rather than a pass over the choices.
        if field.choices.count > Self.scannedChoices {
            if let index = matcher.index(matching: String(decoding: text, as: UTF8.self)) { return .choice(index) }
            return .failure(failure(utf8: text, with: validator))
        }
        // Case folding is only exact here when every choice is ASCII too.
        guard matcher.valuesAreASCII else { return .needsString }
        if let exact = field.choices.firstIndex(where: { ASCIIText.equals(text, $0) }) { return .choice(exact) }
        if field.hasChoiceLabels { return labelledChoice(utf8: text, with: validator) }
        var folded: Int?
        var matches = 0
        for (index, spelling) in field.choices.enumerated() where ASCIIText.equalsIgnoringCase(text, spelling) {
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
        let field = validator.field
        guard validator.choiceMatcher?.labelsAreASCII ?? false else { return .needsString }
        if let exact = field.choiceLabels.firstIndex(where: { $0.map { ASCIIText.equals(text, $0) } ?? false }) {
            return .choice(exact)
        }
        var found: Int?
        for index in field.choices.indices {
            let byLabel = field.choiceLabels[index].map { ASCIIText.equalsIgnoringCase(text, $0) } ?? false
            guard byLabel || ASCIIText.equalsIgnoringCase(text, field.choices[index]) else { continue }
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

extension FieldDefinition {
    /// Whether a choice field takes several choices (`multiple: true`): `picks == .several`.
    public var multiple: Bool {
        get { picks == .several }
        set { picks = newValue ? .several : .one }
    }
}
