import FormCore
import FrontEndSupport

/// The words of the interactive front end: prompts, headings, messages and review rows,
/// styled with a `TerminalStyle` (plain text under `NO_COLOR` or `TERM=dumb`).
///
/// Every text that comes from a form file (title, description, labels, help, choices,
/// section titles, rule messages) or from the person goes through `TerminalSafeText`
/// here, so a form file can never send the terminal an escape sequence: a label
/// `"\e]0;hi\a"` shows as `\e]0;hi\u{7}`.
public struct PromptFormatter: Sendable {
    /// Colour allowed or not.
    public let style: TerminalStyle

    /// A formatter in `style`.
    public init(style: TerminalStyle) {
        self.style = style
    }

    /// The prompt for a focused field or list row: `[2/3] Password: `,
    /// `[1/3] List (Personal/Work/Shopping): `, `[2/3] Reminders, row 1: `; a choice field
    /// whose choices are `listed` below the line gives their number instead
    /// (`[5/5] Country (52 choices): `).
    public func prompt(for target: FormFocus, in session: FormSession, listed: Bool = false) -> String {
        // The session's field: computed choices (`choices: {from: …}`) are its, not the form's.
        guard let field = session.field(target.fieldID) ?? session.form.field(target.fieldID) else { return "> " }
        var label = safe(field.label)
        if case .row(let id, let row) = target, let index = session.rows(of: id).firstIndex(where: { $0.id == row }) {
            label += ", row \(index + 1)"
        }
        if let member = session.member(of: target), let row = session.rowPosition(of: target) {
            // A group's cell: `Leg 2 · From (train/plane/bus/car)`.
            label += " \(row.index) · " + safe(member.label)
                + member.kind.presenter.promptHint(of: member, in: session, listed: listed, formatter: self)
            return style.prompt(.prompt, text: position(of: field.id, in: session) + label) + ": "
        }
        label += field.kind.presenter.promptHint(of: field, in: session, listed: listed, formatter: self)
        // One styled run only: libedit mishandles adjacent invisible runs in a prompt.
        return style.prompt(.prompt, text: position(of: field.id, in: session) + label) + ": "
    }

    /// `1 choice`, `54 choices`.
    static func choiceCount(_ number: Int) -> String {
        number == 1 ? Words.process[.oneChoice] : Words.process(.choices, ["count": String(number)])
    }

    /// How many a multiple choice takes when its form says (`1 to 3`, `at least 2`,
    /// `up to 3`, `exactly 2`), or nil when any number does.
    static func pickCount(of field: FieldDefinition) -> String? {
        let bounds = field.itemBounds
        switch (bounds.min.flatMap { $0 > 1 ? $0 : nil }, bounds.max) {
        case let (min?, max?) where min == max: return Words.process(.pickExactly, ["count": String(min)])
        case let (min?, max?): return Words.process(.pickRange, ["min": String(min), "max": String(max)])
        case let (nil, max?):
            return field.required || bounds.min == 1 ? Words.process(.pickRange, ["min": "1", "max": String(max)])
                : Words.process(.pickUpTo, ["max": String(max)])
        case let (min?, nil): return Words.process(.pickAtLeast, ["min": String(min)])
        case (nil, nil): return nil
        }
    }

    /// A choice field's choices as shown: `S/M/L`, or with labels (which may hold a `/`)
    /// `Pro – 10 €/month | basic`. Not made safe: callers do that.
    static func choices(of field: FieldDefinition) -> String {
        field.choiceTitles.joined(separator: field.hasChoiceLabels ? " | " : "/")
    }

    /// `[2/3] ` for the field's place among the visible fields.
    public func position(of fieldID: String, in session: FormSession) -> String {
        guard let (index, count) = session.position(of: fieldID) else { return "" }
        return "[\(index)/\(count)] "
    }

    /// The form's title block.
    public func title(of form: FormDefinition, width: Int? = nil) -> [String] {
        var lines = [style.apply(.title, to: safe(form.title))]
        if let description = form.description { lines.append(safe(description, keepingLayout: true)) }
        lines.append(style.apply(.hint, to: hint(for: form, width: width)))
        return lines
    }

