extension FormSession {
    /// A note to show now, its text filled in from the answers so far.
    public struct DueNote: Sendable, Equatable {
        /// The note's id.
        public var id: String
        /// The text to show (a computed text rendered from the visible answers).
        public var text: String

        /// The text on one line, for a log or a pipe: its lines trimmed and joined by a space.
        ///
        /// `DueNote(id: "hi", text: "Welcome, Ada.\n  Two more questions.\n").oneLine` is
        /// `"Welcome, Ada. Two more questions."`.
        public var oneLine: String {
            text.unicodeScalars.split(whereSeparator: LineBreaks.isLineBreak)
                .map { AnswerText.trimmed(String(String.UnicodeScalarView($0))) }.filter { !$0.isEmpty }
                .joined(separator: " ")
        }
    }

    /// The notes the flow has reached and not shown yet, in form order: those placed before
    /// the field with focus (or the open date step) or before an earlier one, and every one
    /// left once nothing has focus (the form is complete). A note whose `when` does not hold
    /// now is passed over; it is shown if it holds when the flow reaches it again.
    ///
    /// Front ends call it before each prompt and before the review; each note is returned
    /// once. A note takes no answer, so it never reaches the answers.
    ///
    /// ```swift
    /// session.answer("Ada")        // focus reaches "plan", after a note "Hello {name}"
    /// session.dueNotes()           // [DueNote(id: "welcome", text: "Hello Ada")]
    /// session.dueNotes()           // []
    /// ```
    package func dueNotes() -> [DueNote] {
        guard notes.pending > 0 else { return [] }
        let reached: Int
        if let step = dateStep {
            reached = step
        } else if let target = focus.value {
            guard let index = indexByID[target.fieldID] else { return [] }
            reached = index
        } else {
            reached = fields.count
        }
        let due = notes.due(reached: reached) { note in
            note.condition.map { $0.isSatisfied(by: visibleValue($0.field)?.canonicalText) } ?? true
        }
        return due.map { note in
            DueNote(id: note.id, text: note.computedDefault?.render { visibleValue($0)?.editableText } ?? note.label)
        }
    }
}
