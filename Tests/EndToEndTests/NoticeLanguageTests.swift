import Foundation
import Testing
import TestSupport

/// What formline says of drafts and trust, and its own errors about files, streams and
/// answers files (`NoticeWord`), in the person's language (issue 37 item 1): the real
/// commands run in English (`LANGUAGE=C`), German and Chinese give the same exit status and
/// output, English byte for byte as before, each other language its own words around the
/// same values.
@Suite struct NoticeLanguageTests {
    private static let languages = ["C", "de", "zh_CN.UTF-8"]

    /// Runs `arguments` (or `script`) in English, German and Chinese: each language's standard
    /// error holds its line, every run ends with `status`, and standard output is the same.
    private func everyLanguage(_ arguments: [String], script: String? = nil, input: String = "",
                               environment: [String: String] = [:], directory: URL? = nil,
                               status: Int32, lines: [String], prepare: () throws -> Void = {}) throws {
        var outputs: [String] = []
        for (language, line) in zip(Self.languages, lines) {
            try prepare()
            let environment = environment.merging(["LANGUAGE": language]) { $1 }
            let result = try script.map { try ProcessRunner.formlineInShell($0, arguments, input: input, environment: environment) }
                ?? ProcessRunner.formline(arguments, input: input, environment: environment, directory: directory)
            #expect(!result.timedOut)
            #expect(result.status == status, "\(language) \(arguments): \(result.stderr)")
            #expect(result.stderr.contains(line), "\(language) \(arguments): \(result.stderr)")
            if language != "C" { #expect(!result.stderr.contains(lines[0]), "\(language) \(arguments): \(result.stderr)") }
            outputs.append(result.stdout)
        }
        #expect(Set(outputs).count == 1, "\(outputs)")
    }

    /// `--resume` with no draft says so, and a run whose answers cannot be written (standard
    /// output is /dev/full) says why and that its answers are kept in a draft.
    @Test func draftNotices() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        try everyLanguage(["run", "login", "--resume"], input: "ada\ncorrect horse\nyes\n", environment: env, status: 0, lines: [
            "formline: no draft for login; starting afresh\n",
            "formline: kein Entwurf für login; es wird neu begonnen\n",
            "formline: 没有 login 的草稿；从头开始\n",
        ])
        try everyLanguage(["run", "login"], script: #"exec "$0" "$@" > /dev/full"#, input: "ada\ncorrect horse\nyes\n",
                          environment: env, status: 74, lines: [
            "; the answers so far (not secrets) are kept in a draft: continue with `formline run login --resume`\n",
            "; die bisherigen Antworten (ohne Geheimnisse) sind in einem Entwurf gespeichert: fortsetzen mit `formline run login --resume`\n",
            "；目前的答案（不含机密）已保存在草稿中：用 `formline run login --resume` 继续\n",
        ], prepare: { try? FileManager.default.removeItem(at: home.drafts) })
        let de = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", "login"], input: "ada\ncorrect horse\nyes\n",
                                                    environment: env.merging(["LANGUAGE": "de"]) { $1 })
        #expect(de.stderr.contains("formline: in die Standardausgabe kann nicht geschrieben werden: "), "\(de.stderr)")
        let c = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", "login"], input: "ada\ncorrect horse\nyes\n",
                                                   environment: env.merging(["LANGUAGE": "C"]) { $1 })
        #expect(c.stderr.contains("formline: cannot write to standard output: "), "\(c.stderr)")
    }

    /// A draft whose mode is not 600 is refused, saying why, in each language.
    @Test func aDraftRefusedForItsMode() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        let failed = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", "login"], input: "ada\ncorrect horse\nyes\n",
                                                        environment: env)
        #expect(failed.status == 74, "\(failed.stderr)")
        let name = try #require(home.draftFiles.keys.first)
        let path = home.drafts.appendingPathComponent(name).path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try everyLanguage(["run", "login", "--resume"], input: "", environment: env, status: 66, lines: [
            "formline: the draft '\(path)' is refused: its mode is 644, not 600; delete it to start over\n",
            "formline: der Entwurf '\(path)' wird abgelehnt: der Dateimodus ist 644, nicht 600; löschen Sie ihn, um neu zu beginnen\n",
            "formline: 草稿“\(path)”被拒绝：它的权限模式是 644，而不是 600；删除它即可重新开始\n",
        ])
        try everyLanguage(["drafts", "rm", "--all"], environment: env, status: 0, lines: [
            "formline: deleted 1 draft\n", "formline: 1 Entwurf gelöscht\n", "formline: 已删除 1 份草稿\n",
        ], prepare: { _ = FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)) })
        try everyLanguage(["drafts"], environment: env, status: 0, lines: [
            "formline: no drafts in '\(home.drafts.path)'\n", "formline: keine Entwürfe in '\(home.drafts.path)'\n",
            "formline: “\(home.drafts.path)”中没有草稿\n",
        ])
    }

    /// An answers file that holds no mapping is refused, saying what it must hold.
    @Test func anAnswersFileThatCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-notices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answers = folder.appendingPathComponent("answers.yaml")
        try "- ada\n- bob\n".write(to: answers, atomically: true, encoding: .utf8)
        try everyLanguage(["run", "login", "--no-input", "--answers", answers.path], status: 65, lines: [
            "formline: --answers \(answers.path): must hold one mapping of field ids to answers, like {\"username\":\"ada\"}\n",
            "formline: --answers \(answers.path): muss eine Zuordnung von Feld-IDs zu Antworten enthalten, etwa {\"username\":\"ada\"}\n",
            "formline: --answers \(answers.path)：必须是一个从字段 id 到答案的映射，例如 {\"username\":\"ada\"}\n",
        ])
    }

    /// A group's rows given with `--set` as neither one array nor one object each.
    @Test func aGroupsRowsWithSet() throws {
        try everyLanguage(["run", "trip", "--no-input", "--set", "legs={\"from\":\"Oslo\"}", "--set", "legs=[]"], status: 64, lines: [
            "formline: --set legs=…: give a group's rows either as one JSON array (--set legs='[{…},{…}]') or one JSON object per --set (--set legs='{…}')\n",
            "formline: --set legs=…: geben Sie die Zeilen einer Gruppe entweder als ein JSON-Array (--set legs='[{…},{…}]') oder als ein JSON-Objekt je --set (--set legs='{…}') an\n",
            "formline: --set legs=…：分组的各行要么作为一个 JSON 数组给出（--set legs='[{…},{…}]'），要么每个 --set 给一个 JSON 对象（--set legs='{…}'）\n",
        ])
    }

    /// `formline trust`'s notices: trusted, no longer trusted, none trusted.
    @Test func trustNotices() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-trust-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = ["FORMLINE_TRUST_DIR": folder.path]
        try everyLanguage(["trust", "login"], environment: env, status: 0, lines: [
            "(it runs no commands and reads nothing outside its folder)\n",
            "wird vertraut (es führt keine Befehle aus und liest nichts außerhalb seines Ordners)\n",
            "（它不运行命令，也不读取其文件夹以外的内容）\n",
        ])
        try everyLanguage(["trust", "--remove", "login"], environment: env, status: 0, lines: [
            "login.yaml' is no longer trusted\n", "login.yaml' wird nicht mehr vertraut\n", "login.yaml”已不再受信任\n",
        ], prepare: { _ = try ProcessRunner.formline(["trust", "login"], environment: env) })
        try everyLanguage(["trust", "--list"], environment: env, status: 0, lines: [
            "formline: no form is trusted\n", "formline: keinem Formular wird vertraut\n", "formline: 没有受信任的表单\n",
        ])
    }

    /// The gate in front of a form that runs commands and is not trusted: what it does, the
    /// listing as written, and what to do, in the person's language (exit 77 in each).
    @Test func anUntrustedFormsGate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-trust-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try everyLanguage(["run", "choose-username"], environment: ["FORMLINE_TRUST_DIR": folder.path], status: 77, lines: [
            "choose-username.yaml' runs commands, and it is not trusted:\n  form check 1: ./checks/username-taken\nread them, then run `formline trust ",
            "choose-username.yaml' führt Befehle aus, und ihm wird nicht vertraut:\n  Formularprüfung 1: ./checks/username-taken\nlesen Sie sie, dann",
            "choose-username.yaml”会运行命令，但它未被信任：\n  表单检查 1：./checks/username-taken\n请阅读这些内容，然后运行 `formline trust ",
        ])
    }

    /// `--no-checks` says what it skips in the person's language (`CommandWord`), and the run
    /// goes on without the check.
    @Test func theNoChecksNote() throws {
        try everyLanguage(["run", "choose-username", "--no-checks"], input: "ada\nAda\n", status: 0, lines: [
            "formline: --no-checks: the form's command is not run, so its check is skipped\n",
            "formline: --no-checks: der Befehl des Formulars wird nicht ausgeführt, daher entfällt seine Prüfung\n",
            "formline: --no-checks：表单的命令不会运行，因此跳过它的检查\n",
        ])
    }
}
