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

    /// A refused answer holding NUL (given up front) is shown without it: libedit's line would
    /// end there and silently drop the rest.
    @Test func aNULIsLeftOutOfThePrefill() {
        #expect(FieldPrompt.shown("ad\u{0}a", of: FieldDefinition(id: "name", kind: .text)) == "ada")
        #expect(FieldPrompt.shown("plain", of: FieldDefinition(id: "name", kind: .text)) == "plain")
    }

    @Test func multiLineTextKeepsItsLines() {
        let note = FieldDefinition(id: "note", settings: .text(TextSettings(lines: .several)))
        #expect(FieldPrompt.shown("a\nb", of: note) == "a\nb")
        #expect(FieldPrompt.shown("a\nb", of: FieldDefinition(id: "title", kind: .text)) == "a b")
    }
}

/// The key hint under the title stays one row when the terminal is narrower than its full
/// spelling: Ctrl-D is left to F1's list, then shorter words; the form's shortcuts, F1 and
/// Ctrl-C stay in every spelling.
@Suite struct KeyHintWidthTests {
    let form = FormLoader.load(yaml: """
        title: T
        fields:
          - {id: email, type: text, label: Email, shortcut: alt-e}
          - {id: name, type: text, label: Display name, shortcut: alt-n}
        """, today: LocalDate(year: 2026, month: 11, day: 28)!).form!

    @Test func theFullHintWhenThereIsRoomAndShorterOnesWhenNot() {
        let formatter = PromptFormatter(style: .plain)
        let full = formatter.hint(for: form)
        #expect(full == "Tab/Shift-Tab: next/previous field · Alt-e: Email · Alt-n: Display name · F1 or ?: keys · Ctrl-D: cancel · Ctrl-C: stop (keeps a draft)")
        #expect(formatter.hint(for: form, width: 200) == full)
        let at100 = formatter.hint(for: form, width: 100)
        #expect(DisplayWidth.width(of: at100) < 100, "\(at100)")
        for kept in ["Alt-e: Email", "Alt-n: Display name", "F1", "Ctrl-C: stop"] {
            #expect(at100.contains(kept), "\(at100)")
        }
        // At 80 columns (issue 35 item 8): one row, the shortcuts by their keys.
        #expect(formatter.hint(for: form, width: 80) == "Tab: move · Alt-e, Alt-n: jump · F1: keys · Ctrl-C: stop")
        // Narrower than the shortest spelling: the shortest, cut to one row.
        #expect(formatter.hint(for: form, width: 20) == "Tab: move · Alt-e,…")
        for width in 2...120 {
            #expect(DisplayWidth.width(of: formatter.hint(for: form, width: width)) < width, "\(width)")
        }
    }
}
