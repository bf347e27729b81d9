import Foundation
import Testing
import TestSupport

/// `formline check` is at least as strict as the JSON Schema: over a fixed set of forms made
/// by mutating the repository's forms (a fixed seed), every file `scripts/check-schema.py`
/// refuses, `check` refuses too. (The other way round is expected: `check` also checks what a
/// schema cannot, like references, bounds and defaults.)
@Suite struct SchemaAgreementTests {
    /// Values put in place of a key's value: the spellings where YAML 1.1, YAML 1.2, the
    /// schema and formline could read differently, and plain good values.
    static let values: [String] = [
        "", "~", "null", "Null", "\"\"", "\"false\"", "fAlSe", "tRUE", "TRUE", "True", "false", "true", "yes", "no", "on",
        "\"5\"", "5", "-1", "0", "007", "1e3", "1.5", "5.0", "0x1F", "0o17", ".inf", "-.inf", ".nan", "1_000",
        "9007199254740993", "1e-999", "1e999", "99999999999999999999",
        "[]", "[null]", "[~, a]", "[a, b]", "[1, 1.0]", "[a, A]", "[true, True]", "{}", "[[a]]", "[{a: b}]",
        "!!binary aGk=", "!!str 5", "!!int 5", "!!int five", "!!float 1", "!!bool true", "!!null ''", "!!timestamp 2026-01-01",
        "!custom x", "! 5", "&anchor word",
        "ctrl--g", "alt-x-", "alt++x", "alt-\u{212A}", "ctrl-g", "ctrl-e", "alt-e", "Ctrl+G", "M-e", "ctrl-c", "alt-é",
        #"'\p{L}+\z'"#, #"'(?<word>\w+)'"#, "'(a'", "'a)'", "'[a-z'", #"'\Q(\E'"#, "'[[a-z]&&[^aeiou]]'",
        "today", "+1y", "-18y", "2026-01-01", "10000-01-01", "next friday", "3 days  ago",
        "text", "number", "date", "list", "choice", "confirm", "secret", "path", "Text",
        "file", "directory", "any", "folder", "[yaml, .yml]", "[.]", "[\"a/b\"]", "[tar.gz]", "[..yaml]",
        "newsletter", "email", "age", "username", "word", "'multi: colon'", "\"a\\nb\"", "|\n  block",
        "{field: newsletter, in: []}", "{field: newsletter, equals: }", "{field: newsletter, isSet: \"true\"}",
        "{field: newsletter, equals: true}", "{field: age, equals: 5.0}", "{field: age, in: [1, 2]}",
        // Line breaks (`LineBreaks`): inside a one-line default or a choice both refuse them; at
        // the ends of a default they are trimmed, as from a typed answer.
        "\"a\\rb\"", "\"a\\vb\"", "\"a\\fb\"", "\"a\\Nb\"", "\"a\\Lb\"", "\"a\\Pb\"", "\"a\\r\\nb\"", "\"x\\n\"",
        "\" \\n weekly \\n\"", "|\n  two\n  lines", "[\"a\\nb\", c]", "[a, \"b\\u2028\"]", "[{value: \"a\\nb\"}, c]",
        "[{value: a, label: \"b\\rc\"}, d]",
    ]

    /// Keys a mutation may rename a key to or add.
    static let keys = [
        "id", "type", "label", "help", "required", "default", "minLength", "maxLength", "pattern", "patternMessage",
        "choices", "min", "max", "integer", "minItems", "maxItems", "when", "shortcut", "title", "description",
        "initialFocus", "field", "equals", "notEquals", "in", "isSet", "message", "lable",
        "mustExist", "pathKind", "extensions", "multiple", "multiline",
    ]

