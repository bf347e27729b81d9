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
