import Testing
import Formline
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `FrontEnd.automatic` picks what `formline run` picks: the terminal for a terminal, piped otherwise.
@Suite struct FrontEndChoiceTests {
    @Test func automaticIsTheTerminalOnlyForATerminal() throws {
        let terminal = try PseudoTerminalPair()
        #expect(FrontEnd.automatic.resolved(for: terminal.slaveFD) == .terminal)
        let pipe = pipedInput([])
        defer { close(pipe) }
        #expect(FrontEnd.automatic.resolved(for: pipe) == .piped)
        #expect(FrontEnd.piped.resolved(for: terminal.slaveFD) == .piped)
        #expect(FrontEnd.terminal.resolved(for: pipe) == .terminal)
    }
}
