import Testing
@testable import FormDates

@Suite struct DateParserTests {
    /// A Sunday.
    private let today = LocalDate(iso: "2026-11-22")!

    private func parse(_ text: String, today: LocalDate? = nil) throws(DateParseError) -> String {
        try DateParser.parse(text, today: today ?? self.today).iso
    }

    private func message(_ text: String) -> String {
        do {
            let date = try DateParser.parse(text, today: today)
            Issue.record("\(text) parsed as \(date)")
            return ""
        } catch {
            #expect(error.input == text)
            #expect(error.description == error.message)
            return error.message
        }
    }

    @Test func relativeWords() throws {
        #expect(try parse("today") == "2026-11-22")
        #expect(try parse("  ToDay \t") == "2026-11-22")
        #expect(try parse("TOMORROW") == "2026-11-23")
        #expect(try parse("yesterday") == "2026-11-21")
        #expect(try parse("tomorrow", today: LocalDate(iso: "2026-12-31")) == "2027-01-01")
    }

    @Test func isoDates() throws {
        #expect(try parse("2026-11-22") == "2026-11-22")
        #expect(try parse(" 2028-02-29 ") == "2028-02-29")
    }

    @Test(arguments: [
        ("+3d", "2026-11-25"), ("-2d", "2026-11-20"), ("+1w", "2026-11-29"), ("-1W", "2026-11-15"),
        ("+2m", "2027-01-22"), ("+1y", "2027-11-22"), ("-1y", "2025-11-22"), ("+0d", "2026-11-22"),
        ("+3 days", "2026-11-25"), ("+1 day", "2026-11-23"), ("- 2 weeks", "2026-11-08"),
        ("+1 month", "2026-12-22"), ("in 3 days", "2026-11-25"), ("in 2 weeks", "2026-12-06"),
        ("in 1 year", "2027-11-22"), ("3 days ago", "2026-11-19"), ("2 months ago", "2026-09-22"),
    ])
    func offsets(text: String, expected: String) throws {
        #expect(try parse(text) == expected)
    }

    @Test func monthOffsetsClampTheDay() throws {
        let endOfJanuary = LocalDate(iso: "2026-01-31")!
        #expect(try parse("+1m", today: endOfJanuary) == "2026-02-28")
        #expect(try parse("+1y", today: LocalDate(iso: "2028-02-29")) == "2029-02-28")
    }

    @Test(arguments: [
        ("friday", "2026-11-27"), ("Fri", "2026-11-27"), ("next friday", "2026-11-27"), ("  NEXT  fri ", "2026-11-27"),
        ("monday", "2026-11-23"), ("mon", "2026-11-23"), ("saturday", "2026-11-28"),
        // Today is a Sunday: "sunday" means the next one, a week later.
        ("sunday", "2026-11-29"), ("next sun", "2026-11-29"),
    ])
    func weekdays(text: String, expected: String) throws {
        #expect(try parse(text) == expected)
    }

    @Test func weekdaysFromEveryDayOfTheWeek() throws {
        for offset in 0..<7 {
            let day = today.adding(days: offset)
            for weekday in Weekday.allCases {
                let result = try DateParser.parse(weekday.name, today: day)
                #expect(result.weekday == weekday)
                #expect((1...7).contains(day.days(to: result)))
            }
        }
    }

    @Test func dayMonthYearIsRefusedAsAmbiguous() {
        let unambiguous = message("22/11/2026")
        #expect(unambiguous.contains("ambiguous"))
        #expect(unambiguous.contains("2026-11-22"))
        let twoReadings = message("03/11/2026")
        #expect(twoReadings.contains("2026-03-11") && twoReadings.contains("2026-11-03"))
        #expect(message("22.11.2026").contains("ambiguous"))
        #expect(message("11-22-2026").contains("ambiguous"))
        #expect(message("1/2/26").contains("ambiguous"))
    }

    @Test func yearFirstWithOtherSeparatorsSuggestsISO() {
        let text = message("2026/11/22")
        #expect(text.contains("2026-11-22"))
        #expect(message("2026-1-5").contains("2026-01-05"))
    }

    @Test func invalidCalendarDaysSayWhy() {
        #expect(message("2026-02-30") == "2026-02-30 is not a valid date: February 2026 has 28 days")
        #expect(message("2028-02-30").contains("February 2028 has 29 days"))
        #expect(message("2026-13-01").contains("there is no month 13"))
        #expect(message("0000-01-01").contains("0001 to 9999"))
    }

    @Test func unrecognizedTextGivesExamples() {
        #expect(message("soon") == "\"soon\" is not a date: expected a date like 2026-11-22, today, tomorrow, +3d, next friday")
        #expect(message("   ") == "no date given: expected a date like 2026-11-22, today, tomorrow, +3d, next friday")
        for text in ["+3", "+3x", "next", "next month", "in days", "fridays", "2026-11", "tomorow", "3d"] {
            #expect(message(text).hasSuffix(DateParseError.examples), "\(text)")
        }
        // The one escaper's spelling (TerminalSafeText): ESC as \e, bidi controls too.
        #expect(message("bad\u{1B}[2J").hasPrefix(#""bad\e[2J" is not a date"#))
        #expect(message("a\"b\\\u{202E}").hasPrefix(#""a\"b\\\u{202e}" is not a date"#))
    }

    @Test func resultsOutsideTheSupportedYearsAreErrors() {
        #expect(message("+8000y").contains("outside the supported dates"))
        #expect(message("-3000y").contains("outside the supported dates"))
        #expect(message("+3000000d").contains("outside the supported dates"))
        #expect(message("+99999999999999999999d").contains("too far"))
        #expect(message("+999999999999999999w").contains("outside the supported dates"))
    }

    @Test func wordsAtTheEdgesOfTheSupportedYearsFailLikeOffsets() {
        let last = LocalDate.latest, first = LocalDate.earliest
        for (text, day) in [("tomorrow", last), ("+1d", last), ("yesterday", first), ("-1d", first)] {
            do {
                let date = try DateParser.parse(text, today: day)
                Issue.record("\(text) on \(day) gave \(date)")
            } catch {
                #expect(error.message == "\"\(text)\" is outside the supported dates (years 0001 to 9999)", "\(text)")
            }
        }
        #expect(throws: DateParseError.self) { try DateParser.parse("friday", today: last) }
    }

    @Test func fiveDigitYearsSayWhichYearsExist() {
        #expect(message("10000-01-01") == "10000-01-01 is not a valid date: years run from 0001 to 9999")
        #expect(message("99999-12-31").contains("years run from 0001 to 9999"))
    }

    @Test(arguments: [
        ("3 days  ago", "2026-11-19"), ("3\tdays\tago", "2026-11-19"), ("next\tfriday", "2026-11-27"),
        ("in  3 \t days", "2026-11-25"), ("+3 \t days", "2026-11-25"), ("next \t\t fri", "2026-11-27"),
        ("3  days ago", "2026-11-19"),
    ])
    func anyRunOfSpacesOrTabsSeparatesWords(text: String, expected: String) throws {
        #expect(try parse(text) == expected)
    }
}
