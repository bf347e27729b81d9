import FormCore
import Testing
@testable import TerminalFrontEnd
import TestSupport

/// A rating's prompt: stars on the line, ←/→ through the `LineInteraction` its presenter
/// supplies, accessible mode's words.
@Suite struct RatingPresenterTests {
    @Test func leftAndRightAreStepKeysOnlyWithAnInteraction() {
        var decoder = EditorKeyDecoder(altKeys: [:])
        decoder.decodesStepKeys = true
        var scalars = Array("\u{1B}[C\u{1B}[D\u{1B}OC\u{1B}OD\u{1B}[A".unicodeScalars)[...]
        var keys: [DecodedKey] = []
        while let key = decoder.next({ _ in scalars.popFirst() }) { keys.append(key) }
        #expect(keys == [.step(1), .step(-1), .step(1), .step(-1), .scalar("\u{1B}"), .scalar("["), .scalar("A")])
        #expect(EditorKeyDecoderTests.decode("\u{1B}[C") == ["\u{1B}", "[", "C"].map { DecodedKey.scalar($0) })
    }

    @Test func theStepperAddsAndTakesStarsWithinOneToMax() {
        let stepper = RatingStepper(max: 5)
        func step(_ step: Int, _ text: String) -> InteractionResult { stepper.handle(.step(step), on: InteractionLine(text: text)) }
        #expect(step(1, "") == .replaceLine("★☆☆☆☆"))
        #expect(step(-1, "") == .replaceLine("★★★★★"))
        #expect(step(1, "★★★☆☆") == .replaceLine("★★★★☆"))
        #expect(step(-1, "★☆☆☆☆") == .replaceLine("★☆☆☆☆"))
        #expect(step(1, "★★★★★") == .replaceLine("★★★★★"))
        #expect(step(1, "2") == .replaceLine("★★★☆☆"))
        #expect(step(-1, "junk") == .replaceLine("★★★★★"))
        #expect(stepper.handle(.tab, on: InteractionLine(text: "★")) == .passOn)
    }

    @Test func theLineShowsStarsAndAccessibleModeSaysNumbers() throws {
        let form = try #require(FormLoader.load(yaml: "title: T\nfields:\n  - {id: r, type: rating, max: 4}\n", today: LocalDate(year: 2026, month: 11, day: 22)!).form)
        let field = form.fields[0]
        #expect(FieldPrompt.shown("3", of: field) == "★★★☆")
        #expect(FieldPrompt.shown("7", of: field) == "7")
        #expect(RatingPresenter.spokenValue("★★★☆", of: field) == "3 of 4")
        #expect(RatingPresenter.spokenValue("★★★☆ 3/4", of: field) == "3 of 4")
        let completion = try #require(RatingPresenter.interactions(of: field).last as? ChoiceCompletion)
        #expect(completion.candidates == ["1", "2", "3", "4"])
        #expect(FieldValidator(field: field, today: LocalDate(year: 2026, month: 11, day: 22)!).value(from: "★★★☆") == .success(.number(3)))
    }
}

extension TerminalSuite {
    /// ← and → change a rating's stars in place at a real line editor, and Enter submits them.
    @Suite struct RatingLineTests {
        /// Reads a rating of 5 showing 3 stars, as its prompt does.
        @Sendable static func readRating(_ editor: LineEditor) -> LineEvent {
            let behaviour = LineBehaviour([RatingStepper(max: 5)])
            return editor.readLine(prompt: "rate> ", start: LineStart(text: "★★★☆☆", replacedByTyping: true), behaviour: behaviour)
        }

        @Test func arrowsStepTheStarsLive() throws {
            let event = try withEditor(Self.readRating) { terminal in
                try terminal.answer("rate> ", .right, .right, .right, .left, .enter)
            }
            #expect(event == .line("★★★★☆"))
        }

        @Test func aDigitTypedReplacesTheStars() throws {
            let event = try withEditor(Self.readRating) { terminal in
                try terminal.answer("rate> ", .text("2"), .enter)
            }
            #expect(event == .line("2"))
        }
    }
}
