import Testing
@testable import FormCore

@Suite struct FieldValidatorTests {
    private func validator(_ yaml: String) throws -> FieldValidator {
        let form = try loadForm("title: T\nfields:\n" + yaml)
        return FieldValidator(field: form.fields[0], today: today)
    }

    private func message(_ validator: FieldValidator, _ text: String) -> String? {
        if case .failure(let failure) = validator.value(from: text) { return failure.message }
        return nil
    }

    @Test func requiredTextRefusesBlankAndTrims() throws {
        let v = try validator("  - {id: a, type: text, required: true}\n")
        #expect(message(v, "   ") == "is required")
        #expect(try v.value(from: "  hi  ").get() == .text("hi"))
    }

    @Test func optionalEmptyIsNoValue() throws {
        let v = try validator("  - {id: a, type: text}\n")
        #expect(try v.value(from: "").get() == nil)
    }

    @Test func lengthsCountCharactersNotBytes() throws {
        let v = try validator("  - {id: a, type: text, minLength: 2, maxLength: 3}\n")
        #expect(message(v, "é") == "must be at least 2 characters")
        #expect(message(v, "日本語") == nil)
        #expect(message(v, "abcd") == "must be at most 3 characters")
    }

    @Test func patternUsesItsMessage() throws {
        let v = try validator("  - {id: a, type: text, pattern: '^[a-z]+$', patternMessage: lower-case letters only}\n")
        #expect(message(v, "Abc") == "lower-case letters only")
        #expect(message(v, "abc") == nil)
        let plain = try validator("  - {id: a, type: text, pattern: '^[a-z]+$'}\n")
        #expect(message(plain, "1") == "must match the pattern ^[a-z]+$")
    }

    @Test func secretsKeepSurroundingSpaces() throws {
        let v = try validator("  - {id: a, type: secret}\n")
        #expect(try v.value(from: " pw ").get() == .text(" pw "))
    }

    @Test func choicesMatchIgnoringCase() throws {
        let v = try validator("  - {id: a, type: choice, choices: [Low, High]}\n")
        #expect(try v.value(from: "high").get() == .text("High"))
        #expect(message(v, "mid") == "must be one of: Low, High")
    }

    @Test func confirmTakesYesAndNoWords() throws {
        let v = try validator("  - {id: a, type: confirm}\n")
        #expect(try v.value(from: "Y").get() == .bool(true))
        #expect(try v.value(from: "no").get() == .bool(false))
        #expect(message(v, "maybe") == "answer yes or no")
    }

    @Test func numbersRespectIntegerAndBounds() throws {
        let v = try validator("  - {id: a, type: number, integer: true, min: 1, max: 10}\n")
        #expect(try v.value(from: "7").get() == .number(7))
        #expect(message(v, "7.5") == "must be a whole number")
        #expect(message(v, "0") == "must be at least 1")
        #expect(message(v, "11") == "must be at most 10")
        // Issue 24: an integer field's example is whole (it said "like 42 or 3.5", then refused 13.5).
        #expect(message(v, "0x10") == "must be a whole number, like 42")
        #expect(message(v, "nan") == "must be a whole number, like 42")
        let decimal = try validator("  - {id: a, type: number}\n")
        #expect(message(decimal, "nan") == "must be a number, like 42 or 3.5")
    }

    @Test func numbersKeepTheirValue() throws {
        let v = try validator("  - {id: a, type: number}\n")
        func text(_ input: String) throws -> String? { try v.value(from: input).get()?.canonicalText }
        // Whole numbers in digits are kept exactly, whatever their size.
        #expect(try text("9007199254740993") == "9007199254740993")
        #expect(try text("-123456789012345678901234567890") == "-123456789012345678901234567890")
        #expect(try text("+007") == "7")
        #expect(try text("-0") == "0")
        // Decimal points and exponents are floats, written in their shortest form.
        #expect(try text("5.0") == "5")
        #expect(try text("1e3") == "1000")
        #expect(try text("0.1") == "0.1")
        #expect(try text("1.5e300") == "1.5e+300")
        #expect(try text("0e-999") == "0")
        // Never silently 0 or infinite.
        #expect(message(v, "1e-999") == "is too close to zero to keep: write 0, or a number of at least about 2.2e-308 in size")
        #expect(message(v, "4e-320") == "is too close to zero to keep: write 0, or a number of at least about 2.2e-308 in size")
        #expect(message(v, "1e999") == "is too large: a number with a decimal point or an exponent goes up to about 1.8e308")
    }

    @Test func wholeNumbersBeyondTwoToThe53AreComparedExactly() throws {
        let v = try validator("  - {id: a, type: number, integer: true, min: 9007199254740993, max: 9007199254740995}\n")
        #expect(message(v, "9007199254740992") == "must be at least 9007199254740993")
        #expect(try v.value(from: "9007199254740993").get()?.canonicalText == "9007199254740993")
        #expect(message(v, "9007199254740996") == "must be at most 9007199254740995")
        #expect(FormNumber(parsing: "-10")! < FormNumber(parsing: "-9")!)
        #expect(FormNumber(parsing: "-100")! < FormNumber(parsing: "-99")!)
        #expect(FormNumber(parsing: "99")! < FormNumber(parsing: "100")!)
        #expect(FormNumber(parsing: "-1")! < FormNumber(parsing: "0")!)
        #expect(FormNumber(parsing: "2.5")! < FormNumber(parsing: "3")!)
    }

    @Test func datesTakeWordsAndRelativeBounds() throws {
        let v = try validator("  - {id: a, type: date, min: today, max: +7d}\n")
        #expect(try v.value(from: "tomorrow").get() == .date(today.adding(days: 1)))
        #expect(try v.value(from: "2026-11-25").get() == .date(LocalDate(year: 2026, month: 11, day: 25)!))
        #expect(message(v, "yesterday") == "must be on or after 2026-11-22")
        #expect(message(v, "+8d") == "must be on or before 2026-11-29")
        #expect(message(v, "someday") != nil)
    }

    @Test func listRowsAndCounts() throws {
        let v = try validator("  - {id: a, type: list, required: true, maxItems: 2, maxLength: 3}\n")
        #expect(v.validate(.list([])) == ValidationFailure(field: "a", message: "needs at least one row"))
        #expect(v.validate(.list(["a", "b", "c"]))?.message == "takes at most 2 rows")
        #expect(v.validateRow("abcd")?.message == "must be at most 3 characters")
        #expect(v.validate(.list(["ok", "long"]))?.message == "row 2 must be at most 3 characters")
    }
}
