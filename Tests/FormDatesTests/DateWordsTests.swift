import FormText
import Testing
@testable import FormDates

/// A language's words for days (`DateWords`), read by `DateParser` beside the English ones
/// only in that language; ISO stays the output.
@Suite struct DateWordsTests {
    /// A Sunday.
    private let today = LocalDate(iso: "2026-11-22")!

    private func parse(_ text: String, _ language: Language) -> String? {
        try? DateParser.parse(text, today: today, language: language).iso
    }

    @Test(arguments: [
        ("heute", Language.german, "2026-11-22"), ("Morgen", .german, "2026-11-23"), ("gestern", .german, "2026-11-21"),
        ("freitag", .german, "2026-11-27"), ("nächsten  Freitag", .german, "2026-11-27"), ("so", .german, "2026-11-29"),
        ("aujourd'hui", .french, "2026-11-22"), ("demain", .french, "2026-11-23"), ("vendredi prochain", .french, "2026-11-27"),
        ("lun", .french, "2026-11-23"), ("dimanche", .french, "2026-11-29"),
        ("hoy", .spanish, "2026-11-22"), ("mañana", .spanish, "2026-11-23"), ("manana", .spanish, "2026-11-23"),
        ("el próximo viernes", .spanish, "2026-11-27"), ("miércoles", .spanish, "2026-11-25"), ("ayer", .spanish, "2026-11-21"),
        ("hoje", .portugueseBrazil, "2026-11-22"), ("amanhã", .portugueseBrazil, "2026-11-23"),
        ("próxima sexta", .portugueseBrazil, "2026-11-27"), ("sexta-feira", .portugueseBrazil, "2026-11-27"),
        ("domingo que vem", .portugueseBrazil, "2026-11-29"),
        ("今天", .simplifiedChinese, "2026-11-22"), ("明天", .simplifiedChinese, "2026-11-23"), ("周五", .simplifiedChinese, "2026-11-27"),
        ("星期天", .simplifiedChinese, "2026-11-29"), ("星期一", .simplifiedChinese, "2026-11-23"),
    ])
    func aLanguagesWordsAreReadInIt(text: String, language: Language, iso: String) {
        #expect(parse(text, language) == iso)
        // Only in that language: English alone refuses them.
        #expect(parse(text, .english) == nil)
    }

    /// English words and every other form work in every language (beside its own words).
    @Test(arguments: Language.allCases)
    func englishStaysAcceptedInEveryLanguage(language: Language) {
        #expect(parse("tomorrow", language) == "2026-11-23")
        #expect(parse("next friday", language) == "2026-11-27")
        #expect(parse("+3d", language) == "2026-11-25")
        #expect(parse("2026-12-24", language) == "2026-12-24")
    }

    /// The examples the calendar's key list gives (`Word.calendarExamples`) are read in their language.
    @Test(arguments: Language.allCases)
    func theCalendarsExamplesAreAccepted(language: Language) {
        let examples = Words(language)[.calendarExamples].split { $0 == "," || $0 == "、" }
        #expect(examples.count == 4)
        for example in examples {
            #expect(parse(String(example), language) != nil, "\(language.rawValue): \(example)")
        }
    }

    /// The word accessible mode's date step gives as an example (`Word.dateTomorrowWord`) is tomorrow there.
    @Test(arguments: Language.allCases)
    func theDateStepsExampleIsTomorrow(language: Language) {
        #expect(parse(Words(language)[.dateTomorrowWord], language) == "2026-11-23")
    }

    /// Another language's words are not this one's (`do` is Thursday in German, `domingo`
    /// Sunday in Spanish), and nothing else is read as a day.
    @Test func wordsStayInTheirLanguage() {
        #expect(parse("do", .german) == "2026-11-26")
        #expect(parse("do", .spanish) == nil)
        #expect(parse("domingo", .german) == nil)
        for text in ["morgen morgen", "nächsten", "prochain", "el", "下周五", "../heute", "heute\u{0}", "\u{202E}heute",
                     "$(heute)", String(repeating: "nächsten ", count: 10_000) + "freitag"] {
            #expect(parse(text, .german) == nil, "\(text.prefix(40).debugDescription)")
        }
    }

    /// Out of the supported dates, a word is the same error as its English twin.
    @Test func wordsAtTheEdgeOfTheDatesAreRefused() {
        let last = LocalDate(iso: "9999-12-31")!
        #expect((try? DateParser.parse("morgen", today: last, language: .german)) == nil)
        #expect((try? DateParser.parse("heute", today: last, language: .german))?.iso == "9999-12-31")
    }
}
