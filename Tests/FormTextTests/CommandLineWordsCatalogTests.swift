import FormText
import Testing

/// The catalog's command-line words (`CommandLineWord`: a signal's last line, a piped run's
/// ignored options, `new`'s, `list`'s and `check`'s words, an unknown command, a draft's
/// command, refused shortcuts, a multi-line field's kept lines): every language has every
/// key (a missing one does not compile), with the source's placeholders and line breaks,
/// text a terminal can show, commands as written, and its own words.
@Suite struct CommandLineWordsCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSourcesPlaceholders(language: Language) {
        CatalogChecks.everyKeyHasTheSourcesPlaceholders(CommandLineWord.self, in: language)
    }

    /// Commands, options and signal names are the same in every language: each one the
    /// source holds is in every translation.
    @Test(arguments: translations)
    func commandsAreAsWritten(language: Language) {
        let words = Words(language)
        let kept = ["`formline check {path}`", "`formline test {scenarios}`", "`timeout {seconds} formline …`", "formline trust FORM",
                    "formline --help", "--timeout", "--accessible", "--answers", "--set {id}=…", "SIGINT", "SIGTERM", "SIGHUP", "Ctrl-X Ctrl-E"]
        for word in CommandLineWord.allCases {
            let source = Words.english.text(word)
            for command in kept where source.contains(command) {
                #expect(words.text(word).contains(command), "\(language.rawValue): \(word) lacks \(command)")
            }
        }
    }

    /// Translations are translations: every key differs from the source but a quoted file
    /// name (quotes are the same in the European languages).
    @Test(arguments: translations)
    func translationsAreNotTheSource(language: Language) {
        let same = CatalogChecks.keysLeftInEnglish(CommandLineWord.self, in: language)
        let allowed: Set<CommandLineWord> = language == .simplifiedChinese ? [] : [.quotedFile]
        #expect(Set(same).isSubset(of: allowed), "\(language.rawValue): \(same) are the English text")
    }

    /// The words compose with other keys and travel as messages: English is byte for byte
    /// what formline printed before the catalog; German and French are their own words
    /// around the same values.
    @Test func wordsCompose() {
        let files = MessageText.joined(["/o/out.jsonl", "/o/rejects.jsonl"].map { .commandLine(.quotedFile, ["path": $0]) }, by: .twoFiles)
        let stopped = MessageText.commandLine(.signalFillStoppedKept, [.init("signal", .commandLine(.signalHungUp)), .init("files", files)])
        #expect(stopped.english == "fill: hung up (SIGHUP); stopped; '/o/out.jsonl' and '/o/rejects.jsonl' left as before")
        #expect(stopped.rendered(in: Words(.german))
                == "fill: Verbindung getrennt (SIGHUP); angehalten; '/o/out.jsonl' und '/o/rejects.jsonl' unverändert belassen")
        #expect(stopped.rendered(in: Words(.french))
                == "fill : connexion perdue (SIGHUP) ; arrêt ; '/o/out.jsonl' et '/o/rejects.jsonl' laissés tels quels")
        #expect(!stopped.holdsUncatalogedEnglish)
        let unknown = MessageText.commandLine(.unknownCommand, [.init("command", .verbatim("chek")), .init("suggestion", .error(.didYouMean, ["name": "check"])),
                                                                .init("commands", .verbatim("run, check"))])
        #expect(unknown.english == "unknown command 'chek'; did you mean 'check'? the commands are run, check (formline --help)")
        #expect(unknown.rendered(in: Words(.german))
                == "unbekannter Befehl 'chek'; meinten Sie 'check'? die Befehle sind run, check (formline --help)")
        #expect(unknown.rendered(in: Words(.simplifiedChinese)) == "未知命令“chek”；您是指“check”吗？可用命令有 run, check（formline --help）")
        #expect(Words(.spanish)(.keyBoundTwice, ["key": "alt-g"]) == "alt-g está asignada dos veces")
    }

    /// `Suggestions.hint` is the catalog's `did you mean` (English unless asked).
    @Test func hintIsTheCatalogs() {
        #expect(Suggestions.hint(for: "usrname", in: ["username", "password"]) == "did you mean 'username'?")
        #expect(Suggestions.hint(for: "usrname", in: ["username"], words: Words(.german)) == "meinten Sie 'username'?")
        #expect(Suggestions.hint(for: "usrname", in: ["username"], words: Words(.portugueseBrazil)) == "você quis dizer 'username'?")
    }
}
