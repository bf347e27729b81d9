extension LocalDate {
    /// Days since 1970-01-01 (negative before it).
    var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01, clamped to `earliest...latest`.
    init(dayNumber: Int) {
        let clamped = min(max(dayNumber, LocalDate.earliest.dayNumber), LocalDate.latest.dayNumber)
        // Howard Hinnant's civil_from_days.
        let z = clamped + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// The date `days` days later (earlier when negative).
    /// Results beyond 0001-01-01...9999-12-31 are clamped to those bounds.
    public func adding(days: Int) -> LocalDate {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        if overflow { return days > 0 ? .latest : .earliest }
        return LocalDate(dayNumber: sum)
    }

    /// The same day `months` months later (earlier when negative), with the day clamped to
    /// the target month's length: January 31 plus one month is February 28 (29 in leap years).
    /// Results beyond the representable years are clamped to `earliest` / `latest`.
    public func adding(months: Int) -> LocalDate {
        let current = year * 12 + (month - 1)
        let (total, overflow) = current.addingReportingOverflow(months)
        let first = LocalDate.earliest.year * 12
        let last = LocalDate.latest.year * 12 + 11
        if overflow || total > last { return months > 0 ? .latest : .earliest }
        if total < first { return .earliest }
        let newYear = total / 12
        let newMonth = total % 12 + 1
        let newDay = min(day, LocalDate.daysInMonth(year: newYear, month: newMonth))
        return LocalDate(uncheckedYear: newYear, month: newMonth, day: newDay)
    }

    /// The same day `years` years later (earlier when negative); February 29 becomes
    /// February 28 in a common year. Clamped like `adding(months:)`.
    public func adding(years: Int) -> LocalDate {
        let (months, overflow) = years.multipliedReportingOverflow(by: 12)
        if overflow { return years > 0 ? .latest : .earliest }
        return adding(months: months)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday; Monday is 1.
        let index = ((dayNumber + 3) % 7 + 7) % 7
        return Weekday(rawValue: index + 1)!
    }

    /// The number of days from this date to `other` (negative when `other` is earlier).
    public func days(to other: LocalDate) -> Int { other.dayNumber - dayNumber }
}
