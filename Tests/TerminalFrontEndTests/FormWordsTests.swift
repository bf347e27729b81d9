import FormCore
import Foundation
@testable import TerminalFrontEnd
import Testing
import TestSupport

/// Issue 24's small things, without a terminal: what the hint, F1, prompts and the review
/// say (with `AccessibleWordingTests`' forms, as accessible mode's words are among them).
extension AccessibleWordingTests {
    @Test func theKeyHintNamesTheFormsOwnShortcuts() throws {
        let s = try session("""
            title: T
            fields:
              - {id: email, type: text, label: Email, shortcut: alt-e}
              - {id: name, type: text, label: Name, shortcut: ctrl-g}
            """)
        let hint = PromptFormatter(style: .plain).hint(for: s.form)
        #expect(hint.contains("Alt-e: Email · Ctrl-G: Name"))
    }

    @Test func f1AtAListRowSaysTabGoesToTheNextRow() throws {
        let s = try session("""
            title: T
            fields:
              - {id: rows, type: list, label: Rows}
            """)
        let lines = KeyHelp(session: s, keys: .standard).lines(for: try #require(s.form.field("rows")), style: PromptFormatter(style: .plain))
        #expect(lines.contains { $0.contains("Tab / Ctrl-N") && $0.contains("next row") })
        #expect(!lines.contains { $0.contains("next field (the text is kept)") })
    }

    @Test func aMultipleChoiceSaysHowManyItTakes() throws {
        let s = try session("""
            title: T
            fields:
              - {id: t, type: choice, label: Topics, multiple: true, minItems: 1, maxItems: 3, choices: [a, b, c, d]}
              - {id: u, type: choice, label: Tags, multiple: true, maxItems: 2, choices: [a, b, c]}
              - {id: v, type: choice, label: More, multiple: true, minItems: 2, choices: [a, b, c]}
              - {id: w, type: choice, label: Any, multiple: true, choices: [a, b, c]}
            """)
        let formatter = PromptFormatter(style: .plain)
        #expect(formatter.prompt(for: .field("t"), in: s) == "[1/4] Topics (1 to 3, separated by commas): ")
        #expect(formatter.prompt(for: .field("u"), in: s) == "[2/4] Tags (up to 2, separated by commas): ")
        #expect(formatter.prompt(for: .field("v"), in: s) == "[3/4] More (at least 2, separated by commas): ")
        #expect(formatter.prompt(for: .field("w"), in: s) == "[4/4] Any (several, separated by commas): ")
        // Accessible mode reads the limits out.
        #expect(AccessiblePromptFormatter(session: s).prompt(for: .field("t")).hasPrefix("Field 1 of 4, Topics, optional, pick 1 to 3, "))
    }

    @Test func aReviewTypoGetsASuggestion() throws {
        let s = try session("""
            title: T
            fields:
              - {id: password, type: secret, label: Password}
              - {id: name, type: text, label: Name}
            """)
        let review = ReviewScreen(session: s, formatter: PromptFormatter(style: .plain))
        #expect(review.unknownMessage("pasword") == "no field 'pasword': did you mean 'password'? Or type a number from 1 to 2, or a field id")
        #expect(review.unknownMessage("zzz") == "no field 'zzz': type a number from 1 to 2, or a field id")
    }

    @Test func aRefusedSecretIsNotOfferedForKeeping() throws {
        let s = try session(Fixtures.form("password-confirm"))
        _ = s.answer("one")
        _ = s.answer("two")
        let formatter = PromptFormatter(style: .plain)
        #expect(formatter.prompt(for: .field("confirm"), in: s) == "[2/2] Confirm: ")
        #expect(!AccessiblePromptFormatter(session: s).prompt(for: .field("confirm")).contains("keeps"))
        _ = s.focusField("password")
        #expect(formatter.prompt(for: .field("password"), in: s) == "[1/2] Password (Enter keeps it): ")
    }
}

/// Issue 37: the key hint under the title stays one whole row at 80 columns in every language
/// for every shipped form (German, French and Spanish words once cut it with `…`); keys left out
/// of it are in F1's list.
@Suite struct KeyHintLanguageTests {
    @Test(arguments: Language.allCases) func theHintFitsEightyColumnsWhole(language: Language) throws {
        let forms = ProcessRunner.repositoryRoot().appendingPathComponent("forms")
        let names = try FileManager.default.contentsOfDirectory(atPath: forms.path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }.sorted()
        #expect(names.count >= 8, "\(names)")
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        for name in names {
            let text = try String(contentsOf: forms.appendingPathComponent(name), encoding: .utf8)
            let form = try #require(FormLoader.load(yaml: text, today: today).form, "\(name)")
            let hint = PromptFormatter(style: .plain).hint(for: form, width: 80, words: Words(language))
            #expect(!hint.hasSuffix("…"), "\(language) \(name): \(hint)")
            #expect(DisplayWidth.width(of: hint) < 80, "\(language) \(name): \(hint)")
            #expect(hint.contains(Words(language)[.hintKeys]) || hint.contains(Words(language)[.hintKeysLong]), "\(language) \(name): \(hint)")
        }
    }
}
