/// `type: date`: a day picked in a date step, between `min` and `max` (days, or words like
/// `today` and `+1y` read against today).
enum DateKind: FieldKindRules {
    static let keys = ["min", "max"]
    static let summary = "a date step"
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault), "max": {"type": "string"}, "min": {"type": "string"}}}"##
    static let traits = KindTraits(takesDate: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let min = bound(keys["min"]?.value, "min", with: parser)
        field.settings = .date(DateSettings(bounds: ClosedBounds(min: min, max: bound(keys["max"]?.value, "max", with: parser))))
    }

    private static func bound(_ node: YAMLNode?, _ name: String, with parser: FormParser) -> DateBound? {
        guard let node, let text = parser.reader.string(node, name) else { return nil }
        if let date = LocalDate(iso: text) { return .fixed(date) }
        do {
            _ = try DateParser.parse(text, today: parser.today)
            return .relative(text)
        } catch {
            parser.reader.error(DiagnosticText(.notADate, ["name": .verbatim(name), "problem": .text(error.text)]), at: node)
            return nil
        }
    }

    static var isOrdered: Bool { true }

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> DiagnosticText? {
        LocalDate(iso: value)?.iso == value ? nil : DiagnosticText(.conditionNotADay, ["field": .verbatim(field.id), "value": .verbatim(value)])
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        let today = checker.today
        if let min = field.dateBounds.min?.resolve(today: today), let max = field.dateBounds.max?.resolve(today: today), min > max {
            checker.reader.error(DiagnosticText(.minDateAfterMax, ["field": .verbatim(field.id), "min": "\(field.dateBounds.min!)", "minDay": .verbatim(min.iso),
                                                                   "max": "\(field.dateBounds.max!)", "maxDay": .verbatim(max.iso)]),
                                 at: checker.upper("max", of: field))
        }
    }

    static func shape(of field: FieldDefinition) -> FieldShape { .dateStep }

    /// A day as `DateParser` reads it (words against the validator's today), within the bounds.
    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        let field = validator.field
        let date: LocalDate
        do {
            date = try DateParser.parse(text, today: validator.today, language: validator.dateLanguage)
        } catch {
            return .failure(ValidationFailure(field: field.id, text: error.text, withoutAnswer: error.reasonText))
        }
        if let min = validator.dateBounds.min, date < min {
            return .failure(validator.fail(.word(.validDateOnOrAfter, ["date": min.iso])))
        }
        if let max = validator.dateBounds.max, date > max {
            return .failure(validator.fail(.word(.validDateOnOrBefore, ["date": max.iso])))
        }
        return .success(.date(date))
    }
}

/// What a date field takes (`FieldSettings.date`): its bounds, fixed days or words read
/// against today.
///
/// ```swift
/// let start = FieldDefinition(id: "start", settings: .date(DateSettings(bounds: ClosedBounds(min: .relative("today")))))
/// ```
public struct DateSettings: Sendable, Equatable {
    /// The first and last day taken (`min`, `max`).
    public var bounds: ClosedBounds<DateBound>

    /// Creates settings; by default any day.
    public init(bounds: ClosedBounds<DateBound> = ClosedBounds()) {
        self.bounds = bounds
    }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a date.
extension DateKind {
    /// The value's text is its ISO day (every representable year has four digits,
    /// `LocalDate.iso`), which reads back as the same day, against the same bounds.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { true }

    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {}  // a date is never blank

    /// A relative default (`today`, `+1w`) is read at run time: the schema cannot say it.
    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? {
        LocalDate(iso: text) == nil ? nil : .string(text)
    }

    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        let name = words.describe(.detailDates)
        switch (field.dateBounds.min, field.dateBounds.max) {
        case let (min?, max?): return [(name, words.describe(.datesFromTo, ["min": "\(min)", "max": "\(max)"]))]
        case let (min?, nil): return [(name, words.describe(.datesFrom, ["min": "\(min)"]))]
        case let (nil, max?): return [(name, words.describe(.datesUntil, ["max": "\(max)"]))]
        case (nil, nil): return []
        }
    }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        bounds["min"] = field.dateBounds.min.map { .string($0.description) }
        bounds["max"] = field.dateBounds.max.map { .string($0.description) }
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        item["format"] = .string("date")
        return "string"
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        item["type"] = .string("string")
        item["format"] = .string("date")
        notes.append("A date, YYYY-MM-DD.")
        if !held.current.isEmpty, let value = held.value { item["default"] = .string(value.canonicalText) }
    }
}

// MARK: - The library's builder

/// `Field.date`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// A calendar day read in a date step (`type: date`); bounds and default are dates
    /// (`2026-12-24`) or expressions read against today (`today`, `+1w`, `-18y`).
    public static func date(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: String? = nil, min: String? = nil, max: String? = nil) -> Field {
        var field = Field(id, type: "date", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.add("min", min)
        field.keys.add("max", max)
        return field
    }
}
