import Foundation
import Testing
@testable import FormCore
import FormOutput
import TestSupport

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

    // MARK: - The tree the imported form is loaded from

    /// A schema that writes every shape of the imported form: sections (two ids made the same
    /// from different names), choices with and without labels, a group's rows, `when`s of each
    /// test, flow lists, numbers, a skipped property's comment, and titles with quotes, `#`,
    /// line breaks, NUL, bidi controls, a BOM and characters past ASCII (columns count scalars).
    static let everyShape = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Every \"shape\" # é 😀", "description": "line\none",
     "type": "object", "required": ["kind", "a b"],
     "properties": {
       "kind": {"enum": ["a", "b", "c"], "title": "Kind\u0000 \u202Eevil\u202C \ufeff"},
       "size": {"oneOf": [{"const": 1, "title": "Small ✓"}, {"const": 2, "title": "Large"}, {"const": 3}]},
       "more": {"type": "string", "pattern": "^\\d{2}-\\w+$", "minLength": 3, "maxLength": 9, "default": "{x}"},
       "other": {"type": "string", "format": "email", "examples": ["a@b.c", "ζ@b.c"]},
       "only": {"type": "string", "readOnly": true},
       "n": {"type": "integer", "minimum": -5, "maximum": 1e3, "default": 2},
       "x": {"type": "number", "exclusiveMinimum": 0.5},
       "when": {"type": "string", "format": "date", "default": "2026-12-24"},
       "token": {"type": "string", "writeOnly": true},
       "tags": {"type": "array", "items": {"type": "string", "maxLength": 5}, "default": ["a", "\"b\""], "maxItems": 4},
       "picks": {"type": "array", "items": {"enum": ["p", "q"]}, "uniqueItems": true, "default": ["p"]},
       "ok": {"type": "boolean", "default": false},
       "path": {"type": "string", "x-formline": {"kind": "path", "pathKind": "file", "extensions": ["yaml", "yml"], "mustExist": true}},
       "rows": {"type": "array", "minItems": 2, "items": {"type": "object", "required": ["what"], "properties": {
         "what": {"type": "string", "title": "What ☃"}, "qty": {"type": ["integer", "null"]}, "unit": {"enum": ["kg", "g"]}}}},
       "a b": {"type": "object", "title": "A \"b\"", "properties": {"c": {"type": "string"}, "d": {"enum": [true, false]}}},
       "a_b": {"type": "object", "properties": {"e": {"type": "string", "title": "E\r\nF"}}},
       "last": {"type": "string"}
     },
     "allOf": [{"if": {"properties": {"kind": {"const": "a"}}, "required": ["kind"]},
                "then": {"required": ["more"]}, "else": {"not": {"required": ["more"]}}},
               {"if": {"properties": {"kind": {"enum": ["b", "c"]}}}, "then": {"required": ["other"]}}],
     "dependentRequired": {"ok": ["last"]}}
    """#

    /// The corpus's JSON schemas, the schema above, one whose properties are all left out (an
    /// error, but its text is written), and
    /// the 1,000-property schema of `scripts/bench --schema-import`.
    static func treeSchemas() throws -> [(name: String, text: String)] {
        var schemas = [("every shape", everyShape),
                       ("all skipped", #"{"$schema": "x", "type": "object", "properties": {"a": {"type": "string", "readOnly": true}}}"#)]
        let corpus = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/schemas")
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() where name.hasSuffix(".json") {
            schemas.append((name, try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)))
        }
        var properties: [String] = []
        for i in 0..<1000 {
            switch i % 5 {
            case 0: properties.append(#""name\#(i)": {"type": "string", "title": "Name \#(i)", "minLength": 1, "maxLength": 80}"#)
            case 1: properties.append(#""count\#(i)": {"type": "integer", "minimum": 0, "maximum": 1000, "default": 1}"#)
            case 2: properties.append(#""color\#(i)": {"enum": ["red", "green", "blue"], "default": "red"}"#)
            case 3: properties.append(#""flag\#(i)": {"type": "boolean", "description": "A flag"}"#)
            default: properties.append(#""code\#(i)": {"anyOf": [{"type": "string", "pattern": "^[A-Z]{3}-\\d+$"}, {"type": "null"}], "default": null}"#)
            }
        }
        schemas.append(("1,000 properties", #"{"$schema": "x", "title": "Big", "type": "object", "properties": {"# + properties.joined(separator: ",\n") + "}}"))
        return schemas
    }

    /// Where two trees differ (nil: they are the same, scalars, styles, tags and places).
    static func difference(_ built: YAMLNode, _ composed: YAMLNode, at path: String = "") -> String? {
        guard built.mark == composed.mark else { return "\(path): placed at \(built.mark), composed at \(composed.mark)" }
        switch (built, composed) {
        case (.scalar(let a), .scalar(let b)):
            guard a.string == b.string, a.tag == b.tag, a.style == b.style else {
                return "\(path): \(a.string.debugDescription) \(a.tag ?? "-") \(a.style) against \(b.string.debugDescription) \(b.tag ?? "-") \(b.style)"
            }
            return nil
        case (.sequence(let a), .sequence(let b)):
            guard a.items.count == b.items.count, a.tag == b.tag else { return "\(path): \(a.items.count) items against \(b.items.count)" }
            for (index, pair) in zip(a.items, b.items).enumerated() {
                if let found = difference(pair.0, pair.1, at: "\(path)/\(index)") { return found }
            }
            return nil
        case (.mapping(let a), .mapping(let b)):
            guard a.pairs.count == b.pairs.count, a.tag == b.tag else { return "\(path): \(a.pairs.count) pairs against \(b.pairs.count)" }
            for (x, y) in zip(a.pairs, b.pairs) {
                let key = y.key.scalar?.string ?? "?"
                if let found = difference(x.key, y.key, at: "\(path)/\(key)(key)") ?? difference(x.value, y.value, at: "\(path)/\(key)") { return found }
            }
            return nil
        default:
            return "\(path): a different kind of node"
        }
    }

    /// One source of truth: the form is loaded from the tree the writer builds beside its text
    /// (not by parsing that text again), and the text `formline import` writes composes to that
    /// very tree and loads to the same form with the same diagnostics.
    @Test func theWrittenFormComposesToTheTreeItIsLoadedFrom() throws {
        for (name, text) in try Self.treeSchemas() {
            let schema = try imported(text)
            let built = try #require(schema.root, "\(name)")
            // Composed as the loader composes a form file.
            let composed = try #require(FormLoader.compose(schema.yaml, reader: NodeReader(source: schema.yaml)) ?? nil, "\(name)")
            #expect(Self.difference(built, composed) == nil, "\(name): \(Self.difference(built, composed) ?? "")")
            let fromTree = FormLoader.load(imported: schema, today: today)
            if schema.hasErrors {   // (refused before its form is read: nothing to compare)
                #expect(fromTree.form == nil && fromTree.diagnostics.map(\.description) == schema.diagnostics.map(\.description), "\(name)")
                continue
            }
            let fromText = FormLoader.load(yaml: schema.yaml, today: today)
            #expect(fromTree.form != nil, "\(name): \(fromTree.diagnostics)")
            #expect(fromTree.form == fromText.form.map(schema.keyed), "\(name)")
            #expect(fromTree.diagnostics.map(\.description)
                    == (schema.diagnostics + fromText.diagnostics.map(schema.located)).sorted { $0.location < $1.location }.map(\.description), "\(name)")
        }
        // The shapes above are all written.
        let every = try imported(Self.everyShape).yaml
        for shape in [#"  - id: "a_b""#, #"  - id: "a_b-2""#, "{value: ", "when: {field: \"kind\", equals: ", "when: {field: \"kind\", in: [",
                      "isSet: true}", "extensions: [", "type: group", "# 'only' is readOnly"] {
            #expect(every.contains(shape), "\(shape)")
        }
        #expect(try imported(Self.treeSchemas()[1].text).yaml.contains("fields:\n  []\n"))
    }

    @Test func aFormIsNotASchema() {
        #expect(SchemaImport.importing("title: T\nfields: [{id: a, type: text}]\n").imported == nil)
        #expect(SchemaImport.looksLikeJSON("\u{FEFF} \n{") && !SchemaImport.looksLikeJSON("title: x"))
    }
}
