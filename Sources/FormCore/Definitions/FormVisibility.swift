/// Which fields of a form are shown for a set of answers: those whose `when` condition
/// holds. A condition only sees a field that comes before it and is itself shown.
///
/// Shared by `FormSession` and `RecordValidator`, so both hide exactly the same fields.
///
/// ```swift
/// let visibility = FormVisibility(form: signup)   // frequency: when newsletter equals "true"
/// var shown: [Bool] = []
/// visibility.resolve(into: &shown) { index in index == 5 ? "true" : nil }
/// // shown[6] (frequency) is true while newsletter (index 5) is answered "true"
/// ```
package struct FormVisibility: Sendable {
    /// For each field in form order, the index of the field its condition looks at
    /// (nil when it has no condition, or looks at a later, unknown or its own field).
    private let conditionSources: [Int?]
    private let conditions: [Condition?]

    /// Whether any field has a condition (when not, every field is always shown).
    package let hasConditions: Bool

    /// For each field in form order, the fields whose condition looks at it.
    let dependents: [[Int]]

    /// Prepares the visibility rules of `form`.
    package init(form: FormDefinition) {
        let fields = form.fields
        conditions = fields.map(\.condition)
        // The first field of each id: a condition looks at it when it comes earlier. One pass
        // and a table, so preparing is linear in the fields (a search of the fields before
        // each condition was quadratic: 1,056M instructions for 10,000 fields).
        var firstByID: [String: Int] = [:]
        if fields.contains(where: { $0.condition != nil }) {
            firstByID.reserveCapacity(fields.count)
            for (index, field) in fields.enumerated() where firstByID[field.id] == nil { firstByID[field.id] = index }
        }
        conditionSources = fields.enumerated().map { index, field in
            guard let condition = field.condition, let source = firstByID[condition.field], source < index else { return nil }
            return source
        }
        hasConditions = conditions.contains { $0 != nil }
        var dependents = [[Int]](repeating: [], count: fields.count)
        for (index, source) in conditionSources.enumerated() {
            if let source { dependents[source].append(index) }
        }
        self.dependents = dependents
    }

    /// Whether the field at `index` is shown, given whether each earlier field is shown and
    /// its canonical answer: what `resolve` decides for that one field.
    private func isShown(_ index: Int, visible: (Int) -> Bool, answer: (Int) -> String?) -> Bool {
        guard let condition = conditions[index] else { return true }
        let shownAnswer = conditionSources[index].flatMap { visible($0) ? answer($0) : nil }
        return condition.isSatisfied(by: shownAnswer)
    }

    /// After the answer of field `index` changed: re-decides each field whose condition looks
    /// at it, and the fields looking at those in turn when one of them flips. `visible` gives a
    /// field's flag as it stands; `setShown` is called for each field whose flag flips, and must
    /// change what `visible` says. It costs the fields that look at the change, never the whole
    /// form, and leaves the flags `resolve` decides for the same answers.
    ///
    /// ```swift
    /// // frequency (6): when newsletter (5) equals "true"; newsletter now answered "true"
    /// visibility.update(after: 5, visible: { shown[$0] }, answer: { answers[$0] }) { shown[$0] = $1 }
    /// // setShown(6, true)
    /// ```
    func update(after index: Int, visible: (Int) -> Bool, answer: (Int) -> String?, setShown: (Int, Bool) -> Void) {
        var pending = dependents[index]
        while let dependent = pending.popLast() {
            let shows = isShown(dependent, visible: visible, answer: answer)
            guard shows != visible(dependent) else { continue }
            setShown(dependent, shows)
            pending.append(contentsOf: dependents[dependent])
        }
    }

    /// Fills `visible` (one flag per field, in form order); `answer` gives a field's
    /// canonical text by index, nil when it has no answer.
    package func resolve(into visible: inout [Bool], answer: (Int) -> String?) {
        visible.removeAll(keepingCapacity: true)
        for index in conditions.indices {
            guard let condition = conditions[index] else {
                visible.append(true)
                continue
            }
            let source = conditionSources[index]
            let shownAnswer = source.flatMap { visible[$0] ? answer($0) : nil }
            visible.append(condition.isSatisfied(by: shownAnswer))
        }
    }
}
