import Testing
import TestSupport
@testable import FormCore

/// The computed-default template: syntax, filters, errors with offsets, hostile input.
@Suite struct DefaultTemplateTests {
    private func render(_ source: String, _ values: [String: String]) throws -> String {
        try DefaultTemplate(parsing: source).render { values[$0] }
    }

    private func error(_ source: String) -> TemplateError? {
        do { _ = try DefaultTemplate(parsing: source); return nil } catch { return error }
    }

    @Test func referencesFiltersAndLiteralBraces() throws {
        let values = ["firstName": "Ada", "lastName": "Lovelace", "title": "  Hello, Wörld! 2026 "]
        #expect(try render("{firstName}.{lastName}@example.com", values) == "Ada.Lovelace@example.com")
        #expect(try render("{firstName|lower}.{ lastName | upper }", values) == "ada.LOVELACE")
        #expect(try render("{title|slug}", values) == "hello-world-2026")
        // Accents and case folded as the choice filter folds them (issue 35 item 9).
        #expect(try render("{firstName|slug}-{lastName|slug}", ["firstName": "José", "lastName": "Núñez García"]) == "jose-nunez-garcia")
        #expect(try render("{a|slug}", ["a": "Straße ÇA"]) == "strasse-ca")
        #expect(try render("[{title|trim}]", values) == "[Hello, Wörld! 2026]")
        #expect(try render("{{{firstName}}}", values) == "{Ada}")
        #expect(try render("{{not a ref}}", values) == "{not a ref}")
        #expect(try DefaultTemplate(parsing: "{a|lower|slug}-{b}").references.map(\.field) == ["a", "b"])
    }

    @Test func missingOrHiddenFieldsReadAsEmpty() throws {
        #expect(try render("{firstName}.{lastName}", ["firstName": "Ada"]) == "Ada.")
        #expect(try render("{nobody|upper}", [:]) == "")
    }

    @Test func isTemplateOnlyWithBraces() {
        #expect(DefaultTemplate.isTemplate("{x}"))
        #expect(DefaultTemplate.isTemplate("a}}"))
        #expect(!DefaultTemplate.isTemplate("medium"))
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(error("{firstName@example.com") == TemplateError(message: "the '{' is never closed", offset: 0,
                                                                  hint: "end the field reference with '}', or write '{{' for a literal brace"))
        #expect(error("ab}")?.offset == 2)
        #expect(error("ab}")?.message == "a '}' closes no '{'")
        #expect(error("x{}")?.message == "an empty field reference")
        #expect(error("x{a{b}}")?.offset == 3)
        #expect(error("{title|slugg}")?.message == "unknown filter 'slugg'")
        #expect(error("{title|slugg}")?.offset == 7)
        #expect(error("{title|slugg}")?.hint.hasPrefix("did you mean 'slug'?") == true)
        #expect(error("{a||lower}")?.message == "an empty filter")
        #expect(error("{first name}")?.message == "'first name' is not a field id")
        #expect(error("é{é}")?.offset == 2)
    }

    /// Hostile input: huge templates and brace storms parse in one pass (no nested
    /// re-scans): the figures are printed by the benchmark, here only that they finish.
    @Test func hugeAndBraceHeavyTemplatesParse() throws {
        let many = String(repeating: "{a|lower}", count: 20_000)
        #expect(try DefaultTemplate(parsing: many).references.count == 20_000)
        #expect(try render(String(repeating: "{{}}", count: 50_000), [:]).count == 100_000)
        #expect(error(String(repeating: "{", count: 100_001)) != nil)
        #expect(error(String(repeating: "{a", count: 50_000))?.offset == 2)
        #expect(error("{" + String(repeating: "a", count: 100_000))?.offset == 0)
        #expect(error(String(repeating: "}", count: 99_999))?.offset == 99_998)
    }

    /// `check` names each field of a template once, and stops after a few distinct ones.
    @Test func aTemplateNamingThousandsOfUnknownFieldsGetsAFewErrors() {
        let references = (0..<5_000).map { "{z\($0)}{z0}" }.joined()
        let found = diagnostics("title: T\nfields:\n  - {id: a, type: text, default: \"\(references)\"}\n")
        #expect(found.count == 20)
        #expect(found.first?.location == SourceLocation(line: 3, column: 36))   // the id after `"{`
    }
}

/// FormSession computes a default as focus reaches the field, from the answers so far.
@Suite struct ComputedDefaultSessionTests {
    private var yaml: String { get throws { try Fixtures.form("computed-default-names") } }

    private func session() throws -> FormSession {
        let session = FormSession(form: try loadForm(yaml), today: today)
        session.start()
        return session
    }

    @Test func computedWhenReachedAndBlankTakesIt() throws {
        let s = try session()
        s.answer("Grace"); s.answer("Hopper")
        #expect(s.focus.value == .field("email"))
        #expect(s.currentText(for: .field("email")) == "grace.hopper@example.com")
        #expect(s.defaultText(of: "email") == "grace.hopper@example.com")
        s.answer("")
        #expect(AnswerJSON.encode(try s.submit().get()) == #"{"firstName":"Grace","lastName":"Hopper","email":"grace.hopper@example.com"}"#)
    }

    @Test func followsFocusAndLaterChangesUntilAnswered() throws {
        let s = try session()
        s.answer("Ada"); s.answer("King")
        #expect(s.focus.value == .field("nick"))
        s.answer("")                            // nick shown but unanswered: reads as ""
        #expect(s.currentText(for: .field("email")) == "ada.king@example.com")
        s.focusField("lastName")
        s.answer("Lovelace")
        s.focusField("email")
        #expect(s.currentText(for: .field("email")) == "ada.lovelace@example.com")
        s.answer("me@example.com")
        s.focusField("lastName"); s.answer("Byron"); s.focusField("email")
        #expect(s.currentText(for: .field("email")) == "me@example.com")   // answered: kept
    }

    @Test func textKeptByNavigationIsNotOverwritten() throws {
        let s = try session()
        s.answer("Grace"); s.answer("Hopper")
        s.previous(keeping: "gh@example.com")
        s.next()
        #expect(s.currentText(for: .field("email")) == "gh@example.com")
    }

    @Test func hiddenFieldsReadAsEmptyAndDraftsKeepAnswersOnly() throws {
        let s = try session()
        s.answer("Grace"); s.answer("Hopper")
        #expect(!s.isVisible("nick"))
        #expect(s.currentText(for: .field("email")) == "grace.hopper@example.com")
        let draft = s.draft()
        #expect(draft.values["email"] == nil)
        let resumed = FormSession(form: try loadForm(yaml), today: today, draft: draft)
        resumed.start(at: draft.focusedField)
        #expect(resumed.currentText(for: .field("email")) == "grace.hopper@example.com")
    }

    @Test func acceptCurrentValuesAndSubmitComputeUnreachedFields() throws {
        let s = try session()
        s.answer("Ada")
        s.focusField("firstName")
        #expect(s.acceptCurrentValues().isEmpty)
        #expect(AnswerJSON.encode(s.answers) == #"{"firstName":"Ada","lastName":null,"nick":null,"email":"ada.@example.com"}"#)
    }
}
