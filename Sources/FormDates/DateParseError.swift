import FormText

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
    /// The message without the answer in it ("is not a date: expected …"), for reports that
    /// never echo values: `fill` rejects, `--set` and `--answers` errors.
    public let reason: String

    /// The examples every "not a date" message ends with.
    public static let examples = "expected a date like 2026-11-22, today, tomorrow, +3d, next friday"

    /// A message that does not show the answer.
    public init(input: String, message: String) {
        self.input = input
        self.message = message
        self.reason = message
    }

    /// `shown` (the answer, as the message shows it) followed by `reason`.
    init(input: String, shown: String, reason: String) {
        self.input = input
        self.message = shown + " " + reason
        self.reason = reason
    }

    public var description: String { message }

    static func unrecognized(_ input: String, trimmed: String) -> DateParseError {
        if trimmed.isEmpty { return DateParseError(input: input, message: "no date given: \(examples)") }
        return DateParseError(input: input, shown: TerminalSafeText.quoted(trimmed), reason: "is not a date: \(examples)")
    }

}
