import FormCore
import FrontEndSupport

/// The menu under a choice field's prompt while its line is edited: a `ChoiceFilter` that
/// follows the text typed, and the rules for Enter and (several choices) Space, as the
/// line's `LineInteraction`. `LineEditor` draws its lines in place (`LineEditor+ChoiceList`).
///
/// Every choice field gets the menu on a terminal that takes cursor movement (not
/// `TERM=dumb`, not accessible mode, not a pipe); `isLong` tells when the prompt names the
/// count instead of the choices (more choices than the terminal has rows minus 4).
///
/// One choice: the line is the answer being typed and filters the menu; Enter on a text
/// that is no choice picks the highlighted one.
///
/// Several choices (`multiple`): the line is the answer too, items separated by commas
/// (`ChoiceItems`); the menu marks the choices it names `[x]`, the item being typed (after
/// the last comma) filters it, Space toggles the highlighted choice (or the number typed)
/// by rewriting the line, and a pick past the field's limit is refused at once with the reason in
/// place of the status line.
///
/// ```swift
/// let list = ChoiceList(titles: ["Austria", "Germany"], values: ["AT", "DE"], current: nil,
///                       style: style, isChoice: { field.choiceIndex(matching: $0) != nil })
/// list.follow(text: "ger", untouched: false)
/// list.pick(text: "ger", untouched: false)  // "Germany": Enter submits it
/// ```
final class ChoiceList {
    /// The model: filter, matches, highlight, pages.
    private(set) var model: ChoiceFilter
    let renderer: ChoiceListRenderer
    /// Whether typed text is itself a choice (a value or label, any case).
    private let isChoice: (String) -> Bool
    /// The field, when it takes several choices.
    let multiple: MultipleChoices?
    /// The choices the line names (several choices), by index.
    private(set) var picked: Set<Int> = []
    /// A refusal shown in place of the status line until the next key.
    private(set) var notice: String?

    /// A multiple choice field's menu: the field and what a refused pick says.
    struct MultipleChoices {
        let field: FieldDefinition
        /// Why `count` picks are too many (`FieldValidator`'s own message), nil when not.
        let tooMany: (Int) -> String?
    }

    /// What Space does in a multiple choice menu.
    enum SpaceAction: Equatable {
        /// A space, typed as usual.
        case insert
        /// The line becomes this (a choice toggled).
        case replace(String)
        /// Nothing: the pick was refused (`notice` says why).
        case refused
    }

    /// Whether a field with `choiceCount` choices is long on a terminal with `terminalRows`
    /// rows (nil: unknown): its prompt names the count, not the choices.
    static func isLong(choiceCount: Int, terminalRows: Int?) -> Bool {
        guard let rows = terminalRows, rows > 0 else { return false }
        return choiceCount > rows - 4
    }

    /// A list of `titles` storing `values`, the choice at `current` (the field's value)
    /// highlighted.
    init(titles: [String], values: [String], current: Int?, required: Bool = false, style: TerminalStyle,
         isChoice: @escaping (String) -> Bool) {
        model = ChoiceFilter(titles: titles, values: values, pageSize: 1, highlighting: current, highlightsFirst: required)
        renderer = ChoiceListRenderer(style: style)
        self.isChoice = isChoice
        multiple = nil
    }

    /// A multiple choice field's menu.
    init(several: MultipleChoices, style: TerminalStyle) {
        let field = several.field
        model = ChoiceFilter(titles: field.choiceTitles, values: field.choices, pageSize: 1, highlightsFirst: true)
        renderer = ChoiceListRenderer(style: style)
        isChoice = { field.choiceIndex(matching: $0) != nil }
        multiple = several
    }

    /// Follows the line's `text`: filters by it (several choices: by the item being typed)
    /// and marks what it names; an `untouched` prefill (the field's value, replaced by the
    /// first character typed) filters nothing.
    func follow(text: String, untouched: Bool) {
        guard let multiple else {
            model.setFilter(untouched ? "" : text)
            return
        }
        let item = MultiChoiceMenu.lastItem(of: text).typed
        model.setFilter(untouched ? "" : item)
        picked = Set(MultiChoiceMenu(field: multiple.field, text: text).pickedIndices)
    }

    /// A list key; a refusal shown goes.
    func move(_ key: ChoiceListKey) {
        model.move(key)
        notice = nil
    }

    /// Any other key: a refusal shown goes.
    func keyTyped() {
        notice = nil
    }

    /// The page size for a terminal `terminalRows` high whose prompt and text take
    /// `textRows`, with `rowsAbove` rows of the form drawn above the prompt (its title, key
    /// hint, answered fields, the field's help): the rest, less the status line and one
    /// spare row, so that context stays on screen — down to `minimumPage` choices when it
    /// does not fit (issue 35 item 8). False when that leaves no row for a choice (a tiny
    /// window: no list is drawn until there is room).
    @discardableResult
    func fit(terminalRows: Int, textRows: Int, rowsAbove: Int = 0) -> Bool {
        let rows = terminalRows - textRows - 2
        model.setPageSize(max(rows - rowsAbove, min(rows, Self.minimumPage)))
        return rows >= 1
    }

    /// The fewest choices a page shows to keep the form's context on screen.
    static let minimumPage = 5

