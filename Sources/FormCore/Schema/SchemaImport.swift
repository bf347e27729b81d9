/// A JSON Schema read as a form: `formline run SCHEMA.json`, `formline import`.
///
/// `SchemaImport` maps a schema (2020-12 or draft-07, as pydantic v2, zod-to-json-schema and
/// OpenAPI 3.1 write them) to the text of a formline form (YAML, commented where the mapping
/// chose something) and to `Diagnostic`s, located in the schema's text and naming its JSON
/// Pointer (`#/properties/x/allOf`), for whatever does not map: nothing is dropped silently.
/// `FormLoader.load` recognises a schema (`recognises`) and loads the imported text, so every
/// command that takes a form takes a schema. The mapping is in docs/json-schema.md.
///
/// The answers `run` prints are valid under the original schema: each field's `AnswerKey`
/// puts the answer back inside the object it came from (a nested object is flattened into
/// fields of a section, or of a group's row), under its property's own name, typed as the
/// schema's `enum`/`const` values are, and leaves an unanswered optional answer out where the
/// schema does not allow `null`.
///
/// ```swift
/// let imported = SchemaImport(root: schemaNode)
/// imported.yaml          // "formline: 1\ntitle: \"User\"\nfields:\n  - id: \"name\" ..."
/// imported.diagnostics   // [#/properties/tags/contains: 'contains' is not mapped ...]
/// ```
public struct SchemaImport: Sendable {
    /// The form's text.
    public let yaml: String
    /// What did not map (warnings) and what makes the schema unusable (errors), in the
    /// schema's text.
    public let diagnostics: [Diagnostic]
    /// For each line of `yaml`, the schema node it came from.
    let origins: [Origin]
    /// The answer keys by field id (a group's members: `group/member`).
    let answerKeys: [String: AnswerKey]
    /// The tree composing `yaml` gives, built as it was written: `FormLoader` reads the form
    /// from it rather than parsing the text it has just written.
    let root: YAMLNode?

    /// Where the schema node a line came from is written, and its pointer, which a diagnostic
    /// of that line is given: the pointer is made only then, not for every line.
    struct Origin: Sendable {
        let location: SourceLocation
        let unmade: SchemaNode.Pointer?
        var pointer: String { unmade?.text ?? "#" }

        /// The origin of a line written from `node` (nil: none, the top).
        init(_ node: SchemaNode?) {
            location = node?.location ?? SourceLocation(line: 1, column: 1)
            unmade = node?.unmadePointer
        }
    }

    /// The most fields a schema is imported into; past it the import stops with an error.
    public static let maximumFields = 5_000
    /// The most objects nested in one another (through `properties`, `items` and `$ref`s).
    public static let maximumDepth = 32

    /// Whether a composed document is a JSON Schema rather than a form: a mapping with
    /// `$schema`, or with `type: object` and `properties` (and no form's `fields`/`sections`).
    package static func recognises(_ root: YAMLNode) -> Bool {
        guard let mapping = root.mapping else { return false }
        if mapping["$schema"] != nil { return true }
        if mapping["fields"] != nil || mapping["sections"] != nil { return false }
        guard let type = mapping["type"]?.scalar, type.string == "object" else { return false }
        return mapping["properties"] != nil
    }

    /// Whether `text` is written as JSON (its first character, after white space and a
    /// byte-order mark, is `{`): such a text is read with JSON's escapes (`JSONSurrogates`).
    public static func looksLikeJSON(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar == "\u{FEFF}" || scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { continue }
            return scalar == "{"
        }
        return false
    }

    /// The text to compose for a document that may be JSON.
    public static func composable(_ text: String) -> String {
        looksLikeJSON(text) ? JSONSurrogates.yamlCompatible(text) : text
    }

    /// Imports the schema whose composed root is `root`, its comments in `words`' language.
    package init(root: YAMLNode, words: Words = .english) {
        let importer = SchemaImporter(root: SchemaNode(node: root, pointer: "#"))
        let form = importer.importForm()
        var writer = SchemaFormWriter()
        writer.words = words
        writer.write(form)
        yaml = writer.text
        origins = writer.origins
        answerKeys = writer.answerKeys
        self.root = writer.root
        diagnostics = importer.diagnostics.sorted { $0.location < $1.location }
    }

    /// Imports a schema file's text (JSON or YAML); nil inside, with the problems, when the
    /// text cannot be read or is no JSON Schema (a form file, say).
    public static func importing(_ text: String, words: Words = .english) -> (imported: SchemaImport?, problems: [Diagnostic]) {
        let reader = NodeReader(source: text.utf8.count > FormLoader.maximumFileBytes ? "" : text)
        guard let composed = FormLoader.compose(composable(text), reader: reader) else { return (nil, reader.diagnostics) }
        guard let root = composed, recognises(root) else {
            let problem = Diagnostic(.error, DiagnosticText(.notASchema),
                                     at: composed?.reportedMark ?? SourceLocation(line: 1, column: 1),
                                     hint: DiagnosticText(.importReadsSchema))
            return (nil, [problem])
        }
        return (SchemaImport(root: root, words: words), [])
    }

    /// Whether the schema cannot be used at all.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// A diagnostic of the imported text (`FormLoader` checking it) placed at the schema node
    /// its line came from, naming that node's pointer.
    func located(_ diagnostic: Diagnostic) -> Diagnostic {
        let index = diagnostic.location.line - 1
        guard origins.indices.contains(index) else {
            return diagnostic.rephrased { DiagnosticText(.inImportedForm, ["message": .text($0)]) }
                .moved(to: SourceLocation(line: 1, column: 1))
        }
        let origin = origins[index]
        return diagnostic.rephrased({ DiagnosticText(.atPointer, ["pointer": .verbatim(origin.pointer), "message": .text($0)]) },
                                    hintWhenNone: DiagnosticText(.importWritesForm))
            .moved(to: origin.location)
    }

    /// `form` with each field's `AnswerKey` set.
    func keyed(_ form: FormDefinition) -> FormDefinition {
        var form = form
        for s in form.sections.indices {
            for f in form.sections[s].fields.indices {
                let id = form.sections[s].fields[f].id
                form.sections[s].fields[f].answerKey = answerKeys[id]
                form.sections[s].fields[f].settings.updateGroup { group in
                    for m in group.members.indices {
                        group.members[m].answerKey = answerKeys[id + "/" + group.members[m].id]
                    }
                }
            }
        }
        return form
    }
}
