import Testing
@testable import FormCore
@testable import FormOutput

/// `type: rating`: a whole number from 1 to `max` (2–9, default 5), given as a digit or stars.
@Suite struct RatingKindTests {
    static func field(_ keys: String = "") throws -> FieldDefinition {
        try loadForm("title: T\nfields:\n  - {id: r, type: rating\(keys)}\n").fields[0]
    }

    @Test func maxIsFiveUnlessGiven() throws {
        #expect(try Self.field().ratingMax == 5)
        #expect(try Self.field(", max: 9").ratingMax == 9)
        #expect(try Self.field(", max: 2").offeredAnswers == ["1", "2"])
        #expect(try Self.field().kind.traits == KindTraits(isScale: true))
    }

    @Test(arguments: ["1", "12", "3.5", "-2", "1e9"])
    func aMaxOutsideTwoToNineIsRefusedAtIt(_ max: String) {
        let result = FormLoader.load(yaml: "title: T\nfields:\n  - {id: r, type: rating, max: \(max)}\n", today: today)
        #expect(result.form == nil)
        #expect(result.diagnostics.map(\.description) == ["3:32: error: field 'r': a rating's max must be a whole number from 2 to 9, not \(FormNumber(parsing: max)!.text)"])
    }

    @Test func keysOfOtherKindsAndABadDefaultAreRefused() {
        let min = FormLoader.load(yaml: "title: T\nfields:\n  - {id: r, type: rating, min: 1}\n", today: today)
        #expect(min.diagnostics.first?.description.contains("'min' does not apply to rating fields") == true)
        let high = FormLoader.load(yaml: "title: T\nfields:\n  - {id: r, type: rating, max: 4, default: 5}\n", today: today)
        #expect(high.diagnostics.first?.description.contains("must be a whole number from 1 to 4") == true)
    }

    @Test func aDigitOrItsStarsAnswers() throws {
        let validator = FieldValidator(field: try Self.field(), today: today)
        for (text, stars) in [("4", 4), (" 1 ", 1), ("5", 5), ("+3", 3), ("4.0", 4), ("★★★★☆", 4), ("★★", 2), ("★★★★★", 5)] {
            #expect(validator.value(from: text) == .success(.number(FormNumber(Double(stars)))), "\(text)")
        }
        for text in ["0", "6", "-1", "2.5", "x", "☆★", "★☆★", "★★★★★★", "99999999999999999999", "1e300", "٣"] {
            #expect(validator.value(from: text) == .failure(ValidationFailure(field: "r", message: "must be a whole number from 1 to 5")), "\(text)")
        }
    }

    @Test func aWhenComparesWithAWholeNumberInRange() {
        let good = FormLoader.load(yaml: "title: T\nfields:\n  - {id: r, type: rating}\n  - {id: t, type: text, when: {field: r, equals: \"5\"}}\n", today: today)
        #expect(good.form != nil, "\(good.diagnostics)")
        let bad = FormLoader.load(yaml: "title: T\nfields:\n  - {id: r, type: rating, max: 3}\n  - {id: t, type: text, when: {field: r, equals: \"4\"}}\n", today: today)
        #expect(bad.diagnostics.contains { $0.description.contains("compare it with a whole number from 1 to 3, not '4'") })
    }

    @Test func describeAndTheSchemasGiveItsBounds() throws {
        let form = try loadForm("title: T\nfields:\n  - {id: r, type: rating, max: 7, default: 3}\n  - {id: t, type: text, when: {field: r, equals: \"5\"}}\n")
        let property = AnswerSchema.property(for: form.fields[0])
        #expect(JSONObject.Value.object(property).compact == #"{"title":"r","minimum":1,"maximum":7,"type":["integer","null"],"default":3}"#)
        #expect(AnswerSchema(form: form).json.contains(#""properties":{"r":{"const":5}}"#), "a when on a rating compares numbers")
        let elicitation = ElicitationSchema(fields: form.fields, session: FormSession(form: form, today: today), messages: [:]).json
        #expect(elicitation.contains(#""r":{"title":"r","type":"integer","minimum":1,"maximum":7"#), "\(elicitation)")
        #expect(FormDescription(form: form).text.contains("1 to 7 stars"))
        #expect(FormDescription(form: form).json.contains(#""bounds":{"min":1,"max":7,"integer":true}"#))
    }
}

extension JSONObject.Value {
    /// The value as compact JSON.
    var compact: String {
        var out = ""
        append(to: &out)
        return out
    }
}
