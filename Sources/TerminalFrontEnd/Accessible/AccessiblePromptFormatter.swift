import FrontEndSupport
import FormCore

/// The words of accessible mode: every line stands on its own, says where the person is and
/// what is expected, and carries no colour or escape sequence (form text goes through
/// `TerminalSafeText`, like in `PromptFormatter`).
///
/// ```text
/// Field 1 of 3, Title, required:
/// Field 2 of 5, Password, required, hidden input:
/// Field 3 of 4, List, required, choose 1 Personal, 2 Work, 3 Shopping, now Work, Enter keeps it:
/// Field 4 of 4, Reminders, row 2, optional, Enter on an empty row finishes the list:
/// Field 1 of 1, Config, required, a path to an existing file ending in .yaml, ~ is your home folder:
/// Section 2 of 3: Account
/// Password: must be at least 8 characters
/// ```
struct AccessiblePromptFormatter {
    let session: FormSession
    /// For `safe` and the review's values (plain style: no colour).
    let plain = PromptFormatter(style: .plain)

    /// The prompt for a focused field or list row.
    func prompt(for target: FormFocus) -> String {
        guard let field = session.field(target.fieldID) else { return "Answer: " }
        if let member = session.member(of: target), let row = session.rowPosition(of: target) {
            return cellPrompt(for: target, in: field, member: member, row: row)
        }
        var parts = place(of: field)
        if case .row(let id, let row) = target, let index = session.rows(of: id).firstIndex(where: { $0.id == row }) {
            parts.append("row \(index + 1)")
        }
        parts += requirement(of: field)
        let current = session.currentText(for: target)
        // What the field expects is the kind's to say (`KindPresenter`).
        if let expectation = field.kind.presenter.spokenExpectation(of: field, words: self) { parts.append(expectation) }
        if !field.isSecret, !current.isEmpty {
            // A choice reads out its label, as the numbered list does; multi-line text its first line.
            let now = field.shape == .lines ? MultilineText.summary(current)
                : field.kind.presenter.spokenValue(FieldPrompt.shown(current, of: field), of: field)
            // A refused answer is shown, never offered for keeping.
            parts.append("now " + plain.safe(now) + (session.holdsRefusedAnswer(field.id) ? "" : ", Enter keeps it"))
        }
        return parts.joined(separator: ", ") + ": "
    }

    /// A group's cell: `Field 2 of 3, Leg 2 of 3, From, required, now Oslo, Enter keeps it:`.
    private func cellPrompt(for target: FormFocus, in group: FieldDefinition, member: FieldDefinition,
                            row: (index: Int, count: Int)) -> String {
        var parts = place(of: group, row: row, member: member)
        parts.append(member.required ? "required" : "optional")
        if let expectation = member.kind.presenter.spokenExpectation(of: member, words: self) { parts.append(expectation) }
        let current = session.currentText(for: target)
        if !current.isEmpty {
            parts.append("now " + plain.safe(FieldPrompt.shown(current, of: member)) + (session.holdsRefusedAnswer(at: target) ? "" : ", Enter keeps it"))
        } else if session.rowHoldsNothing(at: target) {
            parts.append("Enter on an empty row finishes the \(plain.safe(group.label))")
        }
        return parts.joined(separator: ", ") + ": "
    }

    /// `a whole number between 13 and 130`, `a number`.
    func number(_ field: FieldDefinition) -> String {
        let kind = field.integer ? "a whole number" : "a number"
        let show = { (value: FormNumber) in value.text }
        switch (field.numberBounds.min, field.numberBounds.max) {
        case let (min?, max?): return "\(kind) between \(show(min)) and \(show(max))"
        case let (min?, nil): return "\(kind) of at least \(show(min))"
        case let (nil, max?): return "\(kind) of at most \(show(max))"
        case (nil, nil): return kind
        }
    }

