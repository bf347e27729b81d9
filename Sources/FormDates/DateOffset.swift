import FormText

/// A relative date answer: `+3d`, `-2w`, `+1 month`, `in 3 days`, `2 years ago`.
struct DateOffset: Equatable {
    enum Unit: Equatable { case day, week, month, year }

    var amount: Int
    var unit: Unit

    /// Parses lowercase text; nil when it is not an offset at all. Throws when it is one
    /// whose number is too large to hold.
    init?(parsing text: String, input: String) throws(DateParseError) {
        var body = Substring(text)
        var negative = false
        if body.hasPrefix("+") || body.hasPrefix("-") {
            negative = body.first == "-"
            body = body.dropFirst()
        } else if body.hasPrefix("in ") {
            body = body.dropFirst(3)
        } else if body.hasSuffix(" ago") {
            negative = true
            body = body.dropLast(4)
        } else {
            return nil
        }
        body = body.drop(while: { $0 == " " })
        let digits = body.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty else { return nil }
        let unitText = body.dropFirst(digits.count).drop(while: { $0 == " " })
        guard let unit = Self.unit(named: unitText) else { return nil }
        guard let magnitude = Int(digits) else {
            throw DateParseError(input: input, shown: TerminalSafeText.quoted(text),
                                 reason: .word(.validDateTooFar, [.init("examples", DateParseError.examplesText)]))
        }
        self.amount = negative ? -magnitude : magnitude
        self.unit = unit
    }

    private static func unit(named name: Substring) -> Unit? {
        switch name {
        case "d", "day", "days": .day
        case "w", "wk", "week", "weeks": .week
        case "m", "mo", "month", "months": .month
        case "y", "yr", "year", "years": .year
        default: nil
        }
    }

    /// The offset applied to `today`; throws when the result leaves years 1...9999.
    func apply(to today: LocalDate, input: String, trimmed: String) throws(DateParseError) -> LocalDate {
        switch unit {
        case .day, .week:
            let (days, overflow) = amount.multipliedReportingOverflow(by: unit == .week ? 7 : 1)
            if overflow { throw DateParser.outOfRange(input, trimmed: trimmed) }
            return try DateParser.checked(today.adding(days: days), from: today, days: days, input: input, trimmed: trimmed)
        case .month, .year:
            let (months, overflow) = amount.multipliedReportingOverflow(by: unit == .year ? 12 : 1)
            let target = today.year * 12 + today.month - 1
            let last = LocalDate.latest.year * 12 + 11
            let first = LocalDate.earliest.year * 12
            let (sum, overflow2) = target.addingReportingOverflow(months)
            if overflow || overflow2 || sum > last || sum < first { throw DateParser.outOfRange(input, trimmed: trimmed) }
            return today.adding(months: months)
        }
    }
}