    /// The one-line key hint under the title: only keys that do something on this form
    /// (Ctrl-T only when it has a date field, Ctrl-X Ctrl-E only with a multi-line field),
    /// with the form's own shortcuts and the fields they go to.
    ///
    /// Given the terminal's `width`, the hint stays one row: when the full spelling would
    /// wrap, shorter ones are tried in turn (Ctrl-D left to F1's list, then shorter words, then
    /// the form's shortcuts by their keys alone: F1 lists where they go); F1 and Ctrl-C are in
    /// every spelling, then Ctrl-X Ctrl-E and Ctrl-T are left to F1's list too (a language's
    /// longer words: German, French and Spanish need it at 80 columns). When even the shortest
    /// would wrap, it is cut to the width with `…`.
    public func hint(for form: FormDefinition, width: Int? = nil, words: Words = Words.process) -> String {
        var shortcuts: [String] = []
        var keys: [String] = []
        // The form's own shortcuts too (`Alt-e: Email`): a form file's key is worth a word.
        for field in form.fields.flatMap({ $0.shortcutOwners.map(\.field) }) {
            guard let key = field.shortcut.flatMap({ try? ShortcutKey(parsing: $0) }) else { continue }
            shortcuts.append(KeyHelp.name(of: KeySpec(key)) + ": " + safe(field.label))
            keys.append(KeyHelp.name(of: KeySpec(key)))
        }
        var extra: [String] = [], shortExtra: [String] = [], dates: [String] = []
        if form.fields.contains(where: { $0.takesDate }) {
            extra.append(words[.hintDatePicker])
            shortExtra.append(words[.hintDates])
            dates.append(words[.hintDates])
        }
        if form.fields.contains(where: { $0.shape == .lines }) {
            extra.append(words[.hintEditor])
            shortExtra.append(words[.hintEditor])
        }
        let jumps = keys.isEmpty ? [] : [words(.hintJump, ["keys": keys.joined(separator: ", ")])]
        let spellings = [
            [words[.hintMoveLong]] + shortcuts + extra + [words[.hintKeysLong], words[.hintCancel], words[.hintStopDraft]],
            [words[.hintMoveLong]] + shortcuts + extra + [words[.hintKeysLong], words[.hintStopDraft]],
            [words[.hintMove]] + shortcuts + extra + [words[.hintKeys], words[.hintStopKeeps]],
            [words[.hintMove]] + shortcuts + shortExtra + [words[.hintKeys], words[.hintStop]],
            [words[.hintMoveShort]] + jumps + shortExtra + [words[.hintKeys], words[.hintStop]],
            [words[.hintMoveShort]] + jumps + dates + [words[.hintKeys], words[.hintStop]],
            [words[.hintMoveShort]] + jumps + [words[.hintKeys], words[.hintStop]],
        ].map { $0.joined(separator: " · ") }
        guard let width else { return spellings[0] }
        if let fits = spellings.first(where: { DisplayWidth.width(of: $0) < width }) { return fits }
        return DisplayWidth.prefix(of: spellings[spellings.count - 1], fitting: max(width - 2, 0)) + "…"
    }

    /// A section heading, shown when the section changes.
    public func sectionHeading(_ section: SectionDefinition) -> String {
        style.apply(.accent, to: "== \(safe(section.title ?? section.id)) ==")
    }

    /// A field's help text.
    public func help(_ text: String) -> String {
        style.apply(.hint, to: "  " + safe(text))
    }

    /// A group's row left behind, on one line: `  ✓ Leg 1: Oslo · Bergen · 2026-12-01`.
    public func leftRow(_ row: String, values: [String]) -> String {
        style.apply(.muted, to: "  ✓ " + safe(row) + ": " + values.map { safe($0) }.joined(separator: " · "))
    }

    /// A validation or usage message.
    public func message(_ text: String) -> String {
        style.apply(.error, to: "  ! " + safe(text))
    }

    /// A note (saved, cancelled, resumed…).
    public func note(_ text: String) -> String {
        style.apply(.notice, to: safe(text))
    }

    /// A note of the form (`type: note`), shown in the flow: its lines as written, in bold.
    public func shownNote(_ text: String) -> String {
        style.apply(.title, to: safe(text, keepingLayout: true))
    }

    /// A field's label, made safe to show: `[2/3] Password`.
    public func label(of field: FieldDefinition, in session: FormSession) -> String {
        position(of: field.id, in: session) + safe(field.label)
    }

    /// A group's cell's label, made safe to show: `[2/3] Leg 2 · From`; nil for any other focus.
    public func label(of target: FormFocus, in session: FormSession) -> String? {
        guard let member = session.member(of: target), let row = session.rowPosition(of: target),
              let group = session.field(target.fieldID) else { return nil }
        return label(of: group, in: session) + " \(row.index) · " + safe(member.label)
    }

    /// `text` with control characters (escape sequences, bidi controls) shown escaped.
    func safe(_ text: String, keepingLayout: Bool = false) -> String {
        TerminalSafeText.escape(text, keepingLayout: keepingLayout)
    }

    /// An answered field once focus left it, on one line: `Password: ********` (the value
    /// as the review reads it).
    public func answerLine(of field: FieldDefinition, in session: FormSession) -> String {
        safe(field.label) + ": " + reviewValue(of: field, in: session)
    }

    /// How an answer reads in the review: secrets masked, lists joined, unanswered as `—`.
    public func reviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        safe(rawReviewValue(of: field, in: session))
    }

    /// The kind's reading of the answer (`KindPresenter`), before it is made safe.
    private func rawReviewValue(of field: FieldDefinition, in session: FormSession) -> String {
        field.kind.presenter.reviewValue(of: field, in: session)
    }
}
