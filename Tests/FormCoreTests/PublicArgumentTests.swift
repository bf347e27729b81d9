import Testing
import FormCore

/// FormCore's public entry points take any argument without trapping: a library user's bad
/// index or offset gets an answer, not a crash. (`PlainJSONText.wordRunEnd` with a negative
/// start read before its buffer and crashed with a segmentation fault; `RuleValidator`'s
/// `holds(rule:)` with a bad index and `FormVisibility.isShown` are no longer public.)
@Suite struct PublicArgumentTests {
    @Test func wordRunEndTakesAnyStart() {
        let text = Array(#"plain text, then a "quote""#.utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(PlainJSONText.wordRunEnd(bytes, from: -1) == PlainJSONText.wordRunEnd(bytes, from: 0))
            #expect(PlainJSONText.wordRunEnd(bytes, from: Int.min) == PlainJSONText.wordRunEnd(bytes, from: 0))
            #expect(PlainJSONText.wordRunEnd(bytes, from: bytes.count + 5) == bytes.count + 5)
            #expect(PlainJSONText.wordRunEnd(bytes, from: Int.max) == Int.max)
        }
        [UInt8]().withUnsafeBufferPointer { empty in
            #expect(PlainJSONText.wordRunEnd(empty, from: -3) == 0)
        }
    }

    @Test func choiceTitleAndSuggestionsTakeAnyNumber() throws {
        let form = try #require(FormLoader.load(yaml: """
            formline: 1
            title: t
            fields:
              - {id: colour, type: choice, choices: [red, green]}
            """, today: LocalDate(year: 2026, month: 1, day: 1)!).form)
        let field = form.fields[0]
        #expect(field.choiceTitle(at: 1) == "green")
        #expect(field.choiceTitle(at: 2) == "" && field.choiceTitle(at: -1) == "")
        #expect(Suggestions.nearest(to: "re", among: [["red"], ["green"]], limit: -1) == [])
        #expect(Suggestions.nearest(to: "re", among: [["red"], ["green"]], limit: 0) == [])
    }
}
