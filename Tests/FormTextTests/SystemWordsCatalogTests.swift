#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormText
import Testing

/// The catalog's OS reasons (`SystemWord`): every language has every key with the source's
/// placeholders, text a terminal can show, and its own words; English is glibc's `strerror`
/// text byte for byte, so English output is what it was; a code the catalog does not hold
/// is `strerror`'s text as it is.
@Suite struct SystemWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(SystemWord.self, in: language)
    }

    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(SystemWord.self, in: language)
        #expect(same.isEmpty, "\(language.rawValue): \(same) are the English text")
    }

    /// Every reason's English is what `strerror` says in the C locale, and its key is the
    /// one its code finds.
    @Test func englishIsStrerrorInTheCLocale() throws {
        // LC_MESSAGES_MASK (glibc's `1 << LC_MESSAGES`; the macro is not imported).
        let c = try #require(newlocale(Int32(1) << LC_MESSAGES, "C", nil))
        defer { freelocale(c) }
        var reasons = 0
        for word in SystemWord.allCases {
            guard let code = word.code else { continue }
            reasons += 1
            #expect(Words.english.text(word) == String(cString: strerror_l(code, c)), "\(word)")
            #expect(SystemWord(errno: code) == word, "\(word)")
            #expect(MessageText.systemReason(code).english == String(cString: strerror_l(code, c)), "\(word)")
        }
        #expect(reasons >= 27)
    }

    /// A reason is the person's language; a code without a key is `strerror`'s English, shown as it is.
    @Test func aReasonIsInThePersonsLanguage() {
        let reason = MessageText.systemReason(ENOENT)
        #expect(reason.english == "No such file or directory")
        #expect(reason.rendered(in: Words(.german)) == "Datei oder Ordner nicht gefunden")
        #expect(reason.rendered(in: Words(.french)) == "Aucun fichier ou dossier de ce nom")
        #expect(reason.rendered(in: Words(.simplifiedChinese)) == "没有那个文件或文件夹")
        #expect(!reason.holdsUncatalogedEnglish)
        let cannotRead = MessageText.error(.cannotRead, [.init("path", .verbatim("/x/f.yaml")), .init("reason", .systemReason(EACCES))])
        #expect(cannotRead.english.hasSuffix("Permission denied"))
        #expect(cannotRead.rendered(in: Words(.german)).hasSuffix("Keine Berechtigung"))
        #expect(cannotRead.rendered(in: Words(.spanish)).hasSuffix("Permiso denegado"))
        let other = MessageText.systemReason(ENOTSOCK)
        #expect(SystemWord(errno: ENOTSOCK) == nil)
        #expect(other == .verbatim(String(cString: strerror(ENOTSOCK))))
        #expect(other.rendered(in: Words(.german)) == other.english)
    }

    /// `formline list`'s line about a folder passed over: English as before the catalog,
    /// German and Portuguese their own words around the same values.
    @Test func aFolderNotSearchedIsInThePersonsLanguage() {
        let problem = MessageText.notice(.writableByOthers, ["mode": "1777"])
        let line = MessageText.system(.listFolderNotSearched, [.init("folder", .verbatim("/tmp (FORMLINE_PATH)")), .init("problem", problem)])
        #expect(line.english == "not searched: /tmp (FORMLINE_PATH) (others can write to it (mode 1777)); "
                + "forms there could be anyone's, so none are listed or run by name")
        #expect(line.rendered(in: Words(.german)).hasPrefix("nicht durchsucht: /tmp (FORMLINE_PATH) ("))
        #expect(line.rendered(in: Words(.german)).contains("1777"))
        #expect(line.rendered(in: Words(.portugueseBrazil)).hasPrefix("não pesquisada: /tmp (FORMLINE_PATH) ("))
        #expect(!line.holdsUncatalogedEnglish)
    }
}
