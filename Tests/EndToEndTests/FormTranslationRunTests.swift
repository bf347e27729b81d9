import Foundation
import Testing
import TestSupport

/// A form's own translations on the real binary (issue 37 item 3): `run` at a terminal, in
/// accessible mode and piped shows the person's language; `describe --lang` (text, JSON, JSON
/// Schema) the one asked; the MCP server its environment's. The answers are the same in every
/// language.
@Suite(.serialized) struct FormTranslationRunTests {
    static let order = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/translations/order.yaml").path
    static let answers = #"{"name":"Ada","plan":"pro"}"# + "\n"

    @Test func aTerminalRunInGermanShowsTheGermanTextsAndWritesTheSameAnswers() throws {
        let german = try FormlineTerminal(["run", Self.order], environment: ["LANGUAGE": "de"])
        let first = try german.type(after: "[1/2] Ihr Name: ", .text("Ada1"), .enter)
        #expect(first.contains("Bestellung") && first.contains("Zwei Fragen.") && first.contains("Wie auf Ihrer Karte."), "\(first)")
        try german.waitFor("nur Buchstaben")
        try german.type(after: "[1/2] Ihr Name: ", .control("u"), .text("Ada"), .enter)
        let plan = try german.waitFor("[2/2] Tarif")
        #expect(plan.contains("Danke, Ada."), "\(plan)")
        try german.waitFor("Profi")
        try german.terminal.sendKeys(.text("profi"), .enter)
        try german.waitFor("Tarif (plan): Profi")
        try german.type(after: "zum Ändern: ", .enter)
        #expect(try german.waitForExit() == 0)
        #expect(german.standardOutput == Self.answers)
        #expect(!german.screen.contains("Professional"))

        let english = try FormlineTerminal(["run", Self.order], environment: ["LANGUAGE": "C"])
        let prompt = try english.type(after: "[1/2] Name: ", .text("Ada"), .enter)
        #expect(prompt.contains("Order") && prompt.contains("As on your card.") && !prompt.contains("Bestellung"))
        try english.type(after: "[2/2] Plan", .text("professional"), .enter)
        try english.waitFor("Plan (plan): Professional")
        try english.type(after: "Enter to submit", .enter)
        #expect(try english.waitForExit() == 0)
        #expect(english.standardOutput == german.standardOutput)
    }

    @Test func accessibleModeReadsTheFrenchTexts() throws {
        let run = try FormlineTerminal(["run", Self.order, "--accessible"], environment: ["LANGUAGE": "fr_FR.UTF-8"])
        let intro = try run.type(after: "Champ 1 sur 2, Votre nom, obligatoire: ", .text("Ada"), .enter)
        #expect(intro.contains("Commande\r\nDeux questions.") && intro.contains("Comme sur votre carte."), "\(intro)")
        try run.waitFor("Merci, Ada.")
        try run.type(after: "1 Professionnel, 2 Simple", .text("1"), .enter)
        try run.type(after: "Formule: Professionnel", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == Self.answers)
    }

