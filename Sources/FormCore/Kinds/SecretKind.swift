/// `type: secret`: one line read with echo off, kept as typed (no trimming); masked in
/// reviews, never in history, drafts or messages. Takes the text rules, never a default.
enum SecretKind: FieldKindRules {
    static let keys = TextRules.keys + ["shortcut"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        TextRules.read(keys, into: &field, with: parser)
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        TextRules.check(field, with: checker)
    }
}
