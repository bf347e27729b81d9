/// `type: confirm`: yes or no, stored as a Boolean. No keys of its own.
enum ConfirmKind: FieldKindRules {
    static let keys = ["shortcut"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {}
}
