import FormCore
import FormOutput
import FrontEndSupport
import Foundation
import Testing
import TestSupport

/// What the command line says in FrontEndSupport (`CommandLineWord`) in the language asked
/// for: a signal's last line, a draft's commands for a form that is no file, an answers
/// file's unknown field and a secret given with `--set`. English is byte for byte what
/// formline said before the catalog; German and another language their own words around
/// the same values.
@Suite struct CommandLineWordsTests {
    private let german = Words(.german), french = Words(.french), chinese = Words(.simplifiedChinese)

    /// The line a signal prints, rendered when the handlers are installed.
    @Test func aSignalsLine() {
        let piped = ExitOnSignal.Stop.pipedRun
        #expect(piped.message("terminated (SIGTERM)", in: .english) == "formline: terminated (SIGTERM) before the answers were written; nothing was written")
        #expect(piped.message(german(.signalTerminated), in: german)
                == "formline: beendet (SIGTERM), bevor die Antworten geschrieben wurden; nichts wurde geschrieben")
        #expect(piped.message(chinese(.signalTerminated), in: chinese) == "formline: 已终止（SIGTERM），发生在写入答案之前；未写入任何内容")
        let writing = ExitOnSignal.Stop.writingAnswers
        #expect(writing.message("interrupted (SIGINT)", in: .english) == "formline: interrupted (SIGINT) while the answers were written; nothing was written")
        #expect(writing.message(german(.signalInterrupted), in: german)
                == "formline: unterbrochen (SIGINT), während die Antworten geschrieben wurden; nichts wurde geschrieben")
        #expect(writing.message(french(.signalInterrupted), in: french)
                == "formline: interrompu (SIGINT) pendant l'écriture des réponses ; rien n'a été écrit")
        let fill = ExitOnSignal.Stop.fill(replacing: ["out.jsonl", "rejects.jsonl"])
        #expect(fill.message("hung up (SIGHUP)", in: .english) == "formline: fill: hung up (SIGHUP); stopped; 'out.jsonl' and 'rejects.jsonl' left as before")
        #expect(fill.message(german(.signalHungUp), in: german)
                == "formline: fill: Verbindung getrennt (SIGHUP); angehalten; 'out.jsonl' und 'rejects.jsonl' unverändert belassen")
        #expect(fill.message(chinese(.signalHungUp), in: chinese) == "formline: fill：连接已断开（SIGHUP）；已停止；“out.jsonl” 和 “rejects.jsonl” 保持原样")
        #expect(ExitOnSignal.Stop.fill(replacing: []).message("hung up (SIGHUP)", in: .english) == "formline: fill: hung up (SIGHUP); stopped")
        #expect(ExitOnSignal.Stop.fill(replacing: []).message(german(.signalHungUp), in: german) == "formline: fill: Verbindung getrennt (SIGHUP); angehalten")
        #expect(ExitOnSignal.Stop.server.message("hung up (SIGHUP)", in: german) == "formline mcp: hung up (SIGHUP)")
    }

    /// A form that is no file (`<(…)`) is found again by its text: the words around the
    /// commands say so in the person's language; the commands stay as written.
    @Test func aDraftsCommandsForAFormThatIsNoFile() {
        let store = DraftStore(directory: "/nonexistent")
        let piped = RunDraft(store: store, formPath: "/nonexistent/fd/63", formText: "title: T\n", formName: "/dev/fd/63")
        #expect(piped.resumeText.english == "formline run /dev/fd/63 --resume (given the same form text again)")
        #expect(piped.discardText.english == "formline drafts (then delete the file it lists)")
        #expect(piped.resumeText.rendered(in: german) == "formline run /dev/fd/63 --resume (mit demselben Formulartext wie zuvor)")
        #expect(piped.discardText.rendered(in: german) == "formline drafts (danach die aufgeführte Datei löschen)")
        #expect(piped.resumeText.rendered(in: french) == "formline run /dev/fd/63 --resume (en redonnant le même texte de formulaire)")
        #expect(piped.discardText.rendered(in: french) == "formline drafts (puis supprimez le fichier qu'il liste)")
        let file = RunDraft(store: store, formPath: "/f/login.yaml", formName: "login")
        #expect(file.resumeText.rendered(in: german) == "formline run login --resume")
        #expect(file.discardText.rendered(in: german) == "formline drafts rm login")
    }

    /// An answers file's field the form lacks, and a secret given with `--set`: warned in
    /// the language asked for, the secret never in it.
    @Test func givenAnswersWarnings() throws {
        let path = ProcessRunner.repositoryRoot().appendingPathComponent("forms/login.yaml").path
        let form = try #require(FormLoader.load(yaml: String(contentsOfFile: path, encoding: .utf8),
                                                today: LocalDate(year: 2026, month: 11, day: 22)!).form)
        let document = try AnswerDocument(text: #"{"usernme": "ada", "colour": "red"}"#)
        func warnings(_ words: Words) throws -> [String] {
            var said: [String] = []
            _ = try GivenAnswers.collect(for: form, sets: ["password=correct horse"], document: document, documentName: "a.json",
                                         environment: [:], words: words, warn: { said.append($0) })
            return said.sorted()
        }
        #expect(try warnings(.english) == [
            "--answers a.json: 'colour' is not a field of this form; left out",
            "--answers a.json: 'usernme' is not a field of this form; left out (did you mean 'username'?)",
            "warning: --set password=… puts a secret in the process list, where other users can see it; use --answers FILE or FORMLINE_ANSWER_password instead",
        ])
        #expect(try warnings(german) == [
            "--answers a.json: 'colour' ist kein Feld dieses Formulars; ausgelassen",
            "--answers a.json: 'usernme' ist kein Feld dieses Formulars; ausgelassen (meinten Sie 'username'?)",
            "Warnung: --set password=… bringt ein Geheimnis in die Prozessliste, wo andere Benutzer es sehen können; verwenden Sie stattdessen --answers DATEI oder FORMLINE_ANSWER_password",
        ])
        let spanish = try warnings(Words(.spanish))
        #expect(spanish.contains("--answers a.json: 'usernme' no es un campo de este formulario; se omite (¿quiso decir 'username'?)"), "\(spanish)")
        #expect(spanish.contains { $0.hasPrefix("aviso: --set password=… pone un secreto en la lista de procesos") }, "\(spanish)")
        #expect(!(try warnings(german) + spanish).joined().contains("correct horse"))
    }
}
