import FormText

/// A language's own words for days in the date language (`DateParser`), accepted beside the
/// English ones when an answer is read in that language: today, tomorrow, yesterday, the
/// weekdays (full names and usual abbreviations) and "next …". Each means what its English
/// twin means: a weekday is the next such day strictly after today, with or without "next".
/// Words are matched lower-cased, words separated by one space; accented words are also
/// accepted without their accents (`mañana`, `manana`). ISO stays the output.
///
/// ```swift
/// DateWords.read("morgen", in: .german)            // .days(1)
/// DateWords.read("vendredi prochain", in: .french)  // .weekday(.friday)
/// DateWords.read("周五", in: .simplifiedChinese)    // .weekday(.friday)
/// ```
public enum DateWords {
    /// What a word says.
    public enum Meaning: Equatable, Sendable {
        /// Today plus this many days (0 today, 1 tomorrow, -1 yesterday).
        case days(Int)
        /// The next such day strictly after today.
        case weekday(Weekday)
    }

    /// What `text` (lower-cased, single-spaced) says in `language`, or nil. English is
    /// `DateParser`'s own and has no words here.
    public static func read(_ text: String, in language: Language) -> Meaning? {
        let words = table(language)
        guard !words.days.isEmpty else { return nil }
        for (days, names) in words.days where names.contains(text) { return .days(days) }
        var name = Substring(text)
        for prefix in words.nextBefore where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
            break
        }
        for suffix in words.nextAfter where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            break
        }
        for (index, names) in words.weekdays.enumerated() where names.contains(String(name)) {
            return .weekday(Weekday(rawValue: index + 1)!)
        }
        return nil
    }

    /// `language`'s words: for each number of days its words, for each weekday from Monday its
    /// names, and the words that may come before or after a weekday to say "next".
    static func table(_ language: Language) -> (days: [(Int, [String])], weekdays: [[String]], nextBefore: [String], nextAfter: [String]) {
        switch language {
        case .english:
            return ([], [], [], [])
        case .german:
            return ([(0, ["heute"]), (1, ["morgen"]), (-1, ["gestern"])],
                    [["montag", "mo"], ["dienstag", "di"], ["mittwoch", "mi"], ["donnerstag", "do"],
                     ["freitag", "fr"], ["samstag", "sonnabend", "sa"], ["sonntag", "so"]],
                    ["nächsten ", "nächster ", "nächste ", "naechsten ", "naechster ", "naechste ", "kommenden ", "am "],
                    [])
        case .french:
            return ([(0, ["aujourd'hui", "aujourd’hui", "aujourdhui"]), (1, ["demain"]), (-1, ["hier"])],
                    [["lundi", "lun"], ["mardi", "mar"], ["mercredi", "mer"], ["jeudi", "jeu"],
                     ["vendredi", "ven"], ["samedi", "sam"], ["dimanche", "dim"]],
                    ["prochain ", "le prochain "],
                    [" prochain"])
        case .spanish:
            return ([(0, ["hoy"]), (1, ["mañana", "manana"]), (-1, ["ayer"])],
                    [["lunes", "lun"], ["martes", "mar"], ["miércoles", "miercoles", "mié", "mie"], ["jueves", "jue"],
                     ["viernes", "vie"], ["sábado", "sabado", "sáb", "sab"], ["domingo", "dom"]],
                    ["el próximo ", "el proximo ", "próximo ", "proximo ", "el "],
                    [" próximo", " proximo", " que viene"])
        case .portugueseBrazil:
            return ([(0, ["hoje"]), (1, ["amanhã", "amanha"]), (-1, ["ontem"])],
                    [["segunda-feira", "segunda", "seg"], ["terça-feira", "terca-feira", "terça", "terca", "ter"],
                     ["quarta-feira", "quarta", "qua"], ["quinta-feira", "quinta", "qui"], ["sexta-feira", "sexta", "sex"],
                     ["sábado", "sabado", "sáb", "sab"], ["domingo", "dom"]],
                    ["na próxima ", "na proxima ", "no próximo ", "no proximo ", "próxima ", "proxima ", "próximo ", "proximo "],
                    [" que vem"])
        case .simplifiedChinese:
            return ([(0, ["今天", "今日"]), (1, ["明天", "明日"]), (-1, ["昨天", "昨日"])],
                    [["星期一", "周一", "礼拜一"], ["星期二", "周二", "礼拜二"], ["星期三", "周三", "礼拜三"], ["星期四", "周四", "礼拜四"],
                     ["星期五", "周五", "礼拜五"], ["星期六", "周六", "礼拜六"], ["星期日", "星期天", "周日", "周天", "礼拜日", "礼拜天"]],
                    [],
                    [])
        }
    }
}
