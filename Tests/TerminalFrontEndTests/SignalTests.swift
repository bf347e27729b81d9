import Foundation
import FormCore
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
            let event = call.wait(timeout: .seconds(20))
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
            let events = call.wait(timeout: .seconds(20))
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
    #expect(call.wait(timeout: .seconds(20)) == true)
}

/// A handler of the test's own, standing for a library caller's.
private func callerHandler(_: Int32) {}

/// The pthread of a `BlockingCall`, once it has started.
private final class ThreadBox: @unchecked Sendable {
    private let lock = NSLock()
    private var thread: pthread_t?
    func set(_ value: pthread_t) { lock.withLock { thread = value } }
    func get() -> pthread_t? { lock.withLock { thread } }
}

/// Every disposition and the mask a guard or its handlers touch, as numbers to compare.
private func signalState() -> [Int] {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    var state: [Int] = []
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGTTOU, SIGTTIN, SIGPIPE] {
        var action = sigaction()
        sigaction(signalNumber, nil, &action)
        state.append(action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0)
        state.append(Int(sigismember(&mask, signalNumber)))
    }
    return state
}

extension TerminalSuite.SignalTests {
    /// A library caller goes on after `run()` returns on a signal: its handlers and mask are
    /// back (they used to stay blocked and ignored for the rest of the process).
    @Test(arguments: [SIGTERM, SIGHUP])
    func aRunnerEndedByASignalPutsBackTheCallersHandlersAndMask(signal: Int32) throws {
        let terminal = try PseudoTerminalPair()
        let today = LocalDate(year: 2026, month: 11, day: 22)!
        let form = try #require(FormLoader.load(yaml: "title: T\nfields:\n  - {id: name, type: text, label: Name}\n", today: today).form)
        let session = FormSession(form: form, today: today)
        nonisolated(unsafe) let unsafeSession = session
        let slave = terminal.slaveFD
        let box = ThreadBox()
        let call = BlockingCall { () -> (String, [Int], [Int]) in
            var handled = sigset_t()
            sigemptyset(&handled)
            for caught in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, caught) }
            pthread_sigmask(SIG_UNBLOCK, &handled, nil)
            var originals: [Int32: sigaction] = [:]
            for caught in [signal, SIGPIPE] {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = callerHandler
                sigemptyset(&action.sa_mask)
                var original = sigaction()
                sigaction(caught, &action, &original)
                originals[caught] = original
            }
            defer { for (caught, var original) in originals { sigaction(caught, &original, nil) } }
            let before = signalState()
            box.set(pthread_self())
            guard let runner = try? TerminalRunner(session: unsafeSession, input: slave,
                                                   screen: TerminalScreen(fd: slave, style: .plain), editrc: .none) else {
                return ("no runner", before, [])
            }
            let outcome = runner.run()
            return ("\(outcome)", before, signalState())
        }
        try terminal.waitFor("Name")
        pthread_kill(try #require(box.get()), signal)
        let result = call.wait(timeout: .seconds(20))
        if result == nil { terminal.hangUp() }
        #expect(result?.0 == "\(TerminalOutcome.interrupted(signal: signal))")
        #expect(result.map { $0.1 == $0.2 } == true, "before \(result?.1 ?? []), after \(result?.2 ?? [])")
    }
}
