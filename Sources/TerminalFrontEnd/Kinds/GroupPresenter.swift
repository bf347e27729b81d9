import FormCore
import FrontEndSupport

/// `type: group`: rows of records, one prompt per sub-field (`Reminder 2 · Title:`); Enter
/// on a row's last sub-field adds a row after it, Enter on an empty row leaves the group; a
/// row left behind shows as one line; the review lists one line per row.
enum GroupPresenter: KindPresenter {
    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        guard case .records(let records)? = session.values[field.id], !records.isEmpty else { return "—" }
        return records.map(line).joined(separator: "; ")
    }

    /// A row as one line: its answered sub-fields' values, `·` between them.
    static func line(_ record: FieldRecord) -> String {
        values(record).joined(separator: " · ")
    }

    /// A row's answered sub-fields' values, as typed.
    static func values(_ record: FieldRecord) -> [String] {
        record.entries.compactMap { $0.value.map(\.editableText) }
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        Words.process(.accessibleEmptyRowFinishes, ["group": field.label])
    }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        [("Enter", Words.process[.groupEnter])]
    }

    /// Tab moves between sub-fields and rows; only from the last one does it leave the group.
    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        [("Tab / Ctrl-N", Words.process[.groupNext]),
         ("Shift-Tab / Ctrl-P", Words.process[.groupPrevious]),
         rowDeletionKey]
    }
}
