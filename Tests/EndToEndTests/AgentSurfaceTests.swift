import Foundation
import Testing
import TestSupport

/// Whether python3 has the MCP client (`mcp`, from PyPI): installed by scripts/setup, else
/// installed here once; false only when pip cannot install it (no network, no pip).
let pythonMCPClient: Bool = {
    let root = ProcessRunner.repositoryRoot()
    func has() -> Bool {
        (try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import mcp"], input: Data(),
                                directory: root, timeout: 60).status) == 0
    }
    if has() { return true }
    for arguments in [["-m", "pip", "install", "--quiet", "mcp"], ["-m", "pip", "install", "--quiet", "--user", "--break-system-packages", "mcp"]] {
        _ = try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, input: Data(), directory: root, timeout: 300)
        if has() { return true }
    }
    return false
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

    @Test func theAnswersSchemaAcceptsEveryOutputAndRefusesWhatFillRefuses() throws {
        let forms = ["login", "new-task", "profile", "reminder-list", "reminders", "signup",
                     "Tests/Fixtures/agents/levels.yaml", "Tests/Fixtures/scripting/hostile.yaml"]
        let result = try python("check-answer-schema.py", [ProcessRunner.formlineBinary().path] + forms)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").filter { $0.contains("outputs valid") }.count == forms.count, "\(result.stdout)")
        #expect(result.stdout.contains("signup: ") && !result.stdout.contains("PROBLEMS"), "\(result.stdout)")
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
    @Test(.enabled(if: pythonMCPClient, "the Python MCP client (pip package mcp) is not installed and pip could not install it"))
    func everyAnswerPathAgreesOnGeneratedAnswers() throws {
        let forms = ["login", "signup", "profile", "new-task", "reminder-list", "reminders", "trip",
                     "Tests/Fixtures/agents/levels.yaml", "Tests/Fixtures/agents/sourced.yaml"]
        let result = try python("paths-agree.py", [ProcessRunner.formlineBinary().path, "--records", "40"] + forms, timeout: 600)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all paths agree\n"), "\(result.stdout)")
        #expect(result.stdout.contains("compared: fill 360, answers 360, set "), "\(result.stdout)")
        #expect(result.stdout.contains(", mcp 360, test 360, piped 98\n"), "\(result.stdout)")
    }

    @Test(.enabled(if: pythonMCPClient, "the Python MCP client (pip package mcp) is not installed and pip could not install it"))
    func aRealMCPClientFillsFormsThroughElicitation() throws {
        let result = try python("mcp-client-test.py", [ProcessRunner.formlineBinary().path], timeout: 180)
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
