import FormCore

/// Why a CSV input or one of its records was rejected. Lines and columns are 1-based
/// (columns count bytes).
public enum CSVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A header cell is empty. Fatal.
    case emptyColumnName(column: Int)
    /// A header name appears twice. Fatal.
    case duplicateColumn(name: String, column: Int)
    /// The input ended inside a quoted field that began on `line`. Fatal.
    case unterminatedQuote(line: Int)
    /// The record beginning on `line` has `found` fields instead of the header's `expected`.
    case wrongFieldCount(line: Int, expected: Int, found: Int)
    /// A `"` inside a field that did not start with one (write the field quoted, doubling the `"`).
    case quoteInUnquotedField(line: Int, column: Int)
    /// Something other than `,` or the end of the line follows a closing quote.
    case textAfterClosingQuote(line: Int, column: Int)
    /// The bytes at this position are not UTF-8.
    case invalidUTF8(line: Int, column: Int)
    /// The record beginning on `line` is longer than `maximum` bytes; it was skipped.
    case recordTooLong(line: Int, maximum: Int)
    /// A physical line is longer than `maximum` bytes. Fatal: the quoting state after it is unknown.
    case lineTooLong(line: Int, maximum: Int)
    /// Reading failed. Fatal.
    case readFailed(errno: Int32)

    /// Whether reading cannot continue. After any other error, `next(into:)` goes on with the
    /// following record; after a fatal one it returns false. Any error in the header row is
    /// fatal too.
    public var isFatal: Bool {
        switch self {
        case .emptyColumnName, .duplicateColumn, .unterminatedQuote, .lineTooLong, .readFailed: true
        case .wrongFieldCount, .quoteInUnquotedField, .textAfterClosingQuote, .invalidUTF8, .recordTooLong: false
        }
    }

    /// The line the error is about, when there is one.
    public var line: Int? {
        switch self {
        case .emptyColumnName, .duplicateColumn: 1
        case .unterminatedQuote(let line), .wrongFieldCount(let line, _, _), .quoteInUnquotedField(let line, _),
             .textAfterClosingQuote(let line, _), .invalidUTF8(let line, _), .recordTooLong(let line, _),
             .lineTooLong(let line, _):
            line
        case .readFailed: nil
        }
    }

    /// Why, in the catalog's words (`ErrorWord`): a person reads it in their language (a
    /// header that stops `fill`), the rejects' `message` in English (`description`).
    public var text: MessageText {
        func numbers(_ word: ErrorWord, _ values: KeyValuePairs<String, Int>) -> MessageText {
            .error(word, values.map { MessageText.Value($0.key, .verbatim("\($0.value)")) })
        }
        return switch self {
        case .emptyColumnName(let column): numbers(.csvEmptyColumnName, ["column": column])
        case .duplicateColumn(let name, let column):
            .error(.csvDuplicateColumn, [.init("column", .verbatim("\(column)")), .init("name", .verbatim(TerminalSafeText.quoted(name)))])
        case .unterminatedQuote(let line): numbers(.csvUnterminatedQuote, ["line": line])
        case .wrongFieldCount(let line, let expected, let found):
            numbers(.csvWrongFieldCount, ["line": line, "expected": expected, "found": found])
        case .quoteInUnquotedField(let line, let column): numbers(.csvQuoteInUnquotedField, ["line": line, "column": column])
        case .textAfterClosingQuote(let line, let column): numbers(.csvTextAfterClosingQuote, ["line": line, "column": column])
        case .invalidUTF8(let line, let column): numbers(.csvInvalidUTF8, ["line": line, "column": column])
        case .recordTooLong(let line, let maximum): numbers(.csvRecordTooLong, ["line": line, "maximum": maximum])
        case .lineTooLong(let line, let maximum): numbers(.csvLineTooLong, ["line": line, "maximum": maximum])
        case .readFailed(let code): numbers(.csvReadFailed, ["code": Int(code)])
        }
    }

    public var description: String { text.english }
}