    /// One mutation of `text`'s `key: value` lines.
    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Mostly lines with a value of their own (leaves), which keep the file's shape.
        let leaves = random.next() % 4 != 0
        let keyed = lines.indices.filter { keyValue(lines[$0]).map { !leaves || !$0.2.allSatisfy(\.isWhitespace) } ?? false }
        guard let index = keyed.randomElement(using: &random), let (indent, key, _) = keyValue(lines[index]) else { return text }
        let value = values.randomElement(using: &random)!
        switch random.next() % 8 {
        case 0:
            lines.remove(at: index)
        case 1:
            lines[index] = "\(indent)\(keys.randomElement(using: &random)!):\(lines[index].dropFirst(indent.count + key.count + 1))"
        case 2:
            // A new key beside this one, at the same indentation.
            let blank = String(repeating: " ", count: indent.count)
            lines.insert("\(blank)\(keys.randomElement(using: &random)!): \(value)", at: index + 1)
        default:
            lines[index] = "\(indent)\(key): \(value)"
        }
        return lines.joined(separator: "\n")
    }

    /// `(indentation including any "- ", key, value)` of a `key: value` line.
    static func keyValue(_ line: String) -> (String, String, String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let head = line[..<colon]
        let indentEnd = head.firstIndex(where: { $0 != " " && $0 != "-" }) ?? head.endIndex
        let key = head[indentEnd...]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter }), !line.hasPrefix("#") else { return nil }
        return (String(head[..<indentEnd]), String(key), String(line[line.index(after: colon)...]))
    }

    @Test func everyFormTheSchemaRefusesCheckRefusesToo() throws {
        let root = ProcessRunner.repositoryRoot()
        let formsFolder = root.appendingPathComponent("forms")
        let bases = try FileManager.default.contentsOfDirectory(atPath: formsFolder.path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }.sorted()
            .map { try String(contentsOf: formsFolder.appendingPathComponent($0), encoding: .utf8) }
        try #require(bases.count >= 5)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-agreement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // FORMLINE_AGREEMENT_SEED explores other mutations; the test itself uses a fixed seed.
        let seed = ProcessInfo.processInfo.environment["FORMLINE_AGREEMENT_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0011
        var random = SplitMix64(state: seed)
        var paths: [String] = []
        for number in 0..<600 {
            var text = bases.randomElement(using: &random)!
            for _ in 0...(random.next() % 4 == 0 ? 1 : 0) { text = Self.mutate(text, &random) }
            let path = folder.appendingPathComponent("m\(number).yaml").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }

        let script = root.appendingPathComponent("scripts/check-schema.py").path
        let schema = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script] + paths,
                                           input: Data(), directory: root, timeout: 300)
        try #require(!schema.timedOut && schema.status != 2 && schema.status != 127,
                     "the schema check could not run (run scripts/setup): \(schema.stderr)")
        var schemaSays: [String: String] = [:]
        for line in schema.stdout.split(separator: "\n") {
            guard let range = line.range(of: ": ") else { continue }
            schemaSays[String(line[..<range.lowerBound])] = String(line[range.upperBound...])
        }
        let check = try ProcessRunner.formline(["check"] + paths, timeout: 300)
        #expect(!check.timedOut)
        let accepted = Set(check.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": ok"), line[range.upperBound...].isEmpty || line[range.upperBound...].hasPrefix(",")
            else { return nil }
            return String(line[..<range.lowerBound])
        })

        var refusedBySchema = 0, refusedOnlyByCheck = 0
        for path in paths {
            let verdict = try #require(schemaSays[path], "no schema result for \(path): \(schema.stderr.suffix(2000))")
            if verdict == "valid" {
                if !accepted.contains(path) { refusedOnlyByCheck += 1 }
                continue
            }
            refusedBySchema += 1
            if accepted.contains(path) {
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                Issue.record("the schema refuses but check accepts (\(verdict)):\n\(text)")
            }
        }
        print("SchemaAgreementTests: \(paths.count) mutated forms; schema refuses \(refusedBySchema); "
              + "check alone refuses \(refusedOnlyByCheck); check accepts \(accepted.count)")
        // The mutations must reach both sides, or the test proves nothing.
        #expect(refusedBySchema > paths.count / 4)
        #expect(accepted.count > paths.count / 10)
    }
}
