import FrontEndSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Signals map to exit statuses in one place (`ExitStatus`).
@Suite struct ExitStatusTests {
    @Test func aSignalsStatusIs128PlusItsNumber() {
        #expect(ExitStatus(signal: SIGINT) == .interrupted)
        #expect(ExitStatus(signal: SIGTERM) == .terminated)
        #expect(ExitStatus(signal: SIGHUP) == .hangUp)
        #expect(ExitStatus(signal: SIGQUIT) == .interrupted)
        #expect(ExitStatus.code(forSignal: SIGPIPE) == 141)
        #expect(ExitStatus.signalStatuses == "130/143/129")
    }
}
