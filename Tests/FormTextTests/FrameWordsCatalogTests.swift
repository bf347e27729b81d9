import FormText
import Testing

/// The catalog's sentences around a refusal and a failed command's words (`FrameWord`):
/// every language has every key (a missing one does not compile), with the source's
/// placeholders, text a terminal can show on one line, its own words, and the field's id in
/// ASCII quotes (what `scripts/paths-agree.py --language` reads).
@Suite struct FrameWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }
    /// Keys that are layout only (where, field, message): they may read as in English.
    static let layout: Set<FrameWord> = [.givenRefused, .missingField, .missingFieldFrom]

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(FrameWord.self, in: language)
    }

    /// A field's id and a command's name stay inside ASCII quotes in every language.
    @Test(arguments: Language.allCases)
    func idsAndNamesStayInASCIIQuotes(language: Language) {
        for word in FrameWord.allCases {
            for name in ["id", "name"] where Words.english[word].contains("'{\(name)}'") {
                #expect(Words(language)[word].contains("'{\(name)}'"), "\(language.rawValue): \(word) does not quote {\(name)}")
            }
        }
    }

    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = Set(CatalogChecks.keysLeftInEnglish(FrameWord.self, in: language))
        #expect(same.isSubset(of: Self.layout), "\(language.rawValue): \(same.subtracting(Self.layout)) are the English text")
    }

    /// English is byte for byte what formline printed before the catalog held these words;
    /// German and Chinese are their words around the same values.
    @Test func messagesCompose() {
        let field = MessageText.naming("due", label: "Due date")
        let line = MessageText.frame(.refusedAtLine, [.init("line", .verbatim("3")), .init("field", field), .init("message", .word(.validRequired))])
        #expect(line.english == "line 3: field 'due' (Due date): is required")
        #expect(line.rendered(in: Words(.german)) == "Eingabezeile 3: Feld 'due' (Due date): ist erforderlich")
        #expect(line.rendered(in: Words(.simplifiedChinese)) == "输入第 3 行：字段 'due'（Due date）：为必填项")
        let member = MessageText.frame(.rowSubField, [.init("field", field), .init("row", .verbatim("2")),
                                                      .init("id", .verbatim("name")), .init("label", .verbatim("Name"))])
        #expect(MessageText.frame(.inputEnded, [.init("line", .verbatim("4")), .init("field", member)]).english
                == "input ended after line 4 while field 'due' (Due date), row 2, sub-field 'name' (Name) still needed an answer")
        #expect(MessageText.naming("x", label: nil).english == "field 'x'")
        #expect(MessageText.frame(.checkFailedSilently, ["name": "./check", "status": "3"]).english
                == "the check './check' failed (exit status 3) without saying why")
        #expect(MessageText.frame(.checkCrashed, ["name": "./check", "signal": "9"]).rendered(in: Words(.german))
                == "die Prüfung './check' ist abgestürzt (Signal 9)")
        #expect(!line.holdsUncatalogedEnglish)
    }
}
