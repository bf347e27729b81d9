import Testing
import FormCore
@testable import TerminalFrontEnd

/// A one-line field's prefill never carries a line break to the screen.
@Suite struct FieldPromptOneLineTests {
    @Test func eachLineBreakShowsAsOneSpace() {
        #expect(FieldPrompt.onOneLine("one\r\ntwo\u{2028}three\nfour\rfive\u{85}six\u{0B}seven\u{0C}eight\u{2029}nine")
                == "one two three four five six seven eight nine")
        #expect(FieldPrompt.onOneLine("tabs\tstay") == "tabs\tstay")
        #expect(FieldPrompt.onOneLine("\n\n") == "  ")
        #expect(FieldPrompt.onOneLine("") == "")
    }

    @Test func multiLineTextKeepsItsLines() {
        var note = FieldDefinition(id: "note", kind: .text)
        note.multiline = true
        #expect(FieldPrompt.shown("a\nb", of: note) == "a\nb")
        #expect(FieldPrompt.shown("a\nb", of: FieldDefinition(id: "title", kind: .text)) == "a b")
    }
}
