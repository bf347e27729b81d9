import FormCore
import FrontEndSupport

/// Draws the date picker as plain lines: a title, the month from `MonthGrid` with the
/// highlighted day in brackets (`[23]`, plus the `highlight` role when colour is allowed), days
/// outside the field's range marked `·21` (and `muted`), the keys, an optional
/// message and the entry line.
public struct DatePickerRenderer: Sendable {
    /// Colour and escapes allowed or not.
    public let style: TerminalStyle

    /// A renderer in `style`.
    public init(style: TerminalStyle) {
        self.style = style
    }

    /// The lines of the picker for `label`, the last one being the entry line (no newline).
    /// On a terminal narrower than 28 columns (`columns`) the month is drawn with 3-column
    /// days (21 columns), the highlighted day marked `>23`. With `keys` (F1) the key list is
    /// drawn in place of the month and its key line, so the step takes about the rows it
    /// took: nothing above it scrolls off a short terminal, where it could not be drawn
    /// again once the step closes (issue 35 item 8).
    public func lines(label: String, state: DatePickerState, message: String?, keys: Bool = false,
                      columns: Int? = nil) -> [String] {
        var lines = [style.apply(.title, to: "\(label): \(state.grid.title)")]
        lines += keys ? Self.keyLines.map { style.apply(.hint, to: $0) } : month(state, compact: (columns ?? 80) < 28)
        if let message { lines.append(style.apply(.error, to: "  ! " + TerminalSafeText.escape(message))) }
        lines.append("Date [\(state.highlighted.iso)]: " + TerminalSafeText.escape(state.typed))
        return lines
    }

    /// The month's weekday names, its weeks and the key line under them.
    private func month(_ state: DatePickerState, compact: Bool) -> [String] {
        let grid = state.grid
        var lines = [grid.weekdays.map { " " + String($0.shortName.prefix(2)) + (compact ? "" : " ") }.joined()]
        for week in grid.weeks {
            var line = week.map { compact ? compactCell(for: $0, state: state) : cell(for: $0, state: state) }.joined()
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        let enter = state.emptyAllowed ? "Enter pick (untouched: no date)" : "Enter pick"
        lines.append(style.apply(.hint, to: "←/→ day  ↑/↓ week  PgUp/PgDn or </> month  t today  \(enter)  Esc back; or type a date"))
        return lines
    }

    /// What F1 (or `?`) adds: every key of the date step.
    static let keyLines = [
        "  ←/→ ↑/↓           a day / a week",
        "  PgUp/PgDn, < >    a month",
        "  Home/End          first / last day of the month",
        "  t                 today",
        "  type a date       2026-12-24, tomorrow, +3d, next friday",
        "  Backspace Ctrl-W  delete a character / a word typed",
        "  Ctrl-U            clear what was typed",
        "  Enter             pick (the typed date, else the highlighted day)",
        "  Esc               back, keeping the date as it was",
        "  Tab / Ctrl-N      next field; Shift-Tab / Ctrl-P previous field",
        "  Ctrl-D            cancel the form (nothing typed)",
        "  Ctrl-C            stop (answers so far kept in a draft)",
        "  F1 or ?           hide this list (the month again)",
    ]

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
