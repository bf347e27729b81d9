import Foundation
import Testing
import TestSupport

/// `run FORM --no-input --format json` that cannot complete: one JSON object on standard
/// output (schema/fill-result.schema.json), exit 65; and the loop a program runs on it.
@Suite struct IncompleteRunTests {
    static let root = ProcessRunner.repositoryRoot()
    /// A secret holding an injection whose canary is the test's own.
    static func secret(_ canary: Canary) -> String { "S3cret \"\(canary.substitution)\" `\(canary.command)` \u{1B}[31m" }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not one JSON object: \(text)")
    }

    @Test func anIncompleteRunListsAnswersMissingAndRefusedWithoutEchoingSecrets() throws {
        let canary = Canary()
        defer { #expect(!canary.fired, "the secret's command ran") }
        let result = try ProcessRunner.formline(
            ["run", "signup", "--no-input", "--format", "json", "--set", "email=not-an-email", "--set", "age=7", "--set", "displayName=Ada"],
            environment: ["FORMLINE_ANSWER_password": Self.secret(canary)])
        #expect(result.status == 65)
        #expect(result.stdout.hasSuffix("}\n") && result.stdout.split(separator: "\n").count == 1)
        for output in [result.stdout, result.stderr] {
            #expect(!output.contains("S3cret") && !output.contains("touch"), "a secret was echoed: \(output)")
        }
        let run = try object(result.stdout)
        #expect(run["version"] as? Int == 1 && run["complete"] as? Bool == false && run["form"] as? String == "signup")
        let answers = try #require(run["answers"] as? [String: Any])
        #expect(answers["displayName"] as? String == "Ada" && answers["newsletter"] as? Bool == false)
        #expect(answers["password"] == nil && run["withheld"] as? [String] == ["password"])
        let missing = try #require(run["missing"] as? [[String: Any]])
        #expect(missing.map { $0["id"] as? String } == ["email", "confirm", "age"])
        #expect(missing[0]["message"] as? String == "should look like name@example.com")
        #expect(missing[0]["pattern"] as? String == #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "each missing field has its describe shape")
        #expect(missing[1]["variable"] as? String == "FORMLINE_ANSWER_confirm" && missing[1]["kind"] as? String == "secret")
        let refused = try #require(run["refused"] as? [[String: String]])
        #expect(refused == [["field": "email", "source": "--set email=…", "message": "should look like name@example.com"],
                            ["field": "age", "source": "--set age=…", "message": "must be at least 13"]])
        #expect(try validate(result.stdout) == "valid")
    }

    @Test func aCrossFieldRuleRefusalNamesItsFieldAsMissing() throws {
        let result = try ProcessRunner.formline(
            ["run", "signup", "--no-input", "--format", "json", "--set", "email=ada@example.com", "--set", "displayName=Ada"],
            environment: ["FORMLINE_ANSWER_password": "long enough", "FORMLINE_ANSWER_confirm": "different one"])
        #expect(result.status == 65)
        let run = try object(result.stdout)
        #expect((run["missing"] as? [[String: Any]])?.map { $0["id"] as? String } == ["confirm"])
        #expect(run["refused"] as? [[String: String]] == [["field": "confirm", "source": "FORMLINE_ANSWER_confirm", "message": "does not match the password"]])
        #expect(!result.stdout.contains("long enough") && !result.stdout.contains("different one"))
        #expect(try validate(result.stdout) == "valid")
    }

    @Test func otherFormatsAndCompleteRunsAreUnchanged() throws {
        let text = try ProcessRunner.formline(["run", "login", "--no-input", "--format", "yaml"])
        #expect(text.status == 65 && text.stdout.isEmpty)
        let done = try ProcessRunner.formline(["run", "login", "--no-input", "--set", "username=ada"], environment: ["FORMLINE_ANSWER_password": "long enough"])
        #expect(done.status == 0 && done.stdout == #"{"username":"ada","password":"long enough","remember":false}"# + "\n")
    }

    @Test func hostileAnswersStayJSON() throws {
        let hostile = "a\u{1B}]0;title\u{07}\"\\ \u{202E}b"
        let result = try ProcessRunner.formline(["run", "Tests/Fixtures/scripting/hostile.yaml", "--no-input", "--format", "json",
                                                 "--set", "plain=" + hostile, "--set", "count=many"])
        #expect(result.status == 65)
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        let answers = try #require(try object(result.stdout)["answers"] as? [String: Any])
        #expect(answers["plain"] as? String == hostile)
        #expect(try validate(result.stdout) == "valid")
    }

    /// A program that answers only what is listed as missing completes every form in
    /// `forms/` (and a form with three levels of `when`), one level of `when` per round.
    @Test(arguments: ["login", "new-task", "profile", "reminder-list", "reminders", "signup", "Tests/Fixtures/agents/levels.yaml"])
    func aDriverAnsweringOnlyWhatIsMissingConverges(form: String) throws {
        let describe = try object(try ProcessRunner.formline(["describe", form, "--format", "json"]).stdout)
        let fields = try #require(describe["fields"] as? [[String: Any]])
        let levels = Self.levels(of: fields)
        var sets: [String] = [], environment: [String: String] = [:], answered: Set<String> = []
        var rounds = 0, deepest = 0
        while true {
            let result = try ProcessRunner.formline(["run", form, "--no-input", "--format", "json"] + sets.flatMap { ["--set", $0] },
                                                    environment: environment)
            if result.status == 0 { break }
            #expect(result.status == 65, "\(result.stderr)")
            try #require(rounds < levels, "\(form): still incomplete after \(rounds) rounds: \(result.stdout)")
            rounds += 1
            let run = try object(result.stdout)
            #expect(try validate(result.stdout) == "valid")
            #expect((run["refused"] as? [Any])?.isEmpty == true, "\(form): the driver's answers were refused: \(result.stdout)")
            for field in try #require(run["missing"] as? [[String: Any]]) {
                let id = try #require(field["id"] as? String)
                #expect(answered.insert(id).inserted, "\(form): \(id) was listed again after it was answered")
                deepest = max(deepest, Self.depth(of: id, in: fields))
                let answer = Self.answer(for: field, in: fields)
                if field["kind"] as? String == "secret" {
                    environment[try #require(field["variable"] as? String)] = answer
                } else {
                    sets.append("\(id)=\(answer)")
                }
            }
        }
        #expect(rounds == deepest + 1 || (rounds == 0 && answered.isEmpty), "\(form): \(rounds) rounds for depth \(deepest)")
        if form.hasSuffix("levels.yaml") { #expect(rounds == 3 && levels == 3) }
        if form == "login" { #expect(rounds == 1 && levels == 1) }
    }

    /// Levels of `when`: 1 for a form without conditions, one more per condition on a
    /// conditional field.
    static func levels(of fields: [[String: Any]]) -> Int {
        fields.map { depth(of: $0["id"] as? String ?? "", in: fields) }.max().map { $0 + 1 } ?? 1
    }

    static func depth(of id: String, in fields: [[String: Any]]) -> Int {
        guard let field = fields.first(where: { $0["id"] as? String == id }),
              let source = (field["condition"] as? [String: Any])?["field"] as? String else { return 0 }
        return depth(of: source, in: fields) + 1
    }

    /// A valid answer, chosen to show the fields that depend on this one.
    static func answer(for field: [String: Any], in fields: [[String: Any]]) -> String {
        let id = field["id"] as? String ?? ""
        let wanted = fields.compactMap { other -> String? in
            guard let condition = other["condition"] as? [String: Any], condition["field"] as? String == id else { return nil }
            return condition["equals"] as? String ?? (condition["in"] as? [String])?.first
        }.first
        switch field["kind"] as? String {
        case "secret": return "correct horse battery"
        case "confirm": return wanted ?? "yes"
        case "number": return ((field["bounds"] as? [String: Any])?["min"] as? Int).map(String.init) ?? "1"
        case "date": return "2026-12-01"
        case "choice": return wanted ?? (field["choices"] as? [String])?.first ?? ""
        case "list": return "first row"
        case "group":
            // One row: each required sub-field answered as a field of its kind would be.
            let members = field["fields"] as? [[String: Any]] ?? []
            let answers = members.filter { $0["required"] as? Bool == true }.map { member in
                "\"\(member["id"] as? String ?? "")\":\"\(answer(for: member, in: members))\""
            }
            return "{" + answers.joined(separator: ",") + "}"
        case "path": return "forms/login.yaml"
        default:
            let pattern = field["pattern"] as? String
            let candidates = ["ada@example.com", "ada-lovelace", "DE123456789", "Ada"]
            return candidates.first { text in
                pattern.map { text.range(of: $0, options: .regularExpression) != nil } ?? true
            } ?? "Ada"
        }
    }

    private func validate(_ document: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formline-incomplete-\(UUID().uuidString).json")
        try document.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = Self.root.appendingPathComponent("scripts/validate-json.py").path
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, "schema/fill-result.schema.json", file.path],
                                           input: Data(), directory: Self.root, timeout: 60)
        try #require(result.status == 0 || result.status == 1, "the validator could not run (run scripts/setup): \(result.stderr)")
        return result.stdout.components(separatedBy: ": ").dropFirst().joined(separator: ": ").trimmingCharacters(in: .newlines)
    }
}
