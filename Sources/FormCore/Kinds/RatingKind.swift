/// `type: rating`: a whole number from 1 to `max` (2–9, default 5). A terminal shows it as
/// stars that ←/→ change (`RatingPresenter`); typed, piped or given it is a digit; the
/// answers hold it as a number.
///
/// ```swift
/// let stars = FieldDefinition(id: "stars", settings: .rating(RatingSettings(max: 4)))  // what `max: 4` reads into
/// stars.ratingMax                        // 4
/// ```
enum RatingKind: FieldKindRules {
    static let keys = ["max", "shortcut"]
    static let summary = "a whole number from 1 to max, 2 to 9, default 5; stars at a terminal"
    static let keyNotes = [KindKeyNote(key: "max", defaultText: "5",
                                       meaning: "A `rating`'s highest number of stars: a whole number from 2 to 9.")]
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault), "max": {"type": "integer", "minimum": 2, "maximum": 9}}}"##
    static let traits = KindTraits(isScale: true)

    /// The highest rating when the form gives no `max`.
    static let defaultMax = 5
    /// The `max` a form may give: one digit, so a digit typed is always a whole answer.
    static let maxRange = 2...9

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        field.settings = .rating(RatingSettings(max: parser.reader.number(keys["max"]?.value, "max")))
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

    static func conditionProblem(_ value: String, on field: FieldDefinition) -> DiagnosticText? {
        let max = field.ratingMax
        guard let number = Int(value), (1...max).contains(number), String(number) == value else {
            return DiagnosticText(.conditionNotARating, ["field": .verbatim(field.id), "max": .verbatim("\(max)"), "value": .verbatim(value)])
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
        return .failure(validator.fail(.word(.validRating, ["max": String(max)])))
    }
}

/// What a rating field takes (`FieldSettings.rating`): its `max` as written. A rating is a
/// whole number from 1 (`bounds`), so neither the floor nor `integer` can be written.
public struct RatingSettings: Sendable, Equatable {
    /// The `max` as written (checked by `RatingKind`: whole, 2 to 9); nil: the default, 5.
    public var max: FormNumber?

    /// Creates settings; by default 1 to 5.
    public init(max: FormNumber? = nil) {
        self.max = max
    }

    /// The bounds it stands for as a number: 1 and `max` as written.
    public var bounds: ClosedBounds<FormNumber> { ClosedBounds(min: FormNumber(1), max: max) }

    /// The highest rating: `max` when it is a whole number from 2 to 9, else 5.
    public var highest: Int {
        guard let max, max.isWhole, max.value >= Double(RatingKind.maxRange.lowerBound),
              max.value <= Double(RatingKind.maxRange.upperBound) else { return RatingKind.defaultMax }
        return Int(max.value)
    }
}

extension FieldDefinition {
    /// The highest rating of a `rating` field (its `max`, else 5).
    public var ratingMax: Int {
        if case .rating(let rating) = settings { return rating.highest }
        return RatingKind.defaultMax
    }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a rating: a whole number from 1 to its `max`.
extension RatingKind {
    /// Stars or a digit: checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { false }

    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {}  // a number is never blank

    /// A default and a `when`'s value are numbers, as a number field's are.
    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? {
        NumberKind.answerJSON(default: text, of: field)
    }

    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value {
        NumberKind.conditionConstant(text, of: field)
    }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        [(words.describe(.detailRating), words.describe(.ratingStars, ["max": "\(field.ratingMax)"]))]
    }

    /// Said as the whole number it is, from 1 to its `max` (`NumberKind`'s projections).
    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        NumberKind.describeJSON(asNumber(field), into: &item, bounds: &bounds, nested: nested)
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        NumberKind.answerSchema(asNumber(field), into: &item, nested: nested)
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        NumberKind.elicitation(asNumber(field), into: &item, notes: &notes, held: held)
        notes.append("A rating: a whole number from 1 to \(field.ratingMax).")
    }

    /// The field as the number it stands for: a whole number from 1 to `ratingMax` (the form's
    /// `max`, or the default).
    private static func asNumber(_ field: FieldDefinition) -> FieldDefinition {
        var number = field
        number.settings = .number(NumberSettings(bounds: ClosedBounds(min: FormNumber(1), max: FormNumber(Double(field.ratingMax))), integer: true))
        return number
    }
}

/// A rating written as stars: `★` for each star given, `☆` for each left, as a terminal shows
/// a `rating` field's line. A rating field takes its stars as well as its digit, so the line a
/// terminal shows is an answer as it stands (as a choice's label is).
///
/// ```swift
/// RatingStars.line(4, of: 5)        // "★★★★☆"
/// RatingStars.count(in: "★★★★☆")    // 4
/// RatingStars.count(in: "3")        // 3
/// ```
public enum RatingStars {
    /// A star given.
    public static let filled: Unicode.Scalar = "\u{2605}"
    /// A star not given.
    public static let empty: Unicode.Scalar = "\u{2606}"

    /// `count` filled stars, then empty ones up to `max`.
    public static func line(_ count: Int, of max: Int) -> String {
        String(repeating: Character(filled), count: count) + String(repeating: Character(empty), count: Swift.max(max - count, 0))
    }

    /// The stars `text` gives: a whole number written in ASCII digits, or filled stars
    /// followed only by empty ones; nil for anything else.
    public static func count(in text: String) -> Int? {
        if let number = Int(text), number >= 0, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return number }
        var count = 0, ended = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case filled where !ended: count += 1
            case empty: ended = true
            default: return nil
            }
        }
        return count > 0 ? count : nil
    }
}

// MARK: - The library's builder

/// `Field.rating`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// A rating from 1 to `max` stars (`type: rating`; `max` 2 to 9, 5 when nil); the answer
    /// is a whole number. A terminal shows stars that ← and → change.
    public static func rating(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                              default defaultValue: Int? = nil, max: Int? = nil) -> Field {
        var field = Field(id, type: "rating", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.add("max", max)
        return field
    }
}
