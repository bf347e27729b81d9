#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore

/// Today's date for a run: `FORMLINE_TODAY` (YYYY-MM-DD, for reproducible scripts and tests),
/// else the system clock in the local time zone.
///
/// ```swift
/// try Today.resolve(environment: ["FORMLINE_TODAY": "2026-11-23"]).iso   // "2026-11-23"
/// Today.fromSystemClock()   // the date `date +%F` prints now
/// ```
public enum Today {
    /// Reads the environment and the clock.
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) throws(FrontEndError) -> LocalDate {
        if let text = environment["FORMLINE_TODAY"], !text.isEmpty {
            guard let date = LocalDate(iso: text) else {
                throw FrontEndError(.error(.todayNotDate, ["value": text]), status: .usage)
            }
            return date
        }
        return fromSystemClock()
    }

    /// The local date now, as the C library sees it: the zone in `TZ` (a zone name such as
    /// `Europe/Berlin`, or a POSIX rule such as `EST5EDT,M3.2.0,M11.1.0` or `<+0545>-5:45`),
    /// else /etc/localtime — the date `date +%F` prints. (Foundation's `TimeZone.current`
    /// took POSIX rules for UTC and cost a tenth of `run`'s start-up in ICU.)
    public static func fromSystemClock() -> LocalDate {
        tzset()
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
              let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)) else {
            return LocalDate(Date(), timeZone: TimeZone(identifier: "UTC")!)
        }
        return date
    }
}
