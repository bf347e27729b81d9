import FormText
import Testing

/// The catalog's words about a form's commands and computed sources (`CommandWord`: the trust
/// gate's listing, `--no-checks`' note, a streaming check's own words, a source's failures):
/// every language has every key (a missing one does not compile), with the source's
/// placeholders, text a terminal can show, and its own words.
@Suite struct CommandWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(CommandWord.self, in: language)
    }

    /// Translations are translations: every key differs from the source but layout (a listed
    /// line, `{command}: {arguments}`, parts joined by a comma or a semicolon, `--no-checks: …`).
    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(CommandWord.self, in: language)
        let allowed: Set<CommandWord> = [.listedLine, .listedCommand, .noChecks, .noChecksParts, .listedPair, .saying]
        #expect(Set(same).isSubset(of: allowed), "\(language.rawValue): \(same) are the English text")
    }

    /// A command word keeps its values as written and composes with other keys: English is
    /// what formline printed before the catalog; German and Chinese are their own words.
    @Test func commandWordsCompose() {
        let crashed = MessageText.command(.streamCrashed, ["name": "./check", "signal": "9"])
        let said = MessageText.command(.saying, [.init("failure", crashed), .init("message", .verbatim("boom"))])
        #expect(said.english == "the streaming check './check' crashed (signal 9) before answering: boom")
        #expect(said.rendered(in: Words(.german)) == "die Streaming-Prüfung './check' ist abgestürzt (Signal 9), bevor sie geantwortet hat: boom")
        #expect(said.rendered(in: Words(.simplifiedChinese)) == "流式检查 './check' 在回答之前崩溃了（信号 9）：boom")
        #expect(!said.holdsUncatalogedEnglish)
        let listed = MessageText.command(.listedLast, [
            .init("first", .joined([.command(.notReadFile, ["path": "/etc/a"]), .command(.notReadFile, ["path": "/etc/b"])], by: .listedPair)),
            .init("second", .command(.notReadVariable, ["name": "TOKEN"])),
        ])
        #expect(MessageText.command(.manyNotRead, [.init("what", listed)]).english
                == "the file /etc/a, the file /etc/b and the environment variable TOKEN are not read")
        #expect(MessageText.command(.manyNotRead, [.init("what", listed)]).rendered(in: Words(.german))
                == "die Datei /etc/a, die Datei /etc/b und die Umgebungsvariable TOKEN werden nicht gelesen")
        #expect(Words(.french).command(.programNotFound, ["program": "taken"]) == "aucun programme 'taken' n’a été trouvé")
    }
}
