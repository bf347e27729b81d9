import FormText

/// Reads a date answer relative to a given "today" (the caller reads the clock).
///
/// Accepted, case-insensitively, with surrounding spaces ignored:
/// - ISO dates: `2026-11-22`
/// - `today`, `tomorrow`, `yesterday`
/// - offsets: `+3d`, `-2d`, `+1w`, `+2m` (months), `+1y`; units may be spelled out
///   (`+3 days`), and `in 3 days` / `3 days ago` work too
/// - weekdays: `friday`, `fri`, `next friday` — the next such day strictly after today
///   (on a Friday, `friday` and `next friday` are both a week later; on a Thursday both are
///   tomorrow)
///
/// Words may be separated by any run of spaces and tabs (`3 days \t ago`). Read in another
/// `language`, its own words for today, tomorrow, yesterday and the weekdays are accepted too
/// (`DateWords`: `morgen`, `vendredi prochain`, `周五`).
/// Day/month/year forms such as `22/11/2026` are refused as ambiguous, with a hint.
/// Month and year offsets clamp the day (`2026-01-31` + `+1m` is `2026-02-28`).
///
/// ```swift
/// let today = LocalDate(year: 2026, month: 11, day: 22)!
/// try DateParser.parse("tomorrow", today: today).iso      // "2026-11-23"
/// try DateParser.parse("+3d", today: today).iso           // "2026-11-25"
/// try DateParser.parse("2026-12-24", today: today).iso    // "2026-12-24"
/// ```
public enum DateParser {
    /// Parses `text` relative to `today`, in English and `language`'s words.
    public static func parse(_ text: String, today: LocalDate, language: Language = .english) throws(DateParseError) -> LocalDate {
        // The usual answer, a valid ISO day with nothing around it, read on its bytes: what
        // `parseNumeric` decides for it (lower-casing and spacing change none of its bytes).
        if let date = LocalDate(isoUTF8: text) { return date }
        let trimmed = AnswerText.trimmed(text)
        let lower = singleSpaced(trimmed.lowercased())
        // A day that many days from today, refused when it leaves the representable years.
        func ahead(_ days: Int) throws(DateParseError) -> LocalDate {
            try checked(today.adding(days: days), from: today, days: days, input: text, trimmed: trimmed)
        }
        switch lower {
        case "today": return today
        case "tomorrow": return try ahead(1)
        case "yesterday": return try ahead(-1)
        default: break
        }
        if language != .english, let meaning = DateWords.read(lower, in: language) {
            switch meaning {
            case .days(let days): return try ahead(days)
            case .weekday(let weekday): return try ahead(today.weekday.days(untilNext: weekday))
            }
        }
        if let date = try parseNumeric(lower, input: text) { return date }
        if let offset = try DateOffset(parsing: lower, input: text) {
            return try offset.apply(to: today, input: text, trimmed: trimmed)
        }
        if let weekday = parseWeekday(lower) {
            return try ahead(today.weekday.days(untilNext: weekday))
        }
        throw .unrecognized(text, trimmed: trimmed)
    }

    /// `text` with every run of spaces and tabs made one space, so words may be separated by
    /// any such run: `singleSpaced("3 days \t ago")` is `"3 days ago"`.
    private static func singleSpaced(_ text: String) -> String {
        var result = ""
        var inRun = false
        for character in text {
            if character == " " || character == "\t" {
                if !inRun { result.append(" ") }
                inRun = true
            } else {
                result.append(character)
                inRun = false
            }
        }
        return result
    }

    /// `friday`, `fri`, `next friday`, `next fri`.
    private static func parseWeekday(_ text: String) -> Weekday? {
        var name = Substring(text)
        if name.hasPrefix("next ") {
            name = name.dropFirst(5).drop(while: { $0 == " " })
        }
        return Weekday(lowercasedName: name)
    }

    /// ISO dates, and the ambiguous numeric forms we refuse. Returns nil when `text` is not numeric.
    private static func parseNumeric(_ text: String, input: String) throws(DateParseError) -> LocalDate? {
        let separators: Set<Character> = ["-", "/", "."]
        guard let separator = text.first(where: { separators.contains($0) }),
              text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == separator) }) else { return nil }
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        if separator == "-" && parts[0].count >= 4 && parts[1].count == 2 && parts[2].count == 2 {
            if let date = LocalDate(iso: text) { return date }
            // A year of more than four digits (10000, 02026) is outside the years, whatever its value.
            let year = parts[0].count == 4 ? numbers[0] : 0
            throw invalidISO(text, year: year, month: numbers[1], day: numbers[2], input: input)
        }
        if parts[0].count == 4 {
            let example = LocalDate(year: numbers[0], month: numbers[1], day: numbers[2])?.iso ?? "2026-03-05"
            throw DateParseError(input: input, shown: TerminalSafeText.quoted(text), reason:
                .word(.validDateISOForm, ["date": example]))
        }
        throw ambiguous(text, first: numbers[0], second: numbers[1], year: numbers[2], yearDigits: parts[2].count, input: input)
    }

    private static func invalidISO(_ text: String, year: Int, month: Int, day: Int, input: String) -> DateParseError {
        let reason: MessageText
        if !LocalDate.supportedYears.contains(year) {
            reason = .word(.validDateYears)
        } else if !(1...12).contains(month) {
            reason = .word(.validDateNoMonth, ["month": String(month)])
        } else {
            let length = LocalDate.daysInMonth(year: year, month: month)
            reason = .word(.validDateMonthDays, [.init("month", MonthGrid.titleText(month: month, year: year)), .init("days", .verbatim(String(length)))])
        }
        return DateParseError(input: input, shown: text, reason: reason)
    }

    private static func ambiguous(
        _ text: String, first: Int, second: Int, year: Int, yearDigits: Int, input: String
    ) -> DateParseError {
        let message: MessageText
        let readings = yearDigits == 4
            ? Set([LocalDate(year: year, month: second, day: first), LocalDate(year: year, month: first, day: second)]
                .compactMap { $0 }).sorted()
            : []
        switch readings.count {
        case 1: message = .word(.validDateAmbiguous, ["date": readings[0].iso])
        case 2: message = .word(.validDateAmbiguousTwo, ["date": readings[0].iso, "other": readings[1].iso])
        default: message = .word(.validDateAmbiguous, ["date": "2026-11-22"])
        }
        return DateParseError(input: input, shown: TerminalSafeText.quoted(text), reason: message)
    }

    static func checked(
        _ result: LocalDate, from today: LocalDate, days: Int, input: String, trimmed: String
    ) throws(DateParseError) -> LocalDate {
        // `adding` clamps at the representable bounds; a clamped result is an error here.
        if today.days(to: result) != days { throw outOfRange(input, trimmed: trimmed) }
        return result
    }

    static func outOfRange(_ input: String, trimmed: String) -> DateParseError {
        DateParseError(input: input, shown: TerminalSafeText.quoted(trimmed),
                       reason: .word(.validDateOutOfRange))
    }
}
