#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The environment formline was started with, read once.
///
/// `ProcessInfo.environment` builds a new dictionary from `environ` on every read, walking
/// each variable character by character (about 10,000 instructions a variable), and `run`
/// needs it in four places (today's date, the form search path, the draft folder,
/// `FORMLINE_ANSWER_*`). formline never changes its own environment, so one snapshot answers
/// them all alike; `read()` builds the same dictionary `ProcessInfo` does (checked by
/// `LaunchEnvironmentTests`), splitting ASCII variables on bytes.
///
/// ```swift
/// let today = try Today.resolve(environment: LaunchEnvironment.values)
/// ```
package enum LaunchEnvironment {
    package static let values = read()

    /// `ProcessInfo.processInfo.environment`, computed alike: each `NAME=value` entry split at
    /// its first `=` character, an entry without one left out, a later duplicate winning.
    package static func read() -> [String: String] {
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ   // nil after clearenv()
        guard var entry = start else { return [:] }
        // Room for every entry up front: growing the table ran the standard library's
        // resizing code, whose first metadata look-up scans every conformance record (0.3M
        // instructions of start-up).
        var count = 0
        while entry[count] != nil { count += 1 }
        var result = [String: String](minimumCapacity: count)
        while let pointer = entry.pointee {
            entry += 1
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            // In ASCII text every byte is a character ("=" joins no neighbour into one), so the
            // first "=" byte is the first "=" character; anything else goes the general way.
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), !bytes.contains(where: { $0 >= 0x80 }) {
                result[String(decoding: bytes[..<equals], as: UTF8.self)] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                continue
            }
            let text = String(cString: pointer)
            guard let delimiter = text.firstIndex(of: "=") else { continue }
            result[String(text[..<delimiter])] = String(text[text.index(after: delimiter)...])
        }
        return result
    }
}
