@testable import TerminalFrontEnd
import Testing

@Suite struct SecretInputTests {
    func feed(_ text: String, into input: inout SecretInput) -> LineEvent? {
        for byte in text.utf8 {
            if let event = input.feed(byte) { return event }
        }
        return nil
    }

    @Test func editsLikeATerminal() {
        var input = SecretInput()
        #expect(feed("pé\u{7F}a\u{8}ss\u{1B}\r", into: &input) == .line("pss"))
        var killed = SecretInput(kill: 0x15)
        #expect(feed("wrong\u{15}right\n", into: &killed) == .line("right"))
    }

    @Test func controlKeys() {
        var empty = SecretInput()
        #expect(feed("\u{4}", into: &empty) == .endOfInput)
        var typed = SecretInput()
        #expect(feed("ab\u{4}c\r", into: &typed) == .line("abc"))
        var interrupted = SecretInput()
        #expect(feed("ab\u{3}", into: &interrupted) == .interrupt)
    }

    @Test func endOfInputKeepsATypedLine() {
        var input = SecretInput()
        _ = feed("last", into: &input)
        #expect(input.finishAtEndOfInput() == .line("last"))
        var empty = SecretInput()
        #expect(empty.finishAtEndOfInput() == .endOfInput)
    }
}

extension SecretInputTests {
    /// Escape alone (the reader saw nothing follow within the escape delay) keeps the next
    /// byte as typed text; alone twice it cancels; followed by `[Z` it is Shift-Tab.
    @Test func escapeAloneKeepsTheNextByte() {
        var input = SecretInput()
        #expect(input.feed(0x1B) == nil)
        #expect(input.awaitsEscapeSequence)
        #expect(input.escapeAlone() == nil)
        for byte in Array("correct horse".utf8) { #expect(input.feed(byte) == nil) }
        #expect(input.feed(0x0D) == .line("correct horse"))

        var twice = SecretInput()
        _ = twice.feed(0x1B)
        _ = twice.escapeAlone()
        _ = twice.feed(0x1B)
        #expect(twice.escapeAlone() == .cancel)

        var thenShiftTab = SecretInput()
        _ = thenShiftTab.feed(0x1B)
        _ = thenShiftTab.escapeAlone()
        #expect(thenShiftTab.feed(0x1B) == nil)
        #expect(thenShiftTab.feed(UInt8(ascii: "[")) == nil)
        #expect(thenShiftTab.feed(UInt8(ascii: "Z")) == .previous)
    }
}
