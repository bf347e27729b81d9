import FormText
import Testing

/// The catalog's colour warnings (`ColourWord`): every language has every key with the
/// source's placeholders, text a terminal can show, and its own words; a warning of a bad
/// setting is English as it was before the catalog and the person's language otherwise.
@Suite struct ColourWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(ColourWord.self, in: language)
    }

    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(ColourWord.self, in: language)
        #expect(same.isEmpty, "\(language.rawValue): \(same) are the English text")
    }

    @Test func aBadColourIsAWarningInThePersonsLanguage() {
        var theme = ColourTheme.standard
        let warnings = theme.set("error=3x:eror=1", source: "FORMLINE_COLORS")
        #expect(warnings.map(\.english) == [
            "FORMLINE_COLORS: ignored '3x' for error: not SGR parameters (digits and ';' only, at most 32); that role keeps its colour",
            "FORMLINE_COLORS: ignored unknown role 'eror' (roles: title, accent, prompt, hint, muted, error, notice, highlight); that role keeps its colour",
        ])
        #expect(warnings.map { $0.rendered(in: Words(.german)) } == [
            "FORMLINE_COLORS: ignoriert: '3x' für error: keine SGR-Parameter (nur Ziffern und ';', höchstens 32); diese Rolle behält ihre Farbe",
            "FORMLINE_COLORS: ignoriert: unbekannte Rolle 'eror' (Rollen: title, accent, prompt, hint, muted, error, notice, highlight); "
                + "diese Rolle behält ihre Farbe",
        ])
        #expect(warnings[0].rendered(in: Words(.french))
                == "FORMLINE_COLORS : ignoré : '3x' pour error : pas des paramètres SGR (chiffres et ';' uniquement, 32 au plus) ; ce rôle garde sa couleur")
        #expect(!warnings.contains { $0.holdsUncatalogedEnglish })
    }

    @Test func anUnknownThemeAndBadLinesAreWarningsInThePersonsLanguage() {
        let unknown = ColourTheme.named("sepia", source: "FORMLINE_THEME").warning
        #expect(unknown?.english == "FORMLINE_THEME: unknown theme 'sepia' (themes: default, high-contrast, colorblind, mono); the default theme is used")
        #expect(unknown?.rendered(in: Words(.german))
                == "FORMLINE_THEME: unbekanntes Farbschema 'sepia' (Farbschemata: default, high-contrast, colorblind, mono); es gilt das Standardschema")
        #expect(unknown?.rendered(in: Words(.simplifiedChinese))
                == "FORMLINE_THEME：未知主题 'sepia'（主题：default, high-contrast, colorblind, mono）；使用默认主题")
        let file = ColourSettings.resolve(environment: [:], file: (path: "/c/config", text: "bogus\ncolour = 1\n" + String(repeating: "x\n", count: 5)))
        #expect(file.warnings.map(\.english) == ["/c/config:1: ignored: not 'key = value'",
                                                 "/c/config:2: ignored unknown key 'colour' (keys: theme, colors)",
                                                 "/c/config:3: ignored: not 'key = value'", "/c/config: more bad lines ignored"])
        #expect(file.warnings.map { $0.rendered(in: Words(.german)) } == [
            "/c/config:1: ignoriert: nicht in der Form 'key = value'", "/c/config:2: unbekannter Schlüssel 'colour' ignoriert (Schlüssel: theme, colors)",
            "/c/config:3: ignoriert: nicht in der Form 'key = value'", "/c/config: weitere fehlerhafte Zeilen ignoriert",
        ])
        #expect(file.warnings[3].rendered(in: Words(.spanish)) == "/c/config: se ignoran más líneas incorrectas")
        var theme = ColourTheme.standard
        let many = theme.set("a=1:b=1:c=1:d=1", source: "FORMLINE_COLORS")
        #expect(many.last?.english == "FORMLINE_COLORS: 2 more bad entries ignored")
        #expect(many.last?.rendered(in: Words(.german)) == "FORMLINE_COLORS: 2 weitere fehlerhafte Einträge ignoriert")
        let long = theme.set(String(repeating: "x", count: 2000), source: "FORMLINE_COLORS")
        #expect(long.map(\.english) == ["FORMLINE_COLORS: ignored: longer than 1024 bytes; the colours set before it are used"])
        #expect(long[0].rendered(in: Words(.portugueseBrazil)) == "FORMLINE_COLORS: ignorado: mais de 1024 bytes; valem as cores definidas antes")
    }
}
