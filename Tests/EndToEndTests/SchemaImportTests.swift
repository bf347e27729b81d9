import Foundation
import Testing
import TestSupport

/// A JSON Schema is a form (issue 38): `formline run SCHEMA.json` and the other FORM commands,
/// `formline import`, the round trip through `describe --format json-schema`, the corpus of
/// real schemas (scripts/check-schema-corpus.py, python's jsonschema the oracle) and hostile
/// schemas, each refused or warned about at its line and JSON Pointer.
@Suite struct SchemaImportTests {
    static let environment = ["FORMLINE_TODAY": "2026-11-23", "NO_COLOR": "1"]

    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func formline(_ arguments: [String], input: String = "", directory: URL? = nil) throws -> ProcessResult {
        try ProcessRunner.formline(arguments, input: input, environment: Self.environment, directory: directory, timeout: 60)
    }

    // MARK: - Round trip (item 3)

    /// Piped answers for each shipped form: defaults taken, a date step, a multi-line note, a
    /// computed default, a condition shown, groups of rows.
    static let pipedAnswers: [(form: String, lines: [String])] = [
        ("login", ["ada", "correct horse", ""]),
        ("signup", ["ada@example.com", "correct horse", "correct horse", "Ada", "36", "yes", "weekly", "releases, tips"]),
        ("signup", ["ada@example.com", "correct horse", "correct horse", "Ada", "", ""]),
        ("new-task", ["Write the report", "Before Friday", "", "..with a dot", ".", "", "2026-11-27"]),
        ("profile", ["Zoë", "De Wit-Smith", "zoe@example.com", "", "united kingdom"]),
        ("reminders", ["Work", "Call Bob", "2026-12-01", "high", "Buy milk", "", "", "", "no"]),
        ("trip", ["Ada", "Paris", "Berlin", "2026-12-01", "2026-12-03", "plane", "Berlin", "Rome", "2026-12-04", "", "", "", "", "", "", "500"]),
    ]

    @Test(arguments: pipedAnswers.indices)
    func aShippedFormsExportedSchemaRunsToTheSameAnswers(_ index: Int) throws {
        let (form, lines) = Self.pipedAnswers[index]
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exported = try formline(["describe", form, "--format", "json-schema"])
        #expect(exported.status == 0)
        let schema = try write(exported.stdout, "\(form).json", in: directory)
        let input = lines.joined(separator: "\n") + "\n"
        let fromYAML = try formline(["run", form], input: input)
        let fromSchema = try formline(["run", schema], input: input)
        #expect(fromYAML.status == 0, "\(fromYAML.stderr)")
        #expect(fromSchema.status == 0, "\(fromSchema.stderr)")
        #expect(fromSchema.stdout == fromYAML.stdout)
        #expect(!fromSchema.stdout.isEmpty)
        let checked = try formline(["check", schema])
        #expect(checked.status == 0 && checked.stdout + checked.stderr == "\(schema): ok\n", "\(checked.stdout)\(checked.stderr)")
    }

