/// What a session knows of each field, as flags kept in step with one another: shown (its
/// `when` holds), answered, waiting (shown and not answered: where the flow goes next), a Tab
/// stop (shown, and typed input or a list with rows) and taking typed input (shown, and not a
/// date step). Only `setShown`, `setAnswered` and `setStop` change them, so the derived flags
/// can never disagree with the ones they are made from; each is a `FieldFlags`, so "the next
/// one after this field" costs O(log n).
///
/// ```swift
/// var states = FieldStates(shown: [true, false, true], takesInput: [true, true, false]) { _ in true }
/// states.waiting.first             // 0
/// states.setAnswered(0, true)
/// states.waiting.first             // 2
/// states.setShown(1, true, isStop: true)
/// states.waiting.first             // 1
/// states.inputs.first(after: 1)    // nil: field 2 is a date step
/// ```
struct FieldStates {
    /// Fields shown now (their `when` holds).
    private(set) var shown: FieldFlags
    /// Fields answered in the session (a default alone does not count).
    private(set) var answered: FieldFlags
    /// Shown fields not answered yet.
    private(set) var waiting: FieldFlags
    /// Shown fields Tab stops at: typed input, and lists (or groups) with rows.
    private(set) var stops: FieldFlags
    /// Shown fields that take typed input (every kind but a date step).
    private(set) var inputs: FieldFlags
    /// Whether each field takes typed input when shown (fixed by its kind).
    private let takesInput: [Bool]

    /// The flags of a session's start: nothing answered; `isStop` says whether Tab would stop
    /// at a field if it were shown.
    init(shown: [Bool], takesInput: [Bool], isStop: (Int) -> Bool) {
        precondition(shown.count == takesInput.count, "one flag per field")
        self.takesInput = takesInput
        self.shown = FieldFlags(shown)
        answered = FieldFlags(shown.map { _ in false })
        waiting = FieldFlags(shown)
        stops = FieldFlags(shown.indices.map { shown[$0] && isStop($0) })
        inputs = FieldFlags(shown.indices.map { shown[$0] && takesInput[$0] })
    }

    /// How many fields there are.
    var count: Int { takesInput.count }

    /// Shows or hides field `index`; `isStop` says whether Tab stops at it when shown.
    mutating func setShown(_ index: Int, _ isShown: Bool, isStop: Bool) {
        shown.set(index, isShown)
        waiting.set(index, isShown && !answered[index])
        stops.set(index, isShown && isStop)
        inputs.set(index, isShown && takesInput[index])
    }

    /// Marks field `index` answered, or not.
    mutating func setAnswered(_ index: Int, _ isAnswered: Bool) {
        answered.set(index, isAnswered)
        waiting.set(index, shown[index] && !isAnswered)
    }

    /// Whether Tab stops at field `index` (only ever while it is shown).
    mutating func setStop(_ index: Int, _ isStop: Bool) {
        stops.set(index, shown[index] && isStop)
    }
}
