#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a secret: prints the prompt, reads a line with echo off (the terminal settings
/// are restored on every path), then prints a newline. Without a terminal it reads the
/// line as it comes. Never uses history.
public struct SecretReader {
    private let input: Int32
    private let output: Int32

    /// A reader on the given descriptors.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Reads one secret line. Returns `.line`, `.interrupt` (Ctrl-C), `.endOfInput`
    /// (Ctrl-D on an empty line, or the input ended) or `.signal` (see `TerminalGuard`).
    public func readSecret(prompt: String) -> LineEvent {
        write(prompt)
        defer { write("\n") }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return read(SecretInput()) }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &quiet.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return .endOfInput }
        let (erase, kill) = withUnsafeBytes(of: saved.c_cc) { ($0[Int(VERASE)], $0[Int(VKILL)]) }
        return read(SecretInput(erase: erase, kill: kill))
    }

    private func read(_ discipline: SecretInput) -> LineEvent {
        var discipline = discipline
        defer { discipline.wipe() }
        while true {
            switch TerminalInput.readByte(from: input) {
            case .byte(let byte):
                if let event = discipline.feed(byte) { return event }
            case .endOfInput:
                return discipline.finishAtEndOfInput()
            case .signal(let signal):
                return .signal(signal)
            }
        }
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if errno != EINTR {
                return
            }
        }
    }
}
