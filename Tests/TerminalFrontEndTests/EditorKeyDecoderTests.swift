@testable import TerminalFrontEnd
import Testing

@Suite struct EditorKeyDecoderTests {
    /// Decodes `input` completely; every byte is there at once (no escape-delay timeouts).
    static func decode(_ input: String, altKeys: [Unicode.Scalar: Int] = [:]) -> [DecodedKey] {
        var decoder = EditorKeyDecoder(altKeys: altKeys)
        var scalars = Array(input.unicodeScalars)[...]
        var keys: [DecodedKey] = []
        while let key = decoder.next({ _ in scalars.popFirst() }) { keys.append(key) }
        return keys
    }

    @Test func wholeKeysAreDecoded() {
        #expect(Self.decode("a\u{1B}[Zb\u{1B}OP\u{1B}[11~") == [.scalar("a"), .shiftTab, .scalar("b"), .help, .help])
        #expect(Self.decode("\u{1B}e\u{1B}f", altKeys: ["e": 2]) == [.configured(2), .scalar("\u{1B}"), .scalar("f")])
    }

    @Test func otherSequencesPassOnByteForByte() {
        #expect(Self.decode("\u{1B}[D\u{1B}\u{1B}") == ["\u{1B}", "[", "D", "\u{1B}", "\u{1B}"].map { DecodedKey.scalar($0) })
    }

    @Test func pastesArriveWhole() {
        #expect(Self.decode("x\u{1B}[200~a\nb\u{1B}[201~y") == [.scalar("x"), .paste("a\nb"), .scalar("y")])
    }

    @Test(arguments: [
        ("Buy milk\r\nand bread\n", "Buy milk and bread"),
        ("one\n\n\ntwo", "one two"),
        ("\ttab\u{1B}[31m\u{202E}", " tab[31m"),
        ("\n\nlead", "lead"),
    ])
    func pastedTextBecomesOneLine(pasted: String, line: String) {
        #expect(BracketedPaste.line(from: pasted) == line)
    }
}
