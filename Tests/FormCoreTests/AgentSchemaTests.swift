import Foundation
import Testing
import TestSupport
@testable import FormCore
import FormOutput

/// The pure builders behind the surfaces for programs and agents: `IncompleteRun`,
/// `AnswerSchema` and `ElicitationSchema`.
@Suite struct AgentSchemaTests {
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not JSON: \(text)")
    }

    @Test func anIncompleteRunWithholdsSecretsAndDescribesWhatIsMissing() throws {
        let session = FormSession(form: try repoForm("signup"), today: today)
        let given = session.give(["email": "nope", "password": "a secret value", "displayName": "Ada"])
        let missing = session.acceptCurrentValues()
        let run = IncompleteRun(form: "signup", session: session, missing: missing,
                                refused: given.map { .init(field: $0.field, source: "--set \($0.field)=…", message: $0.message) })
        #expect(!run.json.contains("a secret value"))
        let json = try object(run.json)
        #expect(json["withheld"] as? [String] == ["password"])
        #expect((json["answers"] as? [String: Any])?.keys.sorted() == ["age", "displayName", "newsletter"])
        #expect(run.missingIDs == ["email", "confirm"])
        let email = try #require((json["missing"] as? [[String: Any]])?.first)
        #expect(email["message"] as? String == "should look like name@example.com" && email["variable"] as? String == "FORMLINE_ANSWER_email")
        #expect(email["section"] as? String == "account" && email["shortcut"] as? String == "alt-e")
        #expect(json["elicitation"] == nil)
    }

    @Test func aVariableThatTwoFieldsShareIsNull() throws {
        let form = try loadForm("""
            title: Clash
            fields:
              - {id: first-name, type: text, label: A, required: true}
              - {id: first_name, type: text, label: B, required: true}
            """)
        #expect(AnswerVariables.variable(for: "first-name", in: form) == nil)
        let session = FormSession(form: form, today: today)
        let run = IncompleteRun(form: "clash", session: session, missing: session.acceptCurrentValues(), refused: [])
        #expect(run.json.contains(#""variable":null"#))
    }

    @Test func theAnswersSchemaTypesEachKindAndItsConditions() throws {
        let schema = try object(AnswerSchema(form: try repoForm("signup")).json)
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(properties["password"]?["writeOnly"] as? Bool == true)
        #expect(properties["newsletter"]?["type"] as? [String] == ["boolean", "null"])
        #expect(properties["topics"]?["uniqueItems"] as? Bool == true)
        let conditions = try #require(schema["allOf"] as? [[String: Any]])
        #expect(conditions.count == 2, "frequency and topics each have a when")
        let required = try object(AnswerSchema(form: try loadForm("""
            title: Levels
            fields:
              - {id: plan, type: choice, choices: [free, pro], required: true}
              - {id: seats, type: number, required: true, when: {field: plan, in: [pro]}}
              - {id: invoice, type: confirm, when: {field: seats, notEquals: "1"}}
            """)).json)
        let allOf = try #require(required["allOf"] as? [[String: Any]])
        #expect((allOf[0]["then"] as? [String: Any])?["required"] as? [String] == ["seats"])
        #expect(((allOf[0]["if"] as? [String: Any])?["properties"] as? [String: [String: Any]])?["plan"]?["enum"] as? [String] == ["pro"])
        let notOne = try #require((allOf[1]["if"] as? [String: Any])?["not"] as? [String: Any])
        #expect((notOne["properties"] as? [String: [String: Any]])?["seats"]?["const"] as? Int == 1, "typed as the field's answers")
        #expect(allOf[1]["then"] == nil, "an optional field is not required when shown")
    }

    /// The schema accepts what formline writes (`null` for an optional one-line text) and
    /// refuses what it refuses where JSON Schema can say so (blank required answers, NUL, line
    /// breaks); an ICU-only pattern is left out and named in the description.
    @Test func theAnswersSchemaTellsTheTruthAboutNullBlankNULAndPatterns() throws {
        let schema = try object(AnswerSchema(form: try loadForm("""
            title: Truth
            fields:
              - {id: note, type: text, label: Note}
              - {id: story, type: text, label: Story, multiline: true}
              - {id: name, type: text, label: Name, required: true}
              - {id: tags, type: list, label: Tags, required: true}
              - {id: code, type: text, label: Code, pattern: '(?i)^ab$'}
              - {id: word, type: text, label: Word, pattern: '^[a-z]+$'}
            """)).json)
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        let forbidden = try #require(properties["note"]?["not"] as? [String: String])
        #expect(forbidden == ["type": "string", "pattern": LineBreaks.schemaPatternNotInLine], "typed, so null passes")
        #expect((properties["story"]?["not"] as? [String: String])?["pattern"] == LineBreaks.schemaPatternNotInText)
        #expect((properties["name"]?["allOf"] as? [[String: String]])?.first?["pattern"] == LineBreaks.schemaPatternNonBlank)
        #expect(properties["tags"]?["minItems"] as? Int == 1 && properties["tags"]?["contains"] != nil)
        #expect(properties["code"]?["pattern"] == nil && (properties["code"]?["description"] as? String)?.contains("(?i)^ab$") == true)
        #expect(properties["word"]?["pattern"] as? String == "^[a-z]+$")
        #expect(((properties["tags"]?["items"] as? [String: Any])?["not"] as? [String: String])?["pattern"] == LineBreaks.schemaPatternNotInLine,
                "a row is one line")
    }

    @Test(arguments: [
        ("^[a-z0-9._-]+$", true), (#"^\d{3,5}(?:-\d+)?$"#, true), (#"^[^\s@]+@[^\s@]+$"#, true), ("a{2,}?b", true),
        ("(?i)^ab", false), (#"\x{41}"#, false), (#"\p{L}+"#, false), (#"\Qa.b\E"#, false), (#"\Aab\z"#, false),
        ("a++", false), ("[[:alpha:]]", false), ("[a-z&&[^aeiou]]", false), (#"(a)\1"#, false), ("(?<name>a)", false), ("a{2", false),
    ])
    func aPatternGoesIntoTheSchemaOnlyWhenEveryDialectReadsItAlike(pattern: String, portable: Bool) {
        #expect(SchemaPattern.isPortable(pattern) == portable)
    }

    @Test func anElicitationAsksWhatTheFlatSchemaCarriesAndNeverASecret() throws {
        let form = try loadForm(Fixtures.form("elicitation-kinds"))
        let session = FormSession(form: form, today: today)
        _ = session.give(["name": "ADA"])
        let elicitation = ElicitationSchema(fields: session.visibleFields, session: session, messages: ["name": "uses letters"])
        #expect(elicitation.fields.map(\.id) == ["name", "tags", "notes", "due", "size"])
        let schema = try object(elicitation.json)
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(properties["pin"] == nil && schema["required"] as? [String] == ["name"])
        #expect(properties["name"]?["description"] as? String == "Name uses letters. It uses letters.")
        #expect(properties["name"]?["default"] as? String == "ADA", "the refused text, to correct")
        #expect(properties["name"]?["pattern"] == nil, "MCP's string schema has no pattern: formline checks it")
        #expect(properties["tags"]?["type"] as? String == "string" && (properties["tags"]?["description"] as? String)?.contains("One row per line") == true)
        #expect(properties["due"]?["format"] as? String == "date")
        #expect(properties["size"]?["default"] as? String == "m")
        #expect(properties["size"]?["oneOf"] as? [[String: String]] == [["const": "s", "title": "Small"], ["const": "m", "title": "m"]])
    }
}
