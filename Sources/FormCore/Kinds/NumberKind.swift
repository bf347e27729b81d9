/// `type: number`: a number, optionally whole (`integer`), between `min` and `max`.
enum NumberKind: FieldKindRules {
    static let keys = ["min", "max", "integer", "shortcut"]

    static func read(_ keys: FieldKeys, into field: inout FieldDefinition, with parser: FormParser) {
        let reader = parser.reader
        field.integer = reader.bool(keys["integer"]?.value, "integer") ?? false
        field.numberBounds = ClosedBounds(min: reader.number(keys["min"]?.value, "min"),
                                          max: reader.number(keys["max"]?.value, "max"))
    }

    static func check(_ field: FieldDefinition, with checker: FormChecker) {
        if let min = field.numberBounds.min, let max = field.numberBounds.max, min > max {
            checker.reader.error("field '\(field.id)': min \(min) is more than max \(max)", at: checker.upper("max", of: field))
        }
    }
}