    /// Where a group's cell is: `Field 2 of 3`, `Leg 2 of 3`, `From`.
    func place(of group: FieldDefinition, row: (index: Int, count: Int), member: FieldDefinition) -> [String] {
        Array(place(of: group).dropLast()) + ["\(plain.safe(group.label)) \(row.index) of \(row.count)", plain.safe(member.label)]
    }

    /// `Field 2 of 5` and the label.
    func place(of field: FieldDefinition) -> [String] {
        guard let (index, count) = session.position(of: field.id) else { return [plain.safe(field.label)] }
        return ["Field \(index) of \(count)", plain.safe(field.label)]
    }

    /// `required` or `optional`, and a list's row bounds.
    func requirement(of field: FieldDefinition) -> [String] {
        [field.required ? "required" : "optional"] + field.kind.presenter.accessibleBounds(of: field)
    }

    /// The title, the description and how this mode works.
    func title(of form: FormDefinition) -> [String] {
        var lines = [plain.safe(form.title)]
        if let description = form.description { lines.append(plain.safe(description, keepingLayout: true)) }
        lines.append("Accessible mode: one prompt per line; type the answer and press Enter. "
                     + "Type ? on an empty line for the keys; Ctrl-D on an empty line cancels.")
        return lines
    }

    /// `Section 2 of 3: Account`, said when the section changes.
    func section(_ section: SectionDefinition) -> String {
        let sections = session.form.sections
        let index = (sections.firstIndex { $0.id == section.id } ?? 0) + 1
        return "Section \(index) of \(sections.count): " + plain.safe(section.title ?? section.id)
    }

    /// A field's help text: `Help: A date like 2026-12-24.`
    func help(_ text: String) -> String {
        "Help: " + plain.safe(text)
    }

    /// A note of the form (`type: note`), read out: `Note: Hello Ada`.
    func note(_ text: String) -> String {
        "Note: " + plain.safe(text, keepingLayout: true)
    }

    /// A message about a field, starting with its label: `Password: too short`.
    func error(_ text: String, at fieldID: String?) -> String {
        let message = plain.safe(text)
        guard let label = fieldID.flatMap({ session.form.field($0) }).map({ plain.safe($0.label) }),
              !message.hasPrefix(label + ":") else { return message }
        return label + ": " + message
    }

    /// Where a shortcut went: `Alt-e: going to Field 3 of 4, Email`; to a group's sub-field,
    /// its row and sub-field too (`Alt-o: going to Field 2 of 2, Chore 1 of 1, Owner`).
    func jumped(with key: ShortcutKey) -> String? {
        let id: String?
        if case .pickingDate(let dateID) = session.phase { id = dateID } else { id = session.focus.value?.fieldID }
        guard let field = id.flatMap({ session.form.field($0) }) else { return nil }
        var parts = place(of: field)
        if let target = session.focus.value, target.fieldID == field.id, let member = session.member(of: target),
           let row = session.rowPosition(of: target) {
            parts = place(of: field, row: row, member: member)
        }
        return KeyHelp.name(of: KeySpec(key)) + ": going to " + parts.joined(separator: ", ")
    }

    // MARK: - Review

    /// The answers as a plain numbered list (numbers as in the prompts), in words a screen
    /// reader says well: `2. Password: given, hidden`, `5. Age: no answer`.
    func reviewLines() -> [String] {
        let visible = session.visibleFields
        return ["Review of \(visible.count) answers:"] + visible.enumerated().map { index, field in
            "\(index + 1). " + plain.safe(field.label) + ": " + reviewValue(of: field)
        }
    }

    private func reviewValue(of field: FieldDefinition) -> String {
        let shown = plain.reviewValue(of: field, in: session)
        if shown == "—" { return "no answer" }
        return field.isSecret ? "given, hidden" : field.kind.presenter.spokenValue(shown, of: field)
    }

    /// The one line under the review.
    var reviewPrompt: String {
        "Review: press Enter to submit, or type a field number or name and press Enter to change it: "
    }
}
