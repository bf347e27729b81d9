/// Turns typed text into a validated `FieldValue` for one field, or says why not.
///
/// The same validator serves the prompt loop, piped answers, batch records and form-file
/// defaults, so every front end accepts exactly the same answers.
///
/// ```swift
/// var email = FieldDefinition(id: "email", kind: .text)
/// email.required = true
/// let validator = FieldValidator(field: email, today: today)
/// validator.value(from: "  ada@example.com ")   // .success(.text("ada@example.com"))
/// validator.value(from: "   ")                  // .failure("is required")
/// ```
public final class FieldValidator: Sendable {
    /// The field being validated.
    public let field: FieldDefinition
    /// Today, for date words and relative date bounds.
    public let today: LocalDate
    /// The file system as path fields see it; nil checks only what the text itself shows.
    public let paths: (any PathProbe)?

    /// The text rules' failures, made once: batches can fail them millions of times.
    private let minLengthFailure: ValidationFailure?
    private let maxLengthFailure: ValidationFailure?
    private let patternFailure: ValidationFailure?
    /// An answer on one line holding a line break (see `LineBreaks`).
    let lineBreakFailure: ValidationFailure
    /// A group's sub-fields' validators, in order (empty for every other kind).
    public let members: [FieldValidator]
    /// A group's rules between two sub-fields of one row.
    let memberRules: RuleValidator
    /// A group's sub-fields' positions by id.
    let memberIndex: [String: Int]
    /// A group's sub-fields' defaults (what a row's unanswered sub-field holds).
    public let memberDefaults: [FieldValue?]

    /// Creates a validator for `field`; `paths` is what path fields check against.
    public convenience init(field: FieldDefinition, today: LocalDate, paths: (any PathProbe)? = nil) {
        self.init(field: field, today: today, paths: paths, inGroup: false)
    }

    /// `inGroup`: the field is a sub-field of a group, whose rows hold one-line answers only.
    init(field: FieldDefinition, today: LocalDate, paths: (any PathProbe)?, inGroup: Bool) {
        self.field = field
        self.today = today
        self.paths = paths
        func failure(_ message: String) -> ValidationFailure { ValidationFailure(field: field.id, message: message) }
        minLengthFailure = field.minLength.map { min in failure("must be at least \(min) character\(min == 1 ? "" : "s")") }
        maxLengthFailure = field.maxLength.map { max in failure("must be at most \(max) character\(max == 1 ? "" : "s")") }
        patternFailure = field.pattern.map { pattern in failure(field.patternMessage ?? "must match the pattern \(pattern.source)") }
        lineBreakFailure = failure(inGroup ? "takes one line; this answer holds a line break (write it on one line)" : Self.lineBreakMessage(for: field))
        members = field.members.map { FieldValidator(field: $0, today: today, paths: paths, inGroup: true) }
        memberRules = RuleValidator(rules: field.memberRules)
        memberIndex = field.memberIndexByID
        memberDefaults = members.map(\.defaultValue)
    }

    /// The value typed text stands for: `nil` for an empty optional answer.
    ///
    /// Surrounding white space is ignored, except in secrets; multi-line text is stored as
    /// `MultilineText.normalised` makes it. Lists take one row per call through
    /// `validateRow`; here a list accepts its rows separated by newlines. Every other answer
    /// is one line: one holding a line break (`LineBreaks`) is refused, whatever its kind.
    public func value(from input: String) -> Result<FieldValue?, ValidationFailure> {
        if let failure = sizeFailure(bytes: input.utf8.count) { return .failure(failure) }
        let text = field.kind == .secret ? input : field.lines == .several ? MultilineText.normalised(input) : AnswerText.trimmed(input)
        if text.isEmpty {
            return field.required ? .failure(fail("is required")) : .success(nil)
        }
        if field.takesOneLine, LineBreaks.contains(text) { return .failure(lineBreakFailure) }
        switch field.kind {
        case .text, .secret:
            if let failure = checkText(text) { return .failure(failure) }
            return .success(.text(text))
        case .choice where field.multiple:
            return multipleChoices(text).map { .list($0) }
        case .choice:
            return choice(text).map { .text($0) }
        case .confirm:
            return confirm(text).map { .bool($0) }
        case .number:
            return number(text).map { .number($0) }
        case .date:
            return date(text).map { .date($0) }
        case .path:
            return path(text).map { .text($0) }
        case .list:
            let rows = Self.rows(of: text)
            return validate(rows: rows).map { .list(rows) }
        case .group:
            return records(fromText: text)
        case .note:
            return .success(nil)
        }
    }

