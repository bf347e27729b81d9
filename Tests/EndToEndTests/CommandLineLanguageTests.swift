import Foundation
import Testing
import TestSupport

/// What formline's command line says besides its errors and notices (`CommandLineWord`), in
/// the person's language (issue 37): the real commands run in English (`LANGUAGE=C`), German
/// and one more language give the same exit status and output, English byte for byte as
/// before, each other language its own words around the same values.
@Suite struct CommandLineLanguageTests {
    /// Runs `arguments` in English, German and `other`: each language's standard error (or
    /// output, with `onOutput`) holds its line, and every run ends with `status`.
    private func everyLanguage(_ arguments: [String], input: String = "", environment: [String: String] = [:], directory: URL? = nil,
                               other: String = "fr", status: Int32, onOutput: Bool = false, lines: [String],
                               prepare: () throws -> Void = {}) throws {
        for (language, line) in zip(["C", "de", other], lines) {
            try prepare()
            let result = try ProcessRunner.formline(arguments, input: input, environment: environment.merging(["LANGUAGE": language]) { $1 },
                                                    directory: directory)
            #expect(!result.timedOut)
            #expect(result.status == status, "\(language) \(arguments): \(result.stderr)")
            let shown = onOutput ? result.stdout : result.stderr
            #expect(shown.contains(line), "\(language) \(arguments): \(shown)")
            if language != "C" { #expect(!shown.contains(lines[0]), "\(language) \(arguments): \(shown)") }
        }
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func terminalOnlyOptionsOfAPipedRun() throws {
        try everyLanguage(["run", "login", "--timeout", "30", "--accessible"], input: "ada\ncorrect horse\nyes\n", status: 0, lines: [
            "formline: --timeout applies only at a terminal, and standard input is not one: ignored; "
                + "to bound a piped run, use `timeout 30 formline …` (also exit 124)\n"
                + "formline: --accessible applies only at a terminal, and standard input is not one: ignored "
                + "(piped runs print no prompts, only plain messages)\n",
            "formline: --timeout wirkt nur an einem Terminal, und die Standardeingabe ist keines: ignoriert; "
                + "um einen Lauf über eine Pipe zu begrenzen, verwenden Sie `timeout 30 formline …` (ebenfalls Exit-Status 124)\n"
                + "formline: --accessible wirkt nur an einem Terminal, und die Standardeingabe ist keines: ignoriert "
                + "(Läufe über eine Pipe zeigen keine Eingabeaufforderungen, nur schlichte Meldungen)\n",
            "formline: --timeout ne s'applique qu'à un terminal, et l'entrée standard n'en est pas un : ignoré ; "
                + "pour limiter une exécution par tube, utilisez `timeout 30 formline …` (sortie 124 aussi)\n",
        ])
    }

    @Test func newSaysWhatItWrote() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clear = { for name in ["task.yaml", "task.test.yaml", "task.form"] { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) } }
        try everyLanguage(["new", "task"], directory: folder, other: "zh_CN.UTF-8", status: 0, onOutput: true, lines: [
            "Wrote task.yaml and its scenarios task.test.yaml. Edit them, then run `formline check task.yaml` and `formline test task.test.yaml`.\n",
            "task.yaml und seine Szenarien task.test.yaml geschrieben. Bearbeiten Sie die Dateien und führen Sie dann "
                + "`formline check task.yaml` und `formline test task.test.yaml` aus.\n",
            "已写入 task.yaml 及其场景文件 task.test.yaml。编辑它们，然后运行 `formline check task.yaml` 和 `formline test task.test.yaml`。\n",
        ], prepare: clear)
        try everyLanguage(["new", "task", "-o", "task.form"], directory: folder, other: "es", status: 0, onOutput: true, lines: [
            "Wrote task.form. Edit it, then run `formline check task.form`.\n",
            "task.form geschrieben. Bearbeiten Sie die Datei und führen Sie dann `formline check task.form` aus.\n",
            "Se escribió task.form. Edítelo y luego ejecute `formline check task.form`.\n",
        ], prepare: clear)
    }

    @Test func anUnknownCommand() throws {
        try everyLanguage(["chek", "forms/login.yaml"], other: "pt_BR.UTF-8", status: 64, lines: [
            "formline: unknown command 'chek'; did you mean 'check'? the commands are run, check,",
            "formline: unbekannter Befehl 'chek'; meinten Sie 'check'? die Befehle sind run, check,",
            "formline: comando desconhecido 'chek'; você quis dizer 'check'? os comandos são run, check,",
        ])
    }