    /// Enter: the line to submit instead of `text` (one choice: the highlighted choice's
    /// title, when the text typed — none over an untouched prefill — is no choice; several:
    /// the item being typed, when it is no choice, replaced by the highlighted one), or nil
    /// to submit the line as it is.
    func pick(text: String, untouched: Bool) -> String? {
        let typed = untouched ? "" : text
        guard multiple != nil else {
            if !typed.isEmpty && isChoice(typed) { return nil }
            return model.highlightedChoice.map(lineName(of:))
        }
        let (head, item) = MultiChoiceMenu.lastItem(of: typed)
        guard !item.isEmpty, !isChoice(item), let choice = model.highlightedChoice else { return nil }
        return head + ChoiceItems.quoted(lineName(of: choice))
    }

    /// How the line names a choice it is given: its title, or its value when the title
    /// would not survive being put in the line (`BracketedPaste.line`: a label holding an
    /// escape sequence, a bidi control or a line break), so what is put there picks it.
    func lineName(of choice: Int) -> String {
        let title = model.titles[choice], value = model.values[choice]
        if BracketedPaste.line(from: title) == title || BracketedPaste.line(from: value) != value { return title }
        return value
    }

    /// The line naming `menu`'s picks, in choices order, ending in `, ` for the next one.
    private func line(naming menu: MultiChoiceMenu) -> String {
        let picks = menu.pickedIndices
        return picks.isEmpty ? "" : ChoiceItems.join(picks.map(lineName(of:))) + ", "
    }

    /// Enter on a line of numbers only, or names then numbers as the last item (several
    /// choices, `MultiChoiceMenu.toggles`): the line with those choices toggled, in place of submitting it; nil for any other line.
    /// A toggle past the field's limit is refused: `.refused`, with the reason in `notice`.
    func toggleNumbers(in text: String) -> SpaceAction? {
        guard let multiple else { return nil }
        let field = multiple.field
        // The whole line, or the numbers after the names already there ("events, 1 3").
        let (head, item) = MultiChoiceMenu.lastItem(of: text)
        let whole = MultiChoiceMenu.toggles(in: text, of: field)
        guard let indices = whole ?? MultiChoiceMenu.toggles(in: item, of: field) else { return nil }
        var menu = MultiChoiceMenu(field: field, text: whole == nil ? head : "")
        indices.forEach { menu.toggle($0) }
        if let refusal = multiple.tooMany(menu.pickedIndices.count) {
            notice = refusal
            return .refused
        }
        notice = nil
        return .replace(line(naming: menu))
    }

    /// Space with the cursor at the end of `text` (several choices): toggles the number
    /// typed as the last item, else the highlighted choice when the item typed is empty or
    /// the person moved the highlight; otherwise a space is typed (a name holding one).
    /// The new line names the picks in choices order and ends in `, `, ready for the next;
    /// the text typed after the last comma (the filter) gives way to the toggled choice.
    func space(text: String, untouched: Bool) -> SpaceAction {
        guard let multiple else { return .insert }
        let field = multiple.field
        let (head, item) = MultiChoiceMenu.lastItem(of: untouched ? "" : text)
        let kept = untouched ? text : head  // the item typed was the filter
        var menu = MultiChoiceMenu(field: field, text: kept)
        let index: Int
        if let number = Int(item), !isChoice(item), field.choices.indices.contains(number - 1) {
            menu = MultiChoiceMenu(field: field, text: head)
            index = number - 1
        } else if let choice = model.highlightedChoice, item.isEmpty || untouched || model.moved {
            index = choice
        } else {
            return .insert
        }
        let wasPicked = menu.picked[index]
        menu.toggle(index)
        if !wasPicked, let refusal = multiple.tooMany(menu.pickedIndices.count) {
            notice = refusal
            return .refused
        }
        notice = nil
        return .replace(line(naming: menu))
    }

    /// The lines for a terminal `columns` wide.
    func lines(columns: Int) -> [String] {
        guard multiple != nil else { return renderer.lines(for: model, columns: columns) }
        return renderer.lines(for: model, picked: picked, notice: notice, columns: columns)
    }
}

/// The menu as the line's interaction (`LineInteraction`): drawn live below the line, it
/// takes Up/Down/PgUp/PgDn (the highlight), Enter (a multiple choice's numbers toggle in
/// place; a text that is no choice picks the highlighted one) and, with several choices,
/// Space (`space(text:untouched:)`); any other key clears a refusal shown. Not drawn (a
/// pipe, `TERM=dumb`), it takes no key.
extension ChoiceList: LineInteraction {
    var drawsLive: Bool { true }

    func liveLines(for line: InteractionLine, room: LiveRoom) -> [String] {
        follow(text: line.text, untouched: line.untouched)
        guard fit(terminalRows: room.terminalRows, textRows: room.textRows, rowsAbove: room.rowsAbove) else { return [] }
        return lines(columns: room.columns)
    }

    func handle(_ key: InteractionKey, on line: InteractionLine) -> InteractionResult {
        guard line.drawnLive else { return .passOn }
        switch key {
        case .list(let listKey):
            move(listKey)
            return .handled
        case .enter:
            if !line.untouched, let action = toggleNumbers(in: line.text) {
                switch action {
                case .replace(let text): return .replaceLine(text)  // numbers toggled: the menu stays
                case .refused: return .handled
                case .insert: break
                }
            }
            // Enter picks the highlighted choice: the line becomes its title, then ends.
            return pick(text: line.text, untouched: line.untouched).map { .replaceLineAndEnter($0) } ?? .passOn
        case .space where multiple != nil:
            guard line.cursorAtEnd else { return .appendToUntouched }
            switch space(text: line.text, untouched: line.untouched) {
            case .replace(let text): return .replaceLine(text)
            case .refused: return .handled
            case .insert: return .appendToUntouched
            }
        case .typed:
            keyTyped()
            return .passOn
        default:
            return .passOn
        }
    }
}
