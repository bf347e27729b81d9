/// `type: path`: a file-system path, stored absolute, checked by its `PathRules`
/// (`mustExist`, `pathKind`, `extensions`).
enum FilePathKind: FieldKindRules {
    static let keys = ["mustExist", "pathKind", "extensions", "shortcut"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        field.path = parser.pathRules(keys)
    }
}
