/// How many rows a list takes, or how many picks a multiple choice takes: `minItems` and
/// `maxItems`, shared by `ListKind` and `ChoiceKind`.
package enum ItemCounts {
    /// The keys, as `describe --format json` names its bounds too.
    package static let minKey = "minItems", maxKey = "maxItems"
    static let keys = [minKey, maxKey]

    static func read(_ keys: FieldKeys, with parser: FormParser) -> ClosedBounds<Int> {
        ClosedBounds(min: parser.reader.int(keys[minKey]?.value, minKey), max: parser.reader.int(keys[maxKey]?.value, maxKey))
    }

    /// Refuses the counts on a choice field that takes one choice.
    static func refuse(_ keys: FieldKeys, with parser: FormParser) {
        for key in Self.keys where keys[key] != nil {
            parser.reader.error(DiagnosticText(.countNeedsMultiple, ["key": .verbatim(key)]), at: keys[key]!.key,
                                hint: DiagnosticText(.addMultiple, ["key": .verbatim(key)]))
        }
    }

    /// Bounds that can be met, within the rows any list takes (`InputLimits.maximumListRows`);
    /// `choices` is how many a multiple choice offers.
    static func check(_ field: FieldDefinition, with checker: FormChecker, choices: Int? = nil) {
        let reader = checker.reader
        func upper(_ key: String) -> SourceLocation { checker.upper(key, of: field) }
        if let min = field.minItems, let max = field.maxItems, min > max {
            reader.error(DiagnosticText(.minItemsMoreThanMax, ["field": .verbatim(field.id), "min": "\(min)", "max": "\(max)"]), at: upper("maxItems"))
        }
        let limit = InputLimits.maximumListRows
        if let excess = InputLimits.listExcessText(rows: limit + 1, bytes: 0) {
            if let max = field.maxItems, max > limit {
                reader.error(DiagnosticText(.maxItemsOverLimit, ["field": .verbatim(field.id), "max": "\(max)", "excess": .text(excess)]), at: upper("maxItems"),
                             hint: DiagnosticText(.maxItemsLimitHint, ["limit": "\(limit)"]))
            }
            if let min = field.minItems, min > limit {
                reader.error(DiagnosticText(.minItemsOverLimit, ["field": .verbatim(field.id), "min": "\(min)", "excess": .text(excess)]),
                             at: upper("minItems"), hint: DiagnosticText(.minItemsLimitHint, ["limit": "\(limit)"]))
            }
        }
        guard let count = choices, count > 0 else { return }
        if let max = field.maxItems, max > count, max <= limit {
            reader.error(DiagnosticText(count == 1 ? .maxItemsOverOneChoice : .maxItemsOverChoices, ["field": .verbatim(field.id), "max": "\(max)", "count": "\(count)"]),
                         at: upper("maxItems"), hint: DiagnosticText(.maxItemsChoicesHint, ["count": "\(count)"]))
        }
        if let min = field.minItems, min > count, min <= limit, field.maxItems.map({ min <= $0 }) ?? true {
            reader.error(DiagnosticText(count == 1 ? .minItemsOverOneChoice : .minItemsOverChoices, ["field": .verbatim(field.id), "min": "\(min)", "count": "\(count)"]),
                         at: upper("minItems"))
        }
    }

    /// Why `count` rows (or picks) are too few or too many; nil when they fit.
    static func failure(count: Int, of field: FieldDefinition, unit: Unit) -> String? {
        failureText(count: count, of: field, unit: unit)?.english
    }

    /// What is counted: a list's or a group's rows, a multiple choice's picks.
    enum Unit { case row, choice }

    /// `failure(count:of:unit:)` as catalog keys and values.
    static func failureText(count: Int, of field: FieldDefinition, unit: Unit) -> MessageText? {
        if let min = field.minItems, count < min {
            switch unit {
            case .row: return min == 1 ? .word(.validAtLeastOneRow) : .word(.validAtLeastRows, ["min": String(min)])
            case .choice: return min == 1 ? .word(.validAtLeastOneChoice) : .word(.validAtLeastChoices, ["min": String(min)])
            }
        }
        if let max = field.maxItems, count > max {
            switch unit {
            case .row: return max == 1 ? .word(.validAtMostOneRow) : .word(.validAtMostRows, ["max": String(max)])
            case .choice: return max == 1 ? .word(.validAtMostOneChoice) : .word(.validAtMostChoices, ["max": String(max)])
            }
        }
        return nil
    }
}

extension FieldDefinition {
    /// Whether `count` rows (or picks) are more than the field takes. Fewer than it needs is
    /// not an excess: a menu refuses a pick past the limit at once, and says "too few" at Enter.
    package func exceedsItemLimit(_ count: Int) -> Bool {
        itemBounds.max.map { count > $0 } ?? false
    }

    /// Fewest rows of a list field (choices of a multiple choice field): `itemBounds.min`.
    package var minItems: Int? { itemBounds.min }

    /// Most rows of a list field (choices of a multiple choice field): `itemBounds.max`.
    package var maxItems: Int? { itemBounds.max }
}
