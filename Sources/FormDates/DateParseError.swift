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
    /// The answer as the message shows it (nil: the message does not show it).
    public let shown: String?
    /// The message without the answer, as catalog keys and values.
    public let reasonText: MessageText

    /// A complete sentence-like message suitable for showing to the person answering, as
    /// catalog keys and values (`text.rendered(in:)` in their language).
    public var text: MessageText {
        guard let shown else { return reasonText }
        return .word(.validDateAnswer, [.init("answer", .verbatim(shown)), .init("reason", reasonText)])
    }
    /// `text` in English.
    public var message: String { text.english }
    /// The message without the answer in it ("is not a date: expected …"), for reports that
    /// never echo values: `fill` rejects, `--set` and `--answers` errors; in English.
    public var reason: String { reasonText.english }

    /// The examples every "not a date" message ends with, as a catalog key.
    public static let examplesText = MessageText.word(.validDateExamples)
    /// `examplesText` in English.
    public static var examples: String { examplesText.english }

    /// A message that does not show the answer.
    public init(input: String, message: MessageText) {
        self.input = input
        self.shown = nil
        self.reasonText = message
    }

    /// `shown` (the answer, as the message shows it) followed by `reason`.
    init(input: String, shown: String, reason: MessageText) {
        self.input = input
        self.shown = shown
        self.reasonText = reason
    }

    public var description: String { message }

    static func unrecognized(_ input: String, trimmed: String) -> DateParseError {
        if trimmed.isEmpty { return DateParseError(input: input, message: .word(.validNoDate, [.init("examples", examplesText)])) }
        return DateParseError(input: input, shown: TerminalSafeText.quoted(trimmed), reason: .word(.validNotADate, [.init("examples", examplesText)]))
    }

}
