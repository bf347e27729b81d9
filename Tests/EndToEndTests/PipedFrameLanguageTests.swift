import Foundation
import Testing
import TestSupport

/// The sentences formline writes around a refusal (`FrameWord`, issue 37 item 1) in real
/// runs: a piped run's lines, the end of its input, the fields under `cannot complete …
/// without asking`, and a check's own words when it fails without a message. In German and
/// Chinese the framing is the language's; the line numbers, field ids (in ASCII quotes),
/// labels, exit statuses and standard output are English's; `fill`'s JSON stays English.
@Suite struct PipedFrameLanguageTests {
    private func run(_ arguments: [String], input: String = "", language: String,
                     environment: [String: String] = [:], directory: URL? = nil) throws -> ProcessResult {
        let result = try ProcessRunner.formline(arguments, input: input,
                                                environment: environment.merging(["LANGUAGE": language, "FORMLINE_TODAY": "2026-11-22"]) { $1 },
                                                directory: directory)
        #expect(!result.timedOut)
        return result
    }

    @Test func aPipedRunsRefusalsAndTheEndOfItsInput() throws {
        let c = try run(["run", "login"], input: "x\n\n", language: "C")
        let de = try run(["run", "login"], input: "x\n\n", language: "de")
        let zh = try run(["run", "login"], input: "x\n\n", language: "zh_CN.UTF-8")
        #expect(c.status == 65 && de.status == 65 && zh.status == 65, "\(c.stderr) \(de.stderr) \(zh.stderr)")
        #expect(c.stdout.isEmpty && de.stdout.isEmpty && zh.stdout.isEmpty)
        #expect(c.stderr == """
            formline: line 1: field 'username' (Username): must be at least 3 characters
            formline: line 2: field 'username' (Username): is required
            formline: input ended after line 2 while field 'username' (Username) still needed an answer (is required)

            """)
        #expect(de.stderr == """
            formline: Eingabezeile 1: Feld 'username' (Username): muss mindestens 3 Zeichen lang sein
            formline: Eingabezeile 2: Feld 'username' (Username): ist erforderlich
            formline: die Eingabe endete nach Zeile 2, als noch eine Antwort fehlte: Feld 'username' (Username) (ist erforderlich)

            """)
        #expect(zh.stderr == """
            formline: 输入第 1 行：字段 'username'（Username）：至少需要 3 个字符
            formline: 输入第 2 行：字段 'username'（Username）：为必填项
            formline: 输入在第 2 行后结束，而字段 'username'（Username）仍需要回答（为必填项）

            """)
    }

    @Test func theFieldsThatCannotBeCompletedWithoutAsking() throws {
        let arguments = ["run", "login", "--no-input", "--set", "username=a"]
        let c = try run(arguments, language: "C")
        let de = try run(arguments, language: "de")
        let zh = try run(arguments, language: "zh_CN.UTF-8")
        #expect(c.status == 65 && de.status == 65 && zh.status == 65)
        #expect(c.stderr.hasSuffix("""
            2 fields need an answer:
              field 'username' (Username): must be at least 3 characters (--set username=…)
              field 'password' (Password): is required

            """), "\(c.stderr)")
        #expect(de.stderr.hasSuffix("""
            2 Felder brauchen eine Antwort:
              Feld 'username' (Username): muss mindestens 3 Zeichen lang sein (--set username=…)
              Feld 'password' (Password): ist erforderlich

            """), "\(de.stderr)")
        #expect(zh.stderr.hasSuffix("""
            2 个字段需要答案：
              字段 'username'（Username）：至少需要 3 个字符（--set username=…）
              字段 'password'（Password）：为必填项

            """), "\(zh.stderr)")
    }

    @Test func aCheckThatFailsWithoutAWordOrCrashes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            title: Checked
            fields:
              - id: name
                type: text
                check: {run: [./check]}
            """.utf8).write(to: folder.appendingPathComponent("form.yaml"))
        let environment = ["FORMLINE_TRUST_DIR": folder.appendingPathComponent("trust").path]
        for (script, english, german, chinese) in [
            ("exit 3", "the check './check' failed (exit status 3) without saying why",
             "die Prüfung './check' ist fehlgeschlagen (Exit-Status 3), ohne einen Grund zu nennen", "检查 './check' 失败（退出状态 3），未说明原因"),
            ("kill -KILL $$", "the check './check' crashed (signal 9)", "die Prüfung './check' ist abgestürzt (Signal 9)", "检查 './check' 崩溃了（信号 9）"),
        ] {
            _ = try ExecutableFile.write("#!/bin/sh\n" + script + "\n", to: folder.appendingPathComponent("check"))
            let arguments = ["run", "form.yaml", "--trust"]
            let c = try run(arguments, input: "ada\n", language: "C", environment: environment, directory: folder)
            let de = try run(arguments, input: "ada\n", language: "de", environment: environment, directory: folder)
            let zh = try run(arguments, input: "ada\n", language: "zh_CN.UTF-8", environment: environment, directory: folder)
            #expect(c.status == 65 && de.status == 65 && zh.status == 65, "\(c.stderr) \(de.stderr) \(zh.stderr)")
            #expect(c.stderr.hasPrefix("formline: line 1: field 'name' (name): \(english)\n"), "\(c.stderr)")
            #expect(de.stderr.hasPrefix("formline: Eingabezeile 1: Feld 'name' (name): \(german)\n"), "\(de.stderr)")
            #expect(zh.stderr.hasPrefix("formline: 输入第 1 行：字段 'name'（name）：\(chinese)\n"), "\(zh.stderr)")
            // fill's rejects are machine output: English in every language, the same bytes.
            let fillC = try run(["fill", "form.yaml", "--trust"], input: #"{"name":"ada"}"# + "\n", language: "C", environment: environment, directory: folder)
            let fillZh = try run(["fill", "form.yaml", "--trust"], input: #"{"name":"ada"}"# + "\n", language: "zh_CN.UTF-8", environment: environment, directory: folder)
            #expect(fillC.status == fillZh.status && fillC.stdout == fillZh.stdout && fillC.stderr == fillZh.stderr, "\(fillZh.stderr)")
            #expect(fillZh.stderr.contains(english), "\(fillZh.stderr)")
        }
    }
}
