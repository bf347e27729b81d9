import FormText
import Testing

@Suite struct TerminalSafeTextTests {
    @Test func controlCharactersBecomeVisibleEscapes() {
        #expect(TerminalSafeText.escape("a\u{1B}[31mb\u{07}\u{9B}c\u{7F}\r\n\t\u{2028}")
            == #"a\e[31mb\u{7}\u{9b}c\u{7f}\r\n\t\u{2028}"#)
    }

    /// Every scalar next to non-ASCII text that holds no control: the UTF-8 scan that lets
    /// such text through agrees with the scalar-by-scalar check on each of them.
    @Test func eachScalarBesideNonASCIITextIsEscapedExactlyWhenItIsAControl() {
        let ranges: [ClosedRange<UInt32>] = [0...0x3FF, 0x2000...0x20FF, 0xFEFF...0xFEFF, 0x1F600...0x1F600]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = "Côte – \(Character(scalar)) ’"
                let escaped = TerminalSafeText.escape(text)
                #expect((escaped != text) == TerminalSafeText.isControl(scalar), "U+\(String(value, radix: 16))")
            }
        }
    }

    /// The scan takes printable ASCII eight bytes at a time: every ASCII byte and the first
    /// byte of each control beyond ASCII, at every place in and after the first words, is
    /// found exactly when the scalar-by-scalar check finds a control.
    @Test func eachByteAtEachPlaceOfALongASCIIMessageIsFoundWhenItIsAControl() {
        let scalars = (0...0x7F).compactMap(Unicode.Scalar.init) + ["\u{80}", "\u{9F}", "\u{A0}", "é", "\u{2028}", "\u{202E}", "\u{2066}", "’"]
        for scalar in scalars {
            for place in 0..<20 {
                let text = String(repeating: "a", count: place) + String(Character(scalar)) + String(repeating: "~", count: 20 - place)
                let escaped = TerminalSafeText.escape(text)
                #expect((escaped != text) == TerminalSafeText.isControl(scalar), "U+\(String(scalar.value, radix: 16)) at \(place)")
            }
        }
    }

    @Test func ordinaryTextIsUnchanged() {
        #expect(TerminalSafeText.escape("Zoë 日本 \\ \"x\"") == "Zoë 日本 \\ \"x\"")
    }

    @Test func layoutCanBeKeptForMultiLineMessages() {
        #expect(TerminalSafeText.escape("one\n\ttwo\u{1B}]0;t\u{7}", keepingLayout: true) == "one\n\ttwo\\e]0;t\\u{7}")
    }
}

extension TerminalSafeTextTests {
    @Test func bidiControlsBecomeVisibleEscapes() {
        #expect(TerminalSafeText.escape("a\u{202A}b\u{202E}c\u{2066}d\u{2069}e\u{200F}")
            == #"a\u{202a}b\u{202e}c\u{2066}d\u{2069}e"# + "\u{200F}")
        #expect(TerminalSafeText.isControl("\u{202B}") && TerminalSafeText.isControl("\u{2068}"))
    }
}
