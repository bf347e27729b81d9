import FormCore
import FrontEndSupport

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
    /// The labels of the form's date fields (made safe), looked up once: the key list is
    /// built at every prompt, which must not cost the whole form.
    private let dateLabels: [String]

    init(session: FormSession, keys: KeyBindings) {
        self.session = session
        self.keys = keys
        dateLabels = session.form.fields.filter { $0.takesDate }.map { TerminalSafeText.escape($0.label) }
    }

    var form: FormDefinition { session.form }

    /// The words the list is written in: the process's language.
    var words: Words { .process }

    /// Whether the form has a date field (the date key does something).
    var hasDateField: Bool { !dateLabels.isEmpty }

    /// The lines for a prompt at `field`; `listed`: its choices are listed below the line.
    func lines(for field: FieldDefinition, style formatter: PromptFormatter, listed: Bool = false, at target: FormFocus? = nil) -> [String] {
        // What Enter and Tab do is the kind's (`KindPresenter`); in a group's row, the group's.
        let group = target.flatMap { session.member(of: $0) != nil ? session.field($0.fieldID) : nil }
        let keysOf = group ?? field
        let presenter = keysOf.kind.presenter
        var rows: [(String, String)] = presenter.enterKeys(of: keysOf).map { ($0.key, $0.action) }
        rows += presenter.moveKeys(of: keysOf, listed: listed, formatter: formatter).map { ($0.key, $0.action) }
        // Shift-Tab is the kind's to say where it moves within (a list's rows, a group's cells).
        if !rows.contains(where: { $0.0.hasPrefix("Shift-Tab") }) { rows.append(("Shift-Tab / Ctrl-P", words[.previousField])) }
        if !field.isSecret {
            if !listed { rows.append(("Up / Down", words[.earlierAnswers])) }
            rows.append(("←/→ Ctrl-A/E", words[.moveInLine]))
            rows.append(("Ctrl-U / Ctrl-W", words[.deleteLineOrWord]))
        } else {
            rows.append(("Backspace / Ctrl-U", words[.deleteSecretTyping]))
        }
        rows += formKeyRows(formatter, back: words[.thenBackHere])
        rows.append((field.isSecret ? "F1" : words[.keyF1OnEmptyLine], words[.thisList]))
        rows += endRows
        if group != nil, let target, let at = formatter.label(of: target, in: session) {
            return render(words(.keysAt, ["field": at]), rows, formatter)
        }
        return render(words(.keysAt, ["field": formatter.label(of: field, in: session)]), rows, formatter)
    }

    /// The lines for the review's prompt.
    func reviewLines(style formatter: PromptFormatter) -> [String] {
        var rows: [(String, String)] = [
            ("Enter", words[.reviewSubmit]),
            (words[.keyNumberOrID], words[.reviewChange]),
            ("Tab", words[.reviewCompleteID]),
            ("Shift-Tab / Ctrl-P", words[.reviewBackToLast]),
        ]
        rows += formKeyRows(formatter, back: words[.thenBackToReview])
        rows.append((words[.keyF1OnEmptyLine], words[.thisList]))
        rows += endRows
        return render(words[.keysAtReview], rows, formatter)
    }

    /// The date key (when the form has a date field) and the form's shortcuts.
    func formKeyRows(_ formatter: PromptFormatter, back: String) -> [(String, String)] {
        var rows: [(String, String)] = []
        for (key, isDate) in keys.all {
            let name = Self.name(of: key)
            if isDate {
                guard hasDateField else { continue }
                rows.append((name, words(.datePickerFor, ["fields": dateLabels.joined(separator: ", "), "then": back])))
            } else if let shortcut = session.shortcutKeys.first(where: { KeySpec($0) == key }),
                      let target = session.field(forShortcut: shortcut) {
                rows.append((name, words(.goTo, ["field": formatter.safe(target.label)])))
            }
        }
        return rows
    }

    var endRows: [(String, String)] {
        [(words[.keyCtrlDOnEmptyLine], words[.cancelFormDraft]), ("Ctrl-C", words[.stopDraft])]
    }

    private func render(_ title: String, _ rows: [(String, String)], _ formatter: PromptFormatter) -> [String] {
        [formatter.style.apply(.title, to: title)] + rows.map { key, does in
            formatter.style.apply(.hint, to: "  " + key + String(repeating: " ", count: max(1, 21 - DisplayWidth.width(of: key))) + does)
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
