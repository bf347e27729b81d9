import FormText
import Testing

/// What every key enum of the catalog is held to, in one place: each one's texts in each
/// language are safe on a terminal and laid out as the source (`CatalogChecks`). A key enum
/// registered as a `CatalogKey` is added here.
@Suite struct CatalogSafetyTests {
    @Test(arguments: Language.allCases)
    func everyKeyEnumsTextsAreSafeOnATerminal(language: Language) {
        CatalogChecks.everyTextIsSafeOnATerminal(Word.self, in: language, oneLine: true)
        CatalogChecks.everyTextIsSafeOnATerminal(DiagnosticWord.self, in: language, oneLine: false)
        CatalogChecks.everyTextIsSafeOnATerminal(HelpWord.self, in: language, oneLine: false)
        CatalogChecks.everyTextIsSafeOnATerminal(ErrorWord.self, in: language, oneLine: false, trailingSpace: true)
        CatalogChecks.everyTextIsSafeOnATerminal(DescribeWord.self, in: language, oneLine: false)
        CatalogChecks.everyTextIsSafeOnATerminal(ToolWord.self, in: language, oneLine: true)
        CatalogChecks.everyTextIsSafeOnATerminal(NoticeWord.self, in: language, oneLine: false, leadingSpace: true)
        CatalogChecks.everyTextIsSafeOnATerminal(FrameWord.self, in: language, oneLine: true, leadingSpace: true)
        CatalogChecks.everyTextIsSafeOnATerminal(SystemWord.self, in: language, oneLine: true)
        CatalogChecks.everyTextIsSafeOnATerminal(ColourWord.self, in: language, oneLine: true)
        CatalogChecks.everyTextIsSafeOnATerminal(YAMLWord.self, in: language, oneLine: true)
        CatalogChecks.everyTextIsSafeOnATerminal(InputWord.self, in: language, oneLine: true)
        CatalogChecks.everyTextIsSafeOnATerminal(CommandWord.self, in: language, oneLine: true, leadingSpace: true)
        CatalogChecks.everyTextIsSafeOnATerminal(CommandLineWord.self, in: language, oneLine: false)
    }
}
