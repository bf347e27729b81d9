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

    static func summary(of field: FieldDefinition) -> [(name: String, value: String)] {
        let kind = field.integer ? "whole number" : "any number"
        let min = field.numberBounds.min.map(\.text), max = field.numberBounds.max.map(\.text)
        let text: String?
        switch (min, max) {
        case let (min?, max?): text = "\(kind) from \(min) to \(max)"
        case let (min?, nil): text = "\(kind), at least \(min)"
        case let (nil, max?): text = "\(kind), at most \(max)"
        case (nil, nil): text = field.integer ? kind : nil
        }
        return text.map { [("number", $0)] } ?? []
    }

    static func describe(_ field: FieldDefinition, into item: inout JSONObject, bounds: inout JSONObject) {
        bounds["min"] = field.numberBounds.min.map { .numberText($0.text) }
        bounds["max"] = field.numberBounds.max.map { .numberText($0.text) }
        if field.integer { bounds["integer"] = .bool(true) }
    }
}
