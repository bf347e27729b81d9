import Testing
import FormPatterns

/// `CaseFolding.searchKey`: what choice menus search by, letter case and accents folded.
@Suite struct SearchKeyTests {
    @Test func lettersFoldTheirCaseAndLoseTheirAccents() {
        #expect(CaseFolding.searchKey("Türkiye") == "turkiye")
        #expect(CaseFolding.searchKey("TÜRKIYE") == "turkiye")
        #expect(CaseFolding.searchKey("Côte d'Ivoire") == "cote d'ivoire")
        #expect(CaseFolding.searchKey("ÅSTRÖM") == "astrom")
        #expect(CaseFolding.searchKey("Straße") == "strasse")        // full folding
        #expect(CaseFolding.searchKey("İstanbul") == "istanbul")     // İ folds to i + a dot above, dropped
        #expect(CaseFolding.searchKey("u\u{308}ber") == "uber")      // a mark typed apart is dropped
        #expect(CaseFolding.searchKey("ǅ") == "ǆ")                    // no canonical base letter: case only
    }

    @Test func otherScriptsAndSymbolsStayAsTheyAre() {
        #expect(CaseFolding.searchKey("日本 (Japan)") == "日本 (japan)")
        #expect(CaseFolding.searchKey("대한민국") == "대한민국")      // Hangul syllables are letters, not base + marks
        #expect(CaseFolding.searchKey("ΣΊΣΥΦΟΣ") == "σισυφοσ")
        #expect(CaseFolding.searchKey("") == "")
    }
}
