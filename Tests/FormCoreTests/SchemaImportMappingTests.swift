import Foundation
import Testing
@testable import FormCore
import FormOutput

/// `SchemaImport` in-process: the mapping (docs/json-schema.md), ECMA-262 patterns rewritten
/// for ICU (`SchemaPattern`), and answers written in the schema's shape (`AnswerKey`).
@Suite struct SchemaImportMappingTests {
    private func imported(_ json: String) throws -> SchemaImport {
        let (imported, problems) = SchemaImport.importing(json)
        guard let imported else { throw FormTextError(problems.map(\.description).joined(separator: "\n")) }
        return imported
    }

    private func answers(_ form: FormDefinition, _ values: [String: FieldValue]) -> String {
        AnswerJSON.encode(form.fields.map { ($0, values[$0.id]) })
    }

    @Test(arguments: [
        (#"^\d{3}-\w+$"#, "^[0-9]{3}-[A-Za-z0-9_]+$"),
        (#"^[\d\w.]+$"#, "^[0-9A-Za-z0-9_.]+$"),
        (#"\D\W"#, "[^0-9][^A-Za-z0-9_]"),
        (#"^[a[b]$"#, #"^[a\[b]$"#),
        (#"^[a&&b]$"#, #"^[a\&\&b]$"#),
        (#"^\u{1F600}$"#, #"^\x{1F600}$"#),
        (#"^a\/b$"#, "^a/b$"),
        (#"^\p{L}+$"#, #"^\p{L}+$"#),
    ])
    func ecmaPatternsAreRewrittenToMeanTheSameInICU(_ ecma: String, _ icu: String) throws {
        #expect(try SchemaPattern.icu(ecma).get() == icu)
    }

    @Test(arguments: [#"(a)\1"#, #"\k<x>"#, "[^]", "[]", #"[\D]"#, "(?=a)", #"\w{3,1000}x"#, "(", #"\"#])
    func patternsThatCannotMeanTheSameAreRefused(_ ecma: String) {
        guard case .failure = SchemaPattern.icu(ecma) else {
            Issue.record("\(ecma) was accepted")
            return
        }
    }

    @Test func everyFormatPatternCompiles() throws {
        for format in ["email", "uri", "uri-reference", "uuid", "date-time", "time", "ipv4", "hostname"] {
            let known = try #require(SchemaPattern.format(format))
            _ = try FieldPattern(known.pattern)
        }
        let email = try FieldPattern(try #require(SchemaPattern.format("email")).pattern)
        #expect(email.matches("ada@example.com") && !email.matches("ada"))
    }

    @Test func kindsBoundsAndChoicesMap() throws {
        let schema = try imported(#"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "T", "type": "object",
         "required": ["name"],
         "properties": {
           "name": {"type": "string", "title": "Name", "description": "Your\nname", "minLength": 2, "examples": ["Ada"]},
           "born": {"type": "string", "format": "date"},
           "token": {"type": "string", "writeOnly": true, "examples": ["hunter2"], "default": "hunter2"},
           "n": {"type": "integer", "exclusiveMinimum": 0, "exclusiveMaximum": 10},
           "ok": {"type": "boolean", "default": true},
           "size": {"oneOf": [{"const": "s", "title": "Small"}, {"const": "l", "title": "Large"}]},
           "tags": {"type": "array", "items": {"enum": ["a", "b"]}, "minItems": 1, "maxItems": 9},
           "notes": {"type": "array", "items": {"type": "string", "maxLength": 5}},
           "id": {"type": "integer", "readOnly": true}
         }}
        """#)
        let form = try loadForm(schema.yaml)
        #expect(form.fields.map(\.id) == ["name", "born", "token", "n", "ok", "size", "tags", "notes"])
        #expect(form.fields.map(\.kind) == [.text, .date, .secret, .number, .confirm, .choice, .choice, .list])
        let name = try #require(form.field("name"))
        #expect(name.label == "Name" && name.help == "Your name Examples: Ada." && name.required && name.minLength == 2)
        let number = try #require(form.field("n"))
        #expect(number.integer && number.numberBounds.min?.text == "1" && number.numberBounds.max?.text == "9")
        #expect(form.field("size")?.choiceLabels == ["Small", "Large"])
        let tags = try #require(form.field("tags"))
        #expect(tags.multiple && tags.itemBounds.min == 1 && tags.itemBounds.max == nil)   // 9 > 2 choices: left out
        #expect(form.field("notes")?.maxLength == 5)
        #expect(schema.yaml.contains("# 'id' is readOnly: not asked, and left out of the answers"))
        #expect(form.field("token")?.help == nil && !schema.yaml.contains("hunter2"))
        #expect(schema.diagnostics.map(\.message) == ["#/properties/token/default: a secret takes no default; the default is left out"])
    }

    @Test func nestedObjectsAreFlattenedIntoSectionsAndWrittenBackNested() throws {
        let text = #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "required": ["a"],
         "properties": {
           "top": {"type": "string"},
           "a": {"type": "object", "title": "A", "required": ["x"], "properties": {
              "x": {"type": "string"},
              "b": {"type": "object", "properties": {"y": {"enum": [1, 2, null]}}}}},
           "c": {"type": "object", "properties": {"z": {"type": "boolean"}}}
         }}
        """#
        let result = FormLoader.load(yaml: text, today: today)
        let form = try #require(result.form, "\(result.diagnostics)")
        #expect(form.sections.map(\.id) == ["main", "a", "c"])
        #expect(form.sections[1].title == "A")
        #expect(form.fields.map(\.id) == ["top", "a-x", "a-b-y", "c-z"])
        #expect(form.field("a-x")?.required == true)
        // top (no null allowed) left out; a written (required) with b left out (nothing in it); y null allowed;
        // c (optional, nothing answered) left out.
        #expect(answers(form, ["a-x": .text("1")]) == #"{"a":{"x":"1"}}"#)
        #expect(answers(form, ["a-x": .text("1"), "a-b-y": .text("2"), "c-z": .bool(false)])
                == #"{"a":{"x":"1","b":{"y":2}},"c":{"z":false}}"#)
        // An empty required object is written; a null allowed inside an optional object is
        // written once the object holds something.
        #expect(answers(form, [:]) == #"{"a":{}}"#)
        #expect(form.shapesAnswers)
    }

    @Test func conditionsMapToWhen() throws {
        let form = try loadForm(try imported(#"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
         "properties": {
           "kind": {"enum": ["a", "b"]}, "more": {"type": "string"}, "other": {"type": "string"},
           "email": {"type": "string"}, "name": {"type": "string"}},
         "allOf": [{"if": {"properties": {"kind": {"const": "a"}}, "required": ["kind"]},
                    "then": {"required": ["more"]}, "else": {"not": {"required": ["more"]}}},
                   {"if": {"not": {"properties": {"kind": {"const": "a"}}}}, "then": {"required": ["other"]}}],
         "dependentRequired": {"email": ["name"]}}
        """#).yaml)
        #expect(form.field("more")?.condition?.test == .equals("a") && form.field("more")?.required == true)
        #expect(form.field("other")?.condition?.test == .notEquals("a"))
        #expect(form.field("name")?.condition?.test == .isSet(true) && form.field("name")?.condition?.field == "email")
    }

    @Test func cyclesAndRemoteReferencesAreLocatedErrors() throws {
        let schema = try imported("""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "required": ["n"],
         "properties": {"n": {"$ref": "#/$defs/N"}, "r": {"$ref": "other.json#/x"}},
         "$defs": {"N": {"type": "object", "required": ["next"], "properties": {"next": {"$ref": "#/$defs/N"}}}}}
        """)
        #expect(schema.hasErrors)
        #expect(schema.diagnostics.map(\.description) == [
            "2:59: error: #/properties/r/$ref: '$ref' 'other.json#/x' names nothing formline can follow",
            "3:90: error: #/$defs/N/properties/next/$ref: '$ref' '#/$defs/N' refers back to itself ('#/$defs/N' → '#/$defs/N'): a form cannot ask for a structure without end",
        ])
    }

    @Test func jsonEscapesYAMLLacksAreRead() throws {
        // A surrogate pair (as Python's json.dumps writes), `\/`, and pretty-printing with tabs.
        let form = try loadForm(try imported("{\n\t\"$schema\": \"x\",\n\t\"type\": \"object\",\n\t\"properties\": {\"a\": "
                                              + #"{"type": "string", "title": "\ud83d\ude00 a\/b"}}}"#).yaml)
        #expect(form.field("a")?.label == "😀 a/b")
    }

    @Test func aFormIsNotASchema() {
        #expect(SchemaImport.importing("title: T\nfields: [{id: a, type: text}]\n").imported == nil)
        #expect(SchemaImport.looksLikeJSON("\u{FEFF} \n{") && !SchemaImport.looksLikeJSON("title: x"))
    }
}
