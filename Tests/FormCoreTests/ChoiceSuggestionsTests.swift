import Foundation
import Testing
import FormCore

/// A wrong answer of a megabyte against a thousand choices is answered at once (the banded
/// edit distance itself: FormTextTests' `SuggestionsTests`).
@Suite struct ChoiceSuggestionsTests {
    @Test func aMegabyteAgainstAThousandChoicesIsAnsweredAtOnce() throws {
        let choices = (0..<1_000).map { String(format: "choice%03d", $0) }
        let form = try loadForm("title: T\nfields:\n  - {id: c, type: choice, choices: [\(choices.joined(separator: ", "))]}\n")
        let validator = FieldValidator(field: form.fields[0], today: today)
        let huge = String(repeating: "x", count: 1 << 20)
        let message = try #require(failure(validator.value(from: huge))?.message)
        #expect(message.hasPrefix("must be one of 1000 choices, none close to the answer;"), "\(message.prefix(200))")
        // A long answer one letter away from a long choice is still found.
        let long = String(repeating: "y", count: 1 << 16)
        #expect(Suggestions.nearest(to: long + "z", among: [["a"], [long + "q"]], limit: 5) == [1])
        #expect(Suggestions.closest(to: huge, in: choices) == nil)
        #expect(Suggestions.closest(to: "choice01", in: choices) == "choice001")
    }
}
