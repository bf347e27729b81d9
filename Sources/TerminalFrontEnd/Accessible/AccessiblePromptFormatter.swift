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
    /// The words it speaks: the process's language.
    var words: Words { .process }

    /// The prompt for a focused field or list row.
    func prompt(for target: FormFocus) -> String {
        guard let field = session.field(target.fieldID) else { return words[.accessibleAnswer] + ": " }
        if let member = session.member(of: target), let row = session.rowPosition(of: target) {
            return cellPrompt(for: target, in: field, member: member, row: row)
        }
        var parts = place(of: field)
        if case .row(let id, let row) = target, let index = session.rows(of: id).firstIndex(where: { $0.id == row }) {
            parts.append(words(.accessibleRow, ["row": String(index + 1)]))
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
            parts.append(words(session.holdsRefusedAnswer(field.id) ? .accessibleNow : .accessibleNowKeeps, ["value": plain.safe(now)]))
        }
        return parts.joined(separator: ", ") + ": "
    }

    /// A group's cell: `Field 2 of 3, Leg 2 of 3, From, required, now Oslo, Enter keeps it:`.
    private func cellPrompt(for target: FormFocus, in group: FieldDefinition, member: FieldDefinition,
                            row: (index: Int, count: Int)) -> String {
        var parts = place(of: group, row: row, member: member)
        parts.append(words[member.required ? .accessibleRequired : .accessibleOptional])
        if let expectation = member.kind.presenter.spokenExpectation(of: member, words: self) { parts.append(expectation) }
        let current = session.currentText(for: target)
        if !current.isEmpty {
            parts.append(words(session.holdsRefusedAnswer(at: target) ? .accessibleNow : .accessibleNowKeeps, ["value": plain.safe(FieldPrompt.shown(current, of: member))]))
        } else if session.rowHoldsNothing(at: target) {
            parts.append(words(.accessibleEmptyRowFinishes, ["group": plain.safe(group.label)]))
        }
        return parts.joined(separator: ", ") + ": "
    }

    /// `a whole number between 13 and 130`, `a number`.
    func number(_ field: FieldDefinition) -> String {
        let kind = words[field.integer ? .accessibleWholeNumber : .accessibleNumber]
        switch (field.numberBounds.min, field.numberBounds.max) {
        case let (min?, max?): return words(.accessibleNumberBetween, ["kind": kind, "min": min.text, "max": max.text])
        case let (min?, nil): return words(.accessibleNumberAtLeast, ["kind": kind, "min": min.text])
        case let (nil, max?): return words(.accessibleNumberAtMost, ["kind": kind, "max": max.text])
        case (nil, nil): return kind
        }
    }

    /// Where a group's cell is: `Field 2 of 3`, `Leg 2 of 3`, `From`.
    func place(of group: FieldDefinition, row: (index: Int, count: Int), member: FieldDefinition) -> [String] {
        Array(place(of: group).dropLast()) + [words(.accessibleRowOf, ["group": plain.safe(group.label), "row": String(row.index), "count": String(row.count)]), plain.safe(member.label)]
    }

    /// `Field 2 of 5` and the label.
    func place(of field: FieldDefinition) -> [String] {
        guard let (index, count) = session.position(of: field.id) else { return [plain.safe(field.label)] }
        return [words(.accessibleFieldOf, ["index": String(index), "count": String(count)]), plain.safe(field.label)]
    }

    /// `required` or `optional`, and a list's row bounds.
    func requirement(of field: FieldDefinition) -> [String] {
        [words[field.required ? .accessibleRequired : .accessibleOptional]] + field.kind.presenter.accessibleBounds(of: field)
    }

    /// The title, the description and how this mode works.
    func title(of form: FormDefinition) -> [String] {
        var lines = [plain.safe(form.title)]
        if let description = form.description { lines.append(plain.safe(description, keepingLayout: true)) }
        lines.append(words[.accessibleIntro])
        return lines
    }

    /// `Section 2 of 3: Account`, said when the section changes.
    func section(_ section: SectionDefinition) -> String {
        let sections = session.form.sections
        let index = (sections.firstIndex { $0.id == section.id } ?? 0) + 1
        return words(.accessibleSection, ["index": String(index), "count": String(sections.count), "title": plain.safe(section.title ?? section.id)])
    }

    /// A field's help text: `Help: A date like 2026-12-24.`
    func help(_ text: String) -> String {
        words(Word.accessibleHelp, ["text": plain.safe(text)])
    }

    /// A note of the form (`type: note`), read out: `Note: Hello Ada`.
    func note(_ text: String) -> String {
        words(.accessibleNote, ["text": plain.safe(text, keepingLayout: true)])
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
        return words(.accessibleGoingTo, ["key": KeyHelp.name(of: KeySpec(key)), "place": parts.joined(separator: ", ")])
    }

    // MARK: - Review

    /// The answers as a plain numbered list (numbers as in the prompts), in words a screen
    /// reader says well: `2. Password: given, hidden`, `5. Age: no answer`.
    func reviewLines() -> [String] {
        let visible = session.visibleFields
        return [words(.accessibleReviewOf, ["count": String(visible.count)])] + visible.enumerated().map { index, field in
            "\(index + 1). " + plain.safe(field.label) + ": " + reviewValue(of: field)
        }
    }

    private func reviewValue(of field: FieldDefinition) -> String {
        let shown = plain.reviewValue(of: field, in: session)
        if shown == "—" { return words[.accessibleNoAnswer] }
        return field.isSecret ? words[.accessibleGivenHidden] : field.kind.presenter.spokenValue(shown, of: field)
    }

    /// The one line under the review.
    var reviewPrompt: String {
        words[.accessibleReviewPrompt] + ": "
    }
}
