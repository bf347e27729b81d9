import Foundation
import Testing
@testable import FormCore
import FormOutput
@testable import FormTooling

/// `docs/form-tests.md`, `schema/formline-test.schema.json` and `ScenarioKeys` list the same
/// keys in each place of a scenario file.
@Suite struct ScenarioReferenceTests {
    static let places: [(name: String, keys: [String], heading: String, schemaPath: [String])] = [
        ("top level", ScenarioKeys.file, "## Top level", []),
        ("scenario", ScenarioKeys.scenario, "## Scenario", ["$defs", "scenario"]),
        ("expect", ScenarioKeys.expect, "## Expect", ["$defs", "expect"]),
        ("message", ScenarioKeys.message, "## Message", ["$defs", "message"]),
    ]

    static func docTables() throws -> [String: Set<String>] {
        try ReferenceDocTests.docTables("docs/form-tests.md").mapValues { Set($0.keys) }
    }

    static func schema() throws -> [String: Any] {
        try ReferenceDocTests.schema("schema/formline-test.schema.json")
    }

    @Test func everyKeyHasARowInTheDocAndNothingElseDoes() throws {
        let tables = try Self.docTables()
        #expect(Set(tables.keys) == Set(Self.places.map(\.heading)))
        for place in Self.places {
            #expect(tables[place.heading] == Set(place.keys), "\(place.name)")
        }
    }

    @Test func everyKeyIsASchemaPropertyWithADescriptionAndNothingElseIs() throws {
        let schema = try Self.schema()
        for place in Self.places {
            let object = try #require(ReferenceDocTests.object(schema, at: place.schemaPath), "\(place.name)")
            let properties = try #require(object["properties"] as? [String: [String: Any]], "\(place.name)")
            #expect(Set(properties.keys) == Set(place.keys), "\(place.name)")
            #expect(object["additionalProperties"] as? Bool == false, "\(place.name)")
            for (key, property) in properties {
                #expect((property["description"] as? String)?.isEmpty == false, "\(place.name).\(key) has a description")
            }
        }
    }

    @Test func theSchemaCarriesTheFormatVersionAndTheFormats() throws {
        let schema = try Self.schema()
        #expect(schema["$id"] as? String == "https://formline.dev/schema/\(FormatVersion.current)/formline-test.schema.json")
        #expect(schema["x-formline-version"] as? Int == FormatVersion.current)
        let format = (schema["$defs"] as? [String: Any]).flatMap { ($0["scenario"] as? [String: Any])?["properties"] as? [String: Any] }?["format"]
        #expect((format as? [String: Any])?["enum"] as? [String] == AnswerFormat.allCases.map(\.rawValue))
    }
}
