/// What kind of answer a field takes.
///
/// ```swift
/// FieldKind(rawValue: "date")?.takesTextInput    // false: a date is a step, not a prompt
/// ```
public enum FieldKind: String, CaseIterable, Sendable, Codable {
    /// One line of text.
    case text
    /// One line of text read with echo off; masked in reviews, never in history or drafts.
    case secret
    /// A calendar day, picked in a date step.
    case date
    /// One of a fixed list of choices.
    case choice
    /// Yes or no.
    case confirm
    /// A number, optionally whole.
    case number
    /// Rows of text; Enter adds a row, an empty row ends the list.
    case list
    /// A file-system path, stored absolute (see `PathRules`).
    case path
    /// Text shown in the flow; takes no answer (see `NoteKind`).
    case note
    /// Rows of records: each row answers the group's sub-fields (see `GroupKind`).
    case group
    /// A whole number from 1 to `max` (2–9, default 5), shown as stars (see `RatingKind`).
    case rating

    /// Whether the field takes typed text in the prompt loop (everything but the date step).
    package var takesTextInput: Bool { self != .date }
}

extension FieldKind {
    /// The registry from a `type:` name to the type that owns the kind: calls `visitor` with
    /// the kind's conformer. The one `switch` a new kind adds a case to.
    @inline(__always)
    func visit<Visitor: FieldKindVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch self {
        case .text: return visitor.visit(TextKind.self)
        case .secret: return visitor.visit(SecretKind.self)
        case .date: return visitor.visit(DateKind.self)
        case .choice: return visitor.visit(ChoiceKind.self)
        case .confirm: return visitor.visit(ConfirmKind.self)
        case .number: return visitor.visit(NumberKind.self)
        case .list: return visitor.visit(ListKind.self)
        case .path: return visitor.visit(FilePathKind.self)
        case .note: return visitor.visit(NoteKind.self)
        case .group: return visitor.visit(GroupKind.self)
        case .rating: return visitor.visit(RatingKind.self)
        }
    }
}
