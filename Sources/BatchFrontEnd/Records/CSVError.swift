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

    public var description: String {
        switch self {
        case .emptyColumnName(let column):
            "header column \(column) has no name"
        case .duplicateColumn(let name, let column):
            "header column \(column) repeats the name \(TerminalSafeText.quoted(name))"
        case .unterminatedQuote(let line):
            "unterminated quote: the quoted field starting on line \(line) never closes"
        case .wrongFieldCount(let line, let expected, let found):
            "wrong field count at line \(line): expected \(expected) fields like the header, found \(found)"
        case .quoteInUnquotedField(let line, let column):
            "line \(line), column \(column): a quote inside an unquoted field (quote the whole field and double the quote)"
        case .textAfterClosingQuote(let line, let column):
            "line \(line), column \(column): text after a closing quote (expected ',' or the end of the line)"
        case .invalidUTF8(let line, let column):
            "line \(line), column \(column): invalid UTF-8"
        case .recordTooLong(let line, let maximum):
            "the record starting on line \(line) is longer than \(maximum) bytes"
        case .lineTooLong(let line, let maximum):
            "line \(line) is longer than \(maximum) bytes"
        case .readFailed(let code):
            "could not read input (errno \(code))"
        }
    }
}
