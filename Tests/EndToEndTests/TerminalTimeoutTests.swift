import Foundation
import Testing
import TestSupport

/// `run --timeout SECONDS` at a terminal: no key in time takes the defaults and submits when
/// the form is then valid, else saves a draft and exits 124. No keys are typed, so nothing
/// depends on how fast the test types.
@Suite(.serialized) struct TerminalTimeoutTests {
    @Test func noKeyInTimeSubmitsWithDefaultsWhenTheFormIsValid() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("reminder-list"), "--set", "reminders=milk", "--timeout", "1"])
        try run.waitFor("List")
        #expect(try run.terminal.waitForExit(timeout: .seconds(60)) == 0)
        #expect(run.standardOutput == #"{"list":"Personal","reminders":["milk"],"notify":true}"# + "\n")
        #expect(run.screen.contains("formline: no key for 1 s; submitted with the defaults"))
        #expect(run.terminalIsRestored)
        #expect(run.home.draftFiles.isEmpty)
    }

    @Test func noKeyInTimeWithRequiredFieldsMissingSavesADraftAndExits124() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("login"), "--set", "username=ada", "--timeout", "0.5"])
        try run.waitFor("[2/3] Password: ")
        #expect(try run.terminal.waitForExit(timeout: .seconds(60)) == 124)
        #expect(run.standardOutput.isEmpty)
        #expect(run.screen.contains("field 'password' (Password): is required"))
        #expect(run.screen.contains("formline run \(FormlineTerminal.form("login")) --resume"))
        #expect(run.terminalIsRestored)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains("ada"), "the given username is in the draft: \(draft)")
    }
}
