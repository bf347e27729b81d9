import Foundation
import Testing
import TestSupport

/// `schema/formline.schema.json`, checked by `scripts/check-schema.py` (python3 with PyYAML and
/// jsonschema; `scripts/setup` installs them): every repository form is valid, and every broken
/// fixture is invalid where a schema can tell.
@Suite struct SchemaTests {
    /// What the schema says about a broken fixture, and why when it cannot tell.
    enum Expected: Sendable {
        case invalid(String)
        case unreadable(String)
        case schemaValid(because: String)
    }

    static let brokenFixtures: [String: Expected] = [
        "yaml-syntax": .unreadable("expected <block end>"),
        "duplicate-yaml-key": .unreadable("the key 'label' appears twice in one mapping"),
        "unknown-key": .invalid("fields/0: Additional properties are not allowed ('lable' was unexpected)"),
        "unknown-type": .invalid("fields/0/type: 'numbr' is not one of"),
        "wrong-value-type": .invalid("fields/0/maxLength: 'lots' is not of type 'integer'"),
        "missing-title": .invalid("(top level): 'title' is a required property"),
        "key-not-for-kind": .invalid("fields/0: False schema does not allow"),
        "invalid-pattern": .invalid("fields/0/pattern:"),
        "reserved-shortcut": .invalid("fields/0/shortcut: 'ctrl-c' does not match"),
        "many-problems": .invalid("fields/"),
        "hidden-problems": .invalid("rules/1: 'field' is a required property"),
        "empty-value": .invalid("fields/0/label: None is not of type 'string'"),
        "null-choice": .invalid("fields/0/choices/1: None is not valid under any of the given schemas"),
        "boolean-spelling": .invalid("fields/0/required: 'fAlSe' is not of type 'boolean'"),
        "quoted-boolean": .invalid("fields/0/required: 'false' is not of type 'boolean'"),
        "quoted-number": .invalid("fields/0/minLength: '5' is not of type 'integer'"),
        "number-as-text": .invalid("fields/0/label: 42 is not of type 'string'"),
        "tagged-text": .invalid("fields/0/label: b'Name' is not of type 'string'"),
        "empty-in": .invalid("fields/1/when/in: [] should be non-empty"),
        "shortcut-empty-part": .invalid("fields/0/shortcut: 'alt++x' does not match"),
        "shortcut-non-ascii": .invalid("fields/0/shortcut: 'alt-\u{212A}' does not match"),
        "same-number-choices": .invalid("fields/0/choices: [1, 2, 1.0] has non-unique elements"),
        "newer-format": .invalid("formline: 2 is greater than the maximum of 1"),
        "path-key-not-for-kind": .invalid("fields/0: False schema does not allow"),
        "path-unknown-kind": .invalid("fields/0/pathKind: 'folder' is not one of"),
        "path-must-exist-type": .invalid("fields/0/mustExist: 'sometimes' is not of type 'boolean'"),
        "path-bad-extension": .invalid("fields/0/extensions/1: 'conf/d' does not match"),
        "path-extensions-not-list": .invalid("fields/0/extensions: 'yaml' is not of type 'array'"),
        "multiple-items-without-multiple": .invalid("fields/0: False schema does not allow 1"),
        "multiple-negative-items": .invalid("fields/0/minItems: -1 is less than the minimum of 0"),
        "list-max-above-limit": .invalid("fields/0/maxItems: 50000 is greater than the maximum of 10000"),
        "multiple-min-above-max": .schemaValid(because: "comparing two values of one field is beyond the schema"),
        "multiple-max-above-choices": .schemaValid(because: "counting a field's choices against maxItems is beyond the schema"),
        "multiple-default-unknown": .schemaValid(because: "a default is validated like an answer, by formline check"),
        "multiple-default-repeat": .schemaValid(because: "the repeat differs in letter case, which only formline check folds"),
        "multiple-when-equals": .schemaValid(because: "the kind of the field a condition looks at is resolved by formline check"),
        "duplicate-field-id": .schemaValid(because: "ids are unique across the whole form, which a schema cannot say"),
        "unknown-initial-focus": .schemaValid(because: "references to field ids are resolved by formline check"),
        "unknown-when-field": .schemaValid(because: "references to field ids are resolved by formline check"),
        "when-later-field": .schemaValid(because: "field order across the form is checked by formline check"),
        "condition-value": .schemaValid(because: "the compared value depends on the other field's choices"),
        "unknown-rule-field": .schemaValid(because: "references to field ids are resolved by formline check"),
        "impossible-length": .schemaValid(because: "comparing two values of one field is beyond the schema"),
        "impossible-number-bounds": .schemaValid(because: "comparing two values of one field is beyond the schema"),
        "impossible-date-bounds": .schemaValid(because: "relative dates are read against today"),
        "unsupported-pattern": .schemaValid(because: "the lookahead is valid syntax; formline refuses it because it needs backtracking"),
        "invalid-default": .schemaValid(because: "a default is validated like an answer, by formline check"),
        "line-break-in-default": .invalid("fields/0/default: 'Plan\\nfor Monday' should not be valid under"),
        "line-break-in-list-default": .invalid("fields/0/default/0: 'a\\nb' should not be valid under"),
        "line-break-in-choice": .invalid("fields/0/choices/1: 'extra\\u2028large' should not be valid under"),
        "computed-default-unknown-field": .schemaValid(because: "references to field ids are resolved by formline check"),
        "computed-default-later-field": .schemaValid(because: "field order across the form is checked by formline check"),
        "computed-default-itself": .schemaValid(because: "a template naming its own field needs the field's id, which a schema cannot compare"),
        "computed-default-unknown-filter": .schemaValid(because: "a template is a plain string to the schema; formline check reads its syntax"),
        "computed-default-unclosed": .schemaValid(because: "a template is a plain string to the schema; formline check reads its syntax"),
        "computed-default-wrong-kind": .schemaValid(because: "a number's default may be written as a string, and only formline check reads braces as a template"),
        "computed-default-secret": .schemaValid(because: "which fields are secrets is known only across the form, by formline check"),
        "conflicting-shortcuts": .schemaValid(because: "shortcut clashes span fields, and spellings differ (alt-e, M-E)"),
        "choice-without-value": .invalid("fields/0/choices/1: 'value' is a required property"),
        "unknown-choice-key": .invalid("fields/0/choices/0: Additional properties are not allowed ('lable' was unexpected)"),
        "choice-empty-label": .invalid("fields/0/choices/0/label: '' should be non-empty"),
        "choice-duplicate-value": .schemaValid(because: "the two choices differ as objects; their values are compared by formline check"),
        "choice-duplicate-label": .schemaValid(because: "labels are compared across choices by formline check"),
        "choice-label-is-value": .schemaValid(because: "a label is compared with the other choices' values by formline check"),
        "when-compares-label": .schemaValid(because: "the compared value depends on the other field's choices"),
        "multiline-on-secret": .invalid("fields/0: False schema does not allow"),
        "multiline-with-pattern": .invalid("fields/0: False schema does not allow"),
        "multiline-not-boolean": .invalid("fields/0/multiline: 'several' is not of type 'boolean'"),
        "multiline-ctrl-x-shortcut": .schemaValid(because: "whether another field is multi-line is checked by formline check"),
    ]

