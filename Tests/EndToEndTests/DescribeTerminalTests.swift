import Foundation
import Testing
import TestSupport

/// `formline describe` with standard output on a pseudo-terminal: bold headings, unless the
/// environment asks for plain text.
@Suite(.serialized) struct DescribeTerminalTests {
    private func describe(environment: [String: String]) throws -> (status: Int32, output: String) {
        let form = ProcessRunner.repositoryRoot().appendingPathComponent("forms/login.yaml").path
        let session = try PseudoTerminalSession(executable: ProcessRunner.formlineBinary().path, arguments: ["describe", form],
                                                environment: ["FORMLINE_TODAY": "2026-11-22"].merging(environment) { $1 })
        let status = try session.waitForExit()
        return (status, session.output)
    }

    @Test func headingsAreBoldOnATerminal() throws {
        let (status, output) = try describe(environment: ["TERM": "xterm"])
        #expect(status == 0)
        #expect(output.hasPrefix("\u{1B}[1mLog in\u{1B}[0m\r\n"), "\(output.debugDescription)")
        #expect(output.contains("  1  username  text     Username                       yes\r\n"))
    }

    /// With TERM unset too, as `run`'s prompts (one colour policy, `TerminalStyle`).
    @Test(arguments: [["TERM": "xterm", "NO_COLOR": "1"], ["TERM": "dumb"], [:]])
    func noColorOrADumbTerminalGetsPlainText(environment: [String: String]) throws {
        let (status, output) = try describe(environment: environment)
        #expect(status == 0)
        #expect(output.hasPrefix("Log in\r\n"), "\(output.debugDescription)")
        #expect(!output.contains("\u{1B}"))
    }
}
