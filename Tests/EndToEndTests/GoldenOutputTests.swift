import Foundation
import Testing
import TestSupport

/// The real binary's output compared with golden files in `Tests/Fixtures/golden/`: `describe`
/// (text and JSON) of every form in `forms/`, `check` (text and JSON) of `Tests/Fixtures/broken`,
/// and `--help` of every command. Each golden file holds the exit status, standard output and
/// standard error of one command, run in the repository root with a fixed environment
/// (`GoldenOutputTests.environment`); the repository's path and HOME are written as `<repo>` and
/// `<home>`, so the files do not depend on the checkout's location.
///
/// To rewrite the golden files after a deliberate change of output, run
///
///     FORMLINE_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests
///
/// and review `git diff Tests/Fixtures/golden` before committing.
@Suite struct GoldenOutputTests {
    /// One command whose output is kept: `name` is its golden file (without `.txt`).
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        var testDescription: String { name }
    }

    /// A fixed environment: width, colour, today and HOME never vary between machines.
    static let home = "/nonexistent/formline-golden-home"
    static let environment = [
        "COLUMNS": "80", "LINES": "24", "NO_COLOR": "1", "TERM": "dumb", "FORMLINE_TODAY": "2026-11-22",
        "HOME": home, "XDG_CONFIG_HOME": "", "XDG_DATA_DIRS": "", "FORMLINE_PATH": "", "LC_ALL": "C.UTF-8",
    ]

    static let forms = ["login", "new-task", "profile", "reminder-list", "reminders", "signup"]
    static let commands = [[], ["run"], ["check"], ["describe"], ["new"], ["fill"], ["list"], ["test"],
                           ["drafts"], ["drafts", "rm"], ["mcp"], ["import"]]

    static let cases: [Case] =
        forms.flatMap { form in
            [Case(name: "describe-\(form)", arguments: ["describe", "forms/\(form).yaml"]),
             Case(name: "describe-\(form)-json", arguments: ["describe", "--format", "json", "forms/\(form).yaml"])]
        }
        + [Case(name: "check-broken", arguments: ["check", "Tests/Fixtures/broken"]),
           Case(name: "check-broken-json", arguments: ["check", "--format", "json", "Tests/Fixtures/broken"]),
           // An absolute path: the checkout's location is written as <repo>.
           Case(name: "check-absolute-path",
                arguments: ["check", ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/broken/unknown-key.yaml").path])]
        + commands.map { command in
            Case(name: (["help", "formline"] + command).joined(separator: "-"), arguments: command + ["--help"])
        }

    static let folder = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/golden")
    static var updating: Bool { ProcessInfo.processInfo.environment["FORMLINE_UPDATE_GOLDEN"] == "1" }
    /// Whether this runs in CI (`CI` set to anything but empty or "false", as CI services set it).
    static var underCI: Bool { !["", "false", "0"].contains(ProcessInfo.processInfo.environment["CI"] ?? "") }

    /// What a golden file holds for one run, with checkout-dependent paths normalised.
    static func record(_ result: ProcessResult, of command: Case) -> String {
        let root = ProcessRunner.repositoryRoot().path
        func normalised(_ text: String) -> String {
            text.replacingOccurrences(of: root, with: "<repo>").replacingOccurrences(of: home, with: "<home>")
        }
        return normalised("$ formline \(command.arguments.joined(separator: " "))\n") + "exit status: \(result.status)\n"
            + "--- stdout\n\(normalised(result.stdout))--- stderr\n\(normalised(result.stderr))"
    }

    @Test(arguments: cases) func outputMatchesItsGoldenFile(_ command: Case) throws {
        let result = try ProcessRunner.formline(command.arguments, environment: Self.environment)
        #expect(!result.timedOut)
        let actual = Self.record(result, of: command)
        let url = Self.folder.appendingPathComponent("\(command.name).txt")
        if Self.updating {
            // Under CI a rewrite would make every golden test pass whatever the output.
            try #require(!Self.underCI, "FORMLINE_UPDATE_GOLDEN=1 with CI set: golden files are never rewritten in CI")
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output of `formline \(command.arguments.joined(separator: " "))` differs from \(url.lastPathComponent); rerun with FORMLINE_UPDATE_GOLDEN=1 if the change is meant")
    }

    /// Every golden file belongs to a case (none is left behind when a case goes).
    @Test func everyGoldenFileHasACase() throws {
        try #require(!(Self.updating && Self.underCI), "FORMLINE_UPDATE_GOLDEN=1 with CI set: golden files are never rewritten in CI")
        guard !Self.updating else { return }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.cases.map { "\($0.name).txt" }))
    }
}
