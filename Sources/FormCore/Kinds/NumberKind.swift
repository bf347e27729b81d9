/// `type: number`: a number, optionally whole (`integer`), between `min` and `max`.
enum NumberKind: FieldKindRules {
    static let keys = ["min", "max", "integer", "shortcut"]
    static let summary = ""
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault), "max": {"type": "number"}, "min": {"type": "number"}}}"##

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let reader = parser.reader
        let integer = reader.bool(keys["integer"]?.value, "integer") ?? false
        field.settings = .number(NumberSettings(bounds: ClosedBounds(min: reader.number(keys["min"]?.value, "min"),
                                                                     max: reader.number(keys["max"]?.value, "max")),
                                                integer: integer))
    }

    static var isOrdered: Bool { true }

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> DiagnosticText? {
        guard let canonical = FormNumber(parsing: value)?.text else {
            return DiagnosticText(.conditionNotANumber, ["field": .verbatim(field.id), "value": .verbatim(value)])
        }
        return canonical == value ? nil : DiagnosticText(.conditionNumberWritten, ["value": .verbatim(value), "canonical": .verbatim(canonical)])
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
        case .failure(.notANumber) where field.integer: return .failure(validator.fail(.word(.validWholeNumberLike)))
        case .failure(let error): return .failure(validator.fail(error.text))
        }
        if field.integer, !number.isWhole { return .failure(validator.fail(.word(.validWholeNumber))) }
        if let min = field.numberBounds.min, number < min {
            return .failure(validator.fail(.word(.validNumberAtLeast, ["min": min.text])))
        }
        if let max = field.numberBounds.max, number > max {
            return .failure(validator.fail(.word(.validNumberAtMost, ["max": max.text])))
        }
        return .success(number)
    }
}

/// What a number field takes (`FieldSettings.number`): its bounds, and whether it is whole.
///
/// ```swift
/// let seats = FieldDefinition(id: "seats", settings: .number(NumberSettings(bounds: ClosedBounds(min: 1, max: 50), integer: true)))
/// ```
public struct NumberSettings: Sendable, Equatable {
    /// The smallest and largest number taken (`min`, `max`).
    public var bounds: ClosedBounds<FormNumber>
    /// Whether only whole numbers are taken (`integer: true`).
    public var integer: Bool

    /// Creates settings; by default any number.
    public init(bounds: ClosedBounds<FormNumber> = ClosedBounds(), integer: Bool = false) {
        self.bounds = bounds
        self.integer = integer
    }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a number.
extension NumberKind {
    /// A number is written canonically: checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { false }

    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {}  // a number is never blank

    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? {
        FormNumber(parsing: text).map { .numberText($0.text) }
    }

    /// A number as the answers write it (`when` on a rating or a number compares numbers).
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value {
        FormNumber(parsing: text).map { .numberText($0.text) } ?? .string(text)
    }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        let kind = words.describe(field.integer ? .wholeNumber : .anyNumber), name = words.describe(.detailNumber)
        let min = field.numberBounds.min.map(\.text), max = field.numberBounds.max.map(\.text)
        switch (min, max) {
        case let (min?, max?): return [(name, words.describe(.numberFromTo, ["kind": kind, "min": min, "max": max]))]
        case let (min?, nil): return [(name, words.describe(.numberAtLeast, ["kind": kind, "min": min]))]
        case let (nil, max?): return [(name, words.describe(.numberAtMost, ["kind": kind, "max": max]))]
        case (nil, nil): return field.integer ? [(name, kind)] : []
        }
    }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        bounds["min"] = field.numberBounds.min.map { .numberText($0.text) }
        bounds["max"] = field.numberBounds.max.map { .numberText($0.text) }
        if field.integer { bounds["integer"] = .bool(true) }
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        item["minimum"] = field.numberBounds.min.map { .numberText($0.text) }
        item["maximum"] = field.numberBounds.max.map { .numberText($0.text) }
        return field.integer ? "integer" : "number"
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        item["type"] = .string(field.integer ? "integer" : "number")
        item["minimum"] = field.numberBounds.min.map { .numberText($0.text) }
        item["maximum"] = field.numberBounds.max.map { .numberText($0.text) }
        KindProjection.numberDefault(held, into: &item)
    }
}

// MARK: - The library's builder

/// `Field.number`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// A decimal number (`type: number`), whole only with `integer: true`.
    public static func number(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                              default defaultValue: Double? = nil, min: Double? = nil, max: Double? = nil,
                              integer: Bool = false) -> Field {
        var field = Field(id, type: "number", label: label, help: help, required: required)
        field.keys.add("default", defaultValue.map(NumberFormat.canonical))
        field.keys.add("min", min)
        field.keys.add("max", max)
        field.keys.flag("integer", integer)
        return field
    }
}
