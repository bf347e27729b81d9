import FormCore

/// A multi-line text field at the terminal: one libedit line per line of text.
///
/// - Enter adds the line; Enter on an empty (or blank) line ends the field with the lines
///   so far, joined by `\n`. With none typed that is a blank answer, which keeps the
///   field's text (FormSession's policy): the text a field already has is shown above the
///   prompt, so Enter keeps it, typing replaces it, and Ctrl-X Ctrl-E edits it.
/// - Ctrl-X Ctrl-E opens `ExternalEditor` on the lines so far (or the field's text when
///   none are typed); its text answers the field as Enter would, and an emptied file
///   leaves the field without text (a required one says so). When it fails, the
///   message is shown and entry goes on with the lines kept.
/// - A paste holding line breaks adds its lines (blank ones too); the last one stays on
///   the prompt for editing. A paste never ends the field.
/// - Every other key that leaves the prompt (Tab, Shift-Tab, shortcuts, Ctrl-T, Esc Esc)
///   leaves with the whole text typed so far, which the session keeps as it keeps a line.
///
/// ```text
/// [2/4] Note: Call Bob
///   ... then Ann
///   ...                    <- Enter on an empty line: the note is "Call Bob\nthen Ann"
/// ```
struct MultilineInput {
    let field: FieldDefinition
    /// The first line's prompt (`[2/4] Note: `).
    let prompt: String
    /// The field's text now (shown above the prompt, edited by Ctrl-X Ctrl-E).
    let text: String
    /// What F1 (or `?` on an empty line) shows.
    let help: [String]
    let screen: TerminalScreen
    let formatter: PromptFormatter
    /// The terminal the editor runs on.
    let terminal: Int32

    /// The prompt of the lines after the first.
    static let continuation = "  ... "

    /// Reads the field's lines; see the type's notes.
    func read(editor: LineEditor, history: LineHistory?) -> FieldInput {
        if !text.isEmpty {
            show(text)
            screen.line(formatter.help(Words.process(.multilineKept)))
        }
        var lines: [String] = []
        var prefill = ""
        while true {
            let event = editor.readLine(prompt: lines.isEmpty ? prompt : Self.continuation, start: LineStart(text: prefill),
                                        history: lines.isEmpty ? history : nil, help: help, severalLines: true)
            prefill = ""
            // The whole text typed so far, for a key that leaves the field with it.
            let current = editor.lastBuffer.text
            let whole = (lines + (current.isEmpty ? [] : [current])).joined(separator: "\n")
            switch event {
            case .line(let line):
                guard AnswerText.isBlank(line) else {
                    lines.append(line)
                    continue
                }
                let answer = lines.joined(separator: "\n")
                return FieldInput(event: .line(answer), buffer: LineBuffer(text: answer))
            case .pastedLines(let pasted):
                lines += pasted.dropLast()
                // The prompt line showed what was typed before the paste: show the lines whole.
                for line in pasted.dropLast() { screen.line(Self.continuation + formatter.safe(line)) }
                prefill = pasted.last ?? ""
            case .editor(let typed):
                let start = lines.isEmpty && typed.isEmpty ? text : (lines + (typed.isEmpty ? [] : [typed])).joined(separator: "\n")
                switch ExternalEditor(terminal: terminal).edit(start, name: field.id) {
                case .edited(let edited):
                    let stored = MultilineText.normalised(edited)
                    if !stored.isEmpty { show(stored) }
                    return FieldInput(event: .line(edited), buffer: LineBuffer(text: stored))
                case .emptied:
                    return FieldInput(event: .line(""), buffer: LineBuffer(), clears: true)
                case .failed(let why):
                    screen.line(formatter.message(why.rendered(in: Words.process)))
                    prefill = typed
                }
            case .datePicker(_, let cursor):
                return FieldInput(event: .datePicker(text: whole, cursor: cursor), buffer: LineBuffer(text: whole))
            case .shortcut(let key, _):
                return FieldInput(event: .shortcut(key: key, text: whole), buffer: LineBuffer(text: whole))
            default:
                return FieldInput(event: event, buffer: LineBuffer(text: whole))
            }
        }
    }

    /// Shows stored text above the prompt, one dimmed line each.
    private func show(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            screen.line(formatter.style.apply(.muted, to: "  | " + formatter.safe(String(line))))
        }
    }
}
