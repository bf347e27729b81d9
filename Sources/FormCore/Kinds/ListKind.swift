/// `type: list`: rows of one line each (Enter adds a row, an empty row ends the list),
/// counted by `ItemCounts` and at most `InputLimits.maximumListRows`; each row takes the
/// text rules.
enum ListKind: FieldKindRules {
    static let keys = TextRules.keys + ItemCounts.keys

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        TextRules.read(keys, into: &field, with: parser)
        ItemCounts.read(keys, into: &field, with: parser)
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        TextRules.check(field, with: checker)
        ItemCounts.check(field, with: checker)
    }

    static func shape(of field: FieldDefinition) -> FieldShape { .rows }
}
