import Foundation
import Testing
import FrontEndSupport
import TerminalFrontEnd
import TestSupport

extension TerminalSuite {
    @Suite struct SecretReaderTests {
        /// Reads a secret on a new pseudo-terminal while `drive` types.
        func readSecret(prompt: String = "Password: ", _ drive: (PseudoTerminalPair) throws -> Void)
            throws -> (event: LineEvent?, echoed: String, before: termios, after: termios) {
            let terminal = try PseudoTerminalPair()
            let before = try #require(terminal.slaveMode)
            let slave = terminal.slaveFD
            let call = BlockingCall { SecretReader(input: slave, output: slave).readSecret(prompt: prompt) }
            let head = try terminal.waitFor("Password")
            try terminal.waitForMode("echo off") { $0.c_lflag & tcflag_t(ECHO) == 0 }
            try drive(terminal)
            let event = call.wait(timeout: .seconds(20))
            if event == nil { terminal.hangUp() }
            let echoed = head + (try terminal.waitFor("\n"))
            return (event, echoed, before, try #require(terminal.slaveMode))
        }

        @Test func typedTextIsNotEchoedAndSettingsAreRestored() throws {
            let result = try readSecret { terminal in
                try terminal.sendKeys(.text("hunter2"), .backspace, .text("3é"), .enter)
            }
            #expect(result.event == .line("hunter3é"))
            #expect(!result.echoed.contains("hunter"))
            let flags = tcflag_t(ICANON | ECHO | ISIG)
            #expect(result.after.c_lflag & flags == result.before.c_lflag & flags)
            #expect(result.after.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        }

        /// A bold prompt carries libedit's U+0001 markers around its escape sequences; written
        /// by the secret reader, the terminal gets the sequences without the markers.
        @Test func aStyledPromptReachesTheTerminalWithoutLibeditsMarkers() throws {
            let prompt = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm"]).prompt(.prompt, text: "Password") + ": "
            #expect(prompt.contains("\u{1}"))
            let result = try readSecret(prompt: prompt) { terminal in try terminal.sendKeys(.text("pw"), .enter) }
            #expect(result.event == .line("pw"))
            #expect(result.echoed.contains("\u{1B}[1mPassword\u{1B}[0m: "))
            #expect(!result.echoed.contains("\u{1}"))
        }

        @Test func controlCInterruptsAndRestoresSettings() throws {
            let result = try readSecret { terminal in
                try terminal.sendKeys(.text("abc"), .control("c"))
            }
            #expect(result.event == .interrupt)
            #expect(result.after.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        }
    }
}