    /// Why an answer of `bytes` bytes, as given (before trimming), is longer than any answer
    /// may be (`AnswerText.excess`); nil when it is not. A list's limit is its rows' together
    /// (`InputLimits.listExcess`), checked with its rows.
    @inline(__always)
    public func sizeFailure(bytes: Int) -> ValidationFailure? {
        guard bytes > InputLimits.maximumAnswerBytes, field.kind != .list, field.kind != .group else { return nil }
        return fail(AnswerText.tooLongMessage)
    }

    /// The rows of a list answer given as one text: split at each line break (LF, or CR LF
    /// as written on Windows), each row trimmed, blank rows dropped.
    ///
    /// `rows(of: "Call Bob\r\n\r\n Send report ")` is `["Call Bob", "Send report"]`.
    static func rows(of text: String) -> [String] {
        // "\r\n" is one Character in Swift, so split on scalars, not Characters.
        text.unicodeScalars.split(separator: "\n").map { AnswerText.trimmed(String(String.UnicodeScalarView($0))) }.filter { !$0.isEmpty }
    }

    /// The field's `default:` as a value, nil when it has none or it is not valid today.
    public var defaultValue: FieldValue? {
        switch field.defaultValue {
        case .text(let text)?:
            if case .success(let value) = value(from: text) { return value }
            return nil
        case .rows(let rows)? where field.kind == .choice:
            guard defaultChoicesFailure(rows) == nil, case .success(let value) = multipleChoiceValue(items: rows) else { return nil }
            return value
        case .rows(let rows)?:
            return rows.isEmpty ? nil : .list(rows)
        case nil:
            return nil
        }
    }

    /// Whether a list of `rows` rows, `bytes` long joined by line breaks, is over the limit
    /// every list has (`InputLimits.listExcess`), whatever the form's own bound.
    public func listLimitFailure(rows: Int, bytes: Int) -> ValidationFailure? {
        InputLimits.listExcess(rows: rows, bytes: bytes).map(fail)
    }

    /// Checks one row of a list field (one line, length and pattern); nil when it is fine.
    public func validateRow(_ row: String) -> ValidationFailure? {
        if LineBreaks.contains(row) { return fail("takes one line per row; this row holds a line break (give each line as a row of its own)") }
        return checkText(row)
    }

    /// Checks a whole value already held (used on submit): required, bounds, row counts.
    public func validate(_ value: FieldValue?) -> ValidationFailure? {
        guard let value else {
            guard field.required else { return nil }
            return fail(field.kind == .list || field.kind == .group ? "needs at least one row" : "is required")
        }
        switch value {
        case .records(let records):
            return validate(records: records)
        case .list(let values) where field.kind == .choice:
            if case .failure(let failure) = multipleChoiceValue(items: values) { return failure }
            return nil
        case .list(let rows):
            if case .failure(let failure) = validate(rows: rows) { return failure }
            return nil
        default:
            if case .failure(let failure) = self.value(from: value.editableText) { return failure }
            return nil
        }
    }

    // MARK: - Kinds

    private func checkText(_ text: String) -> ValidationFailure? {
        textFailure(length: text.count, matchesPattern: { field.pattern?.matches(text) ?? true })
    }

