import Foundation
import Testing
@testable import FormDates

@Suite struct DateLocalDateTests {
    private func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    @Test func validatesMonthLengthsAndLeapYears() {
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2026, month: 12, day: 31) != nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 0, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 1, day: 0) == nil)
        #expect(LocalDate(year: 0, month: 1, day: 1) == nil)
        #expect(LocalDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(LocalDate.daysInMonth(year: 2026, month: 2) == 28)
        #expect(LocalDate.daysInMonth(year: 2028, month: 2) == 29)
        #expect(LocalDate.daysInMonth(year: 2026, month: 9) == 30)
        #expect(LocalDate.daysInMonth(year: 2026, month: 13) == 0)
    }

    @Test func parsesOnlyStrictISO() {
        #expect(LocalDate(iso: "2026-11-22") == LocalDate(year: 2026, month: 11, day: 22))
        for text in ["2026-1-22", " 2026-11-22", "2026-11-22 ", "2026/11/22", "2026-11-22T00:00",
                     "+026-11-22", "2026-11-2x", "２０２６-11-22", "2026-02-29", "0000-01-01", ""] {
            #expect(LocalDate(iso: text) == nil, "\(text)")
        }
    }

    @Test func formatsISOWithPadding() {
        #expect(LocalDate(year: 5, month: 3, day: 7)!.iso == "0005-03-07")
        #expect(date("2026-11-22").description == "2026-11-22")
    }

    @Test func dayArithmeticAndWeekdaysAgreeWithFoundationCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var reference = calendar.date(from: DateComponents(year: 1899, month: 12, day: 25))!
        var current = LocalDate(year: 1899, month: 12, day: 25)!
        for _ in 0..<(365 * 220) {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: reference)
            #expect(current.year == parts.year && current.month == parts.month && current.day == parts.day)
            // Foundation numbers Sunday as 1; ours is ISO (Monday 1 ... Sunday 7).
            #expect(current.weekday.rawValue == (parts.weekday! + 5) % 7 + 1)
            if current.year != parts.year || current.month != parts.month || current.day != parts.day { break }
            reference = calendar.date(byAdding: .day, value: 1, to: reference)!
            current = current.adding(days: 1)
        }
    }

    @Test func knownWeekdays() {
        #expect(date("1970-01-01").weekday == .thursday)
        #expect(date("2000-01-01").weekday == .saturday)
        #expect(date("2026-11-22").weekday == .sunday)
        #expect(date("2028-02-29").weekday == .tuesday)
        #expect(Weekday.friday.name == "Friday")
        #expect(Weekday.friday.shortName == "Fri")
        #expect(Weekday.sunday.advanced(by: 1) == .monday)
        #expect(Weekday.monday.advanced(by: -1) == .sunday)
        #expect(Weekday.wednesday.advanced(by: 15) == .thursday)
    }

    @Test func addingDaysCrossesMonthsYearsAndGoesBackwards() {
        #expect(date("2026-12-31").adding(days: 1) == date("2027-01-01"))
        #expect(date("2028-02-28").adding(days: 1) == date("2028-02-29"))
        #expect(date("2026-03-01").adding(days: -1) == date("2026-02-28"))
        #expect(date("2026-11-22").adding(days: 0) == date("2026-11-22"))
        #expect(date("2026-11-22").adding(days: 365 * 3 + 1) == date("2029-11-22"))
        #expect(date("2026-11-22").days(to: date("2027-11-22")) == 365)
    }

    @Test func addingMonthsClampsTheDay() {
        #expect(date("2026-01-31").adding(months: 1) == date("2026-02-28"))
        #expect(date("2028-01-31").adding(months: 1) == date("2028-02-29"))
        #expect(date("2026-03-31").adding(months: -1) == date("2026-02-28"))
        #expect(date("2026-05-31").adding(months: 1) == date("2026-06-30"))
        #expect(date("2026-12-15").adding(months: 1) == date("2027-01-15"))
        #expect(date("2026-01-15").adding(months: -13) == date("2024-12-15"))
        #expect(date("2026-01-31").adding(months: 24) == date("2028-01-31"))
    }

    @Test func addingYearsClampsLeapDay() {
        #expect(date("2028-02-29").adding(years: 1) == date("2029-02-28"))
        #expect(date("2028-02-29").adding(years: 4) == date("2032-02-29"))
        #expect(date("2026-11-22").adding(years: -26) == date("2000-11-22"))
    }

    @Test func arithmeticClampsAtTheRepresentableBounds() {
        #expect(LocalDate.latest.adding(days: 1) == .latest)
        #expect(LocalDate.earliest.adding(days: -1) == .earliest)
        #expect(date("2026-11-22").adding(days: .max) == .latest)
        #expect(date("2026-11-22").adding(days: .min) == .earliest)
        #expect(date("2026-11-22").adding(months: .max) == .latest)
        #expect(date("2026-11-22").adding(months: .min) == .earliest)
        #expect(date("2026-11-22").adding(years: .max) == .latest)
        #expect(date("2026-11-22").adding(years: -3000) == .earliest)
        #expect(LocalDate.latest.iso == "9999-12-31")
        #expect(LocalDate.earliest.iso == "0001-01-01")
    }

    @Test func comparesChronologically() {
        #expect(date("2026-11-22") < date("2026-11-23"))
        #expect(date("2026-11-30") < date("2026-12-01"))
        #expect(date("2025-12-31") < date("2026-01-01"))
        #expect(!(date("2026-11-22") < date("2026-11-22")))
        #expect([date("2027-01-01"), date("2026-01-02"), date("2026-01-01")].sorted().map(\.iso)
            == ["2026-01-01", "2026-01-02", "2027-01-01"])
    }

    @Test func codableAsISOString() throws {
        let data = try JSONEncoder().encode([date("2026-11-22")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-22"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [date("2026-11-22")])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data("[20261122]".utf8))
        }
    }

    @Test func convertsAnInstantInAGivenTimeZone() {
        let epoch = Date(timeIntervalSince1970: 0)
        #expect(LocalDate(epoch, timeZone: TimeZone(secondsFromGMT: 0)!) == date("1970-01-01"))
        #expect(LocalDate(epoch, timeZone: TimeZone(secondsFromGMT: -5 * 3600)!) == date("1969-12-31"))
        // 2026-11-22T23:30:00Z
        let lateEvening = Date(timeIntervalSince1970: 1_795_390_200)
        #expect(LocalDate(lateEvening, timeZone: TimeZone(secondsFromGMT: 0)!) == date("2026-11-22"))
        #expect(LocalDate(lateEvening, timeZone: TimeZone(secondsFromGMT: 9 * 3600)!) == date("2026-11-23"))
        // One second before the epoch is still the previous day in UTC (floor, not truncation).
        #expect(LocalDate(Date(timeIntervalSince1970: -1), timeZone: TimeZone(secondsFromGMT: 0)!) == date("1969-12-31"))
        #expect(LocalDate(Date.distantFuture, timeZone: TimeZone(secondsFromGMT: 0)!).year == 4001)
        #expect(LocalDate(Date(timeIntervalSince1970: 1e15), timeZone: TimeZone(secondsFromGMT: 0)!) == .latest)
    }
}
