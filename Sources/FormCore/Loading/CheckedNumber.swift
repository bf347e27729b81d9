/// The one conversion of a number written in a form file to a whole number (a length, a
/// count, a format version, a timeout's milliseconds): nil, never a trap, for a number that
/// is not finite or lies beyond `Int` (`timeout: 1e16`, `1e400`, `maxLength:
/// 99999999999999999999`). The loader turns nil into a located error; no numeric key
/// converts on its own.
///
/// ```swift
/// CheckedNumber.whole("42")                      // 42
/// CheckedNumber.whole("99999999999999999999")    // nil (beyond Int)
/// CheckedNumber.whole(1e16 * 1000)               // nil (beyond Int)
/// CheckedNumber.whole(2.5)                       // 3 (rounded)
/// ```
package enum CheckedNumber {
    /// Decimal digits with an optional sign, as a whole number; nil for anything else or
    /// beyond `Int`.
    package static func whole(_ text: some StringProtocol) -> Int? {
        Int(text, radix: 10)
    }

    /// `value` rounded to the nearest whole number; nil when it is not finite or the result
    /// lies beyond `Int`.
    package static func whole(_ value: Double) -> Int? {
        value.isFinite ? Int(exactly: value.rounded()) : nil
    }

    /// Whether `text` is written as decimal digits (an optional sign first), so a nil from
    /// `whole(_:)` means it is too large rather than not a whole number.
    package static func isDigits(_ text: some StringProtocol) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
