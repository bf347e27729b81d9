import FocusEngine

/// The one focus value of a form: a field that takes typed input, or a row of a list field.
///
/// ```swift
/// session.focus.value                 // .field("username")
/// session.focus.focus(.field("email"))
/// session.focus.value?.fieldID        // "email"; a list row reads .row(field: "reminders", row: row#0)
/// ```
public enum FormFocus: Hashable, CustomStringConvertible {
    /// A text, secret, choice, confirm or number field.
    case field(String)
    /// One row of a list field.
    case row(field: String, row: RowID)
    /// One sub-field (`member`, its id) of one row of a repeating group.
    case cell(field: String, row: RowID, member: String)

    /// The id of the field this focus is in.
    public var fieldID: String {
        switch self {
        case .field(let id): return id
        case .row(let id, _): return id
        case .cell(let id, _, _): return id
        }
    }

    /// Whether both are cells of one row of a group.
    package func isInSameRow(as other: FormFocus) -> Bool {
        guard case .cell(let field, let row, _) = self, case .cell(field, row, _) = other else { return false }
        return true
    }

    public var description: String {
        switch self {
        case .field(let id): return id
        case .row(let id, let row): return "\(id)[\(row)]"
        case .cell(let id, let row, let member): return "\(id)[\(row)].\(member)"
        }
    }
}

/// Where a session is in its life.
///
/// ```swift
/// switch session.phase {
/// case .editing: session.answer(line)          // the focused field or row
/// case .pickingDate(let field): session.pickDate(line)
/// case .complete: session.submit()
/// case .submitted: print(AnswerJSON.encode(session.answers))
/// }
/// ```
public enum SessionPhase: Equatable, Sendable {
    /// A field or row has focus and takes typed input.
    case editing
    /// Text input is deactivated while a date is picked for this field.
    case pickingDate(field: String)
    /// Every visible field has been answered; the form can be submitted.
    case complete
    /// The form was submitted and passed validation.
    case submitted
}
