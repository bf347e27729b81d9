import FormText
import Testing

/// The catalog's notices (`NoticeWord`: what formline says of drafts, trust, files and
/// streams on standard error): every language has every key (a missing one does not
/// compile), with the source's placeholders and line breaks, text a terminal can show, and
/// its own words.
@Suite struct NoticeWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(NoticeWord.self, in: language)
    }

    /// Translations are translations: every key differs from the source but the ones that
    /// are layout or the same word everywhere (`--answers {path}: {problem}`, `a FIFO` in Chinese).
    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(NoticeWord.self, in: language)
        let allowed: Set<NoticeWord> = language == .simplifiedChinese ? [.answersFileUnreadable, .kindFIFO] : [.answersFileUnreadable]
        #expect(Set(same).isSubset(of: allowed), "\(language.rawValue): \(same) are the English text")
    }

    /// A notice keeps its values as written and composes with other keys: English is byte for
    /// byte what formline printed before the catalog; German and Chinese are their own words
    /// around the same values.
    @Test func noticesCompose() {
        let reason = MessageText.notice(.modeNot600, ["mode": "644"])
        let refused = MessageText.notice(.draftRefused, [.init("path", .verbatim("/d/x.json")), .init("reason", reason)])
        #expect(refused.english == "the draft '/d/x.json' is refused: its mode is 644, not 600; delete it to start over")
        #expect(refused.rendered(in: Words(.german))
                == "der Entwurf '/d/x.json' wird abgelehnt: der Dateimodus ist 644, nicht 600; löschen Sie ihn, um neu zu beginnen")
        #expect(refused.rendered(in: Words(.simplifiedChinese)) == "草稿“/d/x.json”被拒绝：它的权限模式是 644，而不是 600；删除它即可重新开始")
        #expect(!refused.holdsUncatalogedEnglish)
        let replaced = MessageText.joined(["'a'", "'b'", "'c'"].map { .verbatim($0) }, by: .bothReplaced)
        #expect(replaced.english == "'a' and 'b' and 'c'")
        #expect(replaced.rendered(in: Words(.french)) == "'a' et 'b' et 'c'")
        // A value holding braces (a group's rows) is not read again.
        let rows = MessageText.notice(.groupRowsWithSet, ["id": "stops", "array": "[{…},{…}]", "object": "{…}"])
        #expect(rows.english == "--set stops=…: give a group's rows either as one JSON array (--set stops='[{…},{…}]') "
                + "or one JSON object per --set (--set stops='{…}')")
        #expect(Words(.german)(.deletedDraftsOf, ["count": "2", "form": "login"]) == "2 Entwürfe von login gelöscht")
    }
}
