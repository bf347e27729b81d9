import FormText
import Testing

/// The catalog of words (`Words`): every language has every key (a missing one does not
/// compile; these check what the compiler cannot), with the source's placeholders, text a
/// terminal can show, and the widths the calendar's layout needs.
@Suite struct WordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test func fiveLanguagesBesideEnglish() {
        #expect(Set(Self.translations.map(\.rawValue)) == ["de", "fr", "es", "pt-BR", "zh-Hans"])
    }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(Word.self, in: language)
    }

    /// The calendar's columns are two cells wide in every language.
    @Test(arguments: Language.allCases)
    func weekdayColumnsAreTwoCellsWide(language: Language) {
        let columns: [Word] = [.mondayColumn, .tuesdayColumn, .wednesdayColumn, .thursdayColumn,
                               .fridayColumn, .saturdayColumn, .sundayColumn]
        for word in columns {
            #expect(DisplayWidth.width(of: Words(language)[word]) == 2, "\(language.rawValue): \(word)")
        }
    }

    /// Translations are translations: most keys differ from the source (a copied English text
    /// would pass every check above).
    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(Word.self, in: language)
        #expect(same.count * 10 < Word.allCases.count, "\(language.rawValue): \(same) are the English text")
    }

    @Test func placeholdersAreFilled() {
        #expect(Words(.german)(.goTo, ["field": "Name"]) == "zu Name springen")
        #expect(Words.english(.calendarKept, ["field": "Due", "date": "2026-11-22"]) == "Due: 2026-11-22 (kept)")
        // A placeholder without a value stays as written; a value holding braces is not read again.
        #expect(Words.english(.calendarKept, ["field": "{date}"]) == "{date}: {date} (kept)")
        #expect(Words.english(.goTo, ["other": "x"]) == "go to {field}")
        #expect(Words.english(.goTo) == "go to {field}")
        #expect(Words.placeholders(in: "a {b} c {d} {") == ["b", "d"])
    }
}

/// Which language the environment names (`Language.detect`): gettext's order, no locale
/// installed, anything unreadable English.
@Suite struct LanguageDetectionTests {
    static func detect(_ environment: [String: String]) -> Language {
        Language.detect { environment[$0] }
    }

    @Test(arguments: [
        ("de_DE.UTF-8", Language.german), ("de", .german), ("DE_at", .german), ("fr_FR@euro", .french),
        ("fr_CA.ISO-8859-1", .french), ("es_MX.UTF-8", .spanish), ("es-419", .spanish),
        ("pt_BR.UTF-8", .portugueseBrazil), ("pt", .portugueseBrazil), ("pt-PT", .portugueseBrazil),
        ("zh_CN", .simplifiedChinese), ("zh_CN.GB18030", .simplifiedChinese), ("zh_Hans", .simplifiedChinese),
        ("zh-Hans-CN", .simplifiedChinese), ("zh_SG.UTF-8", .simplifiedChinese), ("zh", .simplifiedChinese),
        ("en_US.UTF-8", .english), ("C", .english), ("C.UTF-8", .english), ("POSIX", .english),
    ])
    func localeNames(name: String, language: Language) {
        #expect(Language(localeName: name) == language)
    }

    @Test(arguments: ["zh_TW", "zh_Hant", "zh-HK.UTF-8", "eo", "", "de_", "_DE", "../de", "de/..", "de DE",
                      "de\u{0}", "d\u{FFFD}", "\u{202E}de", "$(id)", "de_DE_EXTRALONGREGION"])
    func namesOfNoShippedLanguage(name: String) {
        #expect(Language(localeName: name) == nil)
    }

    @Test func theOrderIsLanguageThenLCAllThenLCMessagesThenLang() {
        #expect(Self.detect([:]) == .english)
        #expect(Self.detect(["LANG": "de_DE.UTF-8"]) == .german)
        #expect(Self.detect(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"]) == .french)
        #expect(Self.detect(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "es_ES"]) == .spanish)
        #expect(Self.detect(["LANG": "de_DE.UTF-8", "LC_ALL": "es_ES", "LANGUAGE": "zh_CN:de"]) == .simplifiedChinese)
        // LANGUAGE's first entry formline speaks wins, even over a C locale.
        #expect(Self.detect(["LANG": "C.UTF-8", "LANGUAGE": "eo:pt_BR:de"]) == .portugueseBrazil)
        #expect(Self.detect(["LANGUAGE": "::de:"]) == .german)
        // An entry naming English is a choice, not a gap.
        #expect(Self.detect(["LANGUAGE": "en:de"]) == .english)
        #expect(Self.detect(["LANGUAGE": "C", "LANG": "de_DE"]) == .english)
        // A LANGUAGE of nothing formline speaks leaves it to the locale.
        #expect(Self.detect(["LANGUAGE": "eo:tlh", "LANG": "fr_FR"]) == .french)
        // The first set locale variable decides, even when formline does not speak its language.
        #expect(Self.detect(["LC_ALL": "ja_JP.UTF-8", "LANG": "de_DE"]) == .english)
        // Empty is unset.
        #expect(Self.detect(["LC_ALL": "", "LANG": "de_DE"]) == .german)
        #expect(Self.detect(["LC_ALL": "C", "LANG": "de_DE"]) == .english)
    }

    /// Hostile values never crash and never name a language they do not spell.
    @Test func hostileValuesAreEnglish() {
        let huge = String(repeating: "x", count: 10_000_000)
        #expect(Self.detect(["LANGUAGE": huge, "LANG": huge]) == .english)
        #expect(Self.detect(["LANGUAGE": String(repeating: ":", count: 1_000_000)]) == .english)
        #expect(Self.detect(["LANGUAGE": String(repeating: "eo:", count: 1_000_000) + "de"]) == .english)
        #expect(Self.detect(["LANG": "de" + String(repeating: "_", count: 100_000)]) == .english)
        #expect(Self.detect(["LANG": String(decoding: [0x64, 0x65, 0xFF, 0xFE], as: UTF8.self)]) == .english)
        for value in ["../../etc/passwd", "de/../../x", "$(touch /tmp/x)", "`id`", "de\nfr", "de\u{1B}[31m",
                      "'de'", "\"de\"", "\u{202E}ed", "de\u{0}fr"] {
            #expect(Self.detect(["LANG": value]) == .english, "\(value.debugDescription)")
            #expect(Self.detect(["LANGUAGE": value]) == .english, "\(value.debugDescription)")
        }
    }
}

extension WordsCatalogTests {
    /// Issue 35 item 9 in every language: a fresh run's notice of a draft takes one row at 80
    /// columns (its date is always 16 characters).
    @Test(arguments: Language.allCases) func theDraftNoticeIsOneRowAtEightyColumns(language: Language) {
        let notice = "formline: " + Words(language)(.draftOffered, ["date": "2026-12-02 12:56"])
        #expect(DisplayWidth.width(of: notice) <= 80, "\(language): \(notice)")
    }
}
