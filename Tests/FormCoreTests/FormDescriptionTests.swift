import Foundation
import Testing
import TestSupport
@testable import FormCore
import FormOutput
@testable import FormTooling

@Suite struct FormDescriptionTests {
    @Test func boldStyleSetsOffOnlyHeadings() throws {
        let form = try repoForm("signup")
        let plain = FormDescription(form: form).text
        let bold = FormDescription(form: form) { "\u{1B}[1m" + $0 + "\u{1B}[0m" }.text
        #expect(!plain.contains("\u{1B}"))
        #expect(bold.hasPrefix("\u{1B}[1mCreate an account\u{1B}[0m\n"))
        #expect(bold.contains("\n\u{1B}[1mRules\u{1B}[0m\n"))
        #expect(bold.replacingEscapes == plain)
    }

    @Test func controlCharactersInFormTextCannotReachTheTerminal() throws {
        let form = try loadForm("title: \"Evil\\e[2J\"\nfields:\n  - id: a\n    type: text\n    label: \"A\\rB\"\n")
        let text = FormDescription(form: form).text
        #expect(!text.contains("\u{1B}") && !text.contains("\r"))
        // The one escaper of text shown to a person (`TerminalSafeText`), as `run` shows it.
        #expect(text.hasPrefix("Evil\\e[2J\n"))
        #expect(text.contains("A\\rB"))
    }

    /// A bidi override in a label is shown escaped, as `run` shows it, not reordering the line.
    @Test func bidiControlsInFormTextAreShownEscaped() throws {
        let form = try loadForm("title: \"T\\u202E\"\nfields:\n  - id: a\n    type: text\n    label: \"A\\u202EB\"\n")
        let text = FormDescription(form: form).text
        #expect(!text.unicodeScalars.contains("\u{202E}"))
        #expect(text.hasPrefix("T\\u{202e}\n"))
        #expect(text.contains("A\\u{202e}B"))
    }

    @Test func rulesConditionsAndBoundsReadAsSentences() throws {
        let form = try loadForm(Fixtures.form("rules-conditions-bounds"))
        let text = FormDescription(form: form).text
        #expect(text.contains("       dates:      from 2026-01-01\n"))
        #expect(text.contains("       number:     any number, at least 1\n"))
        #expect(text.contains("       each row:   2 to 40 characters\n       rows:       exactly 1 row\n"))
        #expect(text.contains("       shown when: people is one of 1, 2\n"))
        #expect(text.contains("       length:     exactly 5 characters\n       shown when: people is not answered\n"))
        #expect(text.contains("Focus starts on people.\n"))
        #expect(text.hasSuffix("Rules\n  to must come after from: \"ends before it starts\"\n"))
        #expect(!text.contains("Section"))
    }
}

private extension String {
    /// The text without ANSI SGR sequences.
    var replacingEscapes: String {
        replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
    }
}
