import Foundation
import FormCore

/// Today's date for a run: `FORMLINE_TODAY` (YYYY-MM-DD, for reproducible scripts and tests),
/// else the system clock in the local time zone.
public enum Today {
    /// Reads the environment and the clock.
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) throws(FrontEndError) -> LocalDate {
        if let text = environment["FORMLINE_TODAY"], !text.isEmpty {
            guard let date = LocalDate(iso: text) else {
                throw FrontEndError("FORMLINE_TODAY='\(text)' is not a date; use YYYY-MM-DD or unset it", status: .usage)
            }
            return date
        }
        return LocalDate(Date(), timeZone: .current)
    }
}
