import Foundation
import Testing
@testable import FormCore
@testable import FormOutput

/// docs/architecture.md, "Adding a field kind", walked: every kind appears in every projection
/// a kind has — `describe` as text and JSON, the answers' JSON Schema, an MCP elicitation, the
/// form schema (its type enum and a rule of its own), describe's schema, and the reference's
/// types and key table. A new kind that misses one fails here, naming the step.
@Suite struct KindProjectionTests {
    /// The keys a field of each kind needs to load; a kind missing here fails
    /// `everyKindLoads` with what to add.
    static let needs: [FieldKind: String] = [
        .choice: "choices: [a, b]",
        .note: "text: hello",
        .group: "fields: [{id: g, type: text}]",
    ]

    static func form(_ kind: FieldKind) throws -> FormDefinition {
        let extra = needs[kind].map { ", \($0)" } ?? ""
        let yaml = "title: T\nfields:\n  - {id: first, type: text}\n  - {id: f, type: \(kind.rawValue)\(extra)}\n"
        let result = FormLoader.load(yaml: yaml, today: today)
        return try #require(result.form, "\(kind): \(result.diagnostics.map(\.description)) — add the keys it needs to KindProjectionTests.needs")
    }

    @Test(arguments: FieldKind.allCases)
    func everyKindLoads(_ kind: FieldKind) throws {
        _ = try Self.form(kind)
    }

    @Test(arguments: FieldKind.allCases.filter(\.takesAnswer))
    func describeTellsEveryKind(_ kind: FieldKind) throws {
        let form = try Self.form(kind)
        let field = try #require(form.field("f"))
        #expect(FormDescription(form: form).text.contains(field.takesDate ? "date (step)" : kind.rawValue), "describe text: \(kind)")
        #expect(FormDescription(form: form).json.contains(#""kind":"\#(kind.rawValue)""#), "describe --format json: \(kind)")
    }

    @Test(arguments: FieldKind.allCases.filter(\.takesAnswer))
    func theAnswersSchemaAndAnElicitationTypeEveryKind(_ kind: FieldKind) throws {
        let form = try Self.form(kind)
        let field = try #require(form.field("f"))
        let property = AnswerSchema.property(for: field)
        #expect(property["type"] != nil, "JSON Schema: \(kind)")
        let elicitation = ElicitationSchema(fields: [field], session: FormSession(form: form, today: today), messages: [:]).json
        #expect(elicitation.contains(#""f":{"#) == !field.isSecret, "MCP elicitation: \(kind) (a secret is never elicited)")
        #expect(elicitation.contains(#""type":"#), "MCP elicitation: \(kind)")
    }

    @Test func theFormSchemaHasEveryKindAndARuleForEach() throws {
        let schema = try ReferenceDocTests.schema()
        let type = ReferenceDocTests.object(schema, at: ["$defs", "field", "properties", "type"])
        #expect(type?["enum"] as? [String] == FieldKind.allCases.map(\.rawValue), "run scripts/generate-reference")
        let rules = try #require(ReferenceDocTests.object(schema, at: ["$defs", "field"])?["allOf"] as? [[String: Any]])
        let ruled = rules.compactMap { (ReferenceDocTests.object($0, at: ["if", "properties", "type"])?["const"] as? String) }
        #expect(ruled == FieldKind.allCases.map(\.rawValue), "run scripts/generate-reference")
    }

    @Test func describesSchemaListsEveryKindThatIsAField() throws {
        let schema = try ReferenceDocTests.schema("schema/describe.schema.json")
        let text = try String(contentsOf: repoRoot.appendingPathComponent("schema/describe.schema.json"), encoding: .utf8)
        _ = schema
        for kind in FieldKind.allCases where kind.takesAnswer {
            #expect(text.contains("\"\(kind.rawValue)\""), "describe.schema.json: \(kind)")
        }
    }

    @Test(arguments: FieldKind.allCases)
    func theReferenceListsEveryKindAndItsKeys(_ kind: FieldKind) throws {
        let doc = try String(contentsOf: repoRoot.appendingPathComponent("docs/form-format.md"), encoding: .utf8)
        #expect(doc.contains("\n- `\(kind.rawValue)`: "), "docs/form-format.md, ## Field: a line for \(kind)")
        let rows = try #require(try ReferenceDocTests.docTables()["## Field"])
        let kindsColumn = rows.values.map { $0[2] }
        #expect(kindsColumn.contains { $0.contains("`\(kind.rawValue)`") }, "docs/form-format.md key table: \(kind) (run scripts/generate-reference)")
    }
}
