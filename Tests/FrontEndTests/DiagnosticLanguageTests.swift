import FormCore
@testable import FrontEndSupport
import Testing

/// `formline check`'s report in the person's language (issue 37): `DiagnosticRenderer` with
/// `Words` says the labels, messages and hints in that language, quotes the file's values as
/// they are written, escaped as in English, and `Diagnostic.message` stays English.
@Suite struct DiagnosticLanguageTests {
    private let today = LocalDate(year: 2026, month: 11, day: 22)!

    private func rendered(_ yaml: String, _ language: Language) -> String {
        DiagnosticRenderer(path: "f.yaml", source: yaml, words: Words(language))
            .render(FormLoader.load(yaml: yaml, today: today).diagnostics)
    }

    @Test func theReportIsInTheLanguageAndTheMessageStaysEnglish() {
        let source = "title: T\nfields:\n  - id: a\n    tpye: text\n"
        let diagnostics = FormLoader.load(yaml: source, today: today).diagnostics
        #expect(diagnostics.map(\.message).contains("unknown key 'tpye' in a field"))
        #expect(rendered(source, .german).contains(
            "f.yaml:4:5: Fehler: ein Feld hat einen unbekannten Schlüssel 'tpye'\n        tpye: text\n        ^\n    Hinweis: meinten Sie 'type'?"))
        #expect(rendered(source, .french).contains("f.yaml:4:5: erreur: un champ a une clé inconnue 'tpye'"))
        #expect(rendered(source, .simplifiedChinese).contains("f.yaml:4:5: 错误: 某个字段中有未知的键 'tpye'"))
        #expect(rendered(source, .english) == DiagnosticRenderer(path: "f.yaml", source: source).render(diagnostics))
    }

    /// What authors hit most, each in every language: not the English text, and the values from
    /// the file in it as written.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func commonProblemsAreTranslated(language: Language) {
        let forms: [(yaml: String, values: [String])] = [
            ("title: T\nfields:\n  - id: a\n    type: numbr\n", ["numbr", "number"]),                         // unknown type, did you mean
            ("title: T\nfields:\n  - id: a\n    type: text\n    maxLength: lots\n", ["maxLength", "lots"]),   // wrong type
            ("fields:\n  - id: a\n    type: text\n", ["title"]),                                            // missing required key
            ("title: T\nfields:\n  - id: a\n    type: text\n  - id: a\n    type: text\n", ["'a'", "3"]),      // duplicate id
            ("title: T\ninitialFocus: b\nfields:\n  - id: a\n    type: text\n", ["initialFocus", "'b'"]),   // unknown field
            ("title: T\nfields:\n  - id: a\n    type: text\n    pattern: '(a'\n", ["pattern"]),               // bad pattern (frame)
            ("title: T\nfields:\n  - id: a\n   type: text\n", ["YAML"]),                                      // YAML syntax
            ("title: T\nfields:\n  - id: a\n    type: number\n    min: 1x\n", ["min", "1x"]),                // bad number
            ("title: T\nfields:\n  - id: a\n    type: number\n    min: 5\n    max: 1\n", ["'a'", "5", "1"]),    // impossible bounds
            ("title: T\nfields:\n  - id: a\n    type: date\n    min: someday\n", ["'min'"]),                // bad date
            ("title: T\nfields:\n  - id: c\n    type: choice\n", ["'c'", "'choices"]),                          // no choices
            ("title: T\nfields:\n  - id: a\n    type: text\n    shortcut: alt-a\n  - id: b\n    type: text\n    shortcut: alt-a\n",
             ["'a'", "alt-a"]),                                                                              // shortcut taken
        ]
        for form in forms {
            let english = rendered(form.yaml, .english), translated = rendered(form.yaml, language)
            #expect(!english.isEmpty && english != translated, "\(language.rawValue): \(form.yaml)")
            let words = Words(language)
            #expect(translated.contains(": \(words[DiagnosticWord.error]): "), "\(language.rawValue): \(translated)")
            #expect(!translated.contains("\n    hint: ") && translated.contains("\n    \(words[DiagnosticWord.hintLabel]) ") == english.contains("\n    hint: "),
                    "\(language.rawValue): \(translated)")
            for value in form.values { #expect(translated.contains(value), "\(language.rawValue): \(translated) lacks \(value)") }
        }
    }

    /// A key written with bidi controls, NUL, a line feed, an escape or `$(…)` is escaped the same
    /// in every language (`TerminalSafeText`): the report stays one line a problem, nothing raw.
    @Test(arguments: Language.allCases)
    func hostileValuesAreEscapedInEveryLanguage(language: Language) {
        let key = "\"a\\u202Eb\\u0000c\\nd\\u001B[31me$(rm -rf x)`f`\""
        let yaml = "title: T\nfields:\n  - id: a\n    type: text\n    \(key): 1\n"
        let diagnostics = FormLoader.load(yaml: yaml, today: today).diagnostics
        try? #require(diagnostics.count == 1)
        let english = diagnostics[0].message
        let escapedKey = "a\\u{202e}b\\u{0}c\\nd\\e[31me$(rm -rf x)`f`"
        #expect(english.contains(escapedKey), "\(english)")
        let said = diagnostics[0].message(in: Words(language))
        #expect(said.contains(escapedKey), "\(language.rawValue): \(said)")
        let report = rendered(yaml, language)
        for scalar in report.unicodeScalars where scalar != "\n" {
            #expect(scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\u{202E}" && scalar != "\u{1B}", "\(language.rawValue): \(report)")
        }
        #expect(report.split(separator: "\n").count == 4, "\(language.rawValue): \(report)")
    }

    /// A hint or message from outside the catalog (a library's text) is shown as it is.
    @Test func aMessageOutsideTheCatalogStaysAsWritten() {
        let diagnostic = Diagnostic(.warning, "plain \u{1B}text", at: SourceLocation(line: 1, column: 1), hint: "a hint")
        #expect(diagnostic.message(in: Words(.german)) == diagnostic.message)
        #expect(diagnostic.hint(in: Words(.german)) == "a hint")
        #expect(DiagnosticRenderer(path: "p", source: "x", words: Words(.german)).render(diagnostic)
                == "p:1:1: Warnung: plain \\etext\n    x\n    ^\n    Hinweis: a hint")
    }
}
