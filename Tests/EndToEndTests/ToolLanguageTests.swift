import Foundation
import Testing
import TestSupport

/// What formline's tools say besides their reports' own lines follows the person's language
/// (issue 37, `ToolWord`): the options' validation (`Error: …`, exit status 64), the names of
/// the pattern syntax formline does not support, the advice after them and the pattern's
/// limits inside `invalid pattern: …`, a template's problems, the comments of the form
/// `formline import` writes, `formline test`'s lines for a scenario not run for want of trust
/// and a group's rows it cannot read. English is what it was.
@Suite struct ToolLanguageTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func optionValidationSpeaksTheLanguageWithTheSameStatus() throws {
        let cases: [(arguments: [String], english: String, german: String, chinese: String)] = [
            (["run", "forms/login.yaml", "--prefix", "X"], "--prefix applies only to --format shell or env",
             "--prefix gilt nur für --format shell oder env", "--prefix 只适用于 --format shell 或 env"),
            (["run", "forms/login.yaml", "--trust", "--no-checks"], "--trust and --no-checks cannot be used together",
             "--trust und --no-checks können nicht zusammen verwendet werden", "--trust 和 --no-checks 不能同时使用"),
            (["fill", "forms/login.yaml", "--jobs", "0"], "--jobs must be at least 1", "--jobs muss mindestens 1 sein", "--jobs 必须至少为 1"),
            (["trust"], "name the form to trust (or --list)", "nennen Sie das Formular, dem vertraut werden soll (oder --list)",
             "请指定要信任的表单（或使用 --list）"),
        ]
        for item in cases {
            let english = try ProcessRunner.formline(item.arguments, environment: ["LANGUAGE": "C"])
            let german = try ProcessRunner.formline(item.arguments, environment: ["LANGUAGE": "de"])
            let chinese = try ProcessRunner.formline(item.arguments, environment: ["LANGUAGE": "zh_CN"])
            #expect(english.status == 64 && german.status == 64 && chinese.status == 64, "\(item.arguments)")
            #expect(english.stderr.contains(item.english), "\(english.stderr)")
            #expect(german.stderr.contains(item.german) && !german.stderr.contains(item.english), "\(german.stderr)")
            #expect(chinese.stderr.contains(item.chinese) && !chinese.stderr.contains(item.english), "\(chinese.stderr)")
        }
    }

    @Test func unsupportedPatternSyntaxAndLimitsAreSaidInTheLanguage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"""
        title: P
        fields:
          - {id: a, type: text, label: A, pattern: '^\Qa.b\E$'}
          - {id: b, type: text, label: B, pattern: '[]a]'}
          - {id: c, type: text, label: C, pattern: '[ab]*a[ab]{100}'}
          - {id: d, type: text, label: D, default: "{a|slugg}"}
        """#.write(to: dir.appendingPathComponent("p.yaml"), atomically: true, encoding: .utf8)
        let english = try ProcessRunner.formline(["check", "p.yaml"], environment: ["LANGUAGE": "C"], directory: dir)
        let german = try ProcessRunner.formline(["check", "p.yaml"], environment: ["LANGUAGE": "de"], directory: dir)
        let chinese = try ProcessRunner.formline(["check", "p.yaml"], environment: ["LANGUAGE": "zh_CN"], directory: dir)
        #expect(english.status == 78 && german.status == 78 && chinese.status == 78)
        for line in ["p.yaml:3:46: error: invalid pattern: quoting with '\\Q...\\E' is not supported: escape each character instead\n",
                     "error: invalid pattern: ']' first in a class is not supported: write \\] for a literal bracket\n",
                     "error: invalid pattern: the pattern may cost too much to match: up to 102 steps for each character of an answer, "
                     + "and formline allows 24, so that any answer is decided in well under a second; anchor it ('^...$') or use "
                     + "smaller counts ('{3,20}', or the field's maxLength)\n",
                     "error: invalid computed default: unknown filter 'slugg'\n"] {
            #expect(english.stderr.contains(line), "\(line)\n\(english.stderr)")
        }
        for line in ["p.yaml:3:46: Fehler: ungültiges Muster: Maskieren mit '\\Q...\\E' wird nicht unterstützt: maskieren Sie stattdessen jedes Zeichen einzeln\n",
                     "']' als Erstes in einer Klasse wird nicht unterstützt: schreiben Sie \\] für eine wörtliche Klammer\n",
                     "das Muster ist womöglich zu aufwendig: bis zu 102 Schritte je Zeichen einer Antwort, und formline erlaubt 24",
                     "unbekannter Filter 'slugg'"] {
            #expect(german.stderr.contains(line), "\(line)\n\(german.stderr)")
        }
        for line in ["无效的模式：不支持 '\\Q...\\E' 引用：请改为逐个转义每个字符", "字面的方括号请写作 \\]",
                     "答案的每个字符最多需要 102 步，而 formline 只允许 24 步", "未知的过滤器 'slugg'"] {
            #expect(chinese.stderr.contains(line), "\(line)\n\(chinese.stderr)")
        }
        for english in ["is not supported", "escape each character", "literal bracket", "may cost too much", "unknown filter"] {
            #expect(!german.stderr.contains(english) && !chinese.stderr.contains(english), "\(english)")
        }
    }

    @Test func theFormImportWritesIsCommentedInTheLanguage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"type": "object", "properties": {"b": {"type": "object"}, "d": {"type": "string", "format": "email", "deprecated": true}}}"#
            .write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let english = try ProcessRunner.formline(["import", "s.json"], environment: ["LANGUAGE": "C"], directory: dir)
        let german = try ProcessRunner.formline(["import", "s.json"], environment: ["LANGUAGE": "de"], directory: dir)
        let chinese = try ProcessRunner.formline(["import", "s.json"], environment: ["LANGUAGE": "zh_CN"], directory: dir)
        #expect(english.status == 0 && german.status == 0 && chinese.status == 0)
        #expect(english.stdout.hasPrefix("# Made by `formline import` from a JSON Schema. Comments say where the mapping chose something;\n"))
        for line in ["    # deprecated in the schema\n", "    # format 'email' checked with a pattern\n",
                     "# Not mapped (`formline check s.json` shows each at its line):\n",
                     "#   1:40: #/properties/b: an object without 'properties' (free keys) is not mapped; 'b' is not asked\n"] {
            #expect(english.stdout.contains(line), "\(line)\n\(english.stdout)")
        }
        for line in ["# Erstellt von `formline import` aus einem JSON Schema.", "    # im Schema als veraltet markiert\n",
                     "    # Format 'email' wird mit einem Muster geprüft\n", "# Nicht übernommen (`formline check s.json` zeigt jedes an seiner Zeile):\n",
                     "#   1:40: #/properties/b: ein Objekt ohne 'properties' (freie Schlüssel) wird nicht übertragen; 'b' wird nicht gefragt\n"] {
            #expect(german.stdout.contains(line), "\(line)\n\(german.stdout)")
        }
        for line in ["# 由 `formline import` 从 JSON Schema 生成。", "    # 在 schema 中已弃用\n", "# 未映射（`formline check s.json` 会在各自的行显示每一项）：\n"] {
            #expect(chinese.stdout.contains(line), "\(line)\n\(chinese.stdout)")
        }
        // Only the comments differ: the form is the same, line for line.
        func form(_ text: String) -> [Substring] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("#") || $0.drop { $0 == " " }.hasPrefix("#") ? "#" : $0 }
        }
        #expect(form(german.stdout) == form(english.stdout) && form(chinese.stdout) == form(english.stdout))
        try chinese.stdout.write(to: dir.appendingPathComponent("zh.yaml"), atomically: true, encoding: .utf8)
        let check = try ProcessRunner.formline(["check", "zh.yaml"], environment: ["LANGUAGE": "C"], directory: dir)
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func aScenarioNotRunForTrustAndARowsProblemAreToldInTheLanguage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "title: E\nfields:\n  - {id: a, type: text}\nchecks:\n  - {run: [sh, -c, \"true\"]}\n"
            .write(to: dir.appendingPathComponent("e.yaml"), atomically: true, encoding: .utf8)
        try "scenarios:\n  - name: pwn\n    trust: true\n    input: [x]\n    expect: {status: 0}\n"
            .write(to: dir.appendingPathComponent("e.test.yaml"), atomically: true, encoding: .utf8)
        let environment = ["FORMLINE_TRUST_DIR": dir.appendingPathComponent("trust").path]
        let english = try ProcessRunner.formline(["test", "e.test.yaml"], environment: environment.merging(["LANGUAGE": "C"]) { $1 }, directory: dir)
        let german = try ProcessRunner.formline(["test", "e.test.yaml"], environment: environment.merging(["LANGUAGE": "de"]) { $1 }, directory: dir)
        let chinese = try ProcessRunner.formline(["test", "e.test.yaml"], environment: environment.merging(["LANGUAGE": "zh_CN"]) { $1 }, directory: dir)
        #expect(english.status == 77 && german.status == 77 && chinese.status == 77, "\(english.stdout)\(english.stderr)")
        #expect(english.stdout.hasPrefix("e.test.yaml:2:5: error: scenario 'pwn' was not run: it runs commands, and the form is not trusted:\n"
                                         + "  form check 1: sh -c true\n"
                                         + "    read them, then run `formline trust e.yaml` or `formline test --trust`\n"), "\(english.stdout)")
        #expect(german.stdout.hasPrefix("e.test.yaml:2:5: Fehler: Szenario 'pwn' wurde nicht ausgeführt: es führt Befehle aus, und dem Formular wird nicht vertraut:\n"),
                "\(german.stdout)")
        #expect(german.stdout.contains("    lesen Sie sie, dann führen Sie `formline trust e.yaml` oder `formline test --trust` aus\n"), "\(german.stdout)")
        #expect(chinese.stdout.hasPrefix("e.test.yaml:2:5: 错误: 场景 'pwn' 未运行：它会运行命令，而该表单未被信任：\n"), "\(chinese.stdout)")
        #expect(chinese.stdout.contains("    请阅读这些内容，然后运行 `formline trust e.yaml` 或 `formline test --trust`\n"), "\(chinese.stdout)")

        try "title: G\nfields:\n  - id: trips\n    type: group\n    label: Trips\n    fields:\n      - {id: from, type: text, label: From}\n"
            .write(to: dir.appendingPathComponent("g.yaml"), atomically: true, encoding: .utf8)
        try "scenarios:\n  - name: rows\n    set: {trips: [{from: Oslo}, 5]}\n    expect: {status: 0}\n"
            .write(to: dir.appendingPathComponent("g.test.yaml"), atomically: true, encoding: .utf8)
        let rowsEnglish = try ProcessRunner.formline(["test", "g.test.yaml"], environment: ["LANGUAGE": "C"], directory: dir)
        let rowsGerman = try ProcessRunner.formline(["test", "g.test.yaml"], environment: ["LANGUAGE": "de"], directory: dir)
        let rowsChinese = try ProcessRunner.formline(["test", "g.test.yaml"], environment: ["LANGUAGE": "zh_CN"], directory: dir)
        #expect(rowsEnglish.status == 78 && rowsGerman.status == 78 && rowsChinese.status == 78)
        #expect(rowsEnglish.stdout.contains("error: 'set' of 'trips': row 2 must be an object of sub-field answers, like the others\n"), "\(rowsEnglish.stdout)")
        #expect(rowsGerman.stdout.contains("Fehler: 'set' von 'trips': Zeile 2 muss ein Objekt mit Antworten der Unterfelder sein, wie die anderen\n"),
                "\(rowsGerman.stdout)")
        #expect(rowsChinese.stdout.contains("第 2 行必须和其他行一样，是由子字段答案组成的对象"), "\(rowsChinese.stdout)")
    }
}
