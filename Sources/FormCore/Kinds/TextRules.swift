/// The text rules several kinds share (`text`, `secret`, each row of a `list`): length in
/// characters and a pattern, with its message.
enum TextRules {
    static let keys = ["minLength", "maxLength", "pattern", "patternMessage"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let reader = parser.reader
        field.minLength = reader.int(keys["minLength"]?.value, "minLength")
        field.maxLength = reader.int(keys["maxLength"]?.value, "maxLength")
        field.patternMessage = parser.text(keys["patternMessage"]?.value, "patternMessage", key: TextKey.patternMessage, into: &field.translations)
        if let patternNode = keys["pattern"]?.value, let source = reader.string(patternNode, "pattern") {
            field.pattern = parser.pattern(source, at: patternNode)
        }
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
        let bounded = validator.field.minLength != nil || validator.field.maxLength != nil
        return failure(length: bounded ? AnswerText.characterCount(text) : 0, with: validator,
                       matchesPattern: { validator.field.pattern?.matches(text) ?? true })
    }

    /// The text rules, shared by the `String` and the UTF-8 paths so both accept exactly the
    /// same answers. `matchesPattern` is only called when the field has a pattern; the
    /// failures are the validator's, made once.
    @inline(__always)
    static func failure(length: Int, with validator: FieldValidator, matchesPattern: () -> Bool) -> ValidationFailure? {
        let field = validator.field
        if let min = field.minLength, length < min { return validator.textFailures.minLength }
        if let max = field.maxLength, length > max { return validator.textFailures.maxLength }
        // Not `if let`: binding the pattern would copy (retain) it on every answer.
        if field.pattern != nil, !matchesPattern() { return validator.textFailures.pattern }
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
        if let failure = failure(length: text.count, with: validator, matchesPattern: { validator.field.pattern?.matches(validUTF8: text) ?? true }) {
            return .failure(failure)
        }
        return .text(text)
    }
}
