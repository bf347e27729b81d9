import Foundation
import Testing
import TestSupport

extension TerminalSuite {
    @Suite struct PseudoTerminalSessionTests {
        func shell(_ script: String, environment: [String: String] = [:]) throws -> PseudoTerminalSession {
            try PseudoTerminalSession(executable: "/bin/sh", arguments: ["-c", script], environment: environment)
        }

        @Test func childRunsOnTheTerminalAsItsControllingTerminal() throws {
            let session = try shell(#"test -t 0 && test -t 1 && echo "tty:$(tty)"; exec 3</dev/tty && echo ctty-ok; exit 7"#)
            try session.waitFor("tty:\(session.slavePath)")
            try session.waitFor("ctty-ok")
            #expect(try session.waitForExit() == 7)
        }

        @Test func environmentIsPassedExactly() throws {
            let session = try shell(#"echo "v=$FORMLINE_PROBE;h=${HOME:-none}""#, environment: ["FORMLINE_PROBE": "é1"])
            try session.waitFor("v=é1;h=none")
            #expect(try session.waitForExit() == 0)
        }

        @Test func keysReachAProgramInRawMode() throws {
            let session = try shell("stty raw -echo; echo go; head -c 3 | od -An -c")
            try session.waitFor("go")
            try session.waitForRawMode()
            try session.sendKeys(.text("a"), .tab, .control("c"))
            try session.waitFor(#"a  \t 003"#)
            #expect(try session.waitForExit() == 0)
        }

        @Test func controlCInterruptsTheForegroundProcess() throws {
            let session = try shell("echo ready; exec sleep 10")
            try session.waitFor("ready")
            try session.sendKeys(.control("c"))
            #expect(try session.waitForExit() == 128 + SIGINT)
        }

        @Test func terminateReportsTheSignal() throws {
            let session = try shell("echo up; exec sleep 10")
            try session.waitFor("up")
            session.terminate()
            #expect(try session.waitForExit() == 128 + SIGTERM)
            #expect(!session.isRunning)
        }

        @Test func waitingForMissingOutputTimesOut() throws {
            let session = try shell("echo something; exec sleep 10")
            #expect(throws: PseudoTerminalError.self) {
                try session.waitFor("never printed", timeout: .milliseconds(200))
            }
            #expect(session.output.contains("something"))
        }

        @Test func spawningAMissingExecutableFails() {
            #expect(throws: PseudoTerminalError.self) {
                try PseudoTerminalSession(executable: "/nonexistent/formline-test")
            }
        }
    }
}
