import Foundation
import Testing
@testable import FormCore

/// `docs/form-format.md`, `schema/formline.schema.json` and `FormKeys` list the same keys in
/// each place, and agree on which field kinds take which keys.
@Suite struct ReferenceDocTests {
    /// Each place in the format: its `FormKeys` list, its heading in the doc, its schema object.
    static let places: [(name: String, keys: [String], heading: String, schemaPath: [String])] = [
        ("top level", FormKeys.form, "## Top level", []),
        ("section", FormKeys.section, "## Section", ["$defs", "section"]),
        ("field", FormKeys.field, "## Field", ["$defs", "field"]),
        ("choice", FormKeys.choice, "## Choice", ["$defs", "labelledChoice"]),
        ("condition", FormKeys.condition, "## Condition (`when`)", ["$defs", "condition"]),
        ("rule", FormKeys.rule, "## Rule", ["$defs", "rule"]),
        ("command", FormKeys.command, "## Command (`check`, `checks`)", ["$defs", "command"]),
        ("choice source", FormKeys.choiceSource, "## Computed choices (`choices: {from | file | run}`)", ["$defs", "choiceSource"]),
        ("default source", FormKeys.defaultSource, "## Computed default (`default: {env | run}`)", ["$defs", "defaultSource"]),
    ]

    /// The doc's table rows under each `## ` heading: key → cells after the key.
    static func docTables(_ doc: String = "docs/form-format.md") throws -> [String: [String: [String]]] {
        let text = try String(contentsOf: repoRoot.appendingPathComponent(doc), encoding: .utf8)
        var tables: [String: [String: [String]]] = [:]
        var heading = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { heading = String(line) }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let key = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            #expect(tables[heading]?[key] == nil, "\(key) appears twice under \(heading)")
            tables[heading, default: [:]][key] = Array(cells.dropFirst())
        }
        return tables
    }

    static func schema(_ file: String = "schema/formline.schema.json") throws -> [String: Any] {
        let data = try Data(contentsOf: repoRoot.appendingPathComponent(file))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func object(_ schema: [String: Any], at path: [String]) -> [String: Any]? {
        path.reduce(Optional(schema)) { $0?[$1] as? [String: Any] }
    }

    @Test func everyKeyHasARowInTheDocAndNothingElseDoes() throws {
        let tables = try Self.docTables()
        #expect(Set(tables.keys) == Set(Self.places.map(\.heading)))
        for place in Self.places {
            #expect(Set(tables[place.heading]?.keys ?? [:].keys) == Set(place.keys), "\(place.name)")
        }
    }

    @Test func everyKeyIsASchemaPropertyWithADescriptionAndNothingElseIs() throws {
        let schema = try Self.schema()
        for place in Self.places {
            let object = try #require(Self.object(schema, at: place.schemaPath), "\(place.name)")
            let properties = try #require(object["properties"] as? [String: [String: Any]], "\(place.name)")
            #expect(Set(properties.keys) == Set(place.keys), "\(place.name)")
            #expect(object["additionalProperties"] as? Bool == false, "\(place.name)")
            for (key, property) in properties {
                #expect((property["description"] as? String)?.isEmpty == false, "\(place.name).\(key) has a description")
            }
        }
    }

    @Test func theTypeEnumListsEveryKind() throws {
        let type = Self.object(try Self.schema(), at: ["$defs", "field", "properties", "type"])
        #expect(type?["enum"] as? [String] == FieldKind.allCases.map(\.rawValue))
    }

    @Test func theDocSaysWhichKindsTakeEachFieldKey() throws {
        let rows = try #require(try Self.docTables()["## Field"])
        for key in FormKeys.field {
            let cell = try #require(rows[key]?[2], "\(key)")  // Type | Default | Field kinds
            let kinds: Set<FieldKind> = cell == "all"
                ? Set(FieldKind.allCases)
                : Set(cell.split(separator: ",").compactMap {
                    FieldKind(rawValue: $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")))
                })
            #expect(kinds == FormKeys.kinds(taking: key), "\(key): '\(cell)'")
        }
    }

    @Test func theSchemaRefusesExactlyTheKeysAKindDoesNotTake() throws {
        let rules = try #require(Self.object(try Self.schema(), at: ["$defs", "field"])?["allOf"] as? [[String: Any]])
        var seen: Set<FieldKind> = []
        for rule in rules {
            let condition = Self.object(rule, at: ["if", "properties", "type"])
            let name = try #require(condition?["const"] as? String)
            let kind = try #require(FieldKind(rawValue: name))
            seen.insert(kind)
            let properties = Self.object(rule, at: ["then", "properties"]) ?? [:]
            let refused = Set(properties.filter { $0.value as? Bool == false }.keys)
            let expected = Set(FormKeys.field.filter { !FormKeys.kinds(taking: $0).contains(kind) })
            #expect(refused == expected, "\(kind)")
        }
        #expect(seen == Set(FieldKind.allCases))
    }

    @Test func theSchemaAndTheDocCarryTheFormatVersion() throws {
        let schema = try Self.schema()
        let version = FormatVersion.current
        #expect(schema["$id"] as? String == "https://formline.dev/schema/\(version)/formline.schema.json")
        #expect(schema["x-formline-version"] as? Int == version)
        let property = try #require(Self.object(schema, at: ["properties", "formline"]))
        #expect(property["maximum"] as? Int == version)
        #expect(property["minimum"] as? Int == 1)
        let doc = try String(contentsOf: repoRoot.appendingPathComponent("docs/form-format.md"), encoding: .utf8)
        #expect(doc.contains("## Format version and compatibility"))
        #expect(doc.contains("(`https://formline.dev/schema/\(version)/formline.schema.json`) and as `x-formline-version: \(version)`"))
    }

    @Test func aNewerFormatIsRefusedAsTheOnlyProblemAndAnOlderOneLoads() throws {
        let newer = FormLoader.load(yaml: "formline: \(FormatVersion.current + 1)\ntitle: T\nfields: [{id: a, type: text, placeholder: x}]\n", today: today)
        #expect(newer.form == nil)
        #expect(newer.diagnostics.map(\.description) == ["1:11: error: this form is written for formline format 2; this formline reads format 1"])
        let current = FormLoader.load(yaml: "formline: 1\ntitle: T\nfields: [{id: a, type: text}]\n", today: today)
        #expect(current.form != nil && current.diagnostics.isEmpty)
        for bad in ["0", "one", "1.5", "[1]"] {
            let result = FormLoader.load(yaml: "formline: \(bad)\ntitle: T\nfields: [{id: a, type: text}]\n", today: today)
            #expect(result.errors.map(\.location.description) == ["1:11"], "\(bad)")
            #expect(result.errors.first?.message.hasPrefix("'formline' is the form format version") == true, "\(bad)")
        }
    }
}
