import FormText

/// A day of the week, numbered ISO 8601 style from Monday (1) to Sunday (7).
///
/// ```swift
/// Weekday.monday.advanced(by: 6)      // .sunday
/// Weekday.friday.shortName            // "Fri"
/// ```
public enum Weekday: Int, CaseIterable, Sendable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The English name, e.g. "Friday": the catalog's English word for the day.
    public var name: String { Words.english[word] }

    /// The catalog's key for this day: its name in a language is `Words(language)[day.word]`.
    public var word: Word {
        switch self {
        case .monday: .monday
        case .tuesday: .tuesday
        case .wednesday: .wednesday
        case .thursday: .thursday
        case .friday: .friday
        case .saturday: .saturday
        case .sunday: .sunday
        }
    }

    /// The three-letter English abbreviation, e.g. "Fri".
    public var shortName: String { String(name.prefix(3)) }

    /// How many days after this day the next `weekday` comes, strictly after: 1 to 7 (a
    /// Friday's next Friday is 7 days on), what `friday` and `next friday` mean in a date.
    ///
    ///     Weekday.thursday.days(untilNext: .friday)   // 1
    public func days(untilNext weekday: Weekday) -> Int {
        (weekday.rawValue - rawValue + 6) % 7 + 1
    }

    /// The weekday `count` days after this one (negative counts go backwards).
    public func advanced(by count: Int) -> Weekday {
        let index = ((rawValue - 1) + count % 7 + 7) % 7
        return Weekday(rawValue: index + 1)!
    }

    /// Reads a lowercase full name ("friday") or three-letter abbreviation ("fri").
    init?(lowercasedName text: Substring) {
        guard let day = Weekday.allCases.first(where: {
            let name = $0.name.lowercased()
            return text == name || text == name.prefix(3)
        }) else { return nil }
        self = day
    }
}
