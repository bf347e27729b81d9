import Foundation
import Testing
import TestSupport

/// Hostile YAML through the real `formline` binary, which links Debian's libyaml.a: the unit
/// tests of the YAML layer run in test binaries where Yams's bundled libyaml defines the same
/// C symbols, so only these see the libyaml that ships (which has no nesting limit of its own).
/// Every file is refused with a located error (or read), never a crash or a hang.
@Suite struct HostileYAMLTests {
    private static let login = "title: Log in\nfields:\n  - id: username\n    type: text\n  - id: remember\n    type: confirm\n"

    /// A folder holding `files`, for the body's commands.
    private func withFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-yaml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return try body(directory)
    }

    /// `formline run` of the login form with `text` as its `--answers` file and `--no-input`:
    /// the file's path (which the messages name) and how the run ended.
    private func runLogin(answers text: String) throws -> (answers: String, result: ProcessResult) {
        try withFiles(["form.yaml": Self.login, "answers.yaml": text]) { directory in
            let answers = directory.appendingPathComponent("answers.yaml").path
            let result = try ProcessRunner.formline(["run", directory.appendingPathComponent("form.yaml").path,
                                                     "--answers", answers, "--no-input"], timeout: 120)
            return (answers, result)
        }
    }

    private static let deepFlow = String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000) + "\n"
    private static let deepBlock = String(repeating: "- ", count: 5_000) + "x\n"

    // MARK: - Nesting

    @Test(arguments: [deepFlow, deepBlock, "title: " + deepFlow])
    func deepNestingInAFormIsRefusedWithALocatedError(_ text: String) throws {
        try withFiles(["form.yaml": text]) { directory in
            let path = directory.appendingPathComponent("form.yaml").path
            let result = try ProcessRunner.formline(["check", path], timeout: 120)
            #expect(!result.timedOut)
            #expect(result.status == 78, "\(result.status) \(result.stderr.suffix(300))")
            #expect(result.stderr.contains(": error: YAML: collections are nested more than 999 deep"), "\(result.stderr.suffix(300))")
            #expect(result.stderr.hasPrefix("\(path):1:"), "\(result.stderr.prefix(200))")
        }
    }

    @Test func fourMebibytesOfOpeningBracketsAreRefusedAtOnce() throws {
        try withFiles(["form.yaml": String(repeating: "[", count: 4 << 20)]) { directory in
            let path = directory.appendingPathComponent("form.yaml").path
            let result = try ProcessRunner.formline(["check", path], timeout: 120)
            #expect(!result.timedOut)
            #expect(result.status == 78)
            #expect(result.stderr.hasPrefix("\(path):1:1000: error: YAML: collections are nested more than 999 deep"))
        }
    }

    @Test(arguments: [deepFlow, "username: " + deepFlow, deepBlock])
    func deepNestingInAnAnswersDocumentIsRefused(_ text: String) throws {
        let (answers, result) = try runLogin(answers: text)
        #expect(!result.timedOut)
        #expect(result.status == 65, "\(result.status) \(result.stderr.suffix(300))")
        #expect(result.stderr.contains("--answers \(answers): is not valid JSON or YAML: 1:"), "\(result.stderr.suffix(300))")
        #expect(result.stderr.contains("error: parser: collections are nested more than 999 deep"), "\(result.stderr.suffix(300))")
    }

    @Test func deepAnswersInAScenarioAreRefusedWithALocatedError() throws {
        let nested = String(repeating: "[", count: 2_000) + "ada" + String(repeating: "]", count: 2_000)
        let scenarios = "today: 2026-11-23\nscenarios:\n  - name: deep\n    answers: {username: \(nested)}\n"
            + "    input: []\n    expect: {status: 0}\n"
        try withFiles(["form.yaml": Self.login, "form.test.yaml": scenarios]) { directory in
            let path = directory.appendingPathComponent("form.test.yaml").path
            let result = try ProcessRunner.formline(["test", path], timeout: 120)
            #expect(!result.timedOut)
            #expect(result.status == 78, "\(result.status) \(result.stdout.suffix(300)) \(result.stderr.suffix(300))")
            #expect((result.stdout + result.stderr).contains("\(path):4:"), "\(result.stdout.suffix(300)) \(result.stderr.suffix(300))")
            #expect((result.stdout + result.stderr).contains("error: YAML: collections are nested more than 999 deep"))
        }
    }

    @Test func answersNestedJustUnderTheLimitInAScenarioAreEmittedAndRefusedAsAnAnswer() throws {
        let nested = String(repeating: "[", count: 900) + "ada" + String(repeating: "]", count: 900)
        let scenarios = "today: 2026-11-23\nscenarios:\n  - name: deep\n    answers: {username: \(nested)}\n"
            + "    noInput: true\n    expect: {status: 65}\n"
        try withFiles(["form.yaml": Self.login, "form.test.yaml": scenarios]) { directory in
            let result = try ProcessRunner.formline(["test", directory.appendingPathComponent("form.test.yaml").path], timeout: 120)
            #expect(!result.timedOut)
            #expect(result.status == 0, "\(result.status) \(result.stdout.suffix(500)) \(result.stderr.suffix(500))")
        }
    }

    // MARK: - Aliases

    /// An anchor of 20,000 items named by 2,000 keys (or as 2,000 keys): 159 KB standing for 40 million values.
    private static func aliasBomb(asKeys: Bool) -> String {
        var text = "l: &l [" + Array(repeating: "a", count: 20_000).joined(separator: ",") + "]\n"
        for index in 0..<2_000 { text += asKeys ? "? *l\n: \(index)\n" : "f\(index): *l\n" }
        return text
    }

    @Test(arguments: [false, true])
    func anAliasBombInAnAnswersDocumentIsRefusedAtOnce(_ asKeys: Bool) throws {
        let (answers, result) = try runLogin(answers: Self.aliasBomb(asKeys: asKeys))
        #expect(!result.timedOut)
        #expect(result.status == 65, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("--answers \(answers): line "), "\(result.stderr)")
        #expect(result.stderr.contains("the file stands for more than 500000 YAML values"), "\(result.stderr)")
    }

    // MARK: - Byte-order mark, control characters, documents

    @Test func aByteOrderMarkIsReadInFormsAnswersAndScenarios() throws {
        let scenarios = "\u{FEFF}today: 2026-11-23\nscenarios:\n  - name: given\n    answers: {username: ada}\n"
            + "    noInput: true\n    expect: {answers: {username: ada, remember: null}}\n"
        try withFiles(["form.yaml": "\u{FEFF}" + Self.login, "answers.yaml": "\u{FEFF}username: ada\n",
                       "form.test.yaml": scenarios]) { directory in
            let form = directory.appendingPathComponent("form.yaml").path
            let check = try ProcessRunner.formline(["check", form])
            #expect(check.status == 0, "\(check.stderr)")
            let run = try ProcessRunner.formline(["run", form, "--answers", directory.appendingPathComponent("answers.yaml").path,
                                                  "--no-input", "--format", "json"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains(#""username":"ada""#), "\(run.stdout)")
            let test = try ProcessRunner.formline(["test", directory.appendingPathComponent("form.test.yaml").path])
            #expect(test.status == 0, "\(test.stdout) \(test.stderr)")
        }
    }

    @Test func aControlCharacterIsPlacedWhereItIs() throws {
        try withFiles(["form.yaml": "title: \"éééé \u{1}\"\n", "nul.yaml": "title: T\n\u{0}\n"]) { directory in
            let form = directory.appendingPathComponent("form.yaml").path
            let result = try ProcessRunner.formline(["check", form])
            #expect(result.status == 78)
            #expect(result.stderr.hasPrefix("\(form):1:14: error: YAML: control characters are not allowed\n"), "\(result.stderr)")
            #expect(!result.stderr.contains("at byte"))
            let nul = directory.appendingPathComponent("nul.yaml").path
            let second = try ProcessRunner.formline(["check", nul])
            #expect(second.status == 78)
            #expect(second.stderr.hasPrefix("\(nul):2:1: error: YAML: control characters are not allowed\n"), "\(second.stderr)")
            let answers = try ProcessRunner.formline(["run", form.replacingOccurrences(of: "form.yaml", with: "nul.yaml"),
                                                      "--answers", form, "--no-input"])
            #expect(answers.status != 0)
        }
    }

    @Test func aSecondDocumentIsRefusedInFormsAndAnswers() throws {
        try withFiles(["form.yaml": Self.login + "---\ntitle: Again\n", "login.yaml": Self.login,
                       "answers.yaml": "username: ada\n---\nusername: bob\n"]) { directory in
            let form = directory.appendingPathComponent("form.yaml").path
            let check = try ProcessRunner.formline(["check", form])
            #expect(check.status == 78)
            #expect(check.stderr.hasPrefix("\(form):7:1: error: YAML syntax: but found another document"), "\(check.stderr)")
            let answers = directory.appendingPathComponent("answers.yaml").path
            let run = try ProcessRunner.formline(["run", directory.appendingPathComponent("login.yaml").path,
                                                  "--answers", answers, "--no-input"])
            #expect(run.status == 65)
            #expect(run.stderr.contains("--answers \(answers): is not valid JSON or YAML: 2:1: error: composer: "
                                        + "expected a single document in the stream"), "\(run.stderr)")
        }
    }
}
