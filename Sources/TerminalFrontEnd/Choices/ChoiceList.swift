import FrontEndSupport
/// The filtered, paged list under a long choice field's prompt while its line is edited:
/// a `ChoiceFilter` that follows the text typed, what was last drawn, and the rule for Enter.
/// `LineEditor` draws it (`LineEditor+ChoiceList`).
///
/// A choice field gets the list when it has more choices than the terminal has rows minus
/// 4 (`shows(choiceCount:terminalRows:)`: more than 20 on a 24-row terminal), and only on a
/// terminal that takes cursor movement (not `TERM=dumb`, not accessible mode).
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
    /// The lines on screen below the line (empty: nothing drawn) and the rows the prompt
    /// and text took when they were drawn.
    var drawn: (lines: [String], textRows: Int)?

    /// Whether a field with `choiceCount` choices gets the list on a terminal with
    /// `terminalRows` rows (nil: unknown, no list).
    static func shows(choiceCount: Int, terminalRows: Int?) -> Bool {
        guard let rows = terminalRows, rows > 0 else { return false }
        return choiceCount > rows - 4
    }

    /// A list of `titles` storing `values`, the choice at `current` (the field's value)
    /// highlighted.
    init(titles: [String], values: [String], current: Int?, style: TerminalStyle, isChoice: @escaping (String) -> Bool) {
        model = ChoiceFilter(titles: titles, values: values, pageSize: 1, highlighting: current)
        renderer = ChoiceListRenderer(style: style)
        self.isChoice = isChoice
    }

    /// Filters by the line's `text`; an `untouched` prefill (the field's value, replaced by
    /// the first character typed) filters nothing.
    func follow(text: String, untouched: Bool) {
        model.setFilter(untouched ? "" : text)
    }

    /// A list key.
    func move(_ key: ChoiceListKey) {
        model.move(key)
    }

    /// The page size for a terminal `terminalRows` high whose prompt and text take
    /// `textRows`: the rest, less the status line and one spare row. False when that leaves
    /// no row for a choice (a tiny window: no list is drawn until there is room).
    @discardableResult
    func fit(terminalRows: Int, textRows: Int) -> Bool {
        let rows = terminalRows - textRows - 2
        model.setPageSize(rows)
        return rows >= 1
    }

    /// Enter: the title of the highlighted choice to submit instead of the line, when the
    /// text typed (none over an untouched prefill) is not itself a choice; nil to submit
    /// the line as it is.
    func pick(text: String, untouched: Bool) -> String? {
        let typed = untouched ? "" : text
        if !typed.isEmpty && isChoice(typed) { return nil }
        return model.highlightedChoice.map { model.titles[$0] }
    }

    /// The lines for a terminal `columns` wide.
    func lines(columns: Int) -> [String] {
        renderer.lines(for: model, columns: columns)
    }
}
