import FormCore
import FrontEndSupport

/// `type: list`: rows, one prompt each; Enter on an empty row leaves the list; the review
/// joins the rows.
enum ListPresenter: KindPresenter {
    static func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        guard case .list(let rows)? = session.values[field.id], !rows.isEmpty else { return Words.process[.reviewNoAnswer] }
        return Words.process.reviewItems(rows)
    }

    static func spokenExpectation(of field: FieldDefinition, words: AccessiblePromptFormatter) -> String? {
        Words.process[.spokenListEnds]
    }

    static func accessibleEnterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        [("Enter", Words.process[.listAccessibleEnter])]
    }

    static func accessibleBounds(of field: FieldDefinition) -> [String] {
        var parts: [String] = []
        if let min = field.itemBounds.min, min > 1 { parts.append(Words.process(.spokenAtLeastRows, ["min": String(min)])) }
        if let max = field.itemBounds.max { parts.append(Words.process(.spokenAtMostRows, ["max": String(max)])) }
        return parts
    }

    static func enterKeys(of field: FieldDefinition) -> [(key: String, action: String)] {
        [("Enter", Words.process[.listEnter])]
    }

    /// Tab moves between rows; only from the last one does it leave the list.
    static func moveKeys(of field: FieldDefinition, listed: Bool, formatter: PromptFormatter) -> [(key: String, action: String)] {
        [("Tab / Ctrl-N", Words.process[.listNext]),
         ("Shift-Tab / Ctrl-P", Words.process[.listPrevious]),
         rowDeletionKey]
    }
}
