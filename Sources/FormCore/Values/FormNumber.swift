/// A number answer (or a number bound in a form file): its canonical text, which is what
/// the answers hold and what `when` conditions compare, and its value as a `Double`.
///
/// The number model (docs/form-format.md, "Numbers"):
/// - A whole number written in digits alone (`42`, `-7`, `007`, `9007199254740993`) is kept
///   exactly, whatever its size: its canonical text is its digits without a `+` sign or
///   leading zeros (`007` is `7`, `-0` is `0`).
/// - A number with a decimal point or an exponent (`3.5`, `1e3`, `5.0`) is read as a 64-bit
///   binary float (about 16 significant digits) and written in the shortest form that reads
///   back the same: whole values below 10^16 in digits (`5.0` is `5`, `1e3` is `1000`,
///   `9007199254740993.0` is `9007199254740992`), others like `0.1` or `1.5e+300`. One too large for a float (`1e999`) or too
///   close to zero to keep (`1e-999`, any size below about 2.2e-308 other than 0) is refused.
/// - Numbers are ordered by value; two whole numbers in digits exactly, others as floats.
///
/// `FormNumber(parsing: "007")?.text` is `"7"`; `FormNumber(parsing: "1e-999")` is nil.
public struct FormNumber: Sendable, Hashable, Comparable, CustomStringConvertible,
                          ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The canonical text: what the JSON answers hold and `when` conditions compare.
    public let text: String
    /// The value as a float (`inf` for a whole number in digits beyond the float range).
    public let value: Double
    /// Whether `text` is a whole number in digits (ordered exactly).
    private let isDigits: Bool

    /// Why a text is not a number formline keeps.
    public enum ParseError: Error, Sendable, Equatable {
        /// Not a plain decimal number (hex, `inf`, `nan`, words, stray characters).
        case notANumber
        /// A decimal point or exponent number beyond the float range, like `1e999`.
        case tooLarge
        /// A non-zero number too close to zero to keep, like `1e-999`.
        case tooSmall

        /// What an answer is told, after the field's name, in English.
        public var message: String { text.english }

        /// What an answer is told, as a catalog key.
        public var text: MessageText {
            switch self {
            case .notANumber: .word(.validNotANumber)
            case .tooLarge: .word(.validNumberTooLarge)
            case .tooSmall: .word(.validNumberTooSmall)
            }
        }
    }

    /// Parses a plain decimal number (`-12`, `3.5`, `1e3`); refuses hex, `inf`, `nan`, stray
    /// text, and floats out of range.
    public static func parse(_ text: String) -> Result<FormNumber, ParseError> {
        var utf8 = text.utf8[...]
        guard !utf8.isEmpty, utf8.allSatisfy(isNumberByte) else { return .failure(.notANumber) }
        let negative = utf8.first == UInt8(ascii: "-")
        if utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        if !utf8.isEmpty, utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            let digits = utf8.drop(while: { $0 == UInt8(ascii: "0") })
            if digits.isEmpty { return .success(FormNumber(digits: "0")) }
            // Usually already canonical: keep the text as it is.
            if digits.count == utf8.count, text.utf8.first != UInt8(ascii: "+") { return .success(FormNumber(digits: text)) }
            return .success(FormNumber(digits: (negative ? "-" : "") + String(Substring(digits))))
        }
        guard let number = Double(text) else { return .failure(.notANumber) }
        if !number.isFinite { return .failure(.tooLarge) }
        if number.magnitude < Double.leastNormalMagnitude,
           utf8.prefix(while: { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") })
            .contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            return .failure(.tooSmall)
        }
        return .success(FormNumber(number))
    }

    /// `parse(text)`, nil when it fails.
    public init?(parsing text: String) {
        guard case .success(let number) = Self.parse(text) else { return nil }
        self = number
    }

    /// A float's number, with its canonical text.
    public init(_ value: Double) {
        self.value = value
        self.text = NumberFormat.canonical(value)
        self.isDigits = Self.isDigits(text)
    }

    /// A canonical whole number in digits.
    private init(digits: String) {
        self.text = digits
        self.value = Double(digits) ?? (digits.hasPrefix("-") ? -.infinity : .infinity)
        self.isDigits = true
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// Whether the number is whole (`integer: true` fields).
    public var isWhole: Bool { isDigits || value.rounded() == value }

    public var description: String { text }

    public static func == (lhs: FormNumber, rhs: FormNumber) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    public static func < (lhs: FormNumber, rhs: FormNumber) -> Bool {
        guard lhs.isDigits, rhs.isDigits else { return lhs.value < rhs.value }
        let lhsNegative = lhs.text.hasPrefix("-"), rhsNegative = rhs.text.hasPrefix("-")
        if lhsNegative != rhsNegative { return lhsNegative }
        // Same sign: more digits is further from zero; as many, the first differing digit decides.
        let a = lhs.text.utf8.count, b = rhs.text.utf8.count
        let lhsNearerZero = a != b ? a < b : lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
        let rhsNearerZero = a != b ? b < a : rhs.text.utf8.lexicographicallyPrecedes(lhs.text.utf8)
        return lhsNegative ? rhsNearerZero : lhsNearerZero
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    private static func isDigits(_ text: String) -> Bool {
        let body = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !body.isEmpty && body.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
