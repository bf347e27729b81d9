import FormCore

/// `type: note`: no prompt, no answer. `TerminalRunner.showNotes()` prints each note the
/// flow reaches (`PromptFormatter.shownNote`, `AccessiblePromptFormatter.note`).
enum NotePresenter: KindPresenter {}
