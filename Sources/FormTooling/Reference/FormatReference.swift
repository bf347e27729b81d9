import FormCore

/// The parts of the format's reference that are generated from the kinds and the field key
/// descriptors (`FieldKindRules`, `FieldKeyDescriptor`), never written by hand:
///
/// - `schema/formline.schema.json`: the field's properties (each key's schema from its
///   descriptor; `type`, its enum and description, from the kinds) and the per-kind rules (`$defs/field/allOf`: the keys each kind refuses, derived from the keys it
///   takes, and the kind's own `formSchemaRule`);
/// - `schema/describe.schema.json`: the `kind` enum of a field;
/// - `docs/form-format.md`: the table of a field's keys (which kinds take each, derived).
///
/// Each function takes the committed file and gives it back with its generated parts made
/// again (the rest is kept as written). `formline generate-reference` writes them;
/// `scripts/generate-reference` runs it; `GeneratedReferenceTests` keeps the committed files
/// equal to what this makes. Nothing here runs when a form is loaded.
///
/// ```swift
/// FormatReference.formSchema(updating: committed) == committed   // after generating
/// ```
package enum FormatReference {
    /// The files this generates, relative to the repository's root.
    package static let files = ["schema/formline.schema.json", "schema/describe.schema.json", "docs/form-format.md"]

    /// The file at `path` (one of `files`) with its generated parts made again.
    package static func updated(_ path: String, text: String) throws(ReferenceError) -> String {
        switch path {
        case "schema/formline.schema.json": return try formSchema(updating: text)
        case "schema/describe.schema.json": return try describeSchema(updating: text)
        case "docs/form-format.md": return try formFormat(updating: text)
        default: throw ReferenceError("\(path) is not a generated file")
        }
    }

    /// Why a file could not be made again.
    package struct ReferenceError: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - schema/formline.schema.json

    /// The form schema with the field's `type` and the per-kind rules made from the kinds.
    package static func formSchema(updating text: String) throws(ReferenceError) -> String {
        var schema: ReferenceJSON
        do { schema = try ReferenceJSON.parse(text) } catch { throw ReferenceError("schema/formline.schema.json is no JSON: \(error)") }
        guard var field = schema[["$defs", "field"]] else {
            throw ReferenceError("schema/formline.schema.json has no $defs.field")
        }
        // Every key's schema from its descriptor, in the reference's order; `type` from the kinds.
        var properties: [(key: String, value: ReferenceJSON)] = []
        for key in FieldKeyDescriptor.field {
            guard let text = key.schema else {
                var type = ReferenceJSON.object([])
                type["description"] = .string("What kind of answer the field takes: "
                    + FieldKind.allCases.map { $0.summary.isEmpty ? $0.rawValue : "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ") + ".")
                type["enum"] = .array(FieldKind.allCases.map { .string($0.rawValue) })
                properties.append((key.name, type))
                continue
            }
            do { properties.append((key.name, try ReferenceJSON.parse(text))) } catch {
                throw ReferenceError("the schema of the field key '\(key.name)' is no JSON: \(error)")
            }
        }
        field["properties"] = .object(properties)
        field["allOf"] = .array(try FieldKind.allCases.map(kindRule))
        schema[["$defs", "field"]] = field
        return schema.pretty + "\n"
    }

    /// `{"if": {type is KIND}, "then": {the kind's rule, with every key it does not take refused}}`.
    static func kindRule(_ kind: FieldKind) throws(ReferenceError) -> ReferenceJSON {
        var then: ReferenceJSON
        do { then = try ReferenceJSON.parse(kind.formSchemaRule) } catch {
            throw ReferenceError("the form schema rule of '\(kind.rawValue)' is no JSON: \(error)")
        }
        let taking = FormKeys.field.filter { key in key != "id" && key != "type" && key != "when" && !FormKeys.kinds(taking: key).contains(kind) }
        var properties = then["properties"] ?? .object([])
        for key in taking where properties[key] == nil { properties[key] = .bool(false) }
        if case .object(let members) = properties, !members.isEmpty, case .object(let rest) = then {
            // `properties` first, its keys sorted; then the rest of the kind's rule as written.
            then = .object([("properties", .object(members.sorted { $0.key < $1.key }))] + rest.filter { $0.key != "properties" })
        }
        var condition = ReferenceJSON.object([])
        condition[["properties", "type", "const"]] = .string(kind.rawValue)
        condition["required"] = .array([.string("type")])
        var rule = ReferenceJSON.object([])
        rule["if"] = condition
        rule["then"] = then
        return rule
    }

    // MARK: - schema/describe.schema.json

    /// The describe schema with a field's `kind` enum made from the kinds (every kind that is
    /// a field: a note is described apart).
    package static func describeSchema(updating text: String) throws(ReferenceError) -> String {
        let marker = #""kind": { "enum": ["#
        guard let start = text.firstRange(of: marker), let end = text[start.upperBound...].firstRange(of: "] }") else {
            throw ReferenceError("schema/describe.schema.json has no line \(marker)…] }")
        }
        let kinds = FieldKind.allCases.filter(\.takesAnswer).map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        return String(text[..<start.upperBound]) + kinds + String(text[end.lowerBound...])
    }

    // MARK: - docs/form-format.md

    /// The header of the field key table in docs/form-format.md.
    static let tableHeader = "| Key | Type | Default | Field kinds | Example | Meaning |"

    /// The reference with the table of a field's keys made from the descriptors and the kinds.
    package static func formFormat(updating text: String) throws(ReferenceError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(of: tableHeader), header + 2 < lines.count else {
            throw ReferenceError("docs/form-format.md has no line \(tableHeader)")
        }
        var end = header + 2
        while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
        lines.replaceSubrange((header + 2)..<end, with: keyTable)
        return lines.joined(separator: "\n")
    }

    /// One row per field key: key, type, default, the kinds taking it ("all"), example, meaning.
    static var keyTable: [String] {
        FieldKeyDescriptor.field.map { key in
            let kinds = FieldKind.allCases.filter { key.name == "id" || key.name == "type" || key.name == "when" || FormKeys.kinds(taking: key.name).contains($0) }
            let taking = kinds.count == FieldKind.allCases.count ? "all" : kinds.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            var defaultText = key.defaultText
            var meaning = key.meaning
            for kind in FieldKind.allCases {
                for note in kind.keyNotes where note.key == key.name {
                    if let text = note.defaultText { defaultText += " (a \(kind.rawValue): \(text))" }
                    meaning += " " + note.meaning
                }
            }
            return "| `\(key.name)` | \(key.type) | \(defaultText) | \(taking) | \(key.example) | \(meaning) |"
        }
    }
}
