import FormText
import Testing

/// The catalog's words around a YAML problem (`YAMLWord`): every language has every key with
/// the source's placeholders, text a terminal can show, and its own words.
@Suite struct YAMLWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(YAMLWord.self, in: language)
    }

    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(YAMLWord.self, in: language)
        #expect(same.isEmpty, "\(language.rawValue): \(same) are the English text")
    }
}
