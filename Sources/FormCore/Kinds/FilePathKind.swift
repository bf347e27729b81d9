/// `type: path`: a file-system path, stored absolute, checked by its `PathRules`
/// (`mustExist`, `pathKind`, `extensions`).
enum FilePathKind: FieldKindRules {
    static let keys = ["mustExist", "pathKind", "extensions", "shortcut"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        field.path = parser.pathRules(keys)
    }

    static func summary(of field: FieldDefinition) -> [(name: String, value: String)] {
        [("path", field.path.summary)]
    }

    static func describe(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject) {
        var rules = JSONObject()
        rules["mustExist"] = .bool(field.path.mustExist)
        rules["pathKind"] = .string(field.path.pathKind.rawValue)
        rules["extensions"] = .array(field.path.extensions.map(JSONObject.Value.string))
        rules["summary"] = .string(field.path.summary)
        item["path"] = .object(rules)
    }
}