    @Test func aPipedRunTellsThePersonInTheirLanguageAndWritesTheSameAnswers() throws {
        let german = try ProcessRunner.formline(["run", Self.order], input: "Ada1\nAda\nProfi\n", environment: ["LANGUAGE": "de"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stderr == "formline: Eingabezeile 1: Feld 'name' (Ihr Name): nur Buchstaben\nformline: Hinweis: Danke, Ada.\n")
        let english = try ProcessRunner.formline(["run", Self.order], input: "Ada1\nAda\npro\n", environment: ["LANGUAGE": "C"])
        #expect(english.stderr == "formline: line 1: field 'name' (Name): letters only\nformline: note: Thanks, Ada.\n")
        #expect(german.stdout == Self.answers && english.stdout == german.stdout)
        // A value is an answer in every language (a label, in the language shown).
        let value = try ProcessRunner.formline(["run", Self.order], input: "Ada\nbasic\n", environment: ["LANG": "zh_CN.UTF-8"])
        #expect(value.stdout == #"{"name":"Ada","plan":"basic"}"# + "\n")
    }

    @Test func describeUsesTheLanguageAskedElseTheProcessLanguage() throws {
        let text = try ProcessRunner.formline(["describe", "--lang", "de", Self.order], environment: ["LANGUAGE": "fr"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("Bestellung\nZwei Fragen.\n"), "\(text.stdout)")
        #expect(text.stdout.contains("Ihr Name") && text.stdout.contains("Profi (pro), Einfach (basic)"))
        let french = try ProcessRunner.formline(["describe", Self.order], environment: ["LANGUAGE": "fr"])
        #expect(french.stdout.hasPrefix("Commande\n"), "\(french.stdout)")
        let english = try ProcessRunner.formline(["describe", "--lang", "en", Self.order], environment: ["LANGUAGE": "de"])
        #expect(english.stdout.hasPrefix("Order\nTwo questions.\n"))

        // JSON: the texts follow the language; keys, ids and values do not.
        let germanJSON = try ProcessRunner.formline(["describe", "--format", "json", "--lang", "de_DE.UTF-8", Self.order])
        let englishJSON = try ProcessRunner.formline(["describe", "--format", "json", "--lang", "C", Self.order])
        let de = try #require(try JSONSerialization.jsonObject(with: Data(germanJSON.stdout.utf8)) as? [String: Any])
        let en = try #require(try JSONSerialization.jsonObject(with: Data(englishJSON.stdout.utf8)) as? [String: Any])
        #expect(de["title"] as? String == "Bestellung" && en["title"] as? String == "Order")
        #expect(Set(de.keys) == Set(en.keys))
        let deFields = try #require(de["fields"] as? [[String: Any]]), enFields = try #require(en["fields"] as? [[String: Any]])
        #expect(deFields.map { $0["id"] as? String } == enFields.map { $0["id"] as? String })
        #expect(deFields[1]["choices"] as? [String] == ["pro", "basic"] && enFields[1]["choices"] as? [String] == ["pro", "basic"])
        #expect(deFields[1]["choiceLabels"] as? [String] == ["Profi", "Einfach"])
        #expect(deFields[0]["patternMessage"] as? String == "nur Buchstaben")

        // JSON Schema: titles and descriptions follow; consts do not.
        let schema = try ProcessRunner.formline(["describe", "--format", "json-schema", "--lang", "fr", Self.order])
        #expect(schema.stdout.contains(#""title":"Commande""#) && schema.stdout.contains(#""description":"Deux questions.""#), "\(schema.stdout)")
        #expect(schema.stdout.contains(#"{"const":"pro","title":"Professionnel"}"#), "\(schema.stdout)")
        #expect(schema.stdout.contains(#""name":{"title":"Votre nom""#), "\(schema.stdout)")
    }

    @Test func checkWarnsOfPlaceholdersAndIncompleteLanguagesAtTheirLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formline-i18n-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("""
            title: {en: Trip, de: Reise}
            fields:
              - id: name
                type: text
                label: Name
              - id: hello
                type: note
                text: {en: "Hi {name}", de: "Hallo {nme}"}

            """.utf8).write(to: file)
        let result = try ProcessRunner.formline(["check", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(file.path + ":5:12: warning: de is given for 2 of the form's 3 texts; 1 shows its 'en' text in de, here\n"),
                "\(result.stderr)")
        #expect(result.stderr.contains(file.path + ":8:33: warning: the de text of 'text' holds {nme}, the 'en' text {name}\n"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(": ok, 2 warnings\n"), "\(result.stderr)")
        // A wrong tag is an error: exit 78, the form is not usable.
        try Data("title: {en: T, deu: T}\nfields:\n  - {id: a, type: text}\n".utf8).write(to: file)
        let wrong = try ProcessRunner.formline(["check", file.path])
        #expect(wrong.status == 78)
        #expect(wrong.stderr.contains(":1:16: error: unknown language 'deu' in 'title'"), "\(wrong.stderr)")
        let run = try ProcessRunner.formline(["run", file.path], input: "x\n")
        #expect(run.status == 78 && run.stdout.isEmpty)
    }

    @Test func listShowsEachTitleInTheProcessLanguage() throws {
        let french = try ProcessRunner.formline(["list"], environment: ["LANGUAGE": "fr"])
        #expect(french.stdout.contains("signup           Créer un compte"), "\(french.stdout)")
        let english = try ProcessRunner.formline(["list", "--format", "json"], environment: ["LANGUAGE": "C"])
        #expect(english.stdout.contains(#"{"name":"signup","title":"Create an account","#), "\(english.stdout)")
        let german = try ProcessRunner.formline(["list", "--format", "json"], environment: ["LANGUAGE": "de"])
        #expect(german.stdout.contains(#"{"name":"signup","title":"Konto anlegen","#), "\(german.stdout)")
    }

    @Test func aBadLanguageForDescribeIsAUsageError() throws {
        for tag in ["xx", "", "de\u{1B}[31m", "$(rm -rf ~)", "zh_TW", String(repeating: "d", count: 100_000)] {
            let result = try ProcessRunner.formline(["describe", "--lang", tag, Self.order])
            #expect(result.status == 64, "\(tag): \(result.status)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("formline: unknown language '"), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("' for --lang; use one of en, de, fr, es, pt-BR, zh-Hans\n"))
            #expect(!result.stderr.contains("\u{1B}"))
        }
    }

    @Test func theMCPServerAsksInItsEnvironmentsLanguageAndKeepsTheAnswers() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("formline-mcp-i18n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = URL(fileURLWithPath: Self.order).deletingLastPathComponent().path
        func fill(_ language: String, _ arguments: String) throws -> String {
            try MCPSession.call(tool: "fill_form", arguments: arguments,
                                environment: ["LANGUAGE": language, "FORMLINE_PATH": folder], directory: home)
        }
        // Round 1: the message and the requested schema's titles are German.
        let asked = try fill("de", #"{"form":"order"}"#)
        #expect(asked.contains(#"Bestellung: Zwei Fragen."#), "\(asked)")
        #expect(asked.contains(#"\"title\":\"Ihr Name\""#), "\(asked)")
        #expect(!asked.contains("Order"))
        let askedInEnglish = try fill("C", #"{"form":"order"}"#)
        #expect(askedInEnglish.contains(#"\"title\":\"Name\""#) && askedInEnglish.contains("Order: Two questions."))
        // The same answers give the same result in both languages.
        let given = #"{"form":"order","answers":{"name":"Ada","plan":"pro"}}"#
        let german = try fill("de", given), english = try fill("C", given)
        #expect(german.contains(#"\"complete\":true"#) && german.contains(#"\"answers\":{\"name\":\"Ada\",\"plan\":\"pro\"}"#), "\(german)")
        #expect(german == english)
    }
}
