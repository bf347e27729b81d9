/// `type: path`: a file-system path, stored absolute, checked by its `PathRules`
/// (`mustExist`, `pathKind`, `extensions`).
enum FilePathKind: FieldKindRules {
    static let keys = ["mustExist", "pathKind", "extensions", "shortcut"]
    static let summary = "a file or directory; the answer is its absolute path"
    static let formSchemaRule = ##"{"properties": {"default": \##(oneLineScalarDefault)}}"##
    static let traits = KindTraits(namesPath: true)

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        field.settings = .path(rules(keys, with: parser.reader))
    }

    /// `mustExist`, `pathKind` and `extensions` of a path field (extensions without their dot).
    static func rules(_ keys: FieldKeys, with reader: NodeReader) -> PathRules {
        var rules = PathRules()
        rules.mustExist = reader.bool(keys["mustExist"]?.value, "mustExist") ?? false
        if let node = keys["pathKind"]?.value, let name = reader.string(node, "pathKind") {
            if let kind = PathKind(rawValue: name) {
                rules.pathKind = kind
            } else {
                let names = PathKind.allCases.map(\.rawValue)
                reader.error(DiagnosticText(.unknownPathKind, ["name": .verbatim(name)]), at: node,
                             hint: DiagnosticText.suggestion(for: name, in: names) ?? DiagnosticText(.oneOf, ["names": .verbatim(names.joined(separator: ", "))]))
            }
        }
        if let items = reader.strings(keys["extensions"]?.value, "extensions") {
            if items.isEmpty { reader.error(DiagnosticText(.isEmpty, ["what": .text(DiagnosticText(.quoted, ["name": "extensions"]))]), at: keys["extensions"]!.value,
                                            hint: DiagnosticText(.listEndings)) }
            rules.extensions = items.map { $0.text.hasPrefix(".") ? String($0.text.dropFirst()) : $0.text }
            for (item, ending) in zip(items, rules.extensions)
            where ending.isEmpty || ending.hasPrefix(".") || ending.contains("/") || ending.unicodeScalars.contains("\0") {
                reader.error(DiagnosticText(.notAnEnding, ["text": .verbatim(item.text)]), at: item.node, hint: DiagnosticText(.writeEndings))
            }
        }
        return rules
    }

    static func value(of text: String, with validator: FieldValidator) -> Result<FieldValue?, ValidationFailure> {
        path(text, with: validator).map { .text($0) }
    }

    /// Checks trimmed, non-empty text as a path answer and returns its absolute form.
    ///
    /// In order: NUL and `~name` refused, made absolute (`PathNormaliser`), length, the
    /// extension (ignoring ASCII case), then, with a probe, existence and `pathKind`.
    ///
    /// ```swift
    /// // with config.settings = .path(PathRules(mustExist: true, pathKind: .file, extensions: ["yaml"]))
    /// FilePathKind.path("plan.YAML", with: validator)   // .success("/work/plan.YAML") when the probe has that file
    /// FilePathKind.path("plan.txt", with: validator)    // .failure("must end in .yaml")
    /// ```
    static func path(_ text: String, with validator: FieldValidator) -> Result<String, ValidationFailure> {
        let field = validator.field, paths = validator.paths
        let absolute: String
        switch PathNormaliser.absolute(text, home: paths?.homeDirectory, current: paths?.currentDirectory) {
        case .success(let path): absolute = path
        case .failure(let problem): return .failure(validator.fail(problem.text))
        }
        if absolute.utf8.count > PathRules.maxPathBytes {
            return .failure(validator.fail(.word(.validPathTooLong, ["max": String(PathRules.maxPathBytes)])))
        }
        if absolute.split(separator: "/").contains(where: { $0.utf8.count > PathRules.maxNameBytes }) {
            return .failure(validator.fail(.word(.validPathNameTooLong, ["max": String(PathRules.maxNameBytes)])))
        }
        let rules = field.path
        if !rules.extensions.isEmpty {
            let name = absolute.split(separator: "/").last.map(String.init) ?? ""
            let matches = rules.extensions.contains { ext in
                let ending = "." + ext.lowercased()
                return name.lowercased().hasSuffix(ending) && name.count > ending.count
            }
            if !matches {
                return .failure(validator.fail(.word(.validPathEnding, ["endings": rules.extensions.map { "." + $0 }.joined(separator: ", ")])))
            }
        }
        guard let paths, absolute.hasPrefix("/") else { return .success(absolute) }
        let entry = paths.entry(at: absolute)
        switch (entry, rules.pathKind) {
        case (.missing, _):
            if rules.mustExist { return .failure(fail(.validPathMissing, at: absolute, with: validator)) }
        case (.file, .directory), (.other, .directory):
            return .failure(fail(.validPathNotFile, at: absolute, with: validator))
        case (.directory, .file):
            return .failure(fail(.validPathNotDirectory, at: absolute, with: validator))
        case (.other, .file):
            return .failure(fail(.validPathNotRegular, at: absolute, with: validator))
        default:
            break
        }
        return .success(absolute)
    }

    /// `reason: path` for the person answering; `reason` alone where values are never echoed.
    private static func fail(_ reason: Word, at path: String, with validator: FieldValidator) -> ValidationFailure {
        ValidationFailure(field: validator.field.id, text: .word(.validPathAt, [.init("reason", .word(reason)), .init("path", .verbatim(path))]),
                          withoutAnswer: .word(reason))
    }
}

