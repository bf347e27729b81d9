/// The limits every way of answering shares.
///
/// ```swift
/// InputLimits.maximumAnswerBytes   // 1_048_576: a piped line, a draft value
/// ```
public enum InputLimits {
    /// The most bytes one answer may have: a piped line, a value (or a list row) in a draft.
    public static let maximumAnswerBytes = 1 << 20
}
