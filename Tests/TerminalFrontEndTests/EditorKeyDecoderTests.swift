import FormText
@testable import TerminalFrontEnd
import Testing

@Suite struct EditorKeyDecoderTests {
    /// Decodes `input` completely; every byte is there at once (no escape-delay timeouts)
    /// except at each `⏸`, where the escape delay passes without input.
    static func decode(_ input: String, altKeys: [Unicode.Scalar: Int] = [:], listKeys: Bool = false,
                       vi: Bool = false) -> [DecodedKey] {
        var decoder = EditorKeyDecoder(altKeys: altKeys)
        decoder.decodesListKeys = listKeys
        decoder.passesLoneEscape = vi
        var scalars = Array(input.unicodeScalars)[...]
        var keys: [DecodedKey] = []
        let read: EditorKeyDecoder.Read = { waiting in
            if scalars.first == "⏸" {
                scalars.removeFirst()
                if waiting { return nil }
            }
            return scalars.popFirst()
        }
        while let key = decoder.next(read) { keys.append(key) }
        return keys
    }

    /// Escape alone (the delay passing) never changes the key typed after it: in emacs it
    /// does nothing (libedit would make Meta-c of it), in vi it is command mode, as it was.
    @Test func escapeAloneLeavesTheNextKeyAlone() {
        #expect(Self.decode("\u{1B}⏸c") == [.scalar("c")])
        #expect(Self.decode("\u{1B}⏸c", vi: true) == [.scalar("\u{1B}"), .scalar("c")])
        // Pressed alone twice: Escape Escape for libedit (cancel), as pressed quickly.
        #expect(Self.decode("\u{1B}⏸\u{1B}⏸c") == [.scalar("\u{1B}"), .scalar("\u{1B}"), .scalar("c")])
        #expect(Self.decode("\u{1B}\u{1B}⏸c") == [.scalar("\u{1B}"), .scalar("\u{1B}"), .scalar("c")])
        // Within the delay it is still an Alt key.
        #expect(Self.decode("\u{1B}c") == [.scalar("\u{1B}"), .scalar("c")])
    }

    @Test func wholeKeysAreDecoded() {
        #expect(Self.decode("a\u{1B}[Zb\u{1B}OP\u{1B}[11~") == [.scalar("a"), .shiftTab, .scalar("b"), .help, .help])
        #expect(Self.decode("\u{1B}e\u{1B}f", altKeys: ["e": 2]) == [.configured(2), .scalar("\u{1B}"), .scalar("f")])
    }

    /// Escape, then Shift-Tab or an Alt key: in vi Escape then the key; in emacs the lone
    /// Escape does nothing (issue 22: it must not change the key after it), the key acts.
    @Test func escapeThenShiftTabIsEscapeThenShiftTab() {
        #expect(Self.decode("\u{1B}\u{1B}[Z", vi: true) == [.scalar("\u{1B}"), .shiftTab])
        #expect(Self.decode("\u{1B}\u{1B}e", altKeys: ["e": 0], vi: true) == [.scalar("\u{1B}"), .configured(0)])
        #expect(Self.decode("\u{1B}\u{1B}[Z") == [.shiftTab])
        #expect(Self.decode("\u{1B}\u{1B}e", altKeys: ["e": 0]) == [.configured(0)])
    }

    @Test func otherSequencesPassOnByteForByte() {
        #expect(Self.decode("\u{1B}[D\u{1B}\u{1B}") == ["\u{1B}", "[", "D", "\u{1B}", "\u{1B}"].map { DecodedKey.scalar($0) })
    }

    @Test func upDownAndPagesAreListKeysOnlyWhileAChoiceListIsShown() {
        let keys = "\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}OB\u{1B}[5~\u{1B}[6~"
        #expect(Self.decode(keys, listKeys: true) == [.list(.up), .list(.down), .list(.up), .list(.down), .list(.pageUp), .list(.pageDown)])
        // Without a list they pass on as they came (history, libedit's own keys).
        #expect(Self.decode("\u{1B}[A\u{1B}[5~") == ["\u{1B}", "[", "A", "\u{1B}", "[", "5", "~"].map { DecodedKey.scalar($0) })
        // Left/Right and Shift-Tab are unchanged with a list.
        #expect(Self.decode("\u{1B}[D\u{1B}[Z", listKeys: true) == [.scalar("\u{1B}"), .scalar("["), .scalar("D"), .shiftTab])
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

@Suite struct TextWrapTests {
    @Test func linesBreakBetweenWordsUnderTheirIndent() {
        #expect(TextWrap.wrap("  ! must be at least 8 characters", columns: 20) == ["  ! must be at least", "    8 characters"])
        #expect(TextWrap.wrap("\u{1B}[2mTab: next · Ctrl-C: stop (keeps a draft)\u{1B}[0m", columns: 16)
            == ["\u{1B}[2mTab: next ·", "Ctrl-C: stop", "(keeps a draft)\u{1B}[0m"])
        #expect(TextWrap.wrap("short", columns: 20) == ["short"])
        #expect(TextWrap.wrap("month  t today", columns: 5) == ["month", "t", "today"])
    }

    @Test func rowsCountWideCharactersAndWrapping() {
        #expect(TextWrap.rows("日本語", columns: 5) == 2)
        #expect(TextWrap.rows("abcde", columns: 5) == 1)
        #expect(TextWrap.rows("abcdef", columns: 5) == 2)
        #expect(TextWrap.rows("e\u{301}\u{1B}[1m", columns: 1) == 1)
        #expect(TextWrap.rows("", columns: 5) == 1)
    }

    /// A tab (kept in a note's layout) moves to the next multiple of 8 and stops at the last
    /// column, as xterm's does: counted as nothing, erasing a wrapped note left stale rows.
    @Test func rowsCountTabsAsTheTerminalMovesForThem() {
        #expect(TextWrap.rows("abc\tdefgh", columns: 12) == 2)   // d at column 8: "defgh" runs past 12
        #expect(TextWrap.rows("abc\tdefg", columns: 12) == 1)
        #expect(TextWrap.rows("\tX", columns: 10) == 1)
        #expect(TextWrap.rows("\t\tX", columns: 10) == 1)       // the second tab stops at column 9
        #expect(TextWrap.rows("\t\tXY", columns: 10) == 2)
        #expect(TextWrap.rows("\t\t\t\t\t", columns: 10) == 1)   // tabs alone never wrap
    }
}
