import FormText
import Testing

/// The catalog's tool words (`ToolWord`: the options' validation messages, the pattern syntax
/// formline does not support and the advice after it, the pattern's limits, a template's
/// problems, `import`'s comments, `test`'s lines): every language has every key (a missing
/// one does not compile), with the source's placeholders, text a terminal can show, on one
/// line, and its own words.
@Suite struct ToolWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(ToolWord.self, in: language)
    }

    /// Translations are translations: every key differs from the source but those that are
    /// only layout (`{suggestion}; {rest}`) or syntax in every language.
    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(ToolWord.self, in: language).filter { $0 != .templateSuggestionThen }
        #expect(same.isEmpty, "\(language.rawValue): \(same) are the English text")
    }

    /// A message keeps its values as written and composes; English is what formline printed
    /// before the catalog.
    @Test func messagesCompose() {
        let text = MessageText.tool(.prefixNotAVariableStart, ["prefix": "9x"])
        #expect(text.english == "--prefix '9x' cannot start a variable name: use letters, digits and '_', not starting with a digit")
        #expect(text.rendered(in: Words(.german)).hasPrefix("--prefix '9x' kann keinen Variablennamen beginnen"))
        let doing = MessageText.tool(.needsBoth, [.init("first", .tool(.needsRunCommands)), .init("second", .tool(.needsReadAVariable))])
        #expect(doing.english == "runs commands and reads an environment variable")
        #expect(Words(.german)(.scenarioReadThenTrust, ["form": "a.yaml"]) == "lesen Sie sie, dann führen Sie `formline trust a.yaml` oder `formline test --trust` aus")
        // Syntax in a value is not read as a placeholder.
        #expect(MessageText.tool(.patternQuoting, ["syntax": "\\Q{syntax}\\E"]).english == "quoting with '\\Q{syntax}\\E'")
        #expect(!text.holdsUncatalogedEnglish && MessageText.tool(.patternEscape, [.init("syntax", .english("x"))]).holdsUncatalogedEnglish)
    }
}
