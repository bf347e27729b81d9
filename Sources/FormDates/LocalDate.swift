/// A calendar day with no time of day and no time zone, in the proleptic Gregorian calendar.
///
/// Years 1 through 9999 are representable, so every date has a four-digit ISO form.
/// Encodes and decodes (`Codable`) as its ISO string, e.g. `"2026-11-22"`.
///
/// ```swift
/// let day = LocalDate(iso: "2026-02-28")!
/// day.adding(days: 1).iso          // "2026-03-01"
/// day.weekday                      // .saturday
/// LocalDate(year: 2026, month: 2, day: 30)    // nil
/// ```
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...`daysInMonth(year:month:)`.
    public let day: Int

    /// The years a `LocalDate` can hold.
    public static let supportedYears: ClosedRange<Int> = 1...9999
    /// The earliest representable date, 0001-01-01.
    public static let earliest = LocalDate(uncheckedYear: 1, month: 1, day: 1)
    /// The latest representable date, 9999-12-31.
    public static let latest = LocalDate(uncheckedYear: 9999, month: 12, day: 31)

    /// Creates a date, or returns nil when the year is outside 1...9999, the month outside
    /// 1...12, or the day outside that month (so 2026-02-29 is nil and 2028-02-29 is not).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.supportedYears.contains(year), (1...12).contains(month),
              day >= 1, day <= Self.daysInMonth(year: year, month: month)
        else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD` (four, two and two ASCII digits); nil for anything else
    /// or for a day that does not exist.
    public init?(iso text: String) {
        self.init(isoUTF8: text)
    }

    /// `init?(iso:)` on the text's UTF-8 bytes in place (no array made: the date answers of a
    /// `fill` record's rows are read here first).
    init?(isoUTF8 text: String) {
        guard text.utf8.count == 10 else { return nil }
        var text = text
        let digits = text.withUTF8 { bytes -> Int? in
            guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
            var value = 0
            for offset in 0..<10 where offset != 4 && offset != 7 {
                let digit = bytes[offset] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int(digit)
            }
            return value
        }
        guard let digits else { return nil }
        self.init(year: digits / 10_000, month: digits / 100 % 100, day: digits % 100)
    }

    /// The ISO 8601 form, `YYYY-MM-DD`.
    public var iso: String {
        // Written digit by digit (every representable year has four digits).
        if Self.supportedYears.contains(year) {
            return String(unsafeUninitializedCapacity: 10) { buffer in
                func put(_ value: Int, at offset: Int, width: Int) {
                    var value = value
                    for position in (offset..<(offset + width)).reversed() {
                        buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                        value /= 10
                    }
                }
                put(year, at: 0, width: 4)
                buffer[4] = UInt8(ascii: "-")
                put(month, at: 5, width: 2)
                buffer[7] = UInt8(ascii: "-")
                put(day, at: 8, width: 2)
                return 10
            }
        }
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Same as `iso`.
    public var description: String { iso }

    /// The number of days in `month` of `year` (28...31), honouring Gregorian leap years.
    /// Months outside 1...12 have 0 days.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension LocalDate: Codable {
    /// Decodes from a `"YYYY-MM-DD"` string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date as YYYY-MM-DD, got \(text.debugDescription)")
        }
        self = date
    }

    /// Encodes as a `"YYYY-MM-DD"` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
