/// Answer text's size rule: the engine's limit (`InputLimits`), so it lives here beside it;
/// the rest of `AnswerText` (white space, blank, trimming, line ends) is FormText's.
extension AnswerText {
    /// Why an answer of `bytes` UTF-8 bytes is too long (`InputLimits.maximumAnswerBytes`);
    /// nil when it is not. Every way an answer arrives is checked against it where answers
    /// are validated (`FieldValidator`), so the same answer is refused everywhere.
    @inline(__always)
    public static func excess(bytes: Int) -> String? {
        bytes > InputLimits.maximumAnswerBytes ? tooLongMessage : nil
    }

    /// `excess(bytes:)` for a text.
    public static func excess(_ text: some StringProtocol) -> String? {
        excess(bytes: text.utf8.count)
    }

    /// The one wording of an answer over the limit.
    public static var tooLongMessage: String { tooLongText.english }

    /// `tooLongMessage` as a catalog key and its value, for a person's language.
    public static let tooLongText = MessageText.word(.validTooLong, ["max": String(InputLimits.maximumAnswerBytes)])
}
