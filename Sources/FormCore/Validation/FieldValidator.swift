import FormText

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
    /// The language whose words for days a date answer may use beside English
    /// (`DateWords`: `morgen`); `.english` for English only.
    public let dateLanguage: Language

    /// The text rules of a text, secret or list field, read from its settings once (empty
    /// rules for every other kind).
    let textRules: TextRules
    /// A text field's lines, and a choice field's picks, choices and labels, read from its
    /// settings once (`.one` and empty for every other kind): each answer asks them.
    let lines: TextLines, picks: ChoicePicks
    package let choices: [String]
    let choiceLabels: [String?]
    /// The text rules' failures, made once (`TextRules.Failures`).
    let textFailures: TextRules.Failures
    /// An answer on one line holding a line break (see `LineBreaks`).
    let lineBreakFailure: ValidationFailure
    /// No answer to a required field, and a confirm field's answer that is not yes or no:
    /// made once, as `fill` may refuse every record with them.
    let requiredFailure: ValidationFailure, yesOrNoFailure: ValidationFailure
    /// A group's sub-fields' validators, in order (empty for every other kind).
    public let members: [FieldValidator]
    /// A group's rules between two sub-fields of one row.
    let memberRules: RuleValidator
    /// A group's sub-fields' positions by id.
    let memberIndex: [String: Int]
    /// A group's sub-fields' defaults (what a row's unanswered sub-field holds).
    public let memberDefaults: [FieldValue?]
    /// For each sub-field, whether checking a value its own `value(from:)` just accepted
    /// again (`validate(_:)`) can never refuse it (`acceptedValueStaysValid`).
    let memberRecheckHolds: [Bool]
    /// For each sub-field, its default's check (`validate(memberDefaults[i])`), made once;
    /// nil in the outer array for a sub-field whose check reads the file system (a path).
    let memberDefaultFailures: [ValidationFailure??]
    /// A date field's bounds read against `today` once (`DateBound.resolve`), not per answer.
    let dateBounds: ClosedBounds<LocalDate>
    /// A choice field's choices prepared for matching and suggestions (nil for other kinds).
    let choiceMatcher: ChoiceMatcher?

    /// Creates a validator for `field`; `paths` is what path fields check against, and a date
    /// answer may use `dateLanguage`'s words for days beside the English ones.
    public convenience init(field: FieldDefinition, today: LocalDate, paths: (any PathProbe)? = nil, dateLanguage: Language = .english) {
        self.init(field: field, today: today, paths: paths, dateLanguage: dateLanguage, inGroup: false)
    }

    /// `inGroup`: the field is a sub-field of a group, whose rows hold one-line answers only.
    init(field: FieldDefinition, today: LocalDate, paths: (any PathProbe)?, dateLanguage: Language = .english, inGroup: Bool) {
        self.field = field
        self.today = today
        self.paths = paths
        self.dateLanguage = dateLanguage
        textRules = field.settings.textRules ?? TextRules()
        lines = field.lines
        picks = field.picks
        choices = field.choices
        choiceLabels = field.choiceLabels
        textFailures = TextRules.Failures(of: field)
        lineBreakFailure = .prepared(field: field.id, text: .word(inGroup ? .validLineBreak : field.kind.rules.lineBreakMessage))
        requiredFailure = .prepared(field: field.id, text: .word(.validRequired))
        yesOrNoFailure = .prepared(field: field.id, text: .word(.validYesOrNo))
        members = field.members.map { FieldValidator(field: $0, today: today, paths: paths, dateLanguage: dateLanguage, inGroup: true) }
        memberRules = RuleValidator(rules: field.memberRules)
        memberIndex = field.memberIndexByID
        memberDefaults = members.map(\.defaultValue)
        memberRecheckHolds = members.map(\.acceptedValueStaysValid)
        memberDefaultFailures = zip(members, memberDefaults).map { member, value in
            member.field.namesPath ? nil : .some(member.validate(value))
        }
        dateBounds = field.takesDate
            ? ClosedBounds(min: field.dateBounds.min?.resolve(today: today), max: field.dateBounds.max?.resolve(today: today))
            : ClosedBounds()
        choiceMatcher = field.offersChoices ? ChoiceMatcher(field) : nil
    }

    /// The choice typed `text` names (`FieldDefinition.choiceIndex(matching:)`), looked up in
    /// the choices prepared once.
    func choiceIndex(matching text: String) -> Int? {
        choiceMatcher.map { $0.index(matching: text) } ?? field.choiceIndex(matching: text)
    }

    /// `FieldDefinition.choicesText(for:suggesting:)` with the suggestions' spellings prepared once.
    func choicesText(for typed: String) -> MessageText {
        field.choicesText(for: typed, suggesting: choiceMatcher?.suggestions)
    }

    /// `FieldDefinition.choicesFailureText(for:item:suggesting:)` with the suggestions'
    /// spellings prepared once.
    func choicesFailureText(for typed: String, item: String? = nil) -> MessageText {
        field.choicesFailureText(for: typed, item: item, suggesting: choiceMatcher?.suggestions)
    }

    /// The value typed text stands for: `nil` for an empty optional answer.
    ///
    /// Surrounding white space is ignored, except in secrets; multi-line text is stored as
    /// `MultilineText.normalised` makes it. Lists take one row per call through
    /// `validateRow`; here a list accepts its rows separated by newlines. Every other answer
    /// is one line: one holding a line break (`LineBreaks`) is refused, whatever its kind.
    /// What the answer means is the kind's to say (`FieldKindRules.value(of:with:)`).
    public func value(from input: String) -> Result<FieldValue?, ValidationFailure> {
        field.kind.visit(StringValue(validator: self, input: input))
    }

    /// `value(from:)` for a field of kind `Kind`: the shell every kind shares.
    func value<Kind: FieldKindRules>(_ kind: Kind.Type, from input: String) -> Result<FieldValue?, ValidationFailure> {
        // First, as on the byte path (`check(utf8:plain:)`).
        if AnswerText.holdsNUL(input) { return .failure(fail(.word(.validNUL))) }
        if let failure = sizeFailure(Kind.self, bytes: input.utf8.count) { return .failure(failure) }
        let text = Kind.answerText(input, of: field)
        if text.isEmpty {
            return field.required ? .failure(requiredFailure) : .success(nil)
        }
        if Kind.takesOneLine(field), LineBreaks.contains(text) { return .failure(lineBreakFailure) }
        return Kind.value(of: text, with: self)
    }

    /// Whether `text`, as typed, is no answer: empty for a kind that keeps white space (a
    /// secret), else blank (`AnswerText.isBlank`).
    public func isBlank(_ text: String) -> Bool {
        field.kind.rules.keepsWhiteSpace ? text.isEmpty : AnswerText.isBlank(text)
    }

    /// Why an answer of `bytes` bytes, as given (before trimming), is longer than any answer
    /// may be (`AnswerText.excess`); nil when it is not. A list's limit is its rows' together
    /// (`InputLimits.listExcess`), checked with its rows.
    public func sizeFailure(bytes: Int) -> ValidationFailure? {
        guard bytes > InputLimits.maximumAnswerBytes, !field.kind.rules.limitsRowsTogether else { return nil }
        return fail(AnswerText.tooLongText)
    }

    /// `sizeFailure(bytes:)` for a field of kind `Kind`.
    @inline(__always)
    func sizeFailure<Kind: FieldKindRules>(_ kind: Kind.Type, bytes: Int) -> ValidationFailure? {
        guard bytes > InputLimits.maximumAnswerBytes, !Kind.limitsRowsTogether else { return nil }
        return fail(AnswerText.tooLongText)
    }

    /// The field's `default:` as a value, nil when it has none or it is not valid today.
    public var defaultValue: FieldValue? {
        switch field.defaultValue {
        case .text(let text)?:
            if case .success(let value) = value(from: text) { return value }
            return nil
        case .rows(let rows)?:
            return field.kind.rules.defaultValue(rows: rows, with: self)
        case nil:
            return nil
        }
    }

    /// Whether a list of `rows` rows, `bytes` long joined by line breaks, is over the limit
    /// every list has (`InputLimits.listExcess`), whatever the form's own bound.
    public func listLimitFailure(rows: Int, bytes: Int) -> ValidationFailure? {
        InputLimits.listExcessText(rows: rows, bytes: bytes).map(fail)
    }

    /// Checks one row of a list field (one line, length and pattern); nil when it is fine.
    public func validateRow(_ row: String) -> ValidationFailure? {
        if LineBreaks.contains(row) { return fail(.word(.validRowLineBreak)) }
        return TextRules.failure(of: row, with: self)
    }

    /// Checks a whole value already held (used on submit): required, bounds, row counts.
    public func validate(_ value: FieldValue?) -> ValidationFailure? {
        guard let value else {
            guard field.required else { return nil }
            return fail(.word(field.kind.rules.missingMessage))
        }
        switch value {
        case .records(let records):
            return validate(records: records)
        case .list(let items):
            return field.kind.rules.check(items: items, with: self)
        default:
            if case .failure(let failure) = self.value(from: value.editableText) { return failure }
            return nil
        }
    }

    /// Whether every value `value(from:)` accepts passes `validate(_:)` (which reads the
    /// value's `editableText` again with `value(from:)`): the kind's to prove
    /// (`FieldKindRules.acceptedValueStaysValid(with:)`); when it cannot, the value is
    /// checked again.
    var acceptedValueStaysValid: Bool {
        field.kind.visit(StaysValid(validator: self))
    }

    /// A failure of this field saying `message`, English no catalog key holds.
    package func fail(_ message: String) -> ValidationFailure {
        ValidationFailure(field: field.id, message: message)
    }

    /// A failure of this field saying `text` (catalog keys and values).
    package func fail(_ text: MessageText) -> ValidationFailure {
        ValidationFailure(field: field.id, text: text)
    }
}

/// `FieldValidator.acceptedValueStaysValid`, asked of the kind.
private struct StaysValid: FieldKindVisitor {
    let validator: FieldValidator

    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> Bool { Kind.acceptedValueStaysValid(with: validator) }
}

/// `FieldValidator.value(from:)` specialised for a kind.
private struct StringValue: FieldKindVisitor {
    let validator: FieldValidator
    let input: String

    func visit<Kind: FieldKindRules>(_ kind: Kind.Type) -> Result<FieldValue?, ValidationFailure> {
        validator.value(Kind.self, from: input)
    }
}
