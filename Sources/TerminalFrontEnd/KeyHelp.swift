import FormCore

/// The key list that F1 (or `?` on an empty line) shows at a field: every key that works
/// there, in words, with the form's own shortcuts and the fields they go to. Keys that do
/// nothing on this form (Ctrl-T without a date field) are left out.
///
/// ```text
/// Keys at [1/3] Title:
///   Enter               answer the field
///   Tab / Ctrl-N        next field (the text is kept)
///   Shift-Tab / Ctrl-P  previous field
///   Up / Down           your earlier answers here
///   Ctrl-T              date picker (Due date), then back here
///   ...
/// ```
struct KeyHelp {
    let session: FormSession
    let keys: KeyBindings

    var form: FormDefinition { session.form }

    /// Whether the form has a date field (the date key does something).
    var hasDateField: Bool { form.fields.contains { $0.kind == .date } }

    /// The lines for a prompt at `field`; `listed`: its choices are listed below the line.
    func lines(for field: FieldDefinition, style formatter: PromptFormatter, listed: Bool = false) -> [String] {
        var rows: [(String, String)] = []
        switch field.kind {
        case .list:
            rows.append(("Enter", "add this row and a new one after it; on an empty row, leave the list"))
        case .secret:
            rows.append(("Enter", "answer (on a secret already given: keep it)"))
        case .text where field.multiline:
            rows.append(("Enter", "add this line; on an empty line, end the text"))
            rows.append(("Ctrl-X Ctrl-E", "edit the text in $VISUAL or $EDITOR (else vi)"))
        default:
            rows.append(("Enter", "answer the field"))
        }
        switch field.kind {
        case .choice where field.multiple:
            rows.append(("number, Space", "toggle that choice in the menu (numbers then Enter: several, 1 3)"))
            rows.append(("names, Enter", "answer with these choices, separated by commas (\"a, b\" for one holding a comma)"))
            rows.append(("Tab", "complete the choice after the last comma; else next field"))
            rows.append(("Ctrl-N", "next field"))
        case .choice where listed:
            rows.append(("type", "filter the list below by any part of a choice"))
            rows.append(("Up / Down", "move the highlight in the list"))
            rows.append(("PgUp / PgDn", "the previous / next page of the list"))
            rows.append(("Enter on no choice", "pick the highlighted choice"))
            rows.append(("Tab", "complete the choice; else next field"))
            rows.append(("Ctrl-N", "next field"))
        case .choice, .confirm:
            let choices = field.kind == .confirm ? "yes/no" : PromptFormatter.choices(of: field)
            rows.append(("Tab", "complete the choice (" + formatter.safe(choices) + "); else next field"))
            rows.append(("Ctrl-N", "next field"))
        case .path:
            rows.append(("Tab", "complete the file name (twice: list the matches); else next field"))
            rows.append(("Ctrl-N", "next field"))
        case .list:
            // Tab moves between rows; only from the last one does it leave the list.
            rows.append(("Tab / Ctrl-N", "next row (the text is kept); from the last row, the next field"))
        default:
            rows.append(("Tab / Ctrl-N", "next field (the text is kept)"))
        }
        rows.append(("Shift-Tab / Ctrl-P", "previous field"))
        if field.kind != .secret {
            if !listed { rows.append(("Up / Down", "earlier answers to this field")) }
            rows.append(("←/→ Ctrl-A/E", "move in the line"))
            rows.append(("Ctrl-U / Ctrl-W", "delete the line / the word before the cursor"))
        } else {
            rows.append(("Backspace / Ctrl-U", "delete a character / everything typed"))
        }
        rows += formKeyRows(formatter, back: "then back here")
        rows.append(("F1" + (field.kind == .secret ? "" : ", ? on empty line"), "this list"))
        rows += endRows
        return render("Keys at " + formatter.label(of: field, in: session) + ":", rows, formatter)
    }

    /// The lines for the review's prompt.
    func reviewLines(style formatter: PromptFormatter) -> [String] {
        var rows: [(String, String)] = [
            ("Enter", "submit the answers"),
            ("number or id, Enter", "change that field, then come back here"),
            ("Tab", "complete a field id"),
            ("Shift-Tab / Ctrl-P", "back to the last field"),
        ]
        rows += formKeyRows(formatter, back: "then back to the review")
        rows.append(("F1, ? on empty line", "this list"))
        rows += endRows
        return render("Keys at the review:", rows, formatter)
    }

    /// The date key (when the form has a date field) and the form's shortcuts.
    func formKeyRows(_ formatter: PromptFormatter, back: String) -> [(String, String)] {
        var rows: [(String, String)] = []
        for (key, isDate) in keys.all {
            let name = Self.name(of: key)
            if isDate {
                guard hasDateField else { continue }
                let dates = form.fields.filter { $0.kind == .date }.map { formatter.safe($0.label) }
                rows.append((name, "date picker (" + dates.joined(separator: ", ") + "), " + back))
            } else if let target = form.fields.first(where: { $0.shortcut.flatMap { try? ShortcutKey(parsing: $0) }.map(KeySpec.init) == key }) {
                rows.append((name, "go to " + formatter.safe(target.label)))
            }
        }
        return rows
    }

    var endRows: [(String, String)] {
        [("Ctrl-D on empty line", "cancel the form (nothing saved)"), ("Ctrl-C", "stop (answers so far kept in a draft)")]
    }

    private func render(_ title: String, _ rows: [(String, String)], _ formatter: PromptFormatter) -> [String] {
        [formatter.style.apply(.bold, to: title)] + rows.map { key, does in
            formatter.style.apply(.dim, to: "  " + key + String(repeating: " ", count: max(1, 21 - key.count)) + does)
        }
    }

    /// `Ctrl-T`, `Alt-e`: how a key reads in the help.
    static func name(of key: KeySpec) -> String {
        switch key.modifier {
        case .control: return "Ctrl-" + key.character.uppercased()
        case .alt: return "Alt-" + String(key.character)
        }
    }
}
