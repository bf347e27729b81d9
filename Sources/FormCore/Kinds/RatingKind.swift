/// `type: rating`: a whole number from 1 to `max` (2–9, default 5). A terminal shows it as
/// stars that ←/→ change (`RatingPresenter`); typed, piped or given it is a digit; the
/// answers hold it as a number.
///
/// ```swift
/// var stars = FieldDefinition(id: "stars", kind: .rating)
/// stars.numberBounds.max = 4            // what `max: 4` reads into
/// stars.ratingMax                        // 4
/// ```
enum RatingKind: FieldKindRules {
    static let keys = ["max", "shortcut"]
    static let summary = "a whole number from 1 to max, 2 to 9, default 5; stars at a terminal"
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault), "max": {"type": "integer", "minimum": 2, "maximum": 9}}}"##
    static let traits = KindTraits(isScale: true)

    /// The highest rating when the form gives no `max`.
    static let defaultMax = 5
    /// The `max` a form may give: one digit, so a digit typed is always a whole answer.
    static let maxRange = 2...9

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        field.integer = true
        field.numberBounds = ClosedBounds(min: FormNumber(1), max: parser.reader.number(keys["max"]?.value, "max"))
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        guard let max = field.numberBounds.max else { return }
        if !max.isWhole || max < FormNumber(Double(maxRange.lowerBound)) || FormNumber(Double(maxRange.upperBound)) < max {
            checker.reader.error(DiagnosticText(.ratingMax, ["field": .verbatim(field.id), "lowest": "\(maxRange.lowerBound)", "highest": "\(maxRange.upperBound)",
                                                             "max": .verbatim(max.text)]),
                                 at: checker.upper("max", of: field))
        }
    }

    static var isOrdered: Bool { true }

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> String? {
        let max = field.ratingMax
        guard let number = Int(value), (1...max).contains(number), String(number) == value else {
            return "'\(field.id)' is a rating field: compare it with a whole number from 1 to \(max), not '\(value)'"
        }
        return nil
    }

    static func offeredAnswers(of field: FieldDefinition) -> [String] { (1...field.ratingMax).map(String.init) }

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        rating(text, with: validator).map { .number(FormNumber(Double($0))) }
    }

    @inline(__always)
    static func value(utf8 text: UnsafeBufferPointer<UInt8>, with validator: FieldValidator) -> UTF8Check {
        switch rating(String(decoding: text, as: UTF8.self), with: validator) {
        case .success(let rating): return .number(FormNumber(Double(rating)))
        case .failure(let failure): return .failure(failure)
        }
    }

    /// Checks trimmed, non-empty text as a rating: a whole number from 1 to the field's max.
    static func rating(_ text: String, with validator: FieldValidator) -> Result<Int, ValidationFailure> {
        let max = validator.field.ratingMax
        // A digit, or the stars a terminal shows (`RatingStars`); `4.0` and `+4` are numbers too.
        if let stars = RatingStars.count(in: text) ?? FormNumber(parsing: text).flatMap({ $0.isWhole && $0.value.magnitude < 1e6 ? Int($0.value) : nil }),
           (1...max).contains(stars) {
            return .success(stars)
        }
        return .failure(validator.fail("must be a whole number from 1 to \(max)"))
    }
}

extension FieldDefinition {
    /// The highest rating of a `rating` field (its `max`, else 5).
    public var ratingMax: Int {
        guard let max = numberBounds.max, max.isWhole, max.value >= Double(RatingKind.maxRange.lowerBound),
              max.value <= Double(RatingKind.maxRange.upperBound) else { return RatingKind.defaultMax }
        return Int(max.value)
    }
}
