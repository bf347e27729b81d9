import FormCore
/// A form explained for a terminal: its fields in focus order with their rules, section by
/// section, then the cross-field rules and the shortcuts. Pure text, no I/O; `formline
/// describe` prints it.
///
///     Log in
///     Sign in to your account.
///
///       #  id        type     label                          required
///       1  username  text     Username                       yes
///            length:    3 to 32 characters
///
/// ```swift
/// print(FormDescription(form: form).text)     // fields in focus order, sections, rules, shortcuts
/// ```
public struct FormDescription: Sendable {
    /// The form described.
    public let form: FormDefinition
    /// How headings are set off: the front end's style (`TerminalStyle`: bold at a terminal
    /// that wants it); FormCore writes no escape sequence itself.
    public let heading: @Sendable (String) -> String
    /// The language of formline's own words in `text` (`DescribeWord`: headings, column
    /// headings, the names and phrases of the rules); `json` is English whatever it is.
    public let words: Words

    /// Describes `form`, with headings as `heading` makes them (plain by default), formline's
    /// words in `words`' language (English by default).
    ///
    /// ```swift
    /// FormDescription(form: form, words: Words(.german), heading: { style.apply(.title, to: $0) })
    /// ```
    public init(form: FormDefinition, words: Words = .english, heading: @escaping @Sendable (String) -> String = { $0 }) {
        self.form = form
        self.words = words
        self.heading = heading
    }

