#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FrontEndSupport

/// Answers read from a file descriptor (standard input by default), one line each, through
/// the shared streaming `LineReader` (`\n` / `\r\n`, a last line without a newline counts).
/// Lines that are not UTF-8, hold NUL bytes or exceed `maxLineBytes` are reported as errors
/// for that line (never silently altered).
public struct StandardInputAnswers: AnswerSource {
    /// Holds the non-copyable reader so the source itself stays a plain value.
    private final class Reader {
        var lines: LineReader
        init(_ lines: consuming LineReader) { self.lines = lines }
    }

    private let reader: Reader
    private var failed = false

    /// Creates a source reading `fd`.
    public init(fd: Int32 = STDIN_FILENO, maxLineBytes: Int = InputLimits.maximumAnswerBytes) {
        reader = Reader(LineReader(fileDescriptor: fd, bufferSize: 64 * 1024, maximumLineLength: maxLineBytes))
    }

    public mutating func nextLine() -> AnswerLine? {
        guard !failed else { return nil }
        do {
            guard let line = try reader.lines.next() else { return nil }
            return AnswerLine(number: line.number, text: Self.text(of: line.bytes))
        } catch {
            switch error {
            case .lineTooLong(let number, let maximum):
                return AnswerLine(number: number, text: .failure(.tooLong(limit: maximum)))
            case .readFailed(let code):
                failed = true
                return AnswerLine(number: reader.lines.lineNumber + 1,
                                  text: .failure(.readFailed(errno: code)))
            }
        }
    }

    private static func text(of bytes: UnsafeBufferPointer<UInt8>) -> Result<String, AnswerLineError> {
        if bytes.contains(0) { return .failure(.nulByte) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.invalidUTF8) }
        return .success(text)
    }
}
