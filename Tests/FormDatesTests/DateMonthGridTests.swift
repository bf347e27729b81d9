import Testing
@testable import FormDates

@Suite struct DateMonthGridTests {
    @Test func novemberTwentyTwentySix() {
        let grid = MonthGrid(year: 2026, month: 11)
        #expect(grid.title == "November 2026")
        #expect(grid.weekdays.first == .monday)
        #expect(grid.weeks.count == 6)
        // November 1st 2026 is a Sunday: the last column of the first Monday-first row.
        #expect(grid.weeks[0] == Array(repeating: nil, count: 6) + [LocalDate(iso: "2026-11-01")])
        #expect(grid.weeks[5][0] == LocalDate(iso: "2026-11-30"))
        #expect(grid.weeks[5][1...].allSatisfy { $0 == nil })
        #expect(grid.position(of: LocalDate(iso: "2026-11-22")!)! == (week: 3, column: 6))
        #expect(grid.position(of: LocalDate(iso: "2026-12-01")!) == nil)
    }

    @Test func sundayFirstShiftsColumns() {
        let grid = MonthGrid(year: 2026, month: 11, firstWeekday: .sunday)
        #expect(grid.weekdays == [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday])
        #expect(grid.weeks[0][0] == LocalDate(iso: "2026-11-01"))
        #expect(grid.weeks.count == 5)
    }

    @Test func aFebruaryCanFitInFourRows() {
        let grid = MonthGrid(year: 2015, month: 2, firstWeekday: .sunday)
        #expect(grid.weeks.count == 4)
        #expect(grid.weeks.joined().allSatisfy { $0 != nil })
    }

    @Test func everyGridHoldsEachDayOnceInItsWeekdayColumn() {
        for year in [1, 1900, 2000, 2024, 2026, 9999] {
            for month in 1...12 {
                for first in Weekday.allCases {
                    let grid = MonthGrid(year: year, month: month, firstWeekday: first)
                    #expect((4...6).contains(grid.weeks.count))
                    #expect(grid.weeks.allSatisfy { $0.count == 7 })
                    #expect(grid.weeks.first!.contains { $0 != nil } && grid.weeks.last!.contains { $0 != nil })
                    let days = grid.weeks.joined().compactMap { $0 }
                    #expect(days.map(\.day) == Array(1...LocalDate.daysInMonth(year: year, month: month)))
                    #expect(days.allSatisfy { $0.year == year && $0.month == month })
                    for (row, week) in grid.weeks.enumerated() {
                        for (column, cell) in week.enumerated() {
                            guard let cell else { continue }
                            #expect(cell.weekday == grid.weekdays[column])
                            #expect(grid.position(of: cell)! == (week: row, column: column))
                        }
                    }
                }
            }
        }
    }

    @Test func monthsRollOverAndClamp() {
        #expect(MonthGrid(year: 2026, month: 12).next.title == "January 2027")
        #expect(MonthGrid(year: 2026, month: 1).previous.title == "December 2025")
        #expect(MonthGrid(year: 2026, month: 13).title == "January 2027")
        #expect(MonthGrid(year: 2026, month: 0).title == "December 2025")
        #expect(MonthGrid(year: 2026, month: -11).title == "January 2025")
        #expect(MonthGrid(year: 2026, month: -12).title == "December 2024")
        #expect(MonthGrid(year: 9999, month: 12).next.title == "December 9999")
        #expect(MonthGrid(year: 1, month: 1).previous.title == "January 1")
        #expect(MonthGrid(year: .max, month: .max).title == "December 9999")
        #expect(MonthGrid(year: .min, month: .min).title == "January 1")
        #expect(MonthGrid(containing: LocalDate(iso: "2026-11-22")!, firstWeekday: .sunday)
            == MonthGrid(year: 2026, month: 11, firstWeekday: .sunday))
        #expect(MonthGrid(year: 2026, month: 11).next.previous == MonthGrid(year: 2026, month: 11))
    }
}
