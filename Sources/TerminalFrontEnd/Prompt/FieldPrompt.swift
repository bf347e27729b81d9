import FrontEndSupport
import FormCore

/// What the person did at one field prompt, and the text and cursor they left there.
struct FieldInput {
    /// How the read ended.
    let event: LineEvent
    /// The text and cursor when it ended (for secrets: the typed text, cursor at its end).
    let buffer: LineBuffer
    /// Whether the `.line` answer is no text at all rather than a blank line (an editor's
    /// emptied file): it clears the field instead of keeping what it holds.
    var clears = false
}

/// One prompt view: shows a focused field or list row prefilled with its current text
/// (and the cursor where the person left it) and reads one line. Secrets are read with
/// echo off, without history or prefill; other fields use libedit with the field's own
/// history and, for choice and confirm fields, Tab completion.
struct FieldPrompt {
    let target: FormFocus
    let field: FieldDefinition
    let prompt: String
    /// The text (and cursor) to start with.
    let prefill: LineBuffer
    /// Whether the first typed or pasted character replaces the prefill (a default, a choice).
    var replacesPrefill = false
    /// What F1 (or `?` on an empty line) shows.
    var help: [String] = []
    /// Which lines Space ends, as Enter would (a multiple choice's numbers toggle its menu).
    var spaceEnds: ((String) -> Bool)?
    /// The style of the menu of the choices shown below the line; nil: no menu (see
    /// `showsMenu`).
    var listStyle: TerminalStyle?
    /// Why a multiple choice menu refuses `count` picks (more than the field takes), nil when
    /// it does not: the field's validator's own message.
    var tooManyPicks: (Int) -> String? = { _ in nil }
    /// What Ctrl-K on an empty line ends a list row's line with (`LineEditor.readLine`'s
    /// `rowDeletion`); nil elsewhere.
    var rowDeletion: LineEvent?

    /// Reads the line. What the read left on the terminal goes on `screen`'s record
    /// (`TerminalScreen.record`), so drawing in place can erase it.
    func read(editor: LineEditor, secrets: SecretReader, history: LineHistory?, screen: TerminalScreen) -> FieldInput {
        if field.isSecret {
            // F1's key list broken between words at the terminal's width, as at any prompt.
            let help = screen.laidOut(help)
            let (event, typed, helpShown) = secrets.readSecretCountingHelp(prompt: prompt, help: help)
            if event != .endOfInput && event != .interrupt {
                let columns = screen.columns
                let shown = help.map { DrawnLine($0, columns: columns) } + [DrawnLine(prompt, columns: columns)]
                screen.record([DrawnLine(prompt, columns: columns)]
                              + Array(repeatElement(shown, count: helpShown).joined()))
            }
            return FieldInput(event: event, buffer: LineBuffer(text: typed))
        }
        defer { screen.record(editor.takeLeftLines()) }
        editor.rowsAbove = screen.rowsDrawn
        let start = LineStart(text: prefill.text, cursor: prefill.cursor, replacedByTyping: replacesPrefill,
                              commandMode: prefill.inCommandMode)
        let event = editor.readLine(prompt: prompt, start: start, history: history, behaviour: behaviour, help: help)
        return FieldInput(event: event, buffer: editor.lastBuffer)
    }

    /// Whether `text`, about to prefill `target`, is replaced by the first character typed
    /// or pasted over it: the value of a choice or confirm field, or a default nobody has
    /// answered yet. (Text the person typed is for editing; the caller checks that.)
    static func replacesOnType(_ text: String, at target: FormFocus, in session: FormSession) -> Bool {
        guard case .field(let id) = target, let field = session.field(id), !text.isEmpty else { return false }
        if field.kind.presenter.typingReplacesValue { return text == session.values[id].map(editableText) }
        guard !session.isAnswered(id) else { return false }
        return text == session.defaultText(of: id)
    }

    /// A value as its prompt shows it: a multiple choice's values as one comma-separated line.
    private static func editableText(_ value: FieldValue) -> String {
        if case .list(let items) = value { return ChoiceItems.join(items) }
        return value.editableText
    }