    /// The text rules (length in characters, then the pattern), shared by the `String` and
    /// the UTF-8 paths so both accept exactly the same answers.
    ///
    /// `matchesPattern` is only called when the field has a pattern.
    func textFailure(length: Int, matchesPattern: () -> Bool) -> ValidationFailure? {
        if let min = field.minLength, length < min { return minLengthFailure }
        if let max = field.maxLength, length > max { return maxLengthFailure }
        // Not `if let`: binding the pattern would copy (retain) it on every answer.
        if field.pattern != nil, !matchesPattern() { return patternFailure }
        return nil
    }

    private func choice(_ text: String) -> Result<String, ValidationFailure> {
        if let index = field.choiceIndex(matching: text) { return .success(field.choices[index]) }
        return .failure(choiceFailure(text))
    }

    /// Typed `text` picks no choice.
    func choiceFailure(_ text: String) -> ValidationFailure {
        fail("must be \(field.choicesMessage(for: text))")
    }

    /// The words a confirm field takes (compared lower-cased), and what each means.
    static let confirmWords: [(word: String, value: Bool)] = [
        ("y", true), ("yes", true), ("true", true), ("1", true), ("on", true),
        ("n", false), ("no", false), ("false", false), ("0", false), ("off", false),
    ]

    private func confirm(_ text: String) -> Result<Bool, ValidationFailure> {
        let lowered = text.lowercased()
        if let match = Self.confirmWords.first(where: { $0.word == lowered }) { return .success(match.value) }
        return .failure(confirmFailure())
    }

    func confirmFailure() -> ValidationFailure {
        fail("answer yes or no")
    }

    /// Checks trimmed, non-empty text as a number answer.
    func number(_ text: String) -> Result<FormNumber, ValidationFailure> {
        let number: FormNumber
        switch FormNumber.parse(text) {
        case .success(let parsed): number = parsed
        // An integer field's example is a whole one: "like 42 or 3.5" would offer 3.5.
        case .failure(.notANumber) where field.integer: return .failure(fail("must be a whole number, like 42"))
        case .failure(let error): return .failure(fail(error.message))
        }
        if field.integer, !number.isWhole { return .failure(fail("must be a whole number")) }
        if let min = field.numberBounds.min, number < min {
            return .failure(fail("must be at least \(min.text)"))
        }
        if let max = field.numberBounds.max, number > max {
            return .failure(fail("must be at most \(max.text)"))
        }
        return .success(number)
    }

    private func date(_ text: String) -> Result<LocalDate, ValidationFailure> {
        let date: LocalDate
        do {
            date = try DateParser.parse(text, today: today)
        } catch {
            return .failure(ValidationFailure(field: field.id, message: error.message, withoutAnswer: error.reason))
        }
        if let min = field.dateBounds.min?.resolve(today: today), date < min {
            return .failure(fail("must be on or after \(min.iso)"))
        }
        if let max = field.dateBounds.max?.resolve(today: today), date > max {
            return .failure(fail("must be on or before \(max.iso)"))
        }
        return .success(date)
    }

    private func validate(rows: [String]) -> Result<Void, ValidationFailure> {
        if field.required, rows.isEmpty { return .failure(fail("needs at least one row")) }
        if let failure = ItemCounts.failure(count: rows.count, of: field, unit: "row") { return .failure(fail(failure)) }
        if let excess = InputLimits.listExcess(rows) { return .failure(fail(excess)) }
        for (index, row) in rows.enumerated() {
            if LineBreaks.contains(row) {
                return .failure(fail("row \(index + 1) holds a line break; a row is one line (give each line as a row of its own)"))
            }
            if let failure = checkText(row) {
                return .failure(fail("row \(index + 1) \(failure.message)"))
            }
        }
        return .success(())
    }

    /// Why an answer on one line may not hold a line break, and how to fix it: a text field's
    /// form can allow several lines.
    static func lineBreakMessage(for field: FieldDefinition) -> String {
        let fix = field.kind == .text ? TextKind.lineBreakFix : "write it on one line"
        return "takes one line; this answer holds a line break (\(fix))"
    }

    func fail(_ message: String) -> ValidationFailure {
        ValidationFailure(field: field.id, message: message)
    }
}
