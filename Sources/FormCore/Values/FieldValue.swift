/// A validated answer.
///
/// ```swift
/// FieldValue.number(5).canonicalText      // "5"
/// FieldValue.bool(true).canonicalText     // "true" (what `when` compares); editableText "yes"
/// FieldValue.date(LocalDate(iso: "2026-11-23")!).compare(to: .date(LocalDate(iso: "2026-11-22")!))   // 1
/// ```
public enum FieldValue: Sendable, Equatable, Hashable {
    /// Text, secret and choice answers.
    case text(String)
    /// A number answer.
    case number(Double)
    /// A confirm answer.
    case bool(Bool)
    /// A date answer.
    case date(LocalDate)
    /// The rows of a list answer.
    case list([String])

    /// The answer as text: what conditions compare against and what a prompt is prefilled with.
    /// Booleans read `true`/`false`, dates ISO `YYYY-MM-DD`, whole numbers without a decimal point,
    /// lists their rows joined by newlines.
    public var canonicalText: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return NumberFormat.canonical(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return date.iso
        case .list(let rows): return rows.joined(separator: "\n")
        }
    }

    /// What a prompt shows for editing: like `canonicalText`, but `yes`/`no` for booleans.
    public var editableText: String {
        if case .bool(let flag) = self { return flag ? "yes" : "no" }
        return canonicalText
    }

    /// Orders two answers of the same kind (numbers, dates, text); nil when they cannot be compared.
    public func compare(to other: FieldValue) -> Int? {
        switch (self, other) {
        case let (.number(a), .number(b)): return a < b ? -1 : (a > b ? 1 : 0)
        case let (.date(a), .date(b)): return a < b ? -1 : (a > b ? 1 : 0)
        case let (.text(a), .text(b)): return a < b ? -1 : (a > b ? 1 : 0)
        default: return nil
        }
    }
}

/// Number formatting shared by answers, JSON output and messages.
///
/// ```swift
/// NumberFormat.parse("1e3")       // 1000.0
/// NumberFormat.canonical(1000)    // "1000"
/// NumberFormat.parse("0x10")      // nil
/// ```
public enum NumberFormat {
    /// `3` for whole numbers that fit exactly in a Double, else Swift's shortest round-trip form.
    public static func canonical(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }

    /// Parses a plain decimal number (`-12`, `3.5`, `1e3`); refuses hex, `inf`, `nan` and stray text.
    public static func parse(_ text: String) -> Double? {
        guard !text.isEmpty,
              text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 == 0x45 || $0 == 0x65 }),
              let number = Double(text), number.isFinite
        else { return nil }
        return number
    }
}
