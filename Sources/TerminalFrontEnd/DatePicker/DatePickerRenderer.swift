import FormCore
import FrontEndSupport

/// Draws the date picker as plain lines: a title, the month from `MonthGrid` with the
/// highlighted day in brackets (`[23]`, plus the `highlight` role when colour is allowed), days
/// outside the field's range marked `·21` (and `muted`), the keys, an optional
/// message and the entry line.
public struct DatePickerRenderer: Sendable {
    /// Colour and escapes allowed or not.
    public let style: TerminalStyle
    /// The words of the month, the weekdays and the keys.
    public let words: Words

    /// A renderer in `style`, in `words` (the process's language unless told).
    public init(style: TerminalStyle, words: Words = .process) {
        self.style = style
        self.words = words
    }

    /// The month's name and year, as the title says them ("November 2026", "2026年11月").
    public func title(of grid: MonthGrid) -> String {
        grid.titleText.rendered(in: words)
    }

    static let weekdayColumns: [Word] = [.mondayColumn, .tuesdayColumn, .wednesdayColumn, .thursdayColumn,
                                         .fridayColumn, .saturdayColumn, .sundayColumn]

    /// The lines of the picker for `label`, the last one being the entry line (no newline).
    /// On a terminal narrower than 28 columns (`columns`) the month is drawn with 3-column
    /// days (21 columns), the highlighted day marked `>23`. With `keys` (F1) the key list is
    /// drawn in place of the month and its key line, so the step takes about the rows it
    /// took: nothing above it scrolls off a short terminal, where it could not be drawn
    /// again once the step closes (issue 35 item 8).
    public func lines(label: String, state: DatePickerState, message: String?, keys: Bool = false,
                      columns: Int? = nil) -> [String] {
        var lines = [style.apply(.title, to: "\(label): " + title(of: state.grid))]
        lines += keys ? keyLines.map { style.apply(.hint, to: $0) } : month(state, compact: (columns ?? 80) < 28)
        if let message { lines.append(style.apply(.error, to: "  ! " + TerminalSafeText.escape(message))) }
        lines.append(words[.calendarEntry] + " [\(state.highlighted.iso)]: " + TerminalSafeText.escape(state.typed))
        return lines
    }

    /// The month's weekday names, its weeks and the key line under them.
    private func month(_ state: DatePickerState, compact: Bool) -> [String] {
        let grid = state.grid
        var lines = [grid.weekdays.map { " " + words[Self.weekdayColumns[$0.rawValue - 1]] + (compact ? "" : " ") }.joined()]
        for week in grid.weeks {
            var line = week.map { compact ? compactCell(for: $0, state: state) : cell(for: $0, state: state) }.joined()
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        let enter = words[state.emptyAllowed ? .calendarEnterNoDate : .calendarEnter]
        lines.append(style.apply(.hint, to: words(.calendarKeys, ["enter": enter])))
        return lines
    }

    /// What F1 (or `?`) adds: every key of the date step.
    var keyLines: [String] {
        let rows: [(String, Word)] = [
            ("←/→ ↑/↓", .calendarDayWeek), ("PgUp/PgDn, < >", .calendarMonth), ("Home/End", .calendarFirstLast),
            ("t", .calendarToday), (words[.keyTypeADate], .calendarExamples), ("Backspace Ctrl-W", .calendarDeleteTyped),
            ("Ctrl-U", .calendarClearTyped), ("Enter", .calendarPick), ("Esc", .calendarBack), ("Tab / Ctrl-N", .calendarMove),
            ("Ctrl-D", .calendarCancel), ("Ctrl-C", .stopDraft), (words[.keyF1OrQuestion], .calendarHideKeys),
        ]
        return rows.map { key, does in
            "  " + key + String(repeating: " ", count: max(2, 18 - DisplayWidth.width(of: key))) + words[does]
        }
    }

    private func compactCell(for date: LocalDate?, state: DatePickerState) -> String {
        guard let date else { return "   " }
        let day = date.day < 10 ? " \(date.day)" : "\(date.day)"
        if date == state.highlighted {
            return ">" + style.apply(.highlight, to: day)
        }
        if date == state.today { return style.apply(.accent, to: "*" + day) }
        if state.isOutOfRange(date) { return outOfRange(day) }
        return " " + day
    }

    /// A day outside the field's range: marked `·`, and in the `muted` role when colour is on
    /// (never told apart by colour alone).
    private func outOfRange(_ day: String, pad: String = "") -> String {
        "·" + style.apply(.muted, to: day) + pad
    }

    private func cell(for date: LocalDate?, state: DatePickerState) -> String {
        guard let date else { return "    " }
        let day = date.day < 10 ? " \(date.day)" : "\(date.day)"
        if date == state.highlighted {
            let text = "[" + day + "]"
            return style.apply(.highlight, to: text)
        }
        if date == state.today { return style.apply(.accent, to: " " + day + "*") }
        if state.isOutOfRange(date) { return outOfRange(day, pad: " ") }
        return " " + day + " "
    }
}
