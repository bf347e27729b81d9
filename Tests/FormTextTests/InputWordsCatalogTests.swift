import FormText
import Testing

/// The catalog's words for the answers formline reads without asking (`InputWord`: piped
/// lines, given answers, `formline drafts`' lines, the line editor's functions): every
/// language has every key (a missing one does not compile), with the source's placeholders,
/// text a terminal can show on one line, its own words, and a field's id in ASCII quotes.
@Suite struct InputWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(InputWord.self, in: language)
    }

    @Test(arguments: Language.allCases)
    func idsStayInASCIIQuotes(language: Language) {
        for word in InputWord.allCases where Words.english.text(word).contains("'{id}'") {
            #expect(Words(language).text(word).contains("'{id}'"), "\(language.rawValue): \(word) does not quote {id}")
        }
    }

    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(InputWord.self, in: language)
        #expect(same.isEmpty, "\(language.rawValue): \(same) are the English text")
    }

    /// A count's noun: the singular for 1 in English, German and Spanish, for 0 and 1 in
    /// French and Brazilian Portuguese; Chinese has one form.
    @Test func countsTakeTheLanguagesForm() {
        func answers(_ count: Int, _ language: Language) -> String {
            Words(language).counted(count, one: .draftAnswersOne, many: .draftAnswers)
        }
        #expect([0, 1, 2].map { answers($0, .english) } == ["0 answers", "1 answer", "2 answers"])
        #expect([0, 1, 2].map { answers($0, .german) } == ["0 Antworten", "1 Antwort", "2 Antworten"])
        #expect([0, 1, 2].map { answers($0, .spanish) } == ["0 respuestas", "1 respuesta", "2 respuestas"])
        #expect([0, 1, 2].map { answers($0, .french) } == ["0 réponse", "1 réponse", "2 réponses"])
        #expect([0, 1, 2].map { answers($0, .portugueseBrazil) } == ["0 resposta", "1 resposta", "2 respostas"])
        #expect([1, 2].map { answers($0, .simplifiedChinese) } == ["1 个回答", "2 个回答"])
    }

    /// An unreadable line composes its why and the field it was meant for: English is byte for
    /// byte what formline printed before; the system's reason is shown as written.
    @Test func unreadableLinesCompose() {
        let field = MessageText.naming("password", label: "Password")
        func line(_ problem: MessageText) -> MessageText {
            .input(.lineUnreadable, [.init("line", .verbatim("2")), .init("problem", problem), .init("field", field)])
        }
        #expect(line(.input(.lineNotUTF8)).english == "input line 2 is not valid UTF-8 text; it was meant for field 'password' (Password)")
        #expect(line(.input(.lineNotUTF8)).rendered(in: Words(.german))
                == "Eingabezeile 2 ist kein gültiger UTF-8-Text; sie war für Feld 'password' (Password) bestimmt")
        #expect(line(.input(.lineTooLong, ["limit": "1048576"])).rendered(in: Words(.simplifiedChinese))
                == "输入第 2 行超过 1048576 字节；它本应回答字段 'password'（Password）")
        let failed = line(.input(.lineReadFailed, ["reason": "Input/output error"]))
        #expect(failed.english == "input line 2 could not be read: Input/output error; it was meant for field 'password' (Password)")
        #expect(failed.rendered(in: Words(.french))
                == "la ligne d’entrée 2 n’a pas pu être lue : Input/output error ; elle était destinée à : champ 'password' (Password)")
        #expect(!failed.holdsUncatalogedEnglish)
    }
}
