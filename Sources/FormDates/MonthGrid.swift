import FormText

/// The days of one month laid out in weeks, for a calendar picker. No I/O, no locale:
/// month names from the catalog (`Words`) and a configurable first day of the week.
///
/// ```swift
/// let grid = MonthGrid(year: 2026, month: 11)     // weeks start on Monday
/// grid.title                                       // "November 2026"
/// grid.position(of: LocalDate(iso: "2026-11-22")!) // (week: 3, column: 6)
/// ```
public struct MonthGrid: Equatable, Sendable {
    /// The year shown.
    public let year: Int
    /// The month shown, 1...12.
    public let month: Int
    /// The weekday of each row's first column.
    public let firstWeekday: Weekday
    /// Rows of seven cells; cells outside the month are nil. Four to six rows.
    public let weeks: [[LocalDate?]]

    /// Lays out `month` of `year`. A month outside 1...12 rolls over into the neighbouring
    /// years (month 13 of 2026 is January 2027, month 0 is December 2025), and the result is
    /// clamped to January 0001...December 9999, so "next month" arithmetic is always safe.
    public init(year: Int, month: Int, firstWeekday: Weekday = .monday) {
        // Clamp the inputs first so the arithmetic cannot overflow; the result is clamped anyway.
        let total = min(max(year, -1), 10_000) * 12 + min(max(month, -240_000), 240_000) - 1
        let clamped = min(max(total, LocalDate.earliest.year * 12), LocalDate.latest.year * 12 + 11)
        self.year = clamped / 12
        self.month = clamped % 12 + 1
        self.firstWeekday = firstWeekday

        let first = LocalDate(uncheckedYear: self.year, month: self.month, day: 1)
        let leading = (first.weekday.rawValue - firstWeekday.rawValue + 7) % 7
        var cells: [LocalDate?] = Array(repeating: nil, count: leading)
        for day in 1...LocalDate.daysInMonth(year: self.year, month: self.month) {
            cells.append(LocalDate(uncheckedYear: self.year, month: self.month, day: day))
        }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The grid of the month containing `date`.
    public init(containing date: LocalDate, firstWeekday: Weekday = .monday) {
        self.init(year: date.year, month: date.month, firstWeekday: firstWeekday)
    }

    /// "November 2026".
    public var title: String { titleText.english }

    /// The month's name and year as catalog keys ("November 2026", "2026年11月").
    public var titleText: MessageText { Self.titleText(month: month, year: year) }

    /// The name and year of `month` (1 to 12) of `year`, as catalog keys.
    public static func titleText(month: Int, year: Int) -> MessageText {
        .word(.calendarTitle, [.init("month", .word(monthWord(month))), .init("year", .verbatim(String(year)))])
    }

    /// The column headings, in order, starting with `firstWeekday`.
    public var weekdays: [Weekday] { (0..<7).map { firstWeekday.advanced(by: $0) } }

    /// The following month's grid.
    public var next: MonthGrid { MonthGrid(year: year, month: month + 1, firstWeekday: firstWeekday) }

    /// The preceding month's grid.
    public var previous: MonthGrid { MonthGrid(year: year, month: month - 1, firstWeekday: firstWeekday) }

    /// The row and column of `date`, or nil when it is not in this month.
    public func position(of date: LocalDate) -> (week: Int, column: Int)? {
        guard date.year == year, date.month == month else { return nil }
        let offset = (weeks[0].firstIndex(where: { $0 != nil }) ?? 0) + date.day - 1
        return (offset / 7, offset % 7)
    }

    /// The catalog's name of `month` (1 to 12).
    public static func monthWord(_ month: Int) -> Word {
        [Word.january, .february, .march, .april, .may, .june, .july, .august, .september, .october, .november, .december][month - 1]
    }
}