    /// The members of `describe --format json` a schema keeps; what it does not keep (sections,
    /// a group's cross-field rules, a confirm's default spelled `no` rather than `false`) is
    /// listed in docs/json-schema.md.
    @Test(arguments: ["login", "signup", "new-task", "profile", "reminders", "trip", "reminder-list"])
    func importingAnExportedSchemaDescribesTheSameFields(_ form: String) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(try formline(["describe", form, "--format", "json-schema"]).stdout, "\(form).json", in: directory)
        let imported = directory.appendingPathComponent("\(form).yaml").path
        let written = try formline(["import", schema, "-o", imported])
        #expect(written.status == 0, "\(written.stderr)")
        let original = try json(try formline(["describe", form, "--format", "json"]).stdout)
        let again = try json(try formline(["describe", imported, "--format", "json"]).stdout)
        let fields = try #require(original["fields"] as? [[String: Any]])
        let importedFields = try #require(again["fields"] as? [[String: Any]])
        #expect(fields.map { $0["id"] as? String } == importedFields.map { $0["id"] as? String })
        for (field, copy) in zip(fields, importedFields) {
            for (key, value) in field where key != "section" {
                var expected = value, actual = copy[key] as Any
                if key == "default", field["kind"] as? String == "confirm" {
                    expected = ["yes": "true", "no": "false"][value as? String ?? ""] ?? value
                }
                if key == "fields" || key == "rules" {   // a group's members; its rules are not kept
                    if key == "rules" { continue }
                    expected = Self.canonical(value)
                    actual = Self.canonical(actual)
                }
                #expect(Self.canonical(expected) == Self.canonical(actual), "\(form).\(field["id"] ?? "?").\(key)")
            }
        }
    }

    private static func canonical(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Real schemas (item 4)

    @Test func theCorpusImportsRunsAndValidatesUnderTheOriginalSchemas() throws {
        let root = ProcessRunner.repositoryRoot()
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["python3", root.appendingPathComponent("scripts/check-schema-corpus.py").path,
                                            ProcessRunner.formlineBinary().path, "--records", "6"],
                                           input: Data(), directory: root, timeout: 300)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all valid\n"), "\(result.stdout)")
        for name in ["pydantic-user", "pydantic-order", "pydantic-settings", "zod-contact", "openapi-pet-request", "config-editor", "config-service"] {
            #expect(result.stdout.contains("\(name): 6 outputs valid, 6 filled the same\n"), "\(name): \(result.stdout)")
        }
    }

    // MARK: - run, check, describe, fill, test on a schema (item 1)

    static let user = """
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "User",
      "type": "object",
      "required": ["name", "address"],
      "properties": {
        "name": {"type": "string", "title": "Full name", "minLength": 2},
        "level": {"enum": [1, 2, 3], "default": 2},
        "nick name": {"type": "string"},
        "address": {
          "type": "object",
          "required": ["city"],
          "properties": {"city": {"type": "string"}, "zip": {"type": ["string", "null"]}}
        },
        "billing": {"type": "object", "properties": {"city": {"type": "string"}}},
        "tags": {"type": "array", "items": {"type": "string"}, "contains": {"const": "x"}}
      }
    }
    """

    @Test func runWritesAnswersInTheSchemasShape() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(Self.user, "user.json", in: directory)
        // name, level, nick name, address-city, address-zip, billing-city, tags (a blank row ends it)
        let result = try formline(["run", schema], input: "Ada\n3\n\nLondon\n\n\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        // level typed as the schema's enum (3, not "3"); the unanswered "nick name" and tags left
        // out (null is not allowed there); zip null (allowed); the optional billing object, empty, left out.
        #expect(result.stdout == #"{"name":"Ada","level":3,"address":{"city":"London","zip":null}}"# + "\n")
        let given = try formline(["run", schema, "--no-input", "--set", "name=Ada", "--set", "address-city=Paris", "--set", "nick_name=ada",
                                  "--set", "billing-city=Rome"])
        #expect(given.stdout == #"{"name":"Ada","level":2,"nick name":"ada","address":{"city":"Paris","zip":null},"billing":{"city":"Rome"}}"# + "\n",
                "\(given.stderr)")
    }

    @Test func checkReportsWhatDoesNotMapAtItsLineAndPointer() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(Self.user, "user.json", in: directory)
        let checked = try formline(["check", schema])
        let result = (stdout: checked.stdout + checked.stderr, status: checked.status)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\(schema):16:72: warning: #/properties/tags/contains: 'contains' is not mapped; answers are not checked against it"),
                "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\(schema): ok, 1 warning\n"), "\(result.stdout)")
        let report = try json(try formline(["check", schema, "--format", "json"]).stdout)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1 && diagnostics.first?["line"] as? Int == 16 && diagnostics.first?["severity"] as? String == "warning",
                "\(diagnostics)")
        let described = try formline(["describe", schema])
        #expect(described.status == 0 && described.stdout.contains("address-city"), "\(described.stderr)")
    }

    @Test func aFormTestRunsAgainstASchema() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try write(Self.user, "user.json", in: directory)
        let scenarios = try write("""
        formline: 1
        form: user.json
        scenarios:
          - name: nested answers
            input: [Ada, "1", "", Paris, "", "", ""]
            expect:
              answersInclude: {name: Ada}
        """, "user.test.yaml", in: directory)
        let result = try formline(["test", scenarios], directory: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// `fill` reads records in the schema's own shape (nested objects, typed choices, property
    /// names that are no ids) and prints what `run` prints for the same answers.
    @Test func fillReadsAndWritesRecordsInTheSchemasShape() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(Self.user, "user.json", in: directory)
        let piped = try formline(["run", schema], input: "Ada\n3\n\nLondon\n\n\n\n")
        let given = try formline(["run", schema, "--no-input", "--set", "name=Ada", "--set", "address-city=Paris", "--set", "nick_name=ada",
                                  "--set", "billing-city=Rome"])
        #expect(piped.status == 0 && given.status == 0, "\(piped.stderr)\(given.stderr)")
        for jobs in ["1", "2"] {
            let filled = try formline(["fill", schema, "--jobs", jobs], input: piped.stdout + given.stdout)
            #expect(filled.status == 0, "\(filled.stderr)")
            #expect(filled.stdout == piped.stdout + given.stdout)
        }
        // Defaults fill in, an optional object may be left out or null; what does not fit the
        // schema's shape is rejected, naming the path.
        let records = [
            #"{"name":"Ada","address":{"city":"Oslo"},"billing":null}"#,
            #"{"name":"Ada","address":{"city":"Oslo","street":"x"}}"#,
            #"{"name":"Ada","address":"Oslo"}"#,
            #"{"name":{"first":"Ada"},"address":{"city":"Oslo"}}"#,
            #"{"name":"Ada","address-city":"Oslo"}"#,
            #"{"name":"A","address":{"city":"Oslo"}}"#,
            #"{"name":"Ada","address":{"city":"Oslo"},"level":4}"#,
            #"{"name":'Ada',"address":{"city":"Oslo"}}"#,
        ]
        let result = try formline(["fill", schema], input: records.joined(separator: "\n") + "\n")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == #"{"name":"Ada","level":2,"address":{"city":"Oslo","zip":null}}"# + "\n")
        for expected in ["\"line\":2,\"field\":null,\"message\":\"unknown key 'address.street'",
                         "\"line\":3,\"field\":null,\"message\":\"'address' must be an object",
                         "\"line\":4,\"field\":\"name\",\"message\":\"'name' is an answer, not an object",
                         "\"line\":5,\"field\":null,\"message\":\"unknown key 'address-city'",
                         "\"line\":6,\"field\":\"name\"",
                         "\"line\":7,\"field\":\"level\"",
                         "\"line\":8,\"field\":\"name\",\"message\":\"'name' is not a JSON value"] {
            #expect(result.stderr.contains(expected), "\(expected): \(result.stderr)")
        }
        // A schema whose answers are flat fills as its form does.
        let flat = try write(#"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"a":{"type":["string","null"]}}}"#,
                             "flat.json", in: directory)
        let filled = try formline(["fill", flat], input: #"{"a":"x"}"# + "\n")
        #expect(filled.status == 0 && filled.stdout == #"{"a":"x"}"# + "\n", "\(filled.stderr)")
    }

    // MARK: - formline import (item 1)

    @Test func importWritesTheFormAndNeverReplacesAFileWithoutForce() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(Self.user, "user.json", in: directory)
        let printed = try formline(["import", schema])
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("      - id: \"address-city\"    # #/properties/address/properties/city\n"), "\(printed.stdout)")
        #expect(printed.stdout.contains("# Not mapped"), "\(printed.stdout)")
        #expect(printed.stderr.contains("#/properties/tags/contains"), "\(printed.stderr)")
        let output = directory.appendingPathComponent("user.yaml").path
        #expect(try formline(["import", schema, "-o", output]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == printed.stdout)
        #expect(try formline(["check", output]).status == 0)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: output))
        let refused = try formline(["import", schema, "-o", output])
        #expect(refused.status == 64 && refused.stderr.contains("already exists; pass --force to replace it"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "mine\n")
        let link = directory.appendingPathComponent("dangling.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.appendingPathComponent("nowhere").path)
        #expect(try formline(["import", schema, "-o", link]).status == 64)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere").path))
        #expect(try formline(["import", schema, "-o", output, "--force"]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == printed.stdout)
        let help = try formline(["import", "--help"])
        #expect(help.stdout.contains("never replaced unless --force"), "\(help.stdout)")
    }

    @Test func importRefusesWhatIsNoSchema() throws {
        let form = try formline(["import", "forms/login.yaml"])
        #expect(form.status == 78 && form.stderr.contains("this is not a JSON Schema"), "\(form.stderr)")
        let missing = try formline(["import", "no/such/schema.json"])
        #expect(missing.status == 66, "\(missing.stderr)")
    }

    // MARK: - Hostile schemas (item 5)

    static func nested(_ depth: Int) -> String {
        var schema = #"{"type":"string"}"#
        for _ in 0..<depth { schema = #"{"type":"object","required":["p"],"properties":{"p":"# + schema + "}}" }
        return #"{"$schema":"https://json-schema.org/draft/2020-12/schema","# + schema.dropFirst()
    }

    static let hostile: [(name: String, text: String, expected: String)] = [
        ("deep", nested(40), ":1:1722: error: #/…/p/properties/p/properties/p/properties/p/properties/p/properties/p/properties/p: objects are nested more than 32 deep"),
        ("deeper", #"{"$schema":"x","type":"object","properties":"# + String(repeating: #"{"a":"#, count: 2000) + "1" + String(repeating: "}", count: 2001),
         ":1:5035: error: YAML: collections are nested more than 999 deep"),
        ("cycle", ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","required":["root"],"properties":{"root":{"$ref":"#/$defs/Node"}},"$defs":{"Node":{"type":"object","required":["child"],"properties":{"child":{"$ref":"#/$defs/Node"}}}}}"##,
         ":1:225: error: #/$defs/Node/properties/child/$ref: '$ref' '#/$defs/Node' refers back to itself ('#/$defs/Node' → '#/$defs/Node'): a form cannot ask for a structure without end"),
        ("many", #"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"# + (0..<10_000).map { #""p\#($0)":{"type":"string"}"# }.joined(separator: ",") + "}}",
         ":1:128987: error: #/properties/p5000: the schema has more than 5000 properties to ask for"),
        ("enum", #"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"e":{"enum":["# + (0..<20_000).map { "\($0)" }.joined(separator: ",") + "]}}}",
         ":1:93: error: #/properties/e: more than 10000 choices (20000); formline offers at most 10000"),
        ("array", #"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"array","items":{"type":"string"}}"#,
         ":1:1: error: #: the schema's top is of type 'array'; formline fills an object of fields"),
        ("string", #"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"string"}"#,
         ":1:1: error: #: the schema's top is of type 'string'; formline fills an object of fields"),
        ("invalid", "{\"$schema\": \"x\", \"type\": \"object\",\n \"properties\": {\"a\": {\"type\": \"string\",}}",
         ":3:1: error: YAML syntax: did not find expected ',' or '}' (while parsing a flow mapping at line 1)"),
        ("remote", ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","required":["a"],"properties":{"a":{"$ref":"https://example.com/a.json"}}}"##,
         ":1:118: error: #/properties/a/$ref: '$ref' 'https://example.com/a.json' names nothing formline can follow"),
    ]

    @Test(arguments: hostile.indices)
    func aHostileSchemaIsRefusedAtItsLine(_ index: Int) throws {
        let (name, text, expected) = Self.hostile[index]
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(text, "\(name).json", in: directory)
        for command in [["check"], ["run"], ["import"], ["describe"]] {
            let result = try formline(command + [schema])
            #expect(!result.timedOut)
            #expect(result.status == (command == ["check"] ? 78 : 78), "\(name) \(command): \(result.stderr)")
            #expect((result.stdout + result.stderr).contains(schema + expected), "\(name) \(command): \(result.stdout)\(result.stderr)")
        }
    }

    @Test func patternsFormlineCannotRunAreReportedAndLeftUnchecked() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(#"""
        {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{
         "a":{"type":"string","pattern":"^(?=x)x$"},
         "b":{"type":"string","pattern":"\\w{3,1000}x"},
         "c":{"type":"string","pattern":"(a)\\1"},
         "d":{"type":"string","pattern":"^\\d{3}-\\w+$"}}}
        """#, "patterns.json", in: directory)
        let checked = try formline(["check", schema])
        let result = (stdout: checked.stdout + checked.stderr, status: checked.status)
        #expect(result.status == 0)
        #expect(result.stdout.contains(":2:33: warning: #/properties/a/pattern: the pattern cannot be checked by formline: lookahead '(?=' is not supported"), "\(result.stdout)")
        #expect(result.stdout.contains(":3:33: warning: #/properties/b/pattern: the pattern cannot be checked by formline: the pattern may cost too much to match"), "\(result.stdout)")
        #expect(result.stdout.contains(":4:33: warning: #/properties/c/pattern: the pattern cannot be checked by formline: a backreference (\\1)"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("ok, 3 warnings\n"), "\(result.stdout)")
        // \d and \w are ASCII in JSON Schema: rewritten so, and an Arabic-Indic digit is refused.
        let run = try formline(["run", schema, "--no-input", "--set", "d=١٢٣-x"])
        #expect(run.status == 65 && run.stderr.contains("must match the pattern ^[0-9]{3}-[A-Za-z0-9_]+$"), "\(run.stderr)")
    }

    @Test func controlCharactersAndBidiInTitlesStayEscaped() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write(#"""
        {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"T\u0000x\u202e\u001b[31m","type":"object",
         "properties":{"a\"b\n":{"type":"string","title":"L\u202eabc\nnext \u001b]0;pwn\u0007","description":"$(touch PWNED) `id` \\x"}}}
        """#, "titles.json", in: directory)
        let imported = try formline(["import", schema])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains(#"title: "T\u0000x\u202E\u001b[31m""#), "\(imported.stdout)")
        #expect(imported.stdout.contains(#"label: "L\u202Eabc next \u001b]0;pwn\u0007""#), "\(imported.stdout)")
        #expect(!imported.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0 == "\u{202E}" })
        let described = try formline(["describe", schema])
        #expect(described.stdout.contains(#"L\u{202e}abc next \e]0;pwn\u{7}"#), "\(described.stdout)")
        #expect(!described.stdout.unicodeScalars.contains { $0.value == 0x1B || $0 == "\u{202E}" })
        let run = try formline(["run", schema], input: "ada\n")
        #expect(run.stdout == #"{"a\"b\n":"ada"}"# + "\n", "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ProcessRunner.repositoryRoot().appendingPathComponent("PWNED").path))
    }
}
