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
public struct RecordValidator {
    /// The form's fields, in form order: the indices `RecordFields` uses.
    public let fields: [FieldDefinition]
    let validators: [FieldValidator]
    let defaults: [FieldValue?]
    let defaultFailures: [ValidationFailure?]
    /// `"id":` for each field, ready to copy.
    let keys: [[UInt8]]
    /// `defaults` as JSON.
    let defaultJSON: [[UInt8]]
    /// Fields that conditions or rules look at: these are turned into `FieldValue`s.
    let needsValue: [Bool]
    let visibility: FormVisibility
    let rules: RuleValidator

    /// Per-record scratch, reused.
    var outcomes: [FieldOutcome]
    var visible: [Bool]

    /// Prepares to validate records for `form`; `today` is for date words and bounds.
    public init(form: FormDefinition, today: LocalDate) {
        fields = form.fields
        validators = fields.map { FieldValidator(field: $0, today: today) }
        defaults = validators.map(\.defaultValue)
        defaultFailures = zip(validators, defaults).map { $0.validate($1) }
        keys = fields.map { field in
            var key: [UInt8] = []
            AnswerJSON.appendString(field.id, to: &key)
            return key + [UInt8(ascii: ":")]
        }
        defaultJSON = defaults.map { value in
            var json: [UInt8] = []
            AnswerJSON.appendValue(value, to: &json)
            return json
        }
        let watched = Set(fields.compactMap { $0.condition?.field } + form.rules.flatMap { [$0.field, $0.other] })
        needsValue = fields.map { watched.contains($0.id) }
        visibility = FormVisibility(form: form)
        rules = RuleValidator(rules: form.rules)
        outcomes = Array(repeating: .notGiven, count: fields.count)
        visible = Array(repeating: true, count: fields.count)
    }

    /// The index of the field whose id is `key`, nil when the form has none.
    public func fieldIndex(forKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        fields.firstIndex { ASCIIText.equals(key, $0.id) }
    }

    /// The index of the field whose id is `key`, nil when the form has none.
    public func fieldIndex(forKey key: String) -> Int? {
        fields.firstIndex { $0.id == key }
    }

    /// Validates one record. When it is accepted, appends its answers (visible fields in form
    /// order, normalised, defaults filled in) as one JSON object to `output` and returns nil;
    /// otherwise appends nothing and returns the first failure, as `submit()` would pick it.
    public mutating func validate(_ record: RecordFields, appendingTo output: inout [UInt8]) -> ValidationFailure? {
        for index in fields.indices {
            outcomes[index] = outcome(of: record[index], at: index)
        }
        if visibility.hasConditions {
            var shown = visible
            visible = []
            visibility.resolve(into: &shown) { canonicalText(at: $0) }
            visible = shown
        }
        for index in fields.indices where visible[index] {
            switch outcomes[index] {
            case .failed(let failure): return failure
            case .notGiven: if let failure = defaultFailures[index] { return failure }
            default: continue
            }
        }
        if !rules.rules.isEmpty, let failure = rules.firstFailure(in: visibleValues()) {
            return failure
        }
        encode(to: &output)
        return nil
    }

    /// A "did you mean" message for a key the form has no field for.
    public func unknownKeyMessage(_ key: String) -> String {
        let hint = Suggestions.hint(for: key, in: fields.map(\.id)).map { "; \($0)" } ?? ""
        return "the form has no field '\(key)'\(hint)"
    }
}
