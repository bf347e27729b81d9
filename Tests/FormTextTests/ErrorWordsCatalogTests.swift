import FormText
import Testing

/// The catalog's command errors (`ErrorWord`, the `formline: …` lines on standard error):
/// every language has every key (a missing one does not compile), with the source's
/// placeholders, text a terminal can show, and its own words.
@Suite struct ErrorWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(ErrorWord.self, in: language)
        // A line break only where the source has one: CatalogSafetyTests.
    }

    /// Translations are translations: most keys differ from the source (only the keys that are
    /// layout — lines under each other — may read the same).
    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(ErrorWord.self, in: language)
        #expect(same == [.twoLines], "\(language.rawValue): \(same) are the English text")
    }

    /// A message keeps its values as written and composes: English is byte for byte what
    /// formline printed before the catalog; German is German around the same values.
    @Test func messagesCompose() {
        let hint = MessageText.error(.didYouMeanField, ["name": "username"])
        let text = MessageText.error(.setNotField, [.init("id", .verbatim("usernme")), .init("hint", hint)])
        #expect(text.english == "--set usernme=…: 'usernme' is not a field of this form; did you mean 'username'?")
        #expect(text.rendered(in: Words(.german)) == "--set usernme=…: 'usernme' ist kein Feld dieses Formulars; meinten Sie 'username'?")
        let files = MessageText.joined(["a.yaml", "a.yml", "a.json"].map { .verbatim($0) }, by: .eitherFile)
        #expect(files.english == "a.yaml or a.yml or a.json")
        #expect(files.rendered(in: Words(.french)) == "a.yaml ou a.yml ou a.json")
        #expect(MessageText.joined([], by: .twoLines).english == "")
        // A value holding braces or a placeholder's name is not read again.
        #expect(MessageText.error(.todayNotDate, ["value": "{value}$(id)"]).english
                == "FORMLINE_TODAY='{value}$(id)' is not a date; use YYYY-MM-DD or unset it")
        #expect(!text.holdsUncatalogedEnglish)
        #expect(MessageText.error(.formHasErrors, [.init("path", .verbatim("f")), .init("errors", .english("x"))]).holdsUncatalogedEnglish)
    }
}
