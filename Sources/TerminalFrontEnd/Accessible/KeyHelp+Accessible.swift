import FrontEndSupport
import FormCore

extension KeyHelp {
    /// The keys that work at a prompt in accessible mode, one plain line each:
    /// `Tab or Ctrl-N: next field (what you typed is kept)`. No history or cursor keys:
    /// accessible prompts take a fresh line.
    func accessibleLines(for field: FieldDefinition, at place: String) -> [String] {
        var rows: [(String, String)] = field.kind.presenter.accessibleEnterKeys(of: field).map { ($0.key, $0.action) }
        rows.append(("Tab or Ctrl-N", "next field (what you typed is kept)"))
        rows.append(("Shift-Tab or Ctrl-P", "previous field"))
        rows.append(("Backspace, Ctrl-U", "delete a character, everything typed"))
        rows += formKeyRows(PromptFormatter(style: .plain), back: "then back here")
        rows.append((field.isSecret ? "F1" : "? on an empty line, or F1", "this list"))
        rows += endRows
        return ["Keys at " + place + ":"] + rows.map { "  \($0): \($1)" }
    }

    /// The keys of accessible mode's date step.
    func accessibleDateLines() -> [String] {
        let rows = [("Enter", "take the typed date, like 2026-12-24, today, tomorrow, +3d, next friday"),
                    ("Tab or Ctrl-N, Shift-Tab or Ctrl-P", "leave the date step for the next or previous field"),
                    ("Escape twice", "go back to the field you came from"),
                    ("? on an empty line, or F1", "this list")] + endRows
        return ["Keys at the date step:"] + rows.map { "  \($0): \($1)" }
    }

    /// The keys at accessible mode's review.
    func accessibleReviewLines() -> [String] {
        var rows = [("Enter on an empty line", "submit the answers"),
                    ("a field number or name, then Enter", "change that field, then come back here"),
                    ("Shift-Tab or Ctrl-P", "back to the last field")]
        rows += formKeyRows(PromptFormatter(style: .plain), back: "then back to the review")
        rows.append(("? on an empty line, or F1", "this list"))
        rows += endRows
        return ["Keys at the review:"] + rows.map { "  \($0): \($1)" }
    }
}