// Whether an accepted value stays valid, and what describe, the answers' JSON Schema and an
// MCP elicitation say of a path.
extension FilePathKind {
    /// The file system may change: checked again.
    static func acceptedValueStaysValid(with validator: FieldValidator) -> Bool { false }

    /// A required answer holds a character that is not white space.
    static func requireAnAnswer(_ field: FieldDefinition, in item: inout JSONObject) {
        item["allOf"] = .array([.object(KindProjection.nonBlank)])
    }

    static func answerJSON(default text: String, of field: FieldDefinition) -> JSONObject.Value? { .string(text) }
    static func conditionConstant(_ text: String, of field: FieldDefinition) -> JSONObject.Value { .string(text) }

    static func describeLines(of field: FieldDefinition, in words: Words) -> [(name: String, value: String)] {
        [(words.describe(.detailPath), field.path.summaryText.rendered(in: words))]
    }

    static func describeJSON(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject, nested: KindNesting) {
        var rules = JSONObject()
        rules["mustExist"] = .bool(field.path.mustExist)
        rules["pathKind"] = .string(field.path.pathKind.rawValue)
        rules["extensions"] = .array(field.path.extensions.map(JSONObject.Value.string))
        rules["summary"] = .string(field.path.summary)
        item["path"] = .object(rules)
    }

    static func answerSchema(_ field: FieldDefinition, into item: inout JSONObject, nested: KindNesting) -> String {
        KindProjection.schemaText(field, oneLine: true, into: &item)
        return "string"
    }

    static func elicitation(_ field: FieldDefinition, into item: inout JSONObject, notes: inout [String], held: ElicitedValue) {
        KindProjection.textElicitation(field, into: &item, notes: &notes, held: held)
    }
}

// MARK: - The library's builder

/// `Field.path`: this kind's keys as parameters, for a form built in Swift (written out as YAML
/// and loaded like a file, so it is checked like one).
extension Field {
    /// A file or directory (`type: path`); the answer is its normalised absolute path.
    /// `pathKind` is `"file"`, `"directory"` or `"any"`; `extensions` are endings like `"yaml"`.
    ///
    /// ```swift
    /// Field.path("config", mustExist: true, pathKind: "file", extensions: ["yaml", "yml"])
    /// ```
    public static func path(_ id: String, label: String? = nil, help: String? = nil, required: Bool = false,
                            default defaultValue: String? = nil, mustExist: Bool = false,
                            pathKind: String? = nil, extensions: [String]? = nil) -> Field {
        var field = Field(id, type: "path", label: label, help: help, required: required)
        field.keys.add("default", defaultValue)
        field.keys.flag("mustExist", mustExist)
        field.keys.add("pathKind", pathKind)
        field.keys.add("extensions", extensions)
        return field
    }
}
