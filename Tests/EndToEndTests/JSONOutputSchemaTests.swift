import Foundation
import Testing
import TestSupport

/// `describe --format json`, `check --format json` and `list --format json` against their
/// JSON Schemas in schema/ (scripts/validate-json.py: python3 with jsonschema, which
/// scripts/setup installs), plus the members a script relies on.
@Suite struct JSONOutputSchemaTests {
    static let root = ProcessRunner.repositoryRoot()

    /// Writes each document to a scratch file and validates them all against `schema`.
    private func validate(_ documents: [String: String], against schema: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String: String] = [:]
        for (name, text) in documents {
            let path = folder.appendingPathComponent(name + ".json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths[path] = name
        }
        let script = Self.root.appendingPathComponent("scripts/validate-json.py").path
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["python3", script, "schema/\(schema)"] + paths.keys.sorted(),
                                           input: Data(), directory: Self.root, timeout: 60)
        try #require(result.status == 0 || result.status == 1, "the validator could not run (run scripts/setup): \(result.stderr)")
        var results: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            guard let range = line.range(of: ": "), let name = paths[String(line[..<range.lowerBound])] else { continue }
            results[name] = String(line[range.upperBound...])
        }
        #expect(results.count == documents.count, "\(result.stdout)\(result.stderr)")
        return results
    }

    private static let formNames = ["login", "new-task", "profile", "reminder-list", "reminders", "signup"]

    @Test func describeOfEveryFormMatchesItsSchema() throws {
        var documents: [String: String] = [:]
        for name in Self.formNames + ["Tests/Fixtures/scripting/hostile.yaml"] {
            let result = try ProcessRunner.formline(["describe", name, "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            documents[name.replacingOccurrences(of: "/", with: "_")] = result.stdout
        }
        for (name, verdict) in try validate(documents, against: "describe.schema.json") {
            #expect(verdict == "valid", "\(name): \(verdict)")
        }
    }

    @Test func describeListsFieldsInFocusOrderWithTheirRules() throws {
        let result = try ProcessRunner.formline(["describe", "signup", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let fields = try #require(object["fields"] as? [[String: Any]])
        #expect(fields.map { $0["id"] as? String } == ["email", "password", "confirm", "displayName", "age", "newsletter", "frequency", "topics"])
        let age = fields[4]
        #expect(age["kind"] as? String == "number")
        #expect(result.stdout.contains(#""id":"age","kind":"number","label":"Age","help":null,"required":false,"default":null,"defaultComputed":false,"bounds":{"min":13,"max":130,"integer":true}"#))
        #expect(age["section"] as? String == "about")
        let frequency = fields[6]
        #expect(frequency["default"] as? String == "monthly")
        #expect(frequency["choices"] as? [String] == ["weekly", "monthly"])
        #expect(frequency["choiceLabels"] as? [String] == ["Every week", "Once a month"])
        #expect(result.stdout.contains(#""id":"email","#) && result.stdout.contains(#""choices":[],"choiceLabels":[]"#))
        #expect((frequency["condition"] as? [String: Any])?["equals"] as? String == "true")
        #expect(fields[0]["shortcut"] as? String == "alt-e")
        #expect(fields[0]["pattern"] as? String == #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#)
    }

    @Test func checkReportsMatchTheirSchemaWithLineColumnAndHint() throws {
        let broken = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests/Fixtures/broken").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Tests/Fixtures/broken/" + $0 }
        let all = try ProcessRunner.formline(["check", "--format", "json", "forms", "no-such-form"] + broken)
        #expect(all.status == 78)
        #expect(all.stderr.isEmpty, "JSON mode keeps standard error for nothing: \(all.stderr)")
        let ok = try ProcessRunner.formline(["check", "--format", "json", "forms/login.yaml"])
        #expect(ok.status == 0)
        #expect(ok.stdout == #"{"version":1,"files":[{"file":"forms/login.yaml","usable":true,"errors":0,"warnings":0}],"diagnostics":[]}"# + "\n")
        for (name, verdict) in try validate(["all": all.stdout, "ok": ok.stdout], against: "check.schema.json") {
            #expect(verdict == "valid", "\(name): \(verdict)")
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let unknownKey = try #require(diagnostics.first { ($0["file"] as? String)?.hasSuffix("unknown-key.yaml") == true })
        #expect(unknownKey["line"] as? Int == 6 && unknownKey["column"] as? Int == 5)
        #expect(unknownKey["severity"] as? String == "error")
        #expect(unknownKey["hint"] as? String == "did you mean 'label'?")
        #expect(diagnostics.contains { $0["file"] as? String == "no-such-form" && $0["line"] is NSNull })
    }

    @Test func listMatchesItsSchema() throws {
        let result = try ProcessRunner.formline(["list", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try validate(["list": result.stdout], against: "list.schema.json") == ["list": "valid"])
    }

    @Test func draftsMatchTheirSchema() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        let kept = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", "login"],
                                                    input: "ada\ncorrect horse\nyes\n", environment: env)
        #expect(kept.status == 74, "\(kept.stderr)")
        try Data("{".utf8).write(to: home.drafts.appendingPathComponent(String(repeating: "a", count: 64) + "-1-2.json"))
        let result = try ProcessRunner.formline(["drafts", "--format", "json"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""problem":null"#) && result.stdout.contains(#""answers":null"#), "\(result.stdout)")
        #expect(try validate(["drafts": result.stdout], against: "drafts.schema.json") == ["drafts": "valid"])
    }

    @Test func theSchemasRejectWhatTheyShould() throws {
        let verdicts = try validate([
            "no-version": #"{"files":[],"diagnostics":[]}"#,
            "bad-severity": #"{"version":1,"files":[],"diagnostics":[{"file":"f","line":1,"column":1,"severity":"fatal","message":"m","hint":null}]}"#,
        ], against: "check.schema.json")
        #expect(verdicts["no-version"]?.hasPrefix("invalid:") == true)
        #expect(verdicts["bad-severity"]?.hasPrefix("invalid:") == true)
        let describe = try validate(["future": #"{"version":2,"title":"t","description":null,"initialFocus":null,"sections":[{"id":"main","title":null}],"fields":[],"rules":[]}"#],
                                    against: "describe.schema.json")
        #expect(describe["future"]?.hasPrefix("invalid: version") == true)
    }
}
