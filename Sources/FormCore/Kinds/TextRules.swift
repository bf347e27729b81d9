/// The text rules several kinds share (`text`, `secret`, each row of a `list`): length in
/// characters and a pattern, with its message. A secret's settings are these; a text's and
/// a list's hold them (`TextSettings`, `ListSettings`).
public struct TextRules: Sendable, Equatable {
    /// Fewest characters.
    public var minLength: Int?
    /// Most characters.
    public var maxLength: Int?
    /// A regular expression the text must match.
    public var pattern: FieldPattern?
    /// The message shown when the pattern does not match.
    public var patternMessage: String?

    /// Creates rules; by default any text is kept.
    public init(minLength: Int? = nil, maxLength: Int? = nil, pattern: FieldPattern? = nil, patternMessage: String? = nil) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.patternMessage = patternMessage
    }
}

extension TextRules {
    static let keys = ["minLength", "maxLength", "pattern", "patternMessage"]

    /// The rules as written under `keys` (the pattern message's translations into `field`).
    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) -> TextRules {
        let reader = parser.reader
        var rules = TextRules()
        rules.minLength = reader.int(keys["minLength"]?.value, "minLength")
        rules.maxLength = reader.int(keys["maxLength"]?.value, "maxLength")
        rules.patternMessage = parser.text(keys["patternMessage"]?.value, "patternMessage", key: TextKey.patternMessage, into: &field.translations)
        if let patternNode = keys["pattern"]?.value, let source = reader.string(patternNode, "pattern") {
            rules.pattern = parser.pattern(source, at: patternNode)
        }
        return rules
    }

    /// The rules' failures for one field, made once per validator: batches can fail them
    /// millions of times.
    struct Failures {
        let minLength: ValidationFailure?, maxLength: ValidationFailure?, pattern: ValidationFailure?

        init(of field: FieldDefinition) {
            func failure(_ text: MessageText) -> ValidationFailure { .prepared(field: field.id, text: text) }
            minLength = field.minLength.map { min in failure(min == 1 ? .word(.validMinLengthOne) : .word(.validMinLength, ["min": String(min)])) }
            maxLength = field.maxLength.map { max in failure(max == 1 ? .word(.validMaxLengthOne) : .word(.validMaxLength, ["max": String(max)])) }
            // The form's own message is shown as written (the form translates it, if at all).
            pattern = field.pattern.map { pattern in
                failure(field.patternMessage.map(MessageText.verbatim) ?? .word(.validPattern, ["pattern": pattern.source]))
            }
        }
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        if let min = field.minLength, let max = field.maxLength, min > max {
            checker.reader.error(DiagnosticText(.minLengthMoreThanMax, ["field": .verbatim(field.id), "min": "\(min)", "max": "\(max)"]),
                                 at: checker.upper("maxLength", of: field))
        }
    }

    /// Why `text` breaks the text rules (length in characters, then the pattern); nil when
    /// it keeps them.
    static func failure(of text: String, with validator: FieldValidator) -> ValidationFailure? {
        // The length in characters, counted only for a field that bounds it.
        let bounded = validator.textRules.minLength != nil || validator.textRules.maxLength != nil
        return failure(length: bounded ? AnswerText.characterCount(text) : 0, with: validator,
                       matchesPattern: { validator.textRules.pattern?.matches(text) ?? true })
    }

    /// The text rules, shared by the `String` and the UTF-8 paths so both accept exactly the
    /// same answers. `matchesPattern` is only called when the field has a pattern; the
    /// failures are the validator's, made once.
    @inline(__always)
    static func failure(length: Int, with validator: FieldValidator, matchesPattern: () -> Bool) -> ValidationFailure? {
        // The validator's rules, held once (`FieldValidator.textRules`): not read through the
        // field's settings on every answer.
        if let min = validator.textRules.minLength, length < min { return validator.textFailures.minLength }
        if let max = validator.textRules.maxLength, length > max { return validator.textFailures.maxLength }
        // Not `if let`: binding the pattern would copy (retain) it on every answer.
        if validator.textRules.pattern != nil, !matchesPattern() { return validator.textFailures.pattern }
        return nil
    }

    /// A text or secret answer: the text, if it keeps the rules.
    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        if let failure = failure(of: text, with: validator) { return .failure(failure) }
        return .success(.text(text))
    }

    /// `value(of:with:)` on printable ASCII bytes: no control byte, so no CR LF pair, and
    /// each byte is one character.
    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        if let failure = failure(length: text.count, with: validator, matchesPattern: { validator.textRules.pattern?.matches(validUTF8: text) ?? true }) {
            return .failure(failure)
        }
        return .text(text)
    }
}
