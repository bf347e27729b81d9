import Foundation
import Testing
import TestSupport

/// The person's language at a terminal (issue 37): `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`
/// choose the words of the key lists and the calendar, and a typed date may use the language's
/// words for days; answers and output stay the same (ISO dates, JSON).
extension TerminalRunTests {
    @Test func germanKeyListsCalendarAndDateWords() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task")], environment: ["LANGUAGE": "de"])
        let title = try run.waitFor("[1/4] Title: ")
        #expect(title.contains("Ctrl-T: Kalender") && title.contains("Tasten"), "\(title)")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("?"))
        let keys = try run.waitFor("Ctrl-C")
        for entry in ["Tasten bei [1/4] Title:", "nächstes Feld (der Text bleibt)", "frühere Antworten auf dieses Feld",
                      "Kalender (Due date), dann zurück hierher", "Ctrl-D in leerer Zeile", "F1, ? in leerer Zeile"] {
            #expect(keys.contains(entry), "\(entry) missing from \(keys)")
        }
        #expect(!keys.contains("next field"))
        try run.type(after: "[1/4] Title: ", .text("Plan"), .control("t"))
        let calendar = try run.waitFor("Datum [2026-11-22]: ")
        #expect(calendar.contains("[4/4] Due date: November 2026"))
        #expect(calendar.contains(" Mo  Di  Mi  Do  Fr  Sa  So"))
        #expect(calendar.contains("t heute  Enter wählen  Esc zurück; oder ein Datum tippen"))
        try run.terminal.sendKeys(.text(">"))
        try run.waitFor("Due date: Dezember 2026")
        try run.terminal.sendKeys(.text("?"))
        try run.waitFor("Datum tippen      2026-12-24, morgen, +3d, nächsten freitag")
        try run.terminal.sendKeys(.text("morgen"))
        try run.waitFor("Datum [2026-11-23]: morgen")
        try run.terminal.sendKeys(.enter)
        try run.waitFor("[4/4] Due date: 2026-11-23")
        try run.type(after: "[1/4] Title: ", .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        let review = try run.type(after: "Enter zum Absenden, oder Nummer oder ID eines Felds zum Ändern: ", .text("titel"), .enter)
        #expect(review.contains("Ihre Antworten prüfen"))
        try run.waitFor("kein Feld 'titel': meinten Sie 'title'? Oder eine Nummer von 1 bis 4 oder eine Feld-ID tippen")
        try run.type(after: "zum Ändern: ", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"# + "\n")
    }

    /// Accessible mode speaks the language too: its introduction, each prompt's place and
    /// requirement, its key list and its review; no escape is written.
    @Test func frenchAccessibleMode() throws {
        let run = try FormlineTerminal(["run", login, "--accessible"], environment: ["LANGUAGE": "fr_FR"])
        let intro = try run.waitFor("Champ 1 sur 3, Username, obligatoire: ")
        #expect(intro.contains("Mode accessible : une question par ligne"))
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("?"), .enter)
        let keys = try run.waitFor("Champ 1 sur 3, Username, obligatoire: ")
        #expect(keys.contains("Touches à "), "\(keys)")
        #expect(keys.contains("Tab ou Ctrl-N: champ suivant (ce qui est tapé est gardé)"))
        try run.type(after: "obligatoire: ", .text("ada"), .enter)
        try run.typeSecret(after: "Champ 2 sur 3, Password, obligatoire, saisie masquée: ", .text("correct horse"), .enter)
        try run.type(after: "Champ 3 sur 3, Remember me on this computer?, facultatif, yes ou no, actuellement no, Enter le garde: ",
                     .text("yes"), .enter)
        let review = try run.waitFor("Récapitulatif : appuyez sur Enter pour envoyer")
        #expect(review.contains("Récapitulatif de 3 réponses :"))
        #expect(review.contains("2. Password: donnée, masquée"))
        try run.terminal.sendKeys(.enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
        expectNoEscapes(run)
    }

    /// A multi-line field's later lines and what a path field expects, said in German in
    /// accessible mode (`FrameWord.accessibleLine`, `.accessibleDotEnds`; `Word.spokenPath`).
    @Test func germanAccessibleLinesAndPath() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task"), "--accessible"], environment: ["LANGUAGE": "de"])
        try run.type(after: "Feld 1 von 4, Title, Pflichtfeld: ", .text("Plan"), .enter)
        try run.type(after: "eine Zeile mit nur einem Punkt beendet sie: ", .text("soon"), .enter)
        let second = try run.waitFor("Feld 2 von 4, Note, Zeile 2, optional, eine Zeile mit nur einem Punkt beendet sie: ")
        #expect(!second.contains("a line holding only a dot"), "\(second)")
        try run.terminal.sendKeys(.text("."), .enter)
        let path = try run.waitFor("Feld 3 von 4, Attachment, optional, ein Pfad: eine vorhandene Datei; ~ ist Ihr Home-Ordner: ")
        #expect(!path.contains("home folder"), "\(path)")
        expectNoEscapes(run)
    }

