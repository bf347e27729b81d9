/// `type: date`: a day picked in a date step, between `min` and `max` (days, or words like
/// `today` and `+1y` read against today).
enum DateKind: FieldKindRules {
    static let keys = ["min", "max"]
    static let summary = "a date step"
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault), "max": {"type": "string"}, "min": {"type": "string"}}}"##
    static let traits = KindTraits(takesDate: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        field.dateBounds = ClosedBounds(min: bound(keys["min"]?.value, "min", with: parser),
                                        max: bound(keys["max"]?.value, "max", with: parser))
    }

    private static func bound(_ node: YAMLNode?, _ name: String, with parser: FormParser) -> DateBound? {
        guard let node, let text = parser.reader.string(node, name) else { return nil }
        if let date = LocalDate(iso: text) { return .fixed(date) }
        do {
            _ = try DateParser.parse(text, today: parser.today)
            return .relative(text)
        } catch {
            parser.reader.error(DiagnosticText(.notADate, ["name": .verbatim(name), "problem": .verbatim(error.description)]), at: node)
            return nil
        }
    }

    static var isOrdered: Bool { true }

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> String? {
        LocalDate(iso: value)?.iso == value ? nil : "'\(field.id)' is a date field: compare it with a day written YYYY-MM-DD, not '\(value)'"
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
            return .failure(ValidationFailure(field: field.id, message: error.message, withoutAnswer: error.reason))
        }
        if let min = validator.dateBounds.min, date < min {
            return .failure(validator.fail("must be on or after \(min.iso)"))
        }
        if let max = validator.dateBounds.max, date > max {
            return .failure(validator.fail("must be on or before \(max.iso)"))
        }
        return .success(.date(date))
    }
}
