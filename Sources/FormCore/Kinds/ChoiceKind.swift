/// `type: choice`: one of `choices` (values, each with an optional label), or several with
/// `multiple: true`, counted by `ItemCounts`.
enum ChoiceKind: FieldKindRules {
    static let keys = ["choices", "multiple"] + ItemCounts.keys + ["shortcut"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        if let choicesNode = keys["choices"]?.value { parser.choices(from: choicesNode, into: &field) }
        field.multiple = parser.reader.bool(keys["multiple"]?.value, "multiple") ?? false
        if field.multiple {
            ItemCounts.read(keys, into: &field, with: parser)
        } else {
            ItemCounts.refuse(keys, with: parser)
        }
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        let at = field.location ?? SourceLocation(line: 1, column: 1)
        if field.choices.isEmpty, field.locations.choiceSource == nil {
            checker.reader.error("choice field '\(field.id)' has no 'choices'", at: at, hint: "add 'choices: [a, b, c]'")
        }
        checker.checkChoices(field, at: checker.upper("choices", of: field))
        ItemCounts.check(field, with: checker, choices: field.multiple ? field.choices.count : nil)
    }
}
