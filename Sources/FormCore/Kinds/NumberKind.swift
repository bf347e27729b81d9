/// `type: number`: a number, optionally whole (`integer`), between `min` and `max`.
enum NumberKind: FieldKindRules {
    static let keys = ["min", "max", "integer", "shortcut"]
    static let summary = ""
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault), "max": {"type": "number"}, "min": {"type": "number"}}}"##

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let reader = parser.reader
        field.integer = reader.bool(keys["integer"]?.value, "integer") ?? false
        field.numberBounds = ClosedBounds(min: reader.number(keys["min"]?.value, "min"),
                                          max: reader.number(keys["max"]?.value, "max"))
    }

    static var isOrdered: Bool { true }

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> String? {
        guard let canonical = FormNumber(parsing: value)?.text else {
            return "'\(field.id)' is a number field: compare it with a number, not '\(value)'"
        }
        return canonical == value ? nil : "'\(value)' never equals a number answer, which reads '\(canonical)'; write \(canonical)"
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        if let min = field.numberBounds.min, let max = field.numberBounds.max, min > max {
            checker.reader.error(DiagnosticText(.minMoreThanMax, ["field": .verbatim(field.id), "min": "\(min)", "max": "\(max)"]), at: checker.upper("max", of: field))
        }
    }

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        number(text, with: validator).map { .number($0) }
    }

    /// A number is short: its `String` is a small (inline) one, made without allocating.
    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        switch number(String(decoding: text, as: UTF8.self), with: validator) {
        case .success(let number): return .number(number)
        case .failure(let failure): return .failure(failure)
        }
    }

    /// Checks trimmed, non-empty text as a number answer.
    static func number(_ text: String, with validator: FieldValidator) -> Result<FormNumber, ValidationFailure> {
        let field = validator.field
        let number: FormNumber
        switch FormNumber.parse(text) {
        case .success(let parsed): number = parsed
        // An integer field's example is a whole one: "like 42 or 3.5" would offer 3.5.
        case .failure(.notANumber) where field.integer: return .failure(validator.fail("must be a whole number, like 42"))
        case .failure(let error): return .failure(validator.fail(error.message))
        }
        if field.integer, !number.isWhole { return .failure(validator.fail("must be a whole number")) }
        if let min = field.numberBounds.min, number < min {
            return .failure(validator.fail("must be at least \(min.text)"))
        }
        if let max = field.numberBounds.max, number > max {
            return .failure(validator.fail("must be at most \(max.text)"))
        }
        return .success(number)
    }
}
