import Foundation
import Testing
@testable import FormCommands
import FormCore
import FormText
import FrontEndSupport

/// What formline says about a form's commands and computed sources (`CommandWord`, issue 37),
/// made where it is said: the trust gate's listing, `--no-checks`' note, a streaming check's
/// own words, a source's failures and a program that could not be started. English is byte
/// for byte what formline said before the catalog (machine output keeps it); German and a
/// second language are their own words around the same values.
@Suite struct CommandWordsLanguageTests {
    private let today = LocalDate(year: 2026, month: 11, day: 22)!
    private let german = Words(.german), french = Words(.french), chinese = Words(.simplifiedChinese)

    /// `text` in English, German and `other`'s language, and no English left uncataloged.
    private func says(_ text: MessageText, _ english: String, de: String, _ other: Words, _ otherText: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(text.english == english, sourceLocation: sourceLocation)
        #expect(text.rendered(in: german) == de, sourceLocation: sourceLocation)
        #expect(text.rendered(in: other) == otherText, sourceLocation: sourceLocation)
        #expect(!text.holdsUncatalogedEnglish, "\(text.english)", sourceLocation: sourceLocation)
    }

    /// What `body` gives, run on a thread of its own: a command's runner blocks its thread
    /// while a task of the cooperative pool runs the command, so the pool must stay free.
    private func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        // A command may exit without reading its request: writing it must not end the tests
        // (formline itself ignores SIGPIPE).
        signal(SIGPIPE, SIG_IGN)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }

    private func failed(_ verdict: CheckVerdict) -> MessageText? {
        if case .failed(_, let text) = verdict { text } else { nil }
    }

    private func failure<T>(_ result: Result<T, SourceFailure>) -> MessageText? {
        if case .failure(let failure) = result { failure.text } else { nil }
    }

    // MARK: - What a command is, the gate's listing

    @Test func theGatesListing() {
        let check = FormCommand(arguments: ["./taken", "a b"], role: .formCheck(index: 0))
        let reads = FormCommand(arguments: ["./who"], role: .fieldCheck(field: "name"), reads: ["pin", "code"])
        let needs = TrustNeeds(items: [.command(check), .command(reads), .file(field: "region", path: "/etc/regions"),
                                       .variable(field: "who", name: "TOKEN")])
        says(CommandGate.listingText(needs), """
              form check 1: ./taken 'a b'
              check of field 'name': ./who (reads pin, code)
              choices of field 'region': the file /etc/regions (outside the form's folder)
              default of field 'who': the environment variable TOKEN
            """, de: """
              Formularprüfung 1: ./taken 'a b'
              Prüfung des Felds 'name': ./who (liest pin, code)
              Auswahlen des Felds 'region': die Datei /etc/regions (außerhalb des Formularordners)
              Vorgabewert des Felds 'who': die Umgebungsvariable TOKEN
            """, chinese, """
              表单检查 1：./taken 'a b'
              字段 'name' 的检查：./who（读取 pin, code）
              字段 'region' 的选项：文件 /etc/regions（在表单文件夹之外）
              字段 'who' 的默认值：环境变量 TOKEN
            """)
        #expect(CommandGate.listing(needs) == CommandGate.listingText(needs).english)
        #expect(check.roleDescription == "form check 1" && reads.roleDescription == "check of field 'name'")
    }

    // MARK: - --no-checks' note

    @Test func theNoChecksNote() {
        let check = FormCommand(arguments: ["./taken"], role: .formCheck(index: 0))
        says(CommandGate.noChecksText(TrustNeeds(items: [.command(check)])),
             "--no-checks: the form's command is not run, so its check is skipped",
             de: "--no-checks: der Befehl des Formulars wird nicht ausgeführt, daher entfällt seine Prüfung",
             french, "--no-checks : la commande du formulaire n’est pas exécutée, donc sa vérification est ignorée")
        let computing = FormCommand(arguments: ["git", "branch"], role: .choices(field: "branch"))
        says(CommandGate.noChecksText(TrustNeeds(items: [.command(computing)])),
             "--no-checks: the form's command is not run, so what they compute (choices, defaults) is not there",
             de: "--no-checks: der Befehl des Formulars wird nicht ausgeführt, daher fehlt, was er berechnet (Auswahlen, Vorgabewerte)",
             chinese, "--no-checks：表单的命令不会运行，因此它计算的内容（选项、默认值）不存在")
        says(CommandGate.noChecksText(TrustNeeds(items: [.command(check), .command(check)])),
             "--no-checks: the form's 2 commands are not run, so their checks are skipped",
             de: "--no-checks: die 2 Befehle des Formulars werden nicht ausgeführt, daher entfallen ihre Prüfungen",
             french, "--no-checks : les 2 commandes du formulaire ne sont pas exécutées, donc leurs vérifications sont ignorées")
        let needs = TrustNeeds(items: [.command(computing), .command(check), .file(field: "r", path: "/etc/r"),
                                       .variable(field: "a", name: "A"), .variable(field: "b", name: "B")])
        says(CommandGate.noChecksText(needs),
             "--no-checks: the form's 2 commands are not run, so what they compute (choices, defaults) is not there; "
             + "the file /etc/r, the environment variable A and the environment variable B are not read",
             de: "--no-checks: die 2 Befehle des Formulars werden nicht ausgeführt, daher fehlt, was sie berechnen (Auswahlen, Vorgabewerte); "
             + "die Datei /etc/r, die Umgebungsvariable A und die Umgebungsvariable B werden nicht gelesen",
             chinese, "--no-checks：表单的 2 个命令不会运行，因此它们计算的内容（选项、默认值）不存在；不读取文件 /etc/r、环境变量 A和环境变量 B")
        says(CommandGate.noChecksText(TrustNeeds(items: [.variable(field: "a", name: "A")])),
             "--no-checks: the environment variable A is not read",
             de: "--no-checks: die Umgebungsvariable A wird nicht gelesen", french, "--no-checks : on ne lit pas la variable d'environnement A")
    }

    // MARK: - A streaming check's own words

    @Test func aStreamingChecksOwnWords() throws {
        let command = FormCommand(arguments: ["./stream"], role: .formCheck(index: 0), stream: true)
        says(try #require(failed(StreamingChecker.stray(Array(#"{"ok":1}"#.utf8), command: command))),
             #"the streaming check './stream' wrote '{"ok":1}', which echoes no request's "id" (it was stopped: each reply echoes its request's "id")"#,
             de: #"die Streaming-Prüfung './stream' hat '{"ok":1}' geschrieben, was keine "id" einer Anfrage wiedergibt (sie wurde beendet: jede Antwort gibt die "id" ihrer Anfrage wieder)"#,
             french, #"la vérification en flux './stream' a écrit '{"ok":1}', qui ne reprend l’"id" d’aucune requête (elle a été arrêtée : chaque réponse reprend l’"id" de sa requête)"#)
        says(try #require(failed(StreamingChecker.stray(Array(#"{"id":7}"#.utf8), command: command))),
             #"the streaming check './stream' wrote '{"id":7}', which answers no request waiting for a reply (it was stopped: each reply echoes its request's "id")"#,
             de: #"die Streaming-Prüfung './stream' hat '{"id":7}' geschrieben, was keine Anfrage beantwortet, die auf eine Antwort wartet (sie wurde beendet: jede Antwort gibt die "id" ihrer Anfrage wieder)"#,
             chinese, #"流式检查 './stream' 写出了 '{"id":7}'，它没有回答任何正在等待回复的请求（已被停止：每个回复都要回显其请求的 "id"）"#)
        says(try #require(failed(StreamingChecker.notAReply(Array("yes\u{1B}[2J".utf8), command: command))),
             #"the streaming check './stream' answered 'yes\e[2J', which is not a JSON reply ({"id": N} passes, {"id": N, "message": …} refuses) (it was stopped)"#,
             de: #"die Streaming-Prüfung './stream' hat 'yes\e[2J' geantwortet, was keine JSON-Antwort ist ({"id": N} lässt zu, {"id": N, "message": …} lehnt ab) (sie wurde beendet)"#,
             french, #"la vérification en flux './stream' a répondu 'yes\e[2J', qui n’est pas une réponse JSON ({"id": N} accepte, {"id": N, "message": …} refuse) (elle a été arrêtée)"#)
        says(try #require(failed(StreamingChecker.endedBeforeAnswering(code: nil, signal: 9, errorOutput: [], command: command))),
             "the streaming check './stream' crashed (signal 9) before answering",
             de: "die Streaming-Prüfung './stream' ist abgestürzt (Signal 9), bevor sie geantwortet hat",
             chinese, "流式检查 './stream' 在回答之前崩溃了（信号 9）")
        says(try #require(failed(StreamingChecker.endedBeforeAnswering(code: 3, signal: nil, errorOutput: Array("no db\n".utf8), command: command))),
             "the streaming check './stream' ended (exit status 3) before answering: no db",
             de: "die Streaming-Prüfung './stream' hat sich beendet (Exit-Status 3), bevor sie geantwortet hat: no db",
             french, "la vérification en flux './stream' s’est terminée (code de sortie 3) avant de répondre : no db")
        says(try #require(failed(StreamingChecker.endedBeforeAnswering(code: nil, signal: nil, errorOutput: [], command: command))),
             "the streaming check './stream' closed its output before answering",
             de: "die Streaming-Prüfung './stream' hat ihre Ausgabe geschlossen, bevor sie geantwortet hat",
             chinese, "流式检查 './stream' 在回答之前关闭了输出")
    }

    // MARK: - Starting a program

    @Test func aProgramThatCannotStart() async throws {
        let runner = CommandRunner(directory: nil)
        let missing = FormCommand(arguments: ["formline-no-such-program"], role: .fieldCheck(field: "name"))
        says(try #require(failed(await offThePool { runner.check(missing, request: "{}") })),
             "the check 'formline-no-such-program' could not be started: no program 'formline-no-such-program' was found",
             de: "die Prüfung 'formline-no-such-program' konnte nicht gestartet werden: kein Programm 'formline-no-such-program' gefunden",
             french, "la vérification 'formline-no-such-program' n’a pas pu être lancée : aucun programme 'formline-no-such-program' n’a été trouvé")
        guard case .couldNotStart(let why) = await offThePool({ runner.run([""], input: [], timeoutMilliseconds: 1000) }) else {
            Issue.record("an empty program started")
            return
        }
        says(why, "no program named", de: "kein Programm angegeben", chinese, "没有指定程序")
    }

    // MARK: - A computed source's failure

    @Test func aSourceReadersFailures() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("away").path, withDestinationPath: "/etc/hostname")
        let untrusted = SourceReader(directory: folder.path, runner: nil, environment: ["TOKEN": "s3cret"], trusted: false)
        says(try #require(failure(untrusted.choices(from: .file("missing.txt"), request: ""))),
             "the file 'missing.txt' cannot be read: No such file or directory (the path is relative to the form's folder)",
             de: "die Datei 'missing.txt' kann nicht gelesen werden: Datei oder Ordner nicht gefunden (der Pfad ist relativ zum Ordner des Formulars)",
             french, "le fichier 'missing.txt' ne peut pas être lu : Aucun fichier ou dossier de ce nom (le chemin est relatif au dossier du formulaire)")
        says(try #require(failure(untrusted.choices(from: .file("sub"), request: ""))),
             "the file 'sub' is a folder, not a regular file; choices are read from a file",
             de: "die Datei 'sub' ist \(MessageText.notice(.kindFolder).rendered(in: german)), keine reguläre Datei; Auswahlen werden aus einer Datei gelesen",
             chinese, "文件 'sub'是\(MessageText.notice(.kindFolder).rendered(in: chinese))，不是普通文件；选项要从文件中读取")
        says(try #require(failure(untrusted.choices(from: .file("../x"), request: ""))),
             "the file '../x' is outside the form's folder, and a form reads files outside its folder only when trusted (formline trust FORM)",
             de: "die Datei '../x' liegt außerhalb des Formularordners, und ein Formular liest Dateien außerhalb seines Ordners nur, wenn ihm vertraut wird (formline trust FORM)",
             french, "le fichier '../x' est hors du dossier du formulaire, et un formulaire ne lit des fichiers hors de son dossier que s’il est approuvé (formline trust FORM)")
        says(try #require(failure(untrusted.choices(from: .file("away"), request: ""))),
             "the file 'away' leads outside the form's folder through a link, and a form reads files outside its folder only when trusted (formline trust FORM)",
             de: "die Datei 'away' führt über einen Link aus dem Formularordner hinaus, und ein Formular liest Dateien außerhalb seines Ordners nur, wenn ihm vertraut wird (formline trust FORM)",
             chinese, "文件 'away'通过链接指向表单文件夹之外，而表单只有在受信任时才读取其文件夹之外的文件（formline trust FORM）")
        let token = try #require(failure(untrusted.defaultText(from: .environment("TOKEN"), request: "")))
        says(token, "the environment variable TOKEN is read only when the form is trusted (formline trust FORM); untrusted, a form reads only "
             + "who you are (DEBEMAIL, DEBFULLNAME, EMAIL, FULLNAME, GIT_AUTHOR_EMAIL, GIT_AUTHOR_NAME, GIT_COMMITTER_EMAIL, GIT_COMMITTER_NAME, LOGNAME, NAME, USER)",
             de: "die Umgebungsvariable TOKEN wird nur gelesen, wenn dem Formular vertraut wird (formline trust FORM); ohne Vertrauen liest ein Formular nur, "
             + "wer Sie sind (DEBEMAIL, DEBFULLNAME, EMAIL, FULLNAME, GIT_AUTHOR_EMAIL, GIT_AUTHOR_NAME, GIT_COMMITTER_EMAIL, GIT_COMMITTER_NAME, LOGNAME, NAME, USER)",
             french, "la variable d'environnement TOKEN n’est lue que si le formulaire est approuvé (formline trust FORM) ; sans approbation, un formulaire ne lit que "
             + "votre identité (DEBEMAIL, DEBFULLNAME, EMAIL, FULLNAME, GIT_AUTHOR_EMAIL, GIT_AUTHOR_NAME, GIT_COMMITTER_EMAIL, GIT_COMMITTER_NAME, LOGNAME, NAME, USER)")
        #expect(!token.rendered(in: german).contains("s3cret") && !token.english.contains("s3cret"))
        let branch = FormCommand(arguments: ["sh", "-c", "echo 'no repository' >&2; exit 2"], role: .choices(field: "branch"))
        says(try #require(failure(untrusted.choices(from: .command(branch), request: "{}"))),
             "the command 'sh -c echo 'no repository' >&2; exit 2' is not run (--no-checks skips the form's commands)",
             de: "der Befehl 'sh -c echo 'no repository' >&2; exit 2' wird nicht ausgeführt (--no-checks überspringt die Befehle des Formulars)",
             chinese, "命令 'sh -c echo 'no repository' >&2; exit 2'不会运行（--no-checks 会跳过表单的命令）")
        says(try #require(failure(untrusted.choices(from: .field("tags"), request: ""))),
             "the answer of 'tags' is read by the form itself", de: "die Antwort von 'tags' wird vom Formular selbst gelesen",
             french, "la réponse de 'tags' : c’est le formulaire lui-même qui le lit")
        let running = SourceReader(directory: folder.path, runner: CommandRunner(directory: folder.path), environment: [:], trusted: false)
        says(try #require(failure(await offThePool { running.choices(from: .command(branch), request: "{}") })),
             "the command 'sh' failed (exit status 2): no repository",
             de: "der Befehl 'sh' ist fehlgeschlagen (Exit-Status 2): no repository", french, "la commande 'sh' a échoué (code de sortie 2) : no repository")
        let secret = FormCommand(arguments: ["sh", "-c", "echo hunter2 >&2; exit 1"], role: .defaultValue(field: "pin"))
        let quiet = try #require(failure(await offThePool { running.defaultText(from: .command(secret), request: "{}") }))
        says(quiet, "the command 'sh' failed (exit status 1)", de: "der Befehl 'sh' ist fehlgeschlagen (Exit-Status 1)",
             chinese, "命令 'sh' 失败了（退出状态 1）")
        let slow = FormCommand(arguments: ["sleep", "5"], role: .choices(field: "branch"), timeoutMilliseconds: 200)
        says(try #require(failure(await offThePool { running.choices(from: .command(slow), request: "{}") })),
             "the command 'sleep' did not answer within 200ms (it was stopped)",
             de: MessageText.frame(.commandTimedOut, ["name": "sleep", "time": "200ms"]).rendered(in: german),
             french, MessageText.frame(.commandTimedOut, ["name": "sleep", "time": "200ms"]).rendered(in: french))
    }

    @Test func aComputedSourcesJudgement() throws {
        let what = ChoiceSource.command(FormCommand(arguments: ["./regions"], role: .choices(field: "region"))).summaryText
        func problem(_ values: [String]) -> MessageText? {
            ComputedChoices.problem(with: values.map { ComputedChoice(value: $0) }, from: what)
        }
        says(try #require(problem([])), "the command './regions' gave no choices", de: "der Befehl './regions' hat keine Auswahlen geliefert",
             french, "la commande './regions' : aucun choix fourni")
        says(try #require(problem(["a", ""])), "choice 2 from the command './regions' is empty",
             de: "Auswahl 2, die der Befehl './regions' geliefert hat, ist leer", chinese, "命令 './regions'给出的第 2 个选项为空")
        says(try #require(problem(["a", "b\u{202E}"])),
             "choice 2 from the command './regions' holds a control character (an escape sequence, a line break, a bidi control or NUL); choices are plain text",
             de: "Auswahl 2, die der Befehl './regions' geliefert hat, enthält ein Steuerzeichen (eine Escape-Sequenz, einen Zeilenumbruch, ein Bidi-Steuerzeichen oder NUL); Auswahlen sind reiner Text",
             french, "la commande './regions' : le choix 2 contient un caractère de contrôle (une séquence d’échappement, un saut de ligne, un contrôle bidi ou NUL) ; les choix sont du texte brut")
        says(try #require(problem(["a", "b", "a"])), "the command './regions' gave the value of choice 1 again as choice 3",
             de: "der Befehl './regions' hat den Wert von Auswahl 1 noch einmal als Auswahl 3 geliefert",
             chinese, "命令 './regions'给出的第 3 个选项重复了第 1 个选项的值")
        says(try #require(problem((0...ComputedChoices.maximumCount).map(String.init))), "the command './regions' gave 10001 choices, more than 10000",
             de: "der Befehl './regions' hat 10001 Auswahlen geliefert, mehr als 10000", french, "la commande './regions' : 10001 choix fournis, plus de 10000")
        #expect(ComputedChoices.problem(with: [], from: "it") == "it gave no choices")

        let form = try #require(FormLoader.load(yaml: "title: T\nfields:\n  - {id: age, type: number}\n  - {id: region, type: choice, choices: [a]}\n",
                                                today: today).form)
        let applied = SourceComputation.apply(.success([]), to: form.fields[1], what: what)
        says(try #require(applied.failure?.text), "has no usable choices: the command './regions' gave no choices",
             de: "hat keine verwendbaren Auswahlen: der Befehl './regions' hat keine Auswahlen geliefert",
             chinese, "没有可用的选项：命令 './regions'没有给出任何选项")
        says(try #require(failure(SourceComputation.choices(.field("tags"), answer: nil, request: "", sources: nil))),
             "has no choices yet: they are the answer of 'tags', which holds nothing; answer 'tags' first",
             de: "hat noch keine Auswahlen: sie sind die Antwort von 'tags', die nichts enthält; beantworten Sie zuerst 'tags'",
             french, "n’a pas encore de choix : ce sont la réponse de 'tags', qui est vide ; répondez d’abord à 'tags'")
        says(try #require(failure(SourceComputation.choices(.file("r.txt"), answer: nil, request: "", sources: nil))),
             "its choices come from the file 'r.txt', and nothing reads files here",
             de: "die Auswahlen liefert die Datei 'r.txt', und hier liest nichts Dateien", chinese, "它的选项来自文件 'r.txt'，而这里没有读取文件的程序")
        let command = FormCommand(arguments: ["./regions"], role: .choices(field: "region"))
        says(try #require(failure(SourceComputation.choices(.command(command), answer: nil, request: "", sources: nil))),
             "its choices come from the command './regions', which is not run (--no-checks, or the program did not allow commands)",
             de: "die Auswahlen liefert der Befehl './regions', was nicht ausgeführt wird (--no-checks, oder das Programm hat keine Befehle erlaubt)",
             french, "ses choix viennent de la commande './regions', qui n’est pas exécutée (--no-checks, ou le programme n’a pas autorisé les commandes)")
        says(try #require(failure(SourceComputation.defaultText(.environment("USER"), request: "", sources: nil))),
             "its default comes from the environment variable USER, which is not read here (--no-checks, or the program did not allow it)",
             de: "den Vorgabewert liefert die Umgebungsvariable USER, was hier nicht gelesen wird (--no-checks, oder das Programm hat es nicht erlaubt)",
             chinese, "它的默认值来自环境变量 USER，但这里不会读取（--no-checks，或程序不允许）")
        let validator = FieldValidator(field: form.fields[0], today: today)
        guard case .failure(let refused) = validator.value(from: "many") else {
            Issue.record("'many' is a number")
            return
        }
        let program = MessageText.command(.whatProgram)
        says(try #require(SourceComputation.defaultValue(.success("many"), what: program, validator: validator).failure?.text),
             "the default from the program is not used: it \(refused.message)",
             de: "der Vorgabewert, den das Programm liefert, wird nicht verwendet: er \(refused.message(in: german))",
             french, "la valeur par défaut fournie par le programme n’est pas utilisée : elle \(refused.message(in: french))")
        let notRun = SourceFailure(.command(.commandNotRun, [.init("what", what)]))
        says(try #require(SourceComputation.defaultValue(.failure(notRun), what: what, validator: validator).failure?.text),
             "the default from the command './regions' is not used: the command './regions' is not run (--no-checks skips the form's commands)",
             de: "der Vorgabewert, den der Befehl './regions' liefert, wird nicht verwendet: der Befehl './regions' wird nicht ausgeführt (--no-checks überspringt die Befehle des Formulars)",
             chinese, "不使用来自命令 './regions'的默认值：命令 './regions'不会运行（--no-checks 会跳过表单的命令）")
    }
}