    /// The prefill for a field's current `text`: a choice shows its label (which, typed,
    /// picks the same choice); other text shows as it is, but on one line (`onOneLine`).
    static func shown(_ text: String, of field: FieldDefinition) -> String {
        // A NUL (a refused given answer) would cut libedit's line short, silently: left out.
        let text = AnswerText.holdsNUL(text) ? String(String.UnicodeScalarView(text.unicodeScalars.lazy.filter { $0 != "\0" })) : text
        let line = field.shape == .lines ? text : onOneLine(text)
        if field.multiple {
            // Each item by its label when every item names a choice; else the line as typed.
            guard case .success(let items) = ChoiceItems.split(line) else { return line }
            let indices = items.compactMap(field.choiceIndex(matching:))
            return indices.count == items.count ? ChoiceItems.join(indices.map(field.choiceTitle(at:))) : line
        }
        if let shown = field.kind.presenter.line(showing: line, of: field) { return shown }
        guard field.offersChoices, field.hasChoiceLabels, let index = field.choiceIndex(matching: line) else { return line }
        return field.choiceTitle(at: index)
    }

    /// `text` with each line break (`LineBreaks`; CR LF as one) shown as a space. A one-line
    /// prompt can hold a line break only when it came from elsewhere — a refused `--set` or
    /// `--answers` value, an old draft — and drawn raw it would split the prompt over two
    /// screen lines, where it can be neither seen nor edited. What the line shows is what
    /// Enter then submits.
    ///
    /// ```swift
    /// FieldPrompt.onOneLine("one\r\ntwo\u{2028}three")   // "one two three"
    /// ```
    static func onOneLine(_ text: String) -> String {
        guard LineBreaks.contains(text) else { return text }
        var shown = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if LineBreaks.isLineBreak(scalar) {
                if !(afterCR && scalar == "\n") { shown.append(" ") }
                afterCR = scalar == "\r"
            } else {
                shown.append(scalar)
                afterCR = false
            }
        }
        return String(shown)
    }

    /// Whether `field`'s prompt names how many choices it has rather than the choices: a
    /// choice field with more choices than the terminal's rows minus 4, on a terminal that
    /// takes cursor movement (see `ChoiceList.isLong`).
    static func listsChoices(_ field: FieldDefinition, on editor: LineEditor) -> Bool {
        field.offersChoices && !field.multiple && showsMenu(field, on: editor)
            && ChoiceList.isLong(choiceCount: field.choices.count, terminalRows: editor.windowRows)
    }

    /// Whether `field` gets a menu of its choices below the line, working in place: every
    /// choice field (one choice or several) on a terminal that takes cursor movement.
    static func showsMenu(_ field: FieldDefinition, on editor: LineEditor) -> Bool {
        field.offersChoices && !field.choices.isEmpty && editor.isTerminal && editor.allowsCursorMovement
    }

    /// The menu of a field that shows one: its titles and values, the value it holds
    /// highlighted when that is what the line starts with (one choice).
    private var choiceList: ChoiceList? {
        guard let listStyle else { return nil }
        let field = self.field
        if field.multiple {
            return ChoiceList(several: .init(field: field, tooMany: tooManyPicks), style: listStyle)
        }
        let current = replacesPrefill ? field.choiceIndex(matching: prefill.text) : nil
        return ChoiceList(titles: field.choiceTitles, values: field.choices, current: current, required: field.required,
                          style: listStyle, isChoice: { field.choiceIndex(matching: $0) != nil })
    }

    /// Why a multiple choice field refuses `count` picks: its validator's message when the
    /// kind says `count` is past the field's limit (too few is said at Enter), else nil.
    static func tooManyPicks(_ field: FieldDefinition, today: LocalDate) -> (Int) -> String? {
        guard field.multiple else { return { _ in nil } }
        let validator = FieldValidator(field: field, today: today)
        return { count in
            guard field.exceedsItemLimit(count) else { return nil }
            return validator.validate(.list(Array(field.choices.prefix(count)))).map { $0.message(in: .process) }
        }
    }

    /// What Ctrl-K on an empty line ends the line with: `.deleteRow` at a list's row or a
    /// group's cell (one delete key for both: `FormSession.deleteFocusedRow`); nil elsewhere.
    static func rowDeletion(at target: FormFocus) -> LineEvent? {
        switch target {
        case .row, .cell: return .deleteRow
        case .field: return nil
        }
    }

    /// How the line acts, as its interactions in the order they are asked: the menu below
    /// the line (a choice field on a terminal), the kind's own (`KindPresenter.interactions`:
    /// Tab's completion, a rating's ←/→), then what the field's shape adds: Space ending a
    /// multiple choice's line of numbers when no menu is drawn, and a row's deletion.
    var behaviour: LineBehaviour {
        var interactions: [any LineInteraction] = choiceList.map { [$0] } ?? []
        interactions += field.kind.presenter.interactions(of: field)
        if let spaceEnds { interactions.append(SpaceEnds(spaceEnds)) }
        if let rowDeletion { interactions.append(RowDeletion(rowDeletion)) }
        return LineBehaviour(interactions)
    }
}
