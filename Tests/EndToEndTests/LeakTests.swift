import Foundation
import Testing
import TestSupport

/// Issue 22's leaks: nothing formline prints shows a secret, a value where values are never
/// echoed, more than a short window of a file that is not a form, or a control character
/// from a file name, a title or a value raw.
@Suite struct LeakTests {
    /// A fresh folder, removed when the test ends.
    final class Folder {
        let url: URL
        var path: String { url.path }
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-leak-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: url.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> ProcessResult {
            var environment = environment
            environment["FORMLINE_PATH"] = environment["FORMLINE_PATH"] ?? ""
            environment["HOME"] = path
            environment["XDG_STATE_HOME"] = url.appendingPathComponent("state").path
            environment["FORMLINE_TODAY"] = "2026-11-22"
            return try ProcessRunner.run(ProcessRunner.formlineBinary(), arguments, input: Data(input.utf8),
                                         environment: environment, directory: url, timeout: 60)
        }
    }

    static let login = try! String(contentsOf: ProcessRunner.repositoryRoot().appendingPathComponent("forms/login.yaml"), encoding: .utf8)

    // MARK: formline test

    /// A scenario's `form:` names a form file in the scenario's folder or a form's name:
    /// never any file the run can read, whose text a diagnostic would then quote.
    @Test(arguments: ["/proc/self/environ", "/etc/passwd", "../../x.yaml", "../outside.yaml", "notes.txt", "/etc/hostname.yaml"])
    func aScenarioNamesOnlyAFormFile(form: String) throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("tests"), withIntermediateDirectories: true)
        try folder.write("outside.yaml", Self.login)
        try folder.write("tests/notes.txt", "API_TOKEN=ghp_SECRET\n")
        try folder.write("tests/a.test.yaml", "form: \(form)\nscenarios:\n  - name: x\n    input: [ada]\n    expect: {}\n")
        let result = try folder.run(["test", "tests/a.test.yaml"], environment: ["API_TOKEN": "ghp_SECRET"])
        #expect(result.status != 0)
        #expect(result.stdout.contains("is not a form file in the scenario's folder") || result.stdout.contains("no form file 'notes.txt'"),
                "\(result.stdout)")
        #expect(!result.stdout.contains("ghp_SECRET") && !result.stderr.contains("ghp_SECRET"), "\(result.stdout)")
        #expect(!result.stdout.contains("root:"), "\(result.stdout)")
    }

    @Test func aScenarioMayNameAFormBelowItsFolderOrByName() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("tests/forms"), withIntermediateDirectories: true)
        try folder.write("tests/forms/login.yaml", Self.login)
        let scenario = "\nscenarios:\n  - name: x\n    input: [ada, correct horse, 'yes']\n    expect: {status: 0}\n"
        try folder.write("tests/a.test.yaml", "form: forms/login.yaml" + scenario)
        try folder.write("tests/b.test.yaml", "form: \(folder.path)/tests/forms/login.yaml" + scenario)
        try folder.write("tests/c.test.yaml", "form: login" + scenario)
        let result = try folder.run(["test", "tests/a.test.yaml", "tests/b.test.yaml", "tests/c.test.yaml"],
                                    environment: ["FORMLINE_PATH": folder.path + "/tests/forms"])
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        // A form's name is looked for on the search path only, not as a file here.
        try folder.write("passwd", "root:x:0:0\n")
        try folder.write("tests/d.test.yaml", "form: passwd" + scenario)
        let byName = try folder.run(["test", "tests/d.test.yaml"])
        #expect(byName.status != 0 && !byName.stdout.contains("root:x"), "\(byName.stdout)")
    }

    /// `expect.output` differs: the output shown has the secret masked.
    @Test func aFailingOutputNeverShowsASecret() throws {
        let folder = try Folder()
        try folder.write("login.yaml", Self.login)
        try folder.write("login.test.yaml", """
            form: login.yaml
            scenarios:
              - name: output differs
                input: [ada, my-secret-horse, "yes"]
                format: shell
                expect:
                  output: "nothing like it"

            """)
        let result = try folder.run(["test", "login.test.yaml"])
        #expect(result.status != 0, "\(result.stdout)")
        #expect(result.stdout.contains("password='********'"), "\(result.stdout)")
        #expect(!result.stdout.contains("my-secret-horse"), "\(result.stdout)")
    }

    // MARK: values never echoed

    @Test func dateAndPathMessagesDoNotEchoTheValueInSetOrFill() throws {
        let folder = try Folder()
        let form = try String(contentsOf: ProcessRunner.repositoryRoot().appendingPathComponent("forms/new-task.yaml"), encoding: .utf8)
        try folder.write("task.yaml", form)
        for set in ["due=my-secret-token", "due=31/12/my-secret-token", "attachment=/my-secret-token/x.md"] {
            let due = set.hasPrefix("due=") ? [] : ["--set", "due=tomorrow"]
            let result = try folder.run(["run", "task.yaml", "--set", "title=t", "--set", set] + due)
            #expect(result.status != 0, "\(set)")
            #expect(!result.stderr.contains("my-secret-token"), "\(set): \(result.stderr)")
            #expect(result.stderr.contains("is not a date") || result.stderr.contains("does not exist"), "\(set): \(result.stderr)")
        }
        let fill = try folder.run(["fill", "task.yaml"], input: """
            {"title":"t","due":"my-secret-token"}
            {"title":"t","due":"2026-12-01","attachment":"/my-secret-token/x.md"}

            """)
        #expect(fill.status == 1)
        #expect(!fill.stderr.contains("my-secret-token"), "\(fill.stderr)")
        #expect(fill.stderr.contains(#""message":"is not a date: expected a date like"#), "\(fill.stderr)")
        #expect(fill.stderr.contains(#""message":"does not exist"}"#), "\(fill.stderr)")
    }

    // MARK: diagnostics

    /// `check notes.txt` (one line of 160 KB): a short window of it at most.
    @Test func aFileThatIsNoFormIsQuotedInAShortWindowOnly() throws {
        let folder = try Folder()
        let line = "API_TOKEN=ghp_" + String(repeating: "S", count: 160_000) + "_END"
        try folder.write("notes.txt", line + "\n")
        let result = try folder.run(["check", "notes.txt"])
        #expect(result.status != 0)
        #expect(result.stderr.utf8.count < 2_000, "\(result.stderr.prefix(3_000))")
        #expect(!result.stderr.contains("_END"))
    }

    /// A value with a line feed (`shortcut: "alt-x\n"`) stays inside its diagnostic line.
    @Test func aValueInADiagnosticIsEscaped() throws {
        let folder = try Folder()
        try folder.write("form.yaml", "title: x\nfields:\n  - id: a\n    type: text\n    shortcut: \"alt-x\\n\\u001b[2J\"\n")
        let result = try folder.run(["check", "form.yaml"])
        #expect(result.status != 0)
        let line = result.stderr.split(separator: "\n").first { $0.contains("invalid shortcut") }
        #expect(line?.contains(#"alt-x\n\e[2J"#) == true, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr.debugDescription)")
    }

    /// A field copied by an alias has its duplicate id reported where the alias is.
    @Test func aDuplicateFromAnAliasIsReportedAtTheAlias() throws {
        let folder = try Folder()
        try folder.write("form.yaml", "title: x\nfields:\n  - &f {id: a, type: text}\n  - {id: b, type: text}\n  - *f\n")
        let result = try folder.run(["check", "form.yaml"])
        #expect(result.stderr.contains("form.yaml:5:5: error: duplicate field id 'a' (first defined at line 3)"), "\(result.stderr)")
    }

    // MARK: FORMLINE_ANSWER_ clashes

    @Test func anEnvironmentNameTwoIdsMapToIsRefused() throws {
        let folder = try Folder()
        try folder.write("form.yaml", "title: x\nfields:\n  - {id: a-b, type: text}\n  - {id: a_b, type: text}\n")
        let result = try folder.run(["run", "form.yaml", "--no-input"], environment: ["FORMLINE_ANSWER_a_b": "v"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("FORMLINE_ANSWER_a_b is set, but field ids map to the same variable name (FORMLINE_ANSWER_a_b: 'a-b', 'a_b')"),
                "\(result.stderr)")
        let unset = try folder.run(["run", "form.yaml", "--no-input"])
        #expect(unset.status == 0, "\(unset.stderr)")
    }

    // MARK: formline list

    @Test func listShowsTitlesAndNamesThroughTheTerminalSafeText() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("forms"), withIntermediateDirectories: true)
        try folder.write("forms/x\u{1B}]0;PWNED\u{07}.yaml", "title: \"T\\e[2J\\u009b1m\\u202e\"\nfields: [{id: a, type: text}]\n")
        let result = try folder.run(["list"], environment: ["FORMLINE_PATH": folder.path + "/forms"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"x\e]0;PWNED\u{7}"#) && result.stdout.contains(#"T\e[2J\u{9b}1m\u{202e}"#), "\(result.stdout.debugDescription)")
        #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" || $0 == "\u{202E}" },
                "\(result.stdout.debugDescription)")
    }

    // MARK: JSON output

    /// NEL, the other C1 controls and U+2028/U+2029 are escaped by `run` and by `fill`'s byte path alike.
    @Test func jsonOutputEscapesLineSeparatorsOnBothPaths() throws {
        let folder = try Folder()
        try folder.write("form.yaml", "title: x\nfields:\n  - {id: a, type: text, multiline: true}\n")
        let value = "a\u{85}b\u{2028}c\u{2029}d\u{9B}e\u{80}\u{9F}é"
        let answers = "{\"a\":\(OutputRoundTripTests.json(value))}"
        let run = try folder.run(["run", "form.yaml", "--answers", "-"], input: answers)
        let fill = try folder.run(["fill", "form.yaml"], input: answers + "\n")
        let expected = #"{"a":"a\u0085b\u2028c\u2029d\u009be\u0080\u009fé"}"# + "\n"
        #expect(run.stdout == expected, "\(run.stdout.debugDescription) \(run.stderr)")
        #expect(fill.stdout == expected, "\(fill.stdout.debugDescription) \(fill.stderr)")
    }
}
