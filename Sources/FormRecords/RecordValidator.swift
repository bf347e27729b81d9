import FormCore

/// Validates batch records exactly as a filled-in form is validated on submit, and writes
/// accepted ones as `AnswerJSON` objects.
///
/// Each value stands for text typed into its field (see `RecordValue`); a missing value,
/// `null` or blank text means "not answered", so the field keeps its default. Then, as
/// `FormSession.submit()` does: `when` conditions pick the visible fields, each visible field
/// is checked in form order with `FieldValidator`, then the cross-field rules with
/// `RuleValidator`; the first failure names the field that would be refocused.
///
/// Pure and allocation-free on the common path: ASCII text, secret, choice and confirm
/// answers are checked and copied as bytes (`FieldValidator.check(utf8:)`); other kinds, and
/// fields that conditions or rules look at, go through `String`s. Reuse one validator (and
/// one `RecordFields`) for a whole batch.
package struct RecordValidator {
    /// The form's fields, in form order: the indices `RecordFields` uses.
    package let fields: [FieldDefinition]
    let validators: [FieldValidator]
    /// `validators`, unretained (they live as long as `validators`).
    let validatorRefs: [Unmanaged<FieldValidator>]
    let defaults: [FieldValue?]
    let defaultFailures: [ValidationFailure?]
    /// Each field's `"id":` and its default as JSON, ready to copy: ranges of `constantBytes`.
    let keys: [Range<Int>]
    let defaultJSON: [Range<Int>]
    let constantBytes: [UInt8]
    /// Fields that conditions or rules look at: these are turned into `FieldValue`s.
    let needsValue: [Bool]
    /// Fields whose answer is a boolean (a confirm's `true`/`false` taken as it is), asked of
    /// each field's kind once here rather than for every record.
    let takesBoolean: [Bool]
    let visibility: FormVisibility
    let rules: RuleValidator
    /// For each rule, the indices of its field and of the other field (nil: not in the form).
    let ruleFields: [(field: Int, other: Int)?]
    /// Each rule's failure, made once.
    let ruleFailures: [ValidationFailure]

    /// The fields with a computed default, in form order.
    let computedFields: [Int]
    /// Each field's index by id (the first of a repeated id).
    let fieldIndexByID: [String: Int]
    /// Whether a condition or rule looks at a field with a computed default.
    let computedIsWatched: Bool
    /// No conditions, rules or computed defaults: each field is checked and written in turn.
    let inOrder: Bool
    /// The answers go in the shape of the JSON Schema the form was made from (`AnswerKey`):
    /// written by `AnswerJSON.encode`, as `run` writes them.
    let shapesAnswers: Bool

    /// What runs the form's commands (field `check:`s, form `checks:`); nil skips them.
    /// With one, each record goes the general path and its checks run after the rules, as at submit.
    package var commandChecker: (any CommandChecking)?
    /// Where a record whose one command streams sends its check without waiting (`fill`'s
    /// pipelining); nil: every check is waited for.
    package var deferredChecker: (any DeferredChecking)?
    /// The check of the record validated last when it was deferred: its ticket, and how its
    /// verdict becomes the record's failure (the record's answers are in the output already).
    package private(set) var deferredCheck: (ticket: Int, failure: (CheckVerdict) -> ValidationFailure?)?
    /// The form's `checks:`, run at submit.
    let formChecks: [FormCommand]
    /// What reads files, the environment and commands for computed choices and defaults
    /// (nil: a file or command source fails, saying so; see `FormSession.sources`).
    package var sources: (any SourceReading)?
    /// The fields whose choices or default are computed from a source, in form order: each
    /// record goes the general path, and they are computed per record as `FormSession` does.
    let sourcedFields: [Int]
    /// Each sourced field's choices (or default) as last computed, with what they were
    /// computed from, so a file is read once and a command runs again only when its request
    /// changes: (key, validator, failure) for choices, (key, value, failure) for defaults.
    var sourcedChoices: [Int: (key: String, validator: FieldValidator, failure: ValidationFailure?)] = [:]
    var sourcedDefaults: [Int: (key: String, value: FieldValue?, failure: ValidationFailure?)] = [:]

    /// Per-record scratch, reused.
    var outcomes: [FieldOutcome]
    /// Each field's computed default for this record (nil: none, or not computed).
    var computed: [FieldValue?]
    var visible: [Bool]

    /// Prepares to validate records for `form`; `today` is for date words and bounds.
    /// `paths` is the file system path fields are checked against.
    package init(form: FormDefinition, today: LocalDate, paths: (any PathProbe)? = nil) {
        fields = form.fields
        validators = fields.map { FieldValidator(field: $0, today: today, paths: paths) }
        validatorRefs = validators.map { Unmanaged.passUnretained($0) }
        defaults = validators.map(\.defaultValue)
        defaultFailures = zip(validators, defaults).map { $0.validate($1) }
        var constants: [UInt8] = []
        func range(_ write: (inout [UInt8]) -> Void) -> Range<Int> {
            let start = constants.count
            write(&constants)
            return start..<constants.count
        }
        keys = fields.map { field in
            range { AnswerJSON.appendString(field.id, to: &$0); $0.append(UInt8(ascii: ":")) }
        }
        defaultJSON = defaults.map { value in range { AnswerJSON.appendValue(value, to: &$0) } }
        constantBytes = constants
        let watched = Set(fields.compactMap { $0.condition?.field } + form.rules.flatMap { [$0.field, $0.other] })
        needsValue = fields.map { watched.contains($0.id) }
        takesBoolean = fields.map(\.takesBoolean)
        visibility = FormVisibility(form: form)
        rules = RuleValidator(rules: form.rules)
        let indexByID = Dictionary(fields.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        ruleFields = form.rules.map { rule in
            guard let field = indexByID[rule.field], let other = indexByID[rule.other] else { return nil }
            return (field, other)
        }
        ruleFailures = form.rules.map { ValidationFailure.authored(field: $0.field, message: $0.message) }
        let formFields = form.fields
        let withTemplates = formFields.indices.filter { formFields[$0].computedDefault != nil }
        computedFields = withTemplates
        computedIsWatched = withTemplates.contains { watched.contains(formFields[$0].id) }
        fieldIndexByID = indexByID
        sourcedFields = formFields.indices.filter { formFields[$0].choiceSource != nil || formFields[$0].defaultSource != nil }
        shapesAnswers = form.shapesAnswers
        inOrder = !visibility.hasConditions && rules.rules.isEmpty && withTemplates.isEmpty && sourcedFields.isEmpty && !shapesAnswers
        formChecks = form.checks
        computed = Array(repeating: nil, count: fields.count)
        outcomes = Array(repeating: .notGiven, count: fields.count)
        visible = Array(repeating: true, count: fields.count)
    }

    /// The index of the field whose id is `key`, nil when the form has none.
    package func fieldIndex(forKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        fields.firstIndex { ASCIIText.equals(key, $0.id) }
    }

    /// The index of the field whose id is `key`, nil when the form has none.
    package func fieldIndex(forKey key: String) -> Int? {
        fieldIndexByID[key]
    }

    /// Validates one record. When it is accepted, appends its answers (visible fields in form
    /// order, normalised, defaults filled in) as one JSON object to `output` and returns nil;
    /// otherwise appends nothing and returns the first failure, as `submit()` would pick it.
    package mutating func validate(_ record: RecordFields, appendingTo output: inout [UInt8]) -> ValidationFailure? {
        validate(record, into: &output)
    }

    /// `validate(_:appendingTo:)` writing to a `ByteBuffer` (the batch front end's output).
    package mutating func validate(_ record: RecordFields, appendingTo output: ByteBuffer) -> ValidationFailure? {
        var output = BorrowedByteOutput(output)
        return validate(record, into: &output)
    }

    private mutating func validate<Output: JSONByteOutput>(_ record: RecordFields, into output: inout Output) -> ValidationFailure? {
        if inOrder && commandChecker == nil {
            return validateInOrder(record, into: &output)
        }
        deferredCheck = nil
        for index in fields.indices {
            outcomes[index] = outcome(of: record, at: index)
        }
        resolveVisibility()
        if !computedFields.isEmpty {
            computeDefaults()
            // A condition on a computed field: decide again with the computed values, until
            // nothing changes (references and conditions only look back, so this ends).
            var rounds = 0
            while computedIsWatched, visibility.hasConditions, rounds < computedFields.count {
                let before = visible
                resolveVisibility()
                computeDefaults()
                if visible == before { break }
                rounds += 1
            }
        }
        if !sourcedFields.isEmpty { computeSources(record) }
        for index in fields.indices where visible[index] {
            switch outcomes[index] {
            case .failed(let failure): return failure
            case .notGiven:
                let computes = fields[index].computedDefault != nil || fields[index].defaultSource != nil || fields[index].choiceSource != nil
                var failure = computes ? validators[index].validate(computed[index]) : defaultFailures[index]
                if failure != nil, computed[index] == nil, let why = sourcedDefaults[index]?.failure { failure = why }
                if let failure { return failure }
            default: continue
            }
        }
        if let failure = firstRuleFailure() {
            return failure
        }
        if let checker = commandChecker, let failure = firstCheckFailure(checker) {
            return failure
        }
        encode(to: &output)
        return nil
    }

    /// The record's commands, as `FormSession.submit()` runs them: each visible field's
    /// check in form order (fields holding nothing skipped), then the form's checks. A record
    /// whose one command streams is sent to `deferredChecker` when there is one
    /// (`deferredCheck`), and passes here.
    private mutating func firstCheckFailure(_ checker: any CommandChecking) -> ValidationFailure? {
        let answers = fields.indices.filter { visible[$0] }.map { (field: fields[$0], value: value(at: $0)) }
        var runs: [(command: FormCommand, request: String, failure: (CheckVerdict) -> ValidationFailure?)] = []
        let visibleIDs = Set(fields.indices.filter { visible[$0] }.map { fields[$0].id })
        let firstVisible = fields.indices.first { visible[$0] }.map { fields[$0].id } ?? ""
        for index in fields.indices where visible[index] {
            guard let command = fields[index].check, let value = value(at: index) else { continue }
            let request = CheckRequest.encode(command, field: fields[index].id, value: value, answers: answers)
            let id = fields[index].id
            runs.append((command, request, { verdict in
                guard case .failed(let target, let message) = verdict else { return nil }
                return ValidationFailure(field: target.flatMap { visibleIDs.contains($0) ? $0 : nil } ?? id, text: message)
            }))
        }
        for command in formChecks {
            let request = CheckRequest.encode(command, field: nil, value: nil, answers: answers)
            runs.append((command, request, { verdict in
                guard case .failed(let target, let message) = verdict else { return nil }
                let named = [target, command.field].compactMap { $0 }.first { visibleIDs.contains($0) }
                return ValidationFailure(field: named ?? firstVisible, text: message)
            }))
        }
        if runs.count == 1, runs[0].command.stream, let deferred = deferredChecker,
           let ticket = deferred.submit(runs[0].command, request: runs[0].request) {
            deferredCheck = (ticket, runs[0].failure)
            return nil
        }
        for run in runs {
            if let failure = run.failure(checker.check(run.command, request: run.request)) { return failure }
        }
        return nil
    }

    /// Computes, in form order, each visible sourced field's choices (then checks its value
    /// against them, or its default when the record leaves it out) and each left-out field's
    /// sourced default, from the answers before it, as `FormSession` does when focus reaches it.
    private mutating func computeSources(_ record: RecordFields) {
        for index in sourcedFields where visible[index] {
            computed[index] = nil
            let field = fields[index]
            let before = fields.indices.filter { $0 < index && visible[$0] }.map { (field: fields[$0], value: value(at: $0)) }
            if let source = field.choiceSource {
                let validator = choicesValidator(at: index, source: source, answers: before)
                if let failure = sourcedChoices[index]?.failure {
                    outcomes[index] = .failed(failure)
                    continue
                }
                switch outcomes[index] {
                case .notGiven, .failed:
                    outcomes[index] = self.outcome(of: record[index], in: record, at: index, validator: validator)
                    if case .notGiven = outcomes[index] { computed[index] = validator.defaultValue }
                default:
                    outcomes[index] = self.outcome(of: record[index], in: record, at: index, validator: validator)
                }
                if case .choice(let choice) = outcomes[index] { outcomes[index] = .value(.text(validator.choices[choice])) }
            }
            if let source = field.defaultSource, case .notGiven = outcomes[index] {
                computed[index] = sourcedDefault(at: index, source: source, answers: before)
            }
        }
    }

    private mutating func choicesValidator(at index: Int, source: ChoiceSource,
                                           answers: [(field: FieldDefinition, value: FieldValue?)]) -> FieldValidator {
        var answer: FieldValue?
        if case .field(let from) = source { answer = fieldIndexByID[from].flatMap { visible[$0] ? value(at: $0) : nil } }
        let key = SourceComputation.key(source, field: fields[index].id, answer: answer, answers: answers)
        if let cached = sourcedChoices[index], cached.key == key { return cached.validator }
        let result = SourceComputation.choices(source, answer: answer, request: key, sources: sources)
        let computed = SourceComputation.apply(result, to: fields[index], what: source.summaryText)
        let validator = FieldValidator(field: computed.field, today: validators[index].today, paths: validators[index].paths)
        sourcedChoices[index] = (key, validator, computed.failure)
        return validator
    }

    private mutating func sourcedDefault(at index: Int, source: DefaultSource,
                                         answers: [(field: FieldDefinition, value: FieldValue?)]) -> FieldValue? {
        let key = SourceComputation.key(source, field: fields[index].id, answers: answers)
        if let cached = sourcedDefaults[index], cached.key == key { return cached.value }
        let result = SourceComputation.defaultText(source, request: key, sources: sources)
        let made = SourceComputation.defaultValue(result, what: source.summaryText, validator: sourcedChoices[index]?.validator ?? validators[index])
        sourcedDefaults[index] = (key, made.value, made.failure)
        return made.value
    }

    /// Decides which fields are shown from the record's values (all, without conditions).
    private mutating func resolveVisibility() {
        guard visibility.hasConditions else { return }
        var shown: [Bool] = []
        swap(&shown, &visible)   // held once, so resolving writes in place
        visible = resolved(shown)
    }

    /// `shown` resolved from the record's values. Not mutating: the closure FormCore's
    /// `resolve` calls borrows `self` (captured by a mutating method, `self` was copied per call).
    private func resolved(_ shown: consuming [Bool]) -> [Bool] {
        var shown = shown
        visibility.resolve(into: &shown) { canonicalText(at: $0) }
        return shown
    }

    /// Computes, in form order, the defaults of the fields the record leaves out, from the
    /// values before them as `FormSession` does when focus reaches such a field.
    private mutating func computeDefaults() {
        for index in computedFields {
            computed[index] = nil
            guard case .notGiven = outcomes[index], let template = fields[index].computedDefault else { continue }
            computed[index] = computedDefault(template)
        }
    }

    /// `template` rendered from the visible values (not mutating, as `resolved(_:)`).
    private func computedDefault(_ template: DefaultTemplate) -> FieldValue? {
        let text = template.render { id in
            guard let source = fieldIndexByID[id], visible[source] else { return nil }
            return value(at: source)?.editableText
        }
        return text.isEmpty ? nil : .text(text)
    }

    /// The same checks for a form without conditions or rules, in one pass: every field is
    /// visible, so the first failure in form order is the one `submit()` picks, and each
    /// accepted answer is written as soon as it is checked (undone when a later field fails).
    ///
    /// `mutating` though it changes nothing: called from `validate`, a mutating method, a
    /// non-mutating one is handed a copy of the whole validator (a 296-byte memcpy a record
    /// of `fill` login); `self` inout is handed over by address.
    private mutating func validateInOrder<Output: JSONByteOutput>(_ record: RecordFields, into output: inout Output) -> ValidationFailure? {
        let mark = output.count
        output.append(UInt8(ascii: "{"))
        for index in fields.indices {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            // One switch that hands the outcome on: no copy of it is left to destroy.
            switch outcome(of: record, at: index) {
            case .failed(let failure):
                output.truncate(to: mark)
                return failure
            case .notGiven:
                if let failure = defaultFailures[index] {
                    output.truncate(to: mark)
                    return failure
                }
                writeAnswer(.notGiven, at: index, to: &output)
            case let outcome:
                writeAnswer(outcome, at: index, to: &output)
            }
        }
        output.append(UInt8(ascii: "}"))
        return nil
    }

    /// The first failing cross-field rule among visible, answered fields, as
    /// `RuleValidator.firstFailure(in:)` picks it, looking up only the two fields of each rule.
    private func firstRuleFailure() -> ValidationFailure? {
        for (index, pair) in ruleFields.enumerated() {
            guard let pair, visible[pair.field], visible[pair.other],
                  let mine = value(at: pair.field), let other = value(at: pair.other) else { continue }
            if !rules.holds(rule: index, mine, other) { return ruleFailures[index] }
        }
        return nil
    }

    /// A "did you mean" message for a key the form has no field for.
    package func unknownKeyMessage(_ key: String) -> String {
        unknownKeyText(key).english
    }

    /// `unknownKeyMessage(_:)` as catalog keys, for a person's language (a CSV header's column).
    package func unknownKeyText(_ key: String) -> MessageText {
        guard let closest = Suggestions.closest(to: key, in: fields.map(\.id)) else { return .notice(.noFieldNamed, ["name": key]) }
        return .notice(.noFieldNamedHint, [.init("name", .verbatim(key)), .init("hint", .error(.didYouMeanField, ["name": closest]))])
    }
}
