import Foundation
import Testing
import TerminalFrontEnd

extension TerminalSuite {
    @Suite struct NonTerminalInputTests {
        @Test func linesArriveOneByOneFromAPipe() throws {
            var fds: [Int32] = [-1, -1]
            #expect(pipe(&fds) == 0)
            defer { close(fds[0]) }
            let text = "first\nsecond é\nlast"
            text.utf8CString.withUnsafeBytes { _ = write(fds[1], $0.baseAddress, $0.count - 1) }
            close(fds[1])
            let output = open("/dev/null", O_WRONLY)
            defer { close(output) }
            let editor = try LineEditor(input: fds[0], output: output, editrc: .none)
            let events = (1...4).map { _ in editor.readLine(prompt: "> ", start: LineStart(text: "ignored")) }
            #expect(events == [.line("first"), .line("second é"), .line("last"), .endOfInput])
        }

        @Test func secretsArriveFromAPipe() throws {
            var fds: [Int32] = [-1, -1]
            #expect(pipe(&fds) == 0)
            defer { close(fds[0]) }
            _ = "s3cret\n".withCString { write(fds[1], $0, 7) }
            close(fds[1])
            let output = open("/dev/null", O_WRONLY)
            defer { close(output) }
            let reader = SecretReader(input: fds[0], output: output)
            #expect(reader.readSecret(prompt: "pin: ") == .line("s3cret"))
            #expect(reader.readSecret(prompt: "pin: ") == .endOfInput)
        }
    }
}
