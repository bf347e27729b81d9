import FormText
import Testing

/// What every key enum of the catalog is held to, in one place: each one's texts in each
/// language are safe on a terminal and laid out as the source (`CatalogChecks`). A key enum
/// registered as a `CatalogKey` is added here.
@Suite struct CatalogSafetyTests {
    @Test(arguments: Language.allCases)
    func everyKeyEnumsTextsAreSafeOnATerminal(language: Language) {
        CatalogChecks.everyTextIsSafeOnATerminal(Word.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(DiagnosticWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(HelpWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(ErrorWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(DescribeWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(ToolWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(NoticeWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(FrameWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(SystemWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(ColourWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(YAMLWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(InputWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(CommandWord.self, in: language)
        CatalogChecks.everyTextIsSafeOnATerminal(CommandLineWord.self, in: language)
    }
}