    /// The whole description, ending with a newline.
    public var text: String {
        var out: [String] = [heading(Self.safe(form.title))]
        if let description = form.description { out.append(Self.safe(description)) }
        let table = FieldTable(fields: form.fields, notes: form.notes.map(\.note), words: words)
        var number = 0
        for (index, section) in form.sections.enumerated() {
            out.append("")
            if form.sections.count > 1 {
                let title = section.title.map { "\(Self.safe($0)) (\(section.id))" } ?? section.id
                out.append(heading(words.describe(.sectionOf, ["index": "\(index + 1)", "count": "\(form.sections.count)", "title": title])))
            }
            out.append(table.header)
            for position in 0...section.fields.count {
                let field = position < section.fields.count ? section.fields[position] : nil
                for placed in section.notes where placed.position == position {
                    out.append(table.row(note: placed.note))
                    out += FieldSummary(field: placed.note, words: words).details.map { Self.detail($0.name, Self.safe($0.value)) }
                }
                guard let field else { continue }
                number += 1
                out.append(table.row(field, number: number))
                out += FieldSummary(field: field, words: words).details.map { Self.detail($0.name, Self.safe($0.value)) }
            }
        }
        let start = form.initialFocus ?? form.fields.first?.id
        if let start { out += ["", words.describe(.focusStarts, ["field": start])] }
        if !form.rules.isEmpty {
            out += ["", heading(words.describe(.rulesHeading))]
            out += form.rules.map { "  " + words.describe(Self.verb($0.comparison), ["field": $0.field, "other": $0.other, "message": Self.safe($0.message)]) }
        }
        let commands = form.commands
        if !commands.isEmpty {
            out += ["", heading(words.describe(.commandsHeading))]
            for command in commands {
                let arguments = command.arguments.map { Self.safe($0) }.joined(separator: " ")
                var details = words.describe(.commandTimeout, ["timeout": command.timeoutText])
                if !command.reads.isEmpty { details = words.describe(.listed, ["first": details, "second": words.describe(.commandReads, ["fields": command.reads.joined(separator: ", ")])]) }
                if case .formCheck = command.role, let field = command.field {
                    details = words.describe(.listed, ["first": details, "second": words.describe(.commandRefocuses, ["field": field])])
                }
                out.append("  " + words.describe(.commandLine, ["command": command.roleText.rendered(in: words), "arguments": arguments, "details": details]))
            }
        }
        // A group's sub-field's shortcut names it by its path: `chores.owner`.
        let shortcuts = form.fields.flatMap { field in
            field.shortcutOwners.compactMap { owner in
                owner.field.shortcut.map { (FieldSummary.canonical($0), field, owner.member == nil ? field.id : field.id + "." + owner.field.id) }
            }
        }
        if !shortcuts.isEmpty {
            out += ["", heading(words.describe(.shortcutsHeading))]
            let width = shortcuts.map { DisplayWidth.width(of: $0.0) }.max() ?? 0
            for (key, field, name) in shortcuts {
                let section = form.sections.count > 1 ? form.section(containing: field.id)?.id : nil
                out.append("  " + DisplayWidth.padded(key, to: width) + "  "
                           + (section.map { words.describe(.focusesInSection, ["name": name, "section": $0]) } ?? words.describe(.focuses, ["name": name])))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `name:` in a column of 12, a name longer than it (another language's) followed by one space.
    private static func detail(_ name: String, _ value: String) -> String {
        let label = name + ":"
        return "       " + DisplayWidth.padded(label, to: max(12, DisplayWidth.width(of: label) + 1)) + value
    }

    private static func verb(_ comparison: CrossFieldRule.Comparison) -> DescribeWord {
        switch comparison {
        case .equals: .ruleEquals
        case .notEquals: .ruleDiffers
        case .after: .ruleAfter
        case .before: .ruleBefore
        }
    }

    /// Form-file text made safe for a terminal (`TerminalSafeText`, the one escaper of
    /// every text shown to a person).
    static func safe(_ text: String) -> String {
        TerminalSafeText.escape(text)
    }
}

/// The aligned one-line-per-field table of a description.
private struct FieldTable {
    let idWidth: Int, typeWidth: Int, labelWidth: Int, numberWidth: Int
    let words: Words

    /// Notes share the id and type columns; a note's text ends its row, so it leaves the
    /// label column as wide as the fields' labels. Each column is at least as wide as its
    /// heading in `words`' language.
    init(fields: [FieldDefinition], notes: [FieldDefinition] = [], words: Words = .english) {
        self.words = words
        idWidth = max(DisplayWidth.width(of: words.describe(.columnID)), (fields + notes).map { DisplayWidth.width(of: $0.id) }.max() ?? 0)
        typeWidth = max(DisplayWidth.width(of: words.describe(.columnType)),
                        (fields + notes).map { DisplayWidth.width(of: Self.type(of: $0, in: words)) }.max() ?? 0)
        labelWidth = max(DisplayWidth.width(of: words.describe(.columnLabel)),
                         fields.map { DisplayWidth.width(of: FormDescription.safe($0.label)) }.max() ?? 0)
        numberWidth = max(1, String(fields.count).count)
    }

    var header: String {
        line(number: "#", id: words.describe(.columnID), type: words.describe(.columnType), label: words.describe(.columnLabel),
             required: words.describe(.columnRequired))
    }

    /// A note's row: no number (it takes no answer), its text in the label column.
    func row(note: FieldDefinition) -> String {
        line(number: "-", id: note.id, type: note.kind.rawValue, label: FormDescription.safe(note.label), required: "")
    }

    func row(_ field: FieldDefinition, number: Int) -> String {
        line(number: String(number), id: field.id, type: Self.type(of: field, in: words),
             label: FormDescription.safe(field.label), required: field.required ? words.describe(.yes) : "")
    }

    private func line(number: String, id: String, type: String, label: String, required: String) -> String {
        let cells = [
            String(repeating: " ", count: numberWidth - number.count) + number,
            DisplayWidth.padded(id, to: idWidth), DisplayWidth.padded(type, to: typeWidth),
            DisplayWidth.padded(label, to: labelWidth), required,
        ]
        var text = "  " + cells.joined(separator: "  ")
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The kind, noting that a date is a step rather than a text field.
    private static func type(of field: FieldDefinition, in words: Words) -> String {
        field.takesDate ? words.describe(.dateStep) : field.kind.rawValue
    }
}
