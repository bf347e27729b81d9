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

    /// What `check` said in English inside a translated frame (issue 37): a condition's value
    /// a kind refuses, a default that is no valid answer, a sub-field kind a group's rows cannot
    /// hold, counts beyond a list's limit or the choices, a command's name, libyaml's problem
    /// and context, the shortcut reader's text. Each in German from the catalog, its values as
    /// written, nothing of the English left; English as before.
    @Test func theReportsLeftoversAreInTheLanguage() {
        let cases: [(yaml: String, english: String, german: String)] = [
            ("title: T\nfields:\n  - id: plan\n    type: choice\n    choices: [free, pro]\n  - id: b\n    type: text\n    when: {field: plan, equals: business}\n",
             "'business' is not one of the choices of 'plan' (free, pro)", "'business' ist keine der Auswahlen von 'plan' (free, pro)"),
            ("title: T\nfields:\n  - id: n\n    type: number\n  - id: b\n    type: text\n    when: {field: n, equals: \"01\"}\n",
             "'01' never equals a number answer, which reads '1'; write 1", "'01' ist nie gleich einer Zahlenantwort, die '1' lautet; schreiben Sie 1"),
            ("title: T\nfields:\n  - id: t\n    type: choice\n    multiple: true\n    choices: [a, b]\n  - id: b\n    type: text\n    when: {field: t, equals: a}\n",
             "'t' is a multiple choice field: a condition on it can only use isSet\n    hint: write 'isSet: true' (shown once any choice is picked)",
             "'t' ist ein Mehrfachauswahlfeld: eine Bedingung darauf kann nur isSet verwenden\n    Hinweis: schreiben Sie 'isSet: true' (gezeigt, sobald eine Auswahl getroffen ist)"),
            ("title: T\nfields:\n  - id: size\n    type: choice\n    choices: [S, M]\n    default: XL\n",
             "the default of 'size' is not a valid answer: it must be one of: S, M", "der Vorgabewert von 'size' ist keine gültige Antwort: muss eines davon sein: S, M"),
            ("title: T\nfields:\n  - id: t\n    type: choice\n    multiple: true\n    choices: [news, jobs]\n    default: [sports]\n",
             "the default of 't' is not a valid answer: it lists 'sports', which is not one of: news, jobs",
             "der Vorgabewert von 't' ist keine gültige Antwort: nennt 'sports', das keine Auswahl ist; erlaubt ist eine von: news, jobs"),
            ("title: T\nfields:\n  - id: g\n    type: group\n    fields:\n      - id: pw\n        type: secret\n",
             "sub-field 'pw' of group 'g' is a secret; a group's rows hold text, number, date, choice, confirm, path sub-fields",
             "Unterfeld 'pw' der Gruppe 'g' ist ein Geheimnis; die Zeilen einer Gruppe nehmen Unterfelder vom Typ text, number, date, choice, confirm, path"),
            ("title: T\nfields:\n  - id: h\n    type: list\n    maxItems: 50000\n",
             "field 'h': maxItems 50000 is more than any list takes (a list takes at most 10000 rows, formline's limit for any list)\n    hint: write maxItems: 10000 or less",
             "Feld 'h': maxItems 50000 ist mehr, als eine Liste nimmt (eine Liste nimmt höchstens 10000 Zeilen, die Grenze von formline für jede Liste)\n    Hinweis: schreiben Sie maxItems: 10000 oder weniger"),
            ("title: T\nfields:\n  - id: t\n    type: choice\n    multiple: true\n    choices: [a]\n    minItems: 2\n    maxItems: 2\n",
             "field 't': maxItems 2 is more than its 1 choice\n    hint: write at most maxItems: 1, or remove maxItems",
             "Feld 't': maxItems 2 ist mehr als seine 1 Auswahl\n    Hinweis: schreiben Sie höchstens maxItems: 1, oder entfernen Sie maxItems"),
            ("title: T\nfields:\n  - id: a\n    type: text\n    check: {run: [prog], reads: [nobody]}\n",
             "'reads' of the check of field 'a' names unknown field 'nobody'", "'reads' des Befehls (Prüfung des Felds 'a') nennt das unbekannte Feld 'nobody'"),
            ("title: T\nfields:\n  - id: a\n    type: text\n    label: [x\n",
             "YAML syntax: did not find expected ',' or ']' (while parsing a flow sequence at line 5)",
             "YAML-Syntax: ',' oder ']' wurde erwartet (beim Lesen einer Liste in eckigen Klammern in Zeile 5)"),
            ("title: T\nfields:\n  - id: a\n    type: text\n    shortcut: ctrl-1\n",
             "invalid shortcut: 'ctrl-1': ctrl shortcuts take a letter a-z", "ungültiges Tastenkürzel: 'ctrl-1': ctrl-Kürzel nehmen einen Buchstaben a-z"),
            ("title: T\nfields:\n  - id: a\n    type: number\n    min: 1e999\n",
             "'min' is too large: a number with a decimal point or an exponent goes up to about 1.8e308, found 1e999",
             "'min' ist zu groß: eine Zahl mit Dezimalpunkt oder Exponent reicht bis etwa 1.8e308, gefunden: 1e999"),
            ("title: T\nfields:\n  - id: a\n    type: date\n    min: someday\n", "'min' is not a date: \"someday\" is not a date: expected a date like",
             "'min' ist kein Datum: \"someday\" ist kein Datum: erwartet ein Datum wie"),
        ]
        for form in cases {
            let english = rendered(form.yaml, .english), german = rendered(form.yaml, .german)
            // A message and its hint, with the file's line and the caret between them.
            for line in form.english.split(separator: "\n") { #expect(english.contains(line), "\(english)") }
            for line in form.german.split(separator: "\n") { #expect(german.contains(line), "\(german)") }
            #expect(!german.contains(form.english.split(separator: "\n")[0]), "\(german)")
            #expect(english == DiagnosticRenderer(path: "f.yaml", source: form.yaml).render(FormLoader.load(yaml: form.yaml, today: today).diagnostics))
        }
        // Every language says them (not the English text), values as written.
        for language in Language.allCases where language != .english {
            let report = rendered(cases[0].yaml, language)
            #expect(report.contains("'business'") && report.contains("free, pro") && !report.contains("is not one of"), "\(language.rawValue): \(report)")
        }
    }

    /// libyaml's problems and contexts each have a catalog key; one the catalog does not know
    /// (a newer libyaml's) is shown as written, in every language.
    @Test func libyamlsTextsAreTheCatalogs() {
        let known = ["did not find expected '-' indicator", "mapping values are not allowed in this context", "found character that cannot start any token",
                     "while parsing a block mapping", "while scanning a simple key", "found undefined alias", "invalid leading UTF-8 octet"]
        for text in known {
            let said = FormLoader.yamlText(text)
            #expect(said.english == text)
            #expect(!said.holdsUncatalogedEnglish && said != .verbatim(text))
            for language in Language.allCases where language != .english { #expect(said.rendered(in: Words(language)) != text, "\(language.rawValue): \(text)") }
        }
        #expect(FormLoader.yamlText("a problem of libyaml 0.3").rendered(in: Words(.german)) == "a problem of libyaml 0.3")
    }

    /// The pattern engine's texts inside `invalid pattern: …`: its fixed ones and the shapes
    /// of the others are the catalog's, the syntax they quote as written; English as before.
    @Test func thePatternEnginesTextsAreTheCatalogs() {
        let cases: [(pattern: String, english: String, german: String)] = [
            ("(a", "invalid pattern: missing ')' for the group opened here", "ungültiges Muster: für die hier geöffnete Gruppe fehlt ')'"),
            ("a**", "a quantifier cannot follow another quantifier", "ein Quantor kann nicht auf einen anderen Quantor folgen"),
            ("*a", "'*' has nothing to repeat", "'*' hat nichts, was es wiederholen könnte"),
            ("a{3,1}", "repetition {3,1} has its minimum above its maximum", "bei der Wiederholung {3,1} liegt das Minimum über dem Maximum"),
            ("(?=a)", "lookahead '(?=' is not supported: it needs backtracking, and formline matches patterns in linear time",
             "Lookahead '(?=' wird nicht unterstützt: es braucht Backtracking, und formline prüft Muster in linearer Zeit"),
            // The names of the syntax formline does not support, the advice after them, the limits (`ToolWord`).
            ("^\\Qa.b\\E$", "quoting with '\\Q...\\E' is not supported: escape each character instead",
             "Maskieren mit '\\Q...\\E' wird nicht unterstützt: maskieren Sie stattdessen jedes Zeichen einzeln"),
            ("[a-z&&b]", "the class intersection '&&' is not supported", "die Klassenschnittmenge '&&' wird nicht unterstützt"),
            ("\\p{Foo}", "the Unicode property 'Foo' is not supported: use a general category like \\p{L} or \\p{Nd}, or Alphabetic, Uppercase, Lowercase, White_Space",
             "die Unicode-Eigenschaft 'Foo' wird nicht unterstützt: verwenden Sie eine allgemeine Kategorie wie \\p{L} oder \\p{Nd} oder Alphabetic, Uppercase, Lowercase, White_Space"),
            ("(a)\\1", "the backreference '\\1' is not supported: it needs backtracking", "die Rückreferenz '\\1' wird nicht unterstützt: es braucht Backtracking"),
            ("a{1,2000}", "a repetition count above 1000", "eine Wiederholungszahl über 1000"),
            ("[ab]*a[ab]{100}", "the pattern may cost too much to match: up to 102 steps for each character of an answer, and formline allows 24,",
             "das Muster ist womöglich zu aufwendig: bis zu 102 Schritte je Zeichen einer Antwort, und formline erlaubt 24,"),
            ("[b-a]", "the range in this class is out of order", "der Bereich in dieser Klasse ist verkehrt herum"),
            ("(?<n>a)(?<n>b)", "the group name 'n' is used twice", "der Gruppenname 'n' wird zweimal verwendet"),
        ]
        for form in cases {
            let yaml = "title: T\nfields:\n  - id: a\n    type: text\n    pattern: '\(form.pattern)'\n"
            let english = rendered(yaml, .english), german = rendered(yaml, .german)
            #expect(english.contains(form.english), "\(english)")
            #expect(german.contains(form.german) && !german.contains(form.english), "\(german)")
            do throws(PatternError) {
                _ = try FieldPattern(form.pattern)
                Issue.record("\(form.pattern) is accepted")
            } catch {
                #expect(FormLoader.patternText(error.reason).english == error.message, "\(form.pattern)")
            }
        }
        // Each reason without a pattern above, its English the engine's and not left in French.
        let others: [PatternError.Reason] = [
            .empty, .unmatchedParenthesis, .unmatchedBrace, .malformedRepetition, .countTooLarge, .classNotClosed, .loneBackslash,
            .malformedHexBraces, .hexDigits, .fourHexDigits, .notAScalar(0xD800), .malformedGroupName, .commentNotClosed, .emptyFlags,
            .unknownGroupSyntax("y"), .propertyNotClosed, .propertyNeedsBraces("P"), .tooLarge(states: 4096), .tooCostly(steps: 30, allowed: 24),
        ]
        for reason in others {
            let said = FormLoader.patternText(reason)
            #expect(said.english == reason.message && !said.holdsUncatalogedEnglish && said.rendered(in: Words(.french)) != reason.message,
                    "\(reason.message)")
        }
    }

    /// Every piece of syntax the engine refuses is named, and advised on, in the catalog (the
    /// exhaustive switch over `PatternError.Reason` in `FormLoader.patternText` guarantees a
    /// text for each): its English is the engine's, and in German nothing but the syntax it
    /// quotes is left of it.
    @Test func everyUnsupportedConstructIsNamedInTheCatalog() throws {
        let patterns = [#"a++"#, #"a{1,2000}"#, #"[]a]"#, #"[a--b]"#, #"[a-b-c]"#, #"[a-\d]"#, #"[[:alpha:]]"#, #"[[a]]"#, #"[{]"#,
                        #"[a&&b]"#, #"\q"#, #"(?=a)"#, #"(?!a)"#, #"(?>a)"#, #"(?<=a)"#, #"(?<!a)"#, #"(?x)a"#, #"(?w)a"#, #"(?d)a"#,
                        #"\p{Foo}"#, #"(?<n>a)\k<n>"#, #"(a)\1"#, #"\Qa\E"#, #"\E"#, #"\X"#, #"\N{DASH}"#, #"\cA"#, #"\01"#,
                        #"[\b]"#, #"[\B]"#, #"[\A]"#, #"[\z]"#, #"[\Z]"#, String(repeating: "(", count: 70) + "a" + String(repeating: ")", count: 70),
                        #"(a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z|0|1|2|3|4|5|6|7|8|9){1,60}z"#, #"[ab]*a[ab]{100}"#]
        let english = ["the ", "class", "escape", "flag", "write", "quoting", "nesting", "repetition", "named", "without", "octal",
                       "control", "grapheme", "quantifier", "atomic", "use ", "bounded", "first", "middle", "inside", "too large", "states"]
        for pattern in patterns {
            do throws(PatternError) {
                _ = try FieldPattern(pattern)
                Issue.record("\(pattern) is accepted")
            } catch {
                let text = FormLoader.patternText(error.reason)
                #expect(text.english == error.message, "\(pattern)")
                let german = text.rendered(in: Words(.german))
                let left = english.filter { german.contains($0) }
                #expect(left.isEmpty, "\(pattern): \(german) keeps \(left)")
            }
        }
    }
}

