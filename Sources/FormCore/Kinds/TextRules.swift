/// The text rules several kinds share (`text`, `secret`, each row of a `list`): length in
/// characters and a pattern, with its message.
enum TextRules {
    static let keys = ["minLength", "maxLength", "pattern", "patternMessage"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let reader = parser.reader
        field.minLength = reader.int(keys["minLength"]?.value, "minLength")
        field.maxLength = reader.int(keys["maxLength"]?.value, "maxLength")
        field.patternMessage = reader.string(keys["patternMessage"]?.value, "patternMessage")
        if let patternNode = keys["pattern"]?.value, let source = reader.string(patternNode, "pattern") {
            field.pattern = parser.pattern(source, at: patternNode)
        }
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        if let min = field.minLength, let max = field.maxLength, min > max {
            checker.reader.error("field '\(field.id)': minLength \(min) is more than maxLength \(max), so no answer can pass",
                                 at: checker.upper("maxLength", of: field))
        }
    }
}
