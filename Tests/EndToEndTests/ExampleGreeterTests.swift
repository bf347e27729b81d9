import Foundation
import Testing
import TestSupport

/// Examples/greeter, a program embedding the `Formline` library (built by `swift build` as
/// the root package's `greeter` target): piped answers, a form file, typed errors turned
/// into its own exit statuses, and the terminal front end on a pseudo-terminal.
@Suite(.serialized) struct ExampleGreeterTests {
    private var greeter: URL { ProcessRunner.formlineBinary().deletingLastPathComponent().appendingPathComponent("greeter") }

    private func run(_ arguments: [String] = [], _ lines: [String]) throws -> ProcessResult {
        let result = try ProcessRunner.run(greeter, arguments, input: Data(lines.map { $0 + "\n" }.joined().utf8),
                                           directory: ProcessRunner.repositoryRoot())
        #expect(!result.timedOut)
        return result
    }

    @Test func pipedAnswersAreDecodedAndGreeted() throws {
        let result = try run([], ["Ada", "2", "yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "HELLO, ADA!\nHELLO, ADA!\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func theFormFileGivesTheSameQuestionsAndFocusCanBeTraced() throws {
        let result = try run(["--form", "Examples/greeter/greeting.yaml", "--trace-focus"], ["Ada", "", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Hello, Ada!\n")
        #expect(result.stderr == "focus: none -> name\nfocus: name -> times\nfocus: times -> loud\nfocus: loud -> none\n")
    }

    @Test func refusedLinesAndInputEndingEarlyAreReportedByTheCaller() throws {
        let result = try run([], ["Ada", "9"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            greeter: line 2: field 'times' (How many greetings?): must be at most 5
            greeter: input ended after line 2 while field 'times' (How many greetings?) still needed an answer (must be at most 5)

            """)
    }

    @Test func aBrokenFormFileIsATypedErrorWithItsDiagnostics() throws {
        let result = try run(["--form", "Tests/Fixtures/broken/missing.yaml"], [])
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("greeter: cannot read 'Tests/Fixtures/broken/missing.yaml'"))
        let broken = try run(["--form", "Tests/Fixtures/broken/duplicate-field-id.yaml"], [])
        #expect(broken.status == 78)
        #expect(broken.stderr.hasPrefix("greeter: Tests/Fixtures/broken/duplicate-field-id.yaml has errors:\n"))
        #expect(broken.stderr.contains("duplicate field id"))
    }

    @Test func atATerminalTheLibraryRunsTheInteractiveFrontEnd() throws {
        let home = try TemporaryHome()
        let stdout = home.url.appendingPathComponent("stdout")
        let terminal = try PseudoTerminalSession(
            executable: "/bin/sh", arguments: ["-c", #"exec "$0" > "$GREETER_STDOUT""#, greeter.path],
            environment: ["TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8", "HOME": home.url.path,
                          "GREETER_STDOUT": stdout.path])
        try terminal.waitFor("[1/3] Your name: ")
        try terminal.waitForRawMode()
        try terminal.sendKeys(.text("Ada"), .enter)
        try terminal.waitFor("[2/3] How many greetings?")
        try terminal.waitForRawMode()
        try terminal.sendKeys(.enter)
        try terminal.waitFor("[3/3] Shout?")
        try terminal.waitForRawMode()
        try terminal.sendKeys(.enter)
        try terminal.waitFor("Enter to submit")
        try terminal.waitForRawMode()
        try terminal.sendKeys(.enter)
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == 0)
        #expect((try? String(contentsOf: stdout, encoding: .utf8)) == "Hello, Ada!\n")
    }

    /// greeter on a new pseudo-terminal, waiting at its first prompt.
    private func greeterAtFirstPrompt(_ home: TemporaryHome) throws -> PseudoTerminalSession {
        let terminal = try PseudoTerminalSession(
            executable: greeter.path, arguments: [],
            environment: ["TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8", "HOME": home.url.path])
        try terminal.waitFor("[1/3] Your name: ")
        try terminal.waitForRawMode()
        return terminal
    }

    @Test func ctrlDCancelsAndTheCallerSeesCancelled() throws {
        let home = try TemporaryHome()
        let terminal = try greeterAtFirstPrompt(home)
        try terminal.sendKeys(.control("d"))
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == 3)
        try terminal.waitFor("greeter: no greeting today")
    }

    @Test func ctrlCIsATypedInterruptAndTheTerminalIsRestored() throws {
        let home = try TemporaryHome()
        let terminal = try greeterAtFirstPrompt(home)
        try terminal.sendKeys(.text("Ad"), .control("c"))
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == 130)
        try terminal.waitFor("greeter: interrupted by signal 2; nothing was saved")
        let mode = try #require(terminal.currentMode)
        #expect(mode.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }
}
