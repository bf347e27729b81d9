#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Answers read from a file descriptor (standard input by default), one line each.
///
/// Reads with `read(2)` in chunks; strips `\n` / `\r\n`; a final line without a newline
/// counts. Lines that are not UTF-8, hold NUL bytes or exceed `maxLineBytes` are reported
/// as errors for that line (never silently altered).
public struct StandardInputAnswers: AnswerSource {
    private let fd: Int32
    private let maxLineBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var lineNumber = 0
    private var readError: String?

    /// Creates a source reading `fd`.
    public init(fd: Int32 = STDIN_FILENO, maxLineBytes: Int = 1 << 20) {
        self.fd = fd
        self.maxLineBytes = maxLineBytes
    }

    public mutating func nextLine() -> AnswerLine? {
        var tooLong = false
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                compact()
                return make(line, tooLong: tooLong)
            }
            if buffer.count - start > maxLineBytes {
                // Drop what we have of this over-long line and keep reading to its end.
                tooLong = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if atEnd {
                guard start < buffer.count || tooLong else {
                    if let reason = readError {
                        readError = nil
                        lineNumber += 1
                        return AnswerLine(number: lineNumber, text: .failure(.readFailed(reason)))
                    }
                    return nil
                }
                let line = Array(buffer[start...])
                buffer.removeAll()
                start = 0
                return make(line, tooLong: tooLong)
            }
            fill()
        }
    }

    private mutating func fill() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0, errno == EINTR { continue }
            if count < 0 { readError = String(cString: strerror(errno)) }
            atEnd = true
            return
        }
    }

    private mutating func compact() {
        if start > 64 * 1024 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private mutating func make(_ bytes: [UInt8], tooLong: Bool) -> AnswerLine {
        lineNumber += 1
        if tooLong || bytes.count > maxLineBytes {
            return AnswerLine(number: lineNumber, text: .failure(.tooLong(limit: maxLineBytes)))
        }
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        if bytes.contains(0) { return AnswerLine(number: lineNumber, text: .failure(.nulByte)) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return AnswerLine(number: lineNumber, text: .failure(.invalidUTF8))
        }
        return AnswerLine(number: lineNumber, text: .success(text))
    }
}
