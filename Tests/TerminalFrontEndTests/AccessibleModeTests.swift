import FrontEndSupport
@testable import TerminalFrontEnd
import Testing

@Suite struct AccessibleModeTests {
    @Test func theFlagOrACCESSIBLETurnItOnButNotTERMDumb() {
        #expect(AccessibleMode.isOn(flag: true, environment: [:]))
        #expect(AccessibleMode.isOn(flag: false, environment: ["ACCESSIBLE": "1"]))
        #expect(AccessibleMode.isOn(flag: false, environment: ["ACCESSIBLE": "yes"]))
        for off in ["", "0", "false", "FALSE"] {
            #expect(!AccessibleMode.isOn(flag: false, environment: ["ACCESSIBLE": off]))
        }
        #expect(!AccessibleMode.isOn(flag: false, environment: ["TERM": "dumb"]))
        #expect(!TerminalStyle.plain.usesColor && !TerminalStyle.plain.allowsCursorMovement)
    }

    @Test func choicesAreNumberedAndANameWinsOverANumber() {
        let choices = NumberedChoices(["Personal", "Work", "Shopping"])
        #expect(choices.spoken == "1 Personal, 2 Work, 3 Shopping")
        #expect(choices.answer(for: "2") == "Work")
        #expect(choices.answer(for: " 3 ") == "Shopping")
        #expect(choices.answer(for: "work") == "work")
        #expect(choices.answer(for: "4") == "4")
        #expect(choices.answer(for: "0") == "0")
        // Choices that are numbers mean what they say.
        let numbers = NumberedChoices(["2", "1"])
        #expect(numbers.answer(for: "1") == "1")
        #expect(numbers.answer(for: "2") == "2")
    }

    @Test func theEchoAddsAndErasesWithoutEscapes() {
        #expect(SecretReader.echo(from: "ab", to: "abc") == "c")
        #expect(SecretReader.echo(from: "ab", to: "a") == "\u{8} \u{8}")
        #expect(SecretReader.echo(from: "a漢", to: "a") == "\u{8} \u{8}\u{8} \u{8}")
        #expect(SecretReader.echo(from: "abc", to: "") == String(repeating: "\u{8} \u{8}", count: 3))
        #expect(SecretReader.echo(from: "", to: "é") == "é")
    }

    @Test func escapeTwiceCancelsAndAQuestionMarkOnAnEmptyLineAsksForHelp() {
        var input = SecretInput()
        #expect(input.feed(0x1B) == nil)
        #expect(input.feed(0x1B) == .cancel)
        var helping = SecretInput()
        helping.questionMarkHelps = true
        #expect(helping.feed(UInt8(ascii: "?")) == nil)
        #expect(helping.wantsHelp && helping.typed.isEmpty)
        helping.wantsHelp = false
        _ = helping.feed(UInt8(ascii: "a"))
        _ = helping.feed(UInt8(ascii: "?"))
        #expect(!helping.wantsHelp && helping.typed == "a?")
        var secret = SecretInput()
        _ = secret.feed(UInt8(ascii: "?"))
        #expect(!secret.wantsHelp && secret.typed == "?")
    }
}
