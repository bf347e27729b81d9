import Foundation
import Testing
import TestSupport

/// `formline run` on hostile or broken piped input: the real binary, end to end.
@Suite struct PipedHardeningTests {
    private func run(_ arguments: [String], bytes: [UInt8]) throws -> ProcessResult {
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), arguments, input: Data(bytes),
                                           directory: ProcessRunner.repositoryRoot(), timeout: 60)
        #expect(!result.timedOut)
        return result
    }

    @Test func invalidUTF8IsNamedByLine() throws {
        let result = try run(["run", "login"], bytes: Array("ada\n".utf8) + [0x66, 0xFF, 0xFE, 0x0A])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("input line 2 is not valid UTF-8 text; it was meant for field 'password' (Password)"))
    }

    @Test func nulBytesAreNamedByLine() throws {
        let result = try run(["run", "login"], bytes: [0x61, 0x00, 0x64, 0x0A])
        #expect(result.status == 65)
        #expect(result.stderr.contains("input line 1 holds a NUL byte"))
    }

    @Test func tenMegabyteLineIsAClearErrorNotACrashOrHang() throws {
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20)
        let result = try run(["run", "login"], bytes: Array("ada\n".utf8) + line + [0x0A] + Array("correct horse\n".utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("input line 2 is longer than 1048576 bytes; it was meant for field 'password' (Password)"))
    }

    /// A multi-line answer is one answer: its lines together are held to the same 1 MiB as a
    /// line, so a pipe of endless short lines is a clear error, not gigabytes of memory.
    @Test func aMultilineAnswerOverOneMebibyteIsAClearError() throws {
        let lines = [UInt8](String(repeating: "0123456789abcdef\n", count: 70_000).utf8)   // 1.19 MB
        let result = try run(["run", "new-task"], bytes: Array("Plan\n".utf8) + lines + Array(".\n\ntomorrow\n".utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("input lines 2–61683 hold more than 1048576 bytes for one multi-line answer; "
                                       + "they were meant for field 'note' (Note)"), "\(result.stderr)")
    }

    @Test func escapeSequencesNeverReachTheTerminalRaw() throws {
        let result = try run(["run", "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"], bytes: [])
        #expect(result.status == 66)
        #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" })
        #expect(result.stderr.contains(#"no form file '\e]0;pwned\u{7}\e[2J\u{9b}31m'"#))
    }

    @Test func rejectedDateWithEscapesIsShownEscaped() throws {
        let result = try run(["run", "new-task"], bytes: Array("Plan\n\n\n\u{1B}[31mred\u{9B}\ntomorrow\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("formline: line 4: field 'due' (Due date): "))
        #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    }
}
