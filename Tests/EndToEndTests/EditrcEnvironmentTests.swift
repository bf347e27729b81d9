import Foundation
import Testing
import TestSupport

/// `$EDITRC` names the editrc file formline reads (libedit's own lookup, with getenv): given
/// to a real formline's environment on a terminal, never set in the test process, where
/// other suites read the environment meanwhile.
extension TerminalRunTests {
    @Test func theEditrcVariableNamesTheFileWhoseFormlineLinesApply() throws {
        let home = try TemporaryHome()
        let editrc = home.url.appendingPathComponent("editrc")
        try "other:bind ^Y em-kill-line\nformline:bind ^X em-kill-line\n".write(to: editrc, atomically: true, encoding: .utf8)
        let run = try FormlineTerminal(["run", login], environment: ["EDITRC": editrc.path], home: home)
        // ^X kills the line ("ab" gone): the formline line applied.
        try run.type(after: "[1/3] Username: ", .text("ab"), .control("x"), .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "[3/3] Remember me on this computer? (yes/no): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
    }
}
