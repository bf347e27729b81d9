import Foundation
import Testing
import TestSupport

/// Whether python3 has the MCP client (`mcp`, from PyPI) in the range
/// scripts/python-requirements.txt pins (scripts/setup installs it; scripts/test runs setup).
/// Without it the tests that drive it are skipped, and the summary says so.
let pythonMCPClient: Bool = {
    let root = ProcessRunner.repositoryRoot()
    return (try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "scripts/python-packages.py", "mcp"],
                                   input: Data(), directory: root, timeout: 60).status) == 0
}()

/// The surfaces for programs and agents, driven by real clients: `describe --format
/// json-schema` checked with python's jsonschema against what `fill` and `run` do
/// (scripts/check-answer-schema.py), and `formline mcp` driven by the Python MCP client over
/// stdio (scripts/mcp-client-test.py).
@Suite(.serialized) struct AgentSurfaceTests {
    static let root = ProcessRunner.repositoryRoot()

    private func python(_ script: String, _ arguments: [String], timeout: TimeInterval = 300) throws -> ProcessResult {
        try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                              ["python3", Self.root.appendingPathComponent("scripts/\(script)").path] + arguments,
                              input: Data(), directory: Self.root, timeout: timeout)
    }

    /// Every form in forms/ and the fixtures that runs no command: what fill and run write is
    /// valid under its schema, and run --answers and the schema disagree only as
    /// docs/json-output.md says they may.
    @Test func theAnswersSchemaAcceptsEveryOutputAndRefusesWhatFillRefuses() throws {
        let result = try python("check-answer-schema.py", [ProcessRunner.formlineBinary().path, "--all"], timeout: 1800)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("outputs valid") }.count >= 30, "\(result.stdout)")
        #expect(lines.filter { $0.contains("run --answers and the schema agree") }.count == lines.filter { $0.contains("outputs valid") }.count)
        #expect(result.stdout.contains("forms/signup.yaml: ") && result.stdout.contains("agents/crew.yaml: ") && !result.stdout.contains("PROBLEMS"),
                "\(result.stdout)")
    }

    @Test func describeWritesAJSONSchemaOfTheAnswers() throws {
        let result = try ProcessRunner.formline(["describe", "signup", "--format", "json-schema"])
        #expect(result.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["required"] as? [String] == ["email", "password", "confirm", "displayName"])
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(properties["age"]?["type"] as? [String] == ["integer", "null"] && properties["age"]?["minimum"] as? Int == 13)
        #expect((properties["topics"]?["items"] as? [String: Any])?["oneOf"] != nil && properties["topics"]?["maxItems"] as? Int == 3)
        #expect(result.stdout.contains(#"{"const":"weekly","title":"Every week"}"#))
        #expect(result.stdout.contains(#""allOf":[{"if":{"required":["newsletter"],"properties":{"newsletter":{"const":true}}},"else":{"not":{"required":["frequency"]}}}"#))
        let due = try ProcessRunner.formline(["describe", "new-task", "--format", "json-schema"])
        #expect(due.stdout.contains(#""due":{"title":"Due date","description":"A date like 2026-12-24, or today, tomorrow, +3d, next friday.","#
                                   + #""format":"date","type":"string","x-formline":{"min":"today","max":"+5y"}}"#), "\(due.stdout)")
    }

    /// run --answers = fill = --set = MCP = `formline test` = piped run on generated answers
    /// (scripts/paths-agree.py): the same records accepted with the same answers, or refused at
    /// the same fields with the same messages. It found a NUL, a list for a one-value field and
    /// a group's `[]` each refused differently by `--answers` than by `fill`, and a blank answer
    /// refused before its computed default was made.
    @Test(.enabled(if: pythonMCPClient, "the Python MCP client (mcp>=2.3,<3) is not installed: run scripts/setup"))
    func everyAnswerPathAgreesOnGeneratedAnswers() throws {
        // Every shipped form (those that run commands are trusted in the script's own trust
        // folder) and the rating fixture.
        let forms = ["login", "signup", "profile", "new-task", "reminder-list", "reminders", "trip", "choose-username", "release",
                     "Tests/Fixtures/agents/levels.yaml", "Tests/Fixtures/agents/sourced.yaml", "Tests/Fixtures/forms/rating.yaml"]
        // One script per form, three at a time (each form's records come from its own seed,
        // so the split changes nothing): the forms' runs overlap instead of queueing.
        let results = OutputsByForm()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 3
        for form in forms {
            queue.addOperation {
                let result = try? self.python("paths-agree.py", [ProcessRunner.formlineBinary().path, "--records", "40", form], timeout: 600)
                results.set(form, result)
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        var totals: [String: Int] = [:]
        for form in forms {
            let result = try #require(results.get(form), "paths-agree.py did not run for \(form)")
            #expect(result.status == 0, "\(form): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasSuffix("all paths agree\n"), "\(form): \(result.stdout)")
            let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("compared: ") }, "\(form): \(result.stdout)")
            for item in line.dropFirst("compared: ".count).split(separator: ", ") {
                let parts = item.split(separator: " ")
                totals[String(parts[0]), default: 0] += Int(parts[1]) ?? 0
            }
        }
        // Every path's count pinned: a path that dropped out (or stopped comparing) shows here.
        #expect(totals == ["fill": 480, "answers": 480, "set": 282, "mcp": 480, "test": 480, "piped": 133], "\(totals)")
    }

    /// The same paths in German and in Chinese (`paths-agree.py --language`, issue 37): every
    /// verdict and all machine output identical to English's, what a person reads (run's and a
    /// piped run's standard error) the same lines but for the messages, in the language's words.
    @Test(.enabled(if: pythonMCPClient, "the Python MCP client (mcp>=2.3,<3) is not installed: run scripts/setup"))
    func everyAnswerPathAgreesInOtherLanguages() throws {
        for form in ["login", "new-task", "reminders"] {
            let result = try python("paths-agree.py", [ProcessRunner.formlineBinary().path, "--records", "20",
                                                       "--language", "de", "--language", "zh_CN", form], timeout: 600)
            #expect(result.status == 0 && result.stdout.hasSuffix("all paths agree\n"), "\(form): \(result.stdout)\(result.stderr)")
            let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("compared: ") }, "\(form): \(result.stdout)")
            for language in ["de", "zh_CN"] {
                // Every record compared, and some message a person reads said in the language's words.
                let compared = try #require(line.firstRange(of: try Regex("\(language) (\\d+) \\(words differ in (\\d+)\\)")), "\(line)")
                let numbers = line[compared].split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
                #expect(numbers.first == 20 && (numbers.last ?? 0) > 0, "\(form) \(language): \(line)")
            }
        }
    }

    /// What each form's script printed, gathered from several threads.
    final class OutputsByForm: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [String: ProcessResult] = [:]
        func set(_ form: String, _ result: ProcessResult?) { lock.withLock { results[form] = result } }
        func get(_ form: String) -> ProcessResult? { lock.withLock { results[form] } }
    }

    @Test(.enabled(if: pythonMCPClient, "the Python MCP client (mcp>=2.3,<3) is not installed: run scripts/setup"))
    func aRealMCPClientFillsFormsThroughElicitation() throws {
        let result = try python("mcp-client-test.py", [ProcessRunner.formlineBinary().path], timeout: 360)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all passed\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("FAIL"), "\(result.stdout)")
    }

    @Test func mcpWithoutItsServerSaysWhereItLooked() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formline-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = scratch.appendingPathComponent("formline")
        // Copied by cp, not in this process: a file this (threaded) process has open for
        // writing is inherited by any child another test forks meanwhile, and exec of it then
        // fails with ETXTBSY ("Text file busy").
        let copied = try ProcessRunner.run(URL(fileURLWithPath: "/bin/cp"), [ProcessRunner.formlineBinary().path, copy.path], input: Data())
        try #require(copied.status == 0, "\(copied.stderr)")
        let result = try ProcessRunner.run(copy, ["mcp"], input: Data())
        #expect(result.status == 66)
        #expect(result.stderr.contains("cannot start the MCP server '\(scratch.path)/formline-mcp'"), "\(result.stderr)")
    }
}
