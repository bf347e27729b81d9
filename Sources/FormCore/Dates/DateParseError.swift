/// Why a date answer could not be read. The message names the problem and shows
/// examples of what is accepted.
///
/// ```swift
/// do { _ = try DateParser.parse("someday", today: today) }
/// catch { print(error.message) }    // says what was wrong and gives DateParseError.examples
/// ```
public struct DateParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as given (before trimming).
    public let input: String
    /// A complete sentence-like message suitable for showing to the person answering.
    public let message: String

    /// The examples every "not a date" message ends with.
    public static let examples = "expected a date like 2026-11-22, today, tomorrow, +3d, next friday"

    public init(input: String, message: String) {
        self.input = input
        self.message = message
    }

    public var description: String { message }

    static func unrecognized(_ input: String, trimmed: String) -> DateParseError {
        if trimmed.isEmpty { return DateParseError(input: input, message: "no date given: \(examples)") }
        return DateParseError(input: input, message: "\(quoted(trimmed)) is not a date: \(examples)")
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
