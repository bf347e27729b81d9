#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

extension LocalDate {
    /// The calendar day that `date` falls on in `timeZone`.
    ///
    /// A pure conversion: the caller reads the clock (e.g. `Date()`) and picks the zone.
    /// Instants outside the representable years are clamped to `earliest` / `latest`.
    public init(_ date: Date, timeZone: TimeZone) {
        let offset = Double(timeZone.secondsFromGMT(for: date))
        let days = ((date.timeIntervalSince1970 + offset) / 86_400).rounded(.down)
        let bound = Double(LocalDate.latest.dayNumber + 1)
        let dayNumber = days.isNaN ? 0 : Int(min(max(days, -bound), bound))
        self.init(dayNumber: dayNumber)
    }
}
