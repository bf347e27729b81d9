import FormCore
import FrontEndSupport

/// What the person chose on the review screen.
enum ReviewChoice: Equatable {
    /// Enter on an empty line.
    case submit
    /// A field number or id: edit that field, then come back to the review.
    case edit(String)
    /// A row's sub-field, by `reminders.2.due` or `Reminder 2 · Due date`: edit that cell.
    case editCell(String)
    /// Text that names no field.
    case unknown(String)
    /// Any other key that ends the line (Shift-Tab, a shortcut, Ctrl-C, Ctrl-D…).
    case event(LineEvent)
}

/// The review before submitting: every visible answer, numbered as in the prompts and
/// with its field id (`[2/3] Password (password): ********`, secrets masked), then a line
/// that submits on Enter or takes a field number or id to edit it.
struct ReviewScreen {
    let session: FormSession
    let formatter: PromptFormatter

    /// The lines listing the answers, grouped by section when the form has several.
    func lines() -> [String] {
        var lines = [formatter.style.apply(.title, to: Words.process[.reviewTitle])]
        let visible = session.visibleFields
        for section in session.form.sections {
            let fields = section.fields.filter { field in visible.contains { $0.id == field.id } }
            guard !fields.isEmpty else { continue }
            if session.form.sections.count > 1 { lines.append(formatter.sectionHeading(section)) }
            for field in fields {
                lines.append("  " + formatter.label(of: field, in: session) + " (" + formatter.safe(field.id) + "): "
                             + formatter.reviewValue(of: field, in: session))
            }
        }
        return lines
    }

    /// The prompt under the list.
    var prompt: String {
        // The ": " outside the styled run: libedit drops an invisible run ending a prompt, and
        // the bold would run on into the answer and `Submitted.`.
        formatter.style.prompt(.prompt, text: Words.process[.reviewPrompt]) + ": "
    }

    /// Reads the choice.
    func read(editor: LineEditor, help: [String] = []) -> ReviewChoice {
        switch editor.readLine(prompt: prompt, behaviour: LineBehaviour(completions: session.visibleFields.map(\.id)), help: help) {
        case .line(let text):
            return choice(for: text)
        case let event:
            return .event(event)
        }
    }

    /// Why a typed line names no field, with the closest field id or label when one is
    /// near (`no field 'pasword': did you mean 'password'? Or type …`), as `run logn`
    /// suggests a form.
    func unknownMessage(_ text: String) -> String {
        let visible = session.visibleFields
        let words = Words.process
        let count = String(visible.count)
        var why = if let near = Suggestions.closest(to: text, in: visible.map(\.id) + visible.map(\.label)) {
            words(.reviewNoFieldNear, ["text": text, "near": near, "count": count])
        } else {
            words(.reviewNoField, ["text": text, "count": count])
        }
        if let group = visible.first(where: { $0.holdsRecords }), let member = group.members.first {
            why += " " + words(.reviewRowSubField, ["example": formatter.safe(group.id + ".1." + member.id)])
        }
        return why
    }

    /// What a typed line asks for: nothing submits, a field number, id or label edits it.
    func choice(for text: String) -> ReviewChoice {
        let visible = session.visibleFields
        let entry = AnswerText.trimmed(text)
        if entry.isEmpty { return .submit }
        if let number = Int(entry), visible.indices.contains(number - 1) { return .edit(visible[number - 1].id) }
        if let field = visible.first(where: { $0.id.lowercased() == entry.lowercased() || $0.label.lowercased() == entry.lowercased() }) {
            return .edit(field.id)
        }
        if session.cell(named: entry) != nil { return .editCell(String(entry)) }
        return .unknown(String(entry))
    }
}
