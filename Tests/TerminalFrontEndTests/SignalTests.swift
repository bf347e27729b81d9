import Foundation
import Testing
import TerminalFrontEnd
import TestSupport

extension TerminalSuite {
    @Suite struct SignalTests {
        @Test func exitStatusesFollowTheShellConvention() {
            #expect(TerminalGuard.exitStatus(forSignal: SIGINT) == 130)
            #expect(TerminalGuard.exitStatus(forSignal: SIGTERM) == 143)
            #expect(TerminalGuard.exitStatus(forSignal: SIGHUP) == 129)
        }

        @Test func signalRestoresTheTerminalAndIsRecorded() throws {
            let terminal = try PseudoTerminalPair()
            let cooked = try #require(terminal.slaveMode)
            let guardian = try TerminalGuard(fd: terminal.slaveFD)
            defer { guardian.release() }
            var raw = cooked
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(terminal.slaveFD, TCSANOW, &raw)

            deliverSignal(SIGHUP)

            #expect(TerminalGuard.pendingSignal == SIGHUP)
            let restored = try #require(terminal.slaveMode)
            #expect(restored.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
            guardian.release()
            #expect(TerminalGuard.pendingSignal == nil)
        }

        /// Closing a terminal sends SIGHUP twice (kernel, then shell): the second one must
        /// neither kill the process nor, once the guard is released to save the draft, later.
        @Test func aSecondHangUpNeverKillsAndIsIgnoredWhileSaving() throws {
            let terminal = try PseudoTerminalPair()
            let guardian = try TerminalGuard(fd: terminal.slaveFD)
            var previous = sigaction()
            sigaction(SIGHUP, nil, &previous)
            defer { sigaction(SIGHUP, &previous, nil) }

            deliverSignal(SIGHUP)
            deliverSignal(SIGHUP)  // used to re-raise with the default action: the end of this test run

            #expect(TerminalGuard.pendingSignal == SIGHUP)
            guardian.release()
            var now = sigaction()
            sigaction(SIGHUP, nil, &now)
            let handler = now.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
            #expect(handler == unsafeBitCast(SIG_IGN, to: Int.self))
            deliverSignal(SIGHUP)  // while the draft is being saved
        }

        @Test func onlyOneGuardAtATime() throws {
            let terminal = try PseudoTerminalPair()
            let first = try TerminalGuard(fd: terminal.slaveFD)
            #expect(throws: TerminalGuardError.alreadyActive) { try TerminalGuard(fd: terminal.slaveFD) }
            first.release()
            let second = try TerminalGuard(fd: terminal.slaveFD)
            second.release()
        }

        @Test func releaseRestoresTheTerminal() throws {
            let terminal = try PseudoTerminalPair()
            let guardian = try TerminalGuard(fd: terminal.slaveFD)
            var raw = try #require(terminal.slaveMode)
            raw.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(terminal.slaveFD, TCSANOW, &raw)
            guardian.release()
            let restored = try #require(terminal.slaveMode)
            #expect(restored.c_lflag & tcflag_t(ECHO) != 0)
        }

        @Test func signalEndsABlockedReadLine() throws {
            let terminal = try PseudoTerminalPair()
            let guardian = try TerminalGuard(fd: terminal.slaveFD)
            defer { guardian.release() }
            let slave = terminal.slaveFD
            let call = BlockingCall { () -> LineEvent? in
                (try? LineEditor(input: slave, output: slave, editrc: .none))?.readLine(prompt: "a> ")
            }
            try terminal.answer("a> ", .text("draft"))
            deliverSignal(SIGTERM)
            let event = call.wait(timeout: .seconds(3))
            if event == nil { terminal.hangUp() }
            #expect(event == .signal(SIGTERM))
            let mode = try #require(terminal.slaveMode)
            #expect(mode.c_lflag & tcflag_t(ICANON) != 0)
        }

        @Test func pendingSignalStopsTheNextReadBeforePrompting() throws {
            let terminal = try PseudoTerminalPair()
            let guardian = try TerminalGuard(fd: terminal.slaveFD)
            defer { guardian.release() }
            deliverSignal(SIGINT)
            let slave = terminal.slaveFD
            let call = BlockingCall { () -> [LineEvent?] in
                [(try? LineEditor(input: slave, output: slave, editrc: .none))?.readLine(prompt: "never> "),
                 SecretReader(input: slave, output: slave).readSecret(prompt: "pin: ")]
            }
            let events = call.wait(timeout: .seconds(3))
            if events == nil { terminal.hangUp() }
            #expect(events == [.signal(SIGINT), .signal(SIGINT)])
            #expect(!terminal.output.contains("never> "))
        }
    }
}

/// Raises `signal` on a fresh thread that does not block it, so the handler has run
/// when this returns. (Test threads come from pools that block asynchronous signals.)
func deliverSignal(_ signal: Int32) {
    let call = BlockingCall { () -> Bool in
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, signal)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return raise(signal) == 0
    }
    #expect(call.wait(timeout: .seconds(2)) == true)
}
