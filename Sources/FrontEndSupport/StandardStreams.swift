#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore

/// Writes to standard output and standard error through `write(2)`, so a closed pipe
/// (EPIPE) is an error the caller reports, not a crash.
public enum StandardStreams {
    /// Makes a closed pipe return EPIPE from `write` instead of killing the process.
    public static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to standard output.
    public static func standardOutput(_ text: String) throws(FrontEndError) {
        try write(text, to: STDOUT_FILENO, name: "standard output")
    }

    /// Flushes standard output to disk when it is a file (`> answers.json`), so the answers
    /// are safe before a draft is removed; pipes, terminals and devices need nothing.
    public static func syncStandardOutput() throws(FrontEndError) {
        guard fsync(STDOUT_FILENO) != 0, ![EINVAL, EROFS, ENOTSUP, EBADF].contains(errno) else { return }
        throw FrontEndError(.error(.flushFailed, [.init("reason", .systemReason(errno))]), status: .ioError)
    }

    /// Writes a line to standard error, ignoring failures (there is nowhere left to report them).
    /// Control characters in it are escaped (`TerminalSafeText`); line breaks and tabs are kept.
    public static func standardError(_ line: String) {
        try? write(TerminalSafeText.escape(line, keepingLayout: true) + "\n", to: STDERR_FILENO, name: "standard error")
    }

    /// `standardError(_:)` for a message that may be long (an error, a notice): when standard
    /// error is a terminal and `wrapping` (off in accessible mode, where a screen reader reads
    /// a broken line as two), each of its lines is broken between words at the terminal's
    /// width by display width (`TextWrap`), never mid-word as the terminal itself would.
    public static func standardError(message: String, wrapping: Bool) {
        var text = TerminalSafeText.escape(message, keepingLayout: true)
        if wrapping, isatty(STDERR_FILENO) == 1, let columns = WindowSize.columns(of: STDERR_FILENO) {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { TextWrap.wrap(String($0), columns: columns) }.joined(separator: "\n")
        }
        try? write(text + "\n", to: STDERR_FILENO, name: "standard error")
    }

    /// Writes all bytes of `text` to `fd`, retrying after EINTR and short writes.
    public static func write(_ text: String, to fd: Int32, name: String) throws(FrontEndError) {
        var bytes = Array(text.utf8)
        try write(&bytes, to: fd, name: name)
    }

    /// Writes all of `bytes` to `fd`, retrying after EINTR and short writes.
    public static func write(_ bytes: inout [UInt8], to fd: Int32, name: String) throws(FrontEndError) {
        let failure: FrontEndError? = bytes.withUnsafeBytes { buffer in
            do throws(FrontEndError) {
                try write(buffer, to: fd, name: name)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Writes all of `buffer` to `fd` (`FileDescriptorIO.writeAll`: retrying after EINTR, short
    /// writes and, on a non-blocking descriptor, EAGAIN).
    public static func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32, name: String) throws(FrontEndError) {
        do throws(FileDescriptorIO.Errno) {
            try FileDescriptorIO.writeAll(fd, buffer)
        } catch {
            let reason: MessageText = error.code == EPIPE ? .notice(.readerClosed) : .systemReason(error.code)
            throw FrontEndError(writeFailure(name, reason), status: .ioError)
        }
    }

    /// "cannot write to NAME: REASON": standard output and error named in the person's
    /// language, any other name (a quoted path, `the terminal`) as given.
    static func writeFailure(_ name: String, _ reason: MessageText) -> MessageText {
        switch name {
        case "standard output": .notice(.cannotWriteStandardOutput, [.init("reason", reason)])
        case "standard error": .notice(.cannotWriteStandardError, [.init("reason", reason)])
        default: .notice(.cannotWriteTo, [.init("target", .verbatim(name)), .init("reason", reason)])
        }
    }
}