    static let root = ProcessRunner.repositoryRoot()

    /// Runs the schema check on `paths` (relative to the repository) and returns one result per path.
    private func schemaResults(_ paths: [String]) throws -> (status: Int32, results: [String: String]) {
        let script = Self.root.appendingPathComponent("scripts/check-schema.py").path
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script] + paths,
                                           input: Data(), directory: Self.root, timeout: 60)
        #expect(!result.timedOut)
        try #require(result.status != 2 && result.status != 127,
                     "the schema check could not run (run scripts/setup): \(result.stderr)")
        var results: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            guard let range = line.range(of: ": ") else { continue }
            results[String(line[..<range.lowerBound])] = String(line[range.upperBound...])
        }
        #expect(results.count == paths.count, "\(result.stdout)\(result.stderr)")
        return (result.status, results)
    }

    @Test func everyRepositoryFormIsValid() throws {
        let forms = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("forms").path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }.sorted().map { "forms/" + $0 }
        #expect(forms.count >= 5)
        let (status, results) = try schemaResults(forms)
        for form in forms { #expect(results[form] == "valid", "\(form)") }
        #expect(status == 0)
    }

    @Test func scenarioFilesAreCheckedAgainstTheirOwnSchema() throws {
        let forms = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("forms").path)
            .filter { $0.hasSuffix(".test.yaml") }.sorted().map { "forms/" + $0 }
        #expect(forms.count >= 5)
        let fixtures = ["passing", "failing", "broken-form", "unknown-field"].map { "Tests/Fixtures/scenarios/\($0).test.yaml" }
        let malformed = "Tests/Fixtures/scenarios/malformed.test.yaml"
        let (status, results) = try schemaResults(forms + fixtures + [malformed])
        #expect(status == 1)
        for path in forms + fixtures { #expect(results[path] == "valid", "\(path): \(results[path] ?? "no result")") }
        #expect(results[malformed]?.hasPrefix("invalid: scenarios/0: Additional properties are not allowed ('inptu' was unexpected)") == true,
                "\(results[malformed] ?? "no result")")
    }

    @Test func brokenFixturesAreInvalidWhereTheSchemaCanTell() throws {
        let folder = Self.root.appendingPathComponent("Tests/Fixtures/broken")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(Set(names) == Set(Self.brokenFixtures.keys), "every fixture says what the schema makes of it")
        let paths = names.map { "Tests/Fixtures/broken/\($0).yaml" }
        let (status, results) = try schemaResults(paths)
        #expect(status == 1)
        for (name, path) in zip(names, paths) {
            let result = results[path] ?? "(no result)"
            switch Self.brokenFixtures[name] {
            case .invalid(let message)?:
                #expect(result.hasPrefix("invalid: ") && result.contains(message), "\(name): \(result)")
            case .unreadable(let message)?:
                #expect(result.hasPrefix("unreadable: ") && result.contains(message), "\(name): \(result)")
            case .schemaValid?:
                #expect(result == "valid", "\(name): \(result)")
            case nil:
                break
            }
        }
    }

    @Test func theStarterFormOfNewIsValid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("starter.yaml").path
        let made = try ProcessRunner.formline(["new", "starter", "--output", file])
        #expect(made.status == 0, "\(made.stderr)")
        let (status, results) = try schemaResults([file])
        #expect(results[file] == "valid")
        #expect(status == 0)
    }

    @Test func formsPointEditorsAtTheSchema() throws {
        let forms = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("forms").path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }
        for form in forms {
            let text = try String(contentsOf: Self.root.appendingPathComponent("forms/" + form), encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schema/formline.schema.json\n"), "\(form)")
        }
    }
}