    @Test func listsWords() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let work = root.appendingPathComponent("work")
        let environment = ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_DATA_DIRS": root.appendingPathComponent("data").path,
                           "FORMLINE_PATH": root.appendingPathComponent("extra").path]
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try everyLanguage(["list"], environment: environment, directory: work, status: 0, lines: [
            "formline: no forms found; looked in:\n  ./forms\n",
            "formline: keine Formulare gefunden; gesucht in:\n  ./forms\n",
            "formline: aucun formulaire trouvé ; dossiers parcourus :\n  ./forms\n",
        ])
        for (path, text) in [("work/forms/bad.yaml", "title: [\n"), ("extra/bad.yaml", "title: Extra\nfields:\n  - id: a\n    type: text\n    label: A\n")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try everyLanguage(["list"], environment: environment, directory: work, other: "es", status: 0, onOutput: true, lines: [
            "(has errors)  forms/bad.yaml (./forms)\n",
            "(fehlerhaft)  forms/bad.yaml (./forms)\n",
            "(tiene errores)  forms/bad.yaml (./forms)\n",
        ])
        try everyLanguage(["list"], environment: environment, directory: work, other: "es", status: 0, onOutput: true, lines: [
            "/extra/bad.yaml (FORMLINE_PATH), shadowed\n",
            "/extra/bad.yaml (FORMLINE_PATH), verdeckt\n",
            "/extra/bad.yaml (FORMLINE_PATH), oculto\n",
        ])
    }

    @Test func checksCommandsLine() throws {
        try everyLanguage(["check", "forms/choose-username.yaml"], other: "zh_CN.UTF-8", status: 0, lines: [
            " (only when trusted: formline trust FORM):\n  form check 1: ./checks/username-taken\n",
            " (nur wenn ihm vertraut wird: formline trust FORM):\n",
            "（仅在受信任时：formline trust FORM）：\n",
        ])
    }

    @Test func givenAnswersWarnings() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formline-answers-\(UUID().uuidString).json")
        try #"{"username":"ada","colour":"red"}"#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try everyLanguage(["run", "login", "--answers", file.path, "--set", "password=correct horse", "--no-input"], status: 0, lines: [
            "formline: warning: --set password=… puts a secret in the process list, where other users can see it; "
                + "use --answers FILE or FORMLINE_ANSWER_password instead\n",
            "formline: Warnung: --set password=… bringt ein Geheimnis in die Prozessliste, wo andere Benutzer es sehen können; "
                + "verwenden Sie stattdessen --answers DATEI oder FORMLINE_ANSWER_password\n",
            "formline: attention : --set password=… met un secret dans la liste des processus",
        ])
        try everyLanguage(["run", "login", "--answers", file.path, "--set", "password=correct horse", "--no-input"], other: "es", status: 0, lines: [
            "formline: --answers \(file.path): 'colour' is not a field of this form; left out\n",
            "formline: --answers \(file.path): 'colour' ist kein Feld dieses Formulars; ausgelassen\n",
            "formline: --answers \(file.path): 'colour' no es un campo de este formulario; se omite\n",
        ])
    }

    /// A form read from a pipe whose answers cannot be written: the command to go on says,
    /// in the person's language, to give the same form text again.
    @Test func aPipedFormsDraftCommand() throws {
        let home = try TemporaryHome()
        for (language, line) in [("C", "`formline run /dev/fd/63 --resume (given the same form text again)`"),
                                 ("de", "`formline run /dev/fd/63 --resume (mit demselben Formulartext wie zuvor)`"),
                                 ("fr", "`formline run /dev/fd/63 --resume (en redonnant le même texte de formulaire)`")] {
            var environment = ProcessInfo.processInfo.environment
            environment["FORMLINE_DRAFT_DIR"] = home.drafts.path
            environment["LANGUAGE"] = language
            let failed = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", #""$0" run <(cat forms/login.yaml) > /dev/full"#,
                                                                                 ProcessRunner.formlineBinary().path],
                                               input: Data("ada\ncorrect horse\nyes\n".utf8), environment: environment,
                                               directory: ProcessRunner.repositoryRoot())
            #expect(failed.status == 74)
            #expect(failed.stderr.contains(line), "\(language): \(failed.stderr)")
        }
    }
}

/// A multi-line field holding text says, at the terminal, what Enter, typing and the editor
/// do with it, in the person's language (a signal's last line: PipedSignalTests).
@Suite(.serialized) struct MultilineHintLanguageTests {
    @Test(arguments: [("C", "Enter keeps these lines; typing replaces them; Ctrl-X Ctrl-E edits them"),
                      ("de", "Enter behält diese Zeilen; Tippen ersetzt sie; Ctrl-X Ctrl-E bearbeitet sie"),
                      ("fr", "Enter garde ces lignes ; taper les remplace ; Ctrl-X Ctrl-E les modifie")])
    func aMultilineFieldsKeptLines(language: String, line: String) throws {
        let run = try FormlineTerminal(["run", Fixtures.formURL("terminal-multiline").path], environment: ["LANGUAGE": language])
        try run.type(after: "[1/2] ", .text("Old"), .enter)
        try run.type(after: "  ... ", .enter)
        try run.type(after: "[2/2] ", .shiftTab)
        _ = try run.terminal.waitFor(line)
        try run.terminal.sendKeys(.control("c"))
        _ = try run.waitForExit()
    }
}
