import FrontEndSupport

/// One line of piped input.
public struct AnswerLine: Sendable, Equatable {
    /// The 1-based input line number.
    public let number: Int
    /// The line's text without its line ending, or why it could not be read as text.
    public let text: Result<String, AnswerLineError>

    /// Creates a line.
    public init(number: Int, text: Result<String, AnswerLineError>) {
        self.number = number
        self.text = text
    }
}

/// Why a piped line is not usable text.
public enum AnswerLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not valid UTF-8.
    case invalidUTF8
    /// The line holds a NUL byte.
    case nulByte
    /// The line is longer than the limit, in bytes.
    case tooLong(limit: Int)
    /// Reading failed with this `errno`.
    case readFailed(errno: Int32)

    /// Why, in the catalog's words (`InputWord`, the system's reason `SystemWord`'s).
    public var text: MessageText {
        switch self {
        case .invalidUTF8: .input(.lineNotUTF8)
        case .nulByte: .input(.lineHoldsNUL)
        case .tooLong(let limit): .input(.lineTooLong, ["limit": "\(limit)"])
        case .readFailed(let code): .input(.lineReadFailed, [.init("reason", MessageText.systemReason(code))])
        }
    }

    /// Why, in English (`is not valid UTF-8 text`).
    public var description: String { text.english }
}

/// Where piped answers come from, one line at a time.
public protocol AnswerSource {
    /// The next line, or nil at the end of input.
    mutating func nextLine() -> AnswerLine?
}

/// Answers held in memory, one string per line (`PipedRunner`'s unit tests use it).
public struct ArrayAnswerSource: AnswerSource {
    private var lines: [String]
    private var index = 0

    /// Creates a source that yields `lines` in order.
    public init(_ lines: [String]) {
        self.lines = lines
    }

    public mutating func nextLine() -> AnswerLine? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return AnswerLine(number: index + 1, text: .success(lines[index]))
    }
}