    /// A dumb terminal's typed date step in German: the question, its example word, the
    /// answer read and said back with the weekday's name.
    @Test func germanTypedDateStep() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task")], environment: ["TERM": "dumb", "LANGUAGE": "de"])
        try run.type(after: "[1/4] Title: ", .text("Plan"), .control("t"))
        let question = "Feld 4 von 4, Due date, Pflichtfeld, zwischen 2026-11-22 und 2031-11-22; "
            + "ein Datum tippen wie 2026-12-22, morgen, +3d: "
        try run.type(after: question, .text("morgen"), .enter)
        try run.waitFor("Due date: 2026-11-23, Montag\r\n")
        try run.type(after: "[1/4] Title: ", .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.type(after: "Enter zum Absenden", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"# + "\n")
    }

    /// `LANG=zh_CN.UTF-8` with no locale installed: the calendar in Chinese, `周五` read as Friday.
    @Test func simplifiedChineseCalendarFromLang() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task")], environment: ["LANG": "zh_CN.UTF-8"])
        try run.type(after: "[1/4] Title: ", .text("Plan"), .control("t"))
        let calendar = try run.waitFor("日期 [2026-11-22]: ")
        #expect(calendar.contains("[4/4] Due date: 2026年11月"))
        #expect(calendar.contains(" 一  二  三  四  五  六  日"))
        try run.terminal.sendKeys(.text("周五"))
        try run.waitFor("日期 [2026-11-27]: 周五")
        try run.terminal.sendKeys(.enter)
        try run.waitFor("[4/4] Due date: 2026-11-27")
        try run.type(after: "[1/4] Title: ", .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        let review = try run.type(after: "按 Enter 提交，或输入字段编号或 id 进行修改: ", .enter)
        #expect(review.contains("核对您的回答"))
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-27"}"# + "\n")
    }
}

/// Piped answers read a date in the process's language beside English; hostile language
/// variables are English, never an error.
@Suite struct PipedLanguageTests {
    private func run(_ environment: [String: String], date: String) throws -> ProcessResult {
        let result = try ProcessRunner.formline(["run", "new-task"], input: "Plan\n\n\n\(date)\n", environment: environment)
        #expect(!result.timedOut)
        return result
    }

    @Test(arguments: [
        (["LANGUAGE": "fr"], "demain"), (["LC_ALL": "es_ES.UTF-8"], "mañana"), (["LC_MESSAGES": "pt_BR"], "amanhã"),
        (["LANG": "de_DE.UTF-8"], "Morgen"), (["LANGUAGE": "eo:zh_CN"], "明天"), (["LANGUAGE": "de"], "tomorrow"),
    ])
    func aDateInTheLanguagesWords(environment: [String: String], date: String) throws {
        let result = try run(environment, date: date)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"# + "\n")
    }

    @Test func englishRefusesAnotherLanguagesWords() throws {
        let result = try run([:], date: "morgen")
        #expect(result.status == 65)
        #expect(result.stderr.contains("\"morgen\" is not a date"))
    }

    @Test(arguments: ["../../etc/passwd", "de\u{1B}[31m", "$(id)", "\u{202E}ed", "de\nfr",
                      String(repeating: "x", count: 100_000), "zh_TW.UTF-8"])
    func hostileLanguageVariablesAreEnglish(value: String) throws {
        let result = try run(["LANGUAGE": value, "LANG": value, "LC_ALL": value], date: "morgen")
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("\"morgen\" is not a date"))
        let english = try run(["LANGUAGE": value, "LANG": value, "LC_ALL": value], date: "tomorrow")
        #expect(english.status == 0, "\(english.stderr)")
    }
}
