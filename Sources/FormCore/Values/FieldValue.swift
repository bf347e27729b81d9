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
    case number(FormNumber)
    /// A confirm answer.
    case bool(Bool)
    /// A date answer.
    case date(LocalDate)
    /// The rows of a list answer.
    case list([String])
    /// The rows of a repeating group: one record per row, in row order.
    case records([FieldRecord])

    /// The answer as text: what conditions compare against and what a prompt is prefilled with.
    /// Booleans read `true`/`false`, dates ISO `YYYY-MM-DD`, whole numbers without a decimal point,
    /// lists their rows joined by newlines.
    public var canonicalText: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return date.iso
        case .list(let rows): return rows.joined(separator: "\n")
        case .records(let records): return AnswerJSON.records(records)
        }
    }

    /// What a prompt shows for editing: like `canonicalText`, but `yes`/`no` for booleans.
    package var editableText: String {
        if case .bool(let flag) = self { return flag ? "yes" : "no" }
        return canonicalText
    }

    /// Orders two answers of the same kind (numbers, dates, text); nil when they cannot be compared.
    package func compare(to other: FieldValue) -> Int? {
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
/// NumberFormat.canonical(1000)    // "1000"
/// NumberFormat.canonical(0.5)     // "0.5"
/// ```
public enum NumberFormat {
    /// `3` for whole numbers below 10^16 (all digits, no needless `.0`), else Swift's shortest
    /// round-trip form (`0.5`, `1e+16`). (`FormNumber` holds the canonical text of every number answer.)
    public static func canonical(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e16 {
            return String(Int64(number))
        }
        return String(number)
    }
}
