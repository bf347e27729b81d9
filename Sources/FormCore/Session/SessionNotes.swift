/// The form's notes in a session and which of them were handed out: each note is due once,
/// in form order, when the flow reaches the field it comes before, and only while its `when`
/// holds (one that does not is passed over, and due again when the flow reaches it later).
///
/// `FormSession.dueNotes()` asks it with the field the flow has reached and how a note's
/// condition stands now; the record of what was shown is kept here and nowhere else.
///
/// ```swift
/// var notes = SessionNotes(form.notes)        // "welcome" before field 0, "plan" before field 2
/// notes.due(reached: 0) { _ in true }          // [welcome]
/// notes.due(reached: 0) { _ in true }          // []: each once
/// notes.due(reached: 5) { _ in true }          // [plan]
/// ```
struct SessionNotes {
    /// Each note with the index of the field it comes before, in form order.
    private let placed: [(note: FieldDefinition, before: Int)]
    /// Whether each note was handed out.
    private var shown: [Bool]
    /// How many notes were not handed out yet.
    private(set) var pending: Int

    /// The notes as the form places them (`FormDefinition.notes`), none shown.
    init(_ placed: [(note: FieldDefinition, before: Int)]) {
        self.placed = placed
        shown = placed.map { _ in false }
        pending = placed.count
    }

    /// The notes not shown yet placed before the field at `reached` or an earlier one, in
    /// form order, whose condition `holds` now; each one returned is marked shown.
    mutating func due(reached: Int, holds: (FieldDefinition) -> Bool) -> [FieldDefinition] {
        guard pending > 0 else { return [] }
        var due: [FieldDefinition] = []
        for position in placed.indices where !shown[position] && placed[position].before <= reached {
            guard holds(placed[position].note) else { continue }
            shown[position] = true
            pending -= 1
            due.append(placed[position].note)
        }
        return due
    }
}
