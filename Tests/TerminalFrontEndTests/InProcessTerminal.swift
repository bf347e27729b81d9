import Foundation
import FormCore
import FormDriver
import FormOutput
import FrontEndSupport
@testable import TerminalFrontEnd
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `formline run`'s terminal front end in this process: a `TerminalRunner` over a form's
/// session, on the slave of a new pseudo-terminal and on its own thread, while the test types
/// on the master and reads what was drawn (replayed on a `VirtualScreen`). The same calls as
/// `FormlineTerminal` (the binary on a pseudo-terminal), without starting a process: what a
/// prompt, a menu, a group's rows or the review draw and how keys act on them is tested here;
/// what needs a process (signals, job control, exit statuses, drafts, environment, escape
/// timing read from /proc) stays with the binary's tests in EndToEndTests.
///
/// The screen is what `formline run` sets up at a terminal with `TERM=xterm` and `NO_COLOR`
/// (`TerminalScreen.forInterface`: the style of such a terminal, lines broken at its width),
/// the session what it makes for the form (`FileSystemPathProbe`, the day 2026-11-22).
final class InProcessTerminal: TerminalDrive, @unchecked Sendable {
    /// The terminal: keys go in through its master, `output` is everything drawn.
    let terminal: PseudoTerminalPair
    var drawn: PseudoTerminal { terminal }
    private let call: BlockingCall<Result<TerminalOutcome, any Error>>
    private let lock = NSLock()
    private var finished: TerminalOutcome?

    static let today = LocalDate(year: 2026, month: 11, day: 22)!

    /// The path of a form in the repository's `forms/`.
    static func form(_ name: String) -> String { FormlineTerminal.form(name) }

    /// What the terminal's style is read from (`TerminalStyle`, `ColourConfig`) that a test may
    /// change here: `NO_COLOR` (an empty value unsets it, so colour is on) and, read as the
    /// binary reads them once colour is on, `FORMLINE_THEME`, `FORMLINE_COLORS` and where the
    /// config file is (`XDG_CONFIG_HOME`, `HOME`; without them no file is read). They are
    /// this terminal's own, never the process's. Anything else the binary reads from its
    /// environment (`TERM`, which libedit reads too; a language, `Words.process`) needs the
    /// binary.
    static let styleVariables: Set<String> = ["NO_COLOR", ColourSettings.themeVariable, ColourSettings.coloursVariable,
                                              "XDG_CONFIG_HOME", "HOME"]

    /// The warnings the colour settings gave (the binary writes them on standard error).
    let colourWarnings: [String]

    /// Starts the terminal front end on the form at `path` (`accessible`: accessible mode, as
    /// `--accessible` gives it; `environment`: `styleVariables`, `NO_COLOR` unset with an
    /// empty value).
    init(_ path: String, accessible: Bool = false, environment: [String: String] = [:],
         rows: UInt16 = 40, columns: UInt16 = 120) throws {
        var variables = ["TERM": "xterm", "NO_COLOR": "1", "HOME": "/nonexistent"]
        for (name, value) in environment {
            guard Self.styleVariables.contains(name) else {
                throw InProcessTerminalError("\(name) is read by the binary: run this test with FormlineTerminal")
            }
            variables[name] = value.isEmpty && name == "NO_COLOR" ? nil : value
        }
        let (style, warnings) = Self.style(accessible: accessible, environment: variables)
        colourWarnings = warnings
        let yaml = try String(contentsOfFile: path, encoding: .utf8)
        let loaded = FormLoader.load(yaml: yaml, today: Self.today)
        guard let form = loaded.form else { throw InProcessTerminalError("the form \(path) has errors: \(loaded.errors)") }
        let terminal = try PseudoTerminalPair(rows: rows, columns: columns)
        self.terminal = terminal
        let slave = terminal.slaveFD
        let sendable = UncheckedBox(form)
        call = BlockingCall {
            Result {
                let session = FormSession(form: sendable.value, today: Self.today, paths: FileSystemPathProbe())
                let screen = TerminalScreen(fd: slave, style: style)
                screen.breaksLines = !accessible
                let runner = try TerminalRunner(session: session, input: slave, screen: screen, editrc: .none,
                                                accessible: accessible)
                return runner.run()
            }
        }
    }

    /// The style and colour warnings for `environment`, as `TerminalStyle.detect` decides
    /// them at a terminal: the colour settings are read only when colour is on.
    private static func style(accessible: Bool, environment: [String: String]) -> (TerminalStyle, [String]) {
        if accessible { return (.plain, []) }
        let style = TerminalStyle(outputIsTerminal: true, environment: environment)
        guard style.usesColor else { return (style, []) }
        let resolved = ColourConfig.theme(environment: environment)
        return (TerminalStyle(outputIsTerminal: true, environment: environment, theme: resolved.theme), resolved.warnings.map(\.english))
    }

    deinit {
        if outcome(within: .zero) == nil {
            terminal.hangUp()
            _ = call.wait(timeout: .seconds(20))
        }
    }

    private func outcome(within timeout: Duration) -> TerminalOutcome? {
        if let finished = lock.withLock({ finished }) { return finished }
        let deadline = ContinuousClock.now + timeout
        repeat {
            // Read what the run draws while it ends, as a terminal does: a master left unread
            // fills, and the run's last writes (and libedit's drain of the terminal as it ends)
            // would wait for it.
            terminal.pump(for: .milliseconds(5))
            if case .success(let outcome)? = call.wait(timeout: .milliseconds(5)) {
                lock.withLock { finished = outcome }
                return outcome
            }
        } while ContinuousClock.now < deadline
        return nil
    }

    /// Waits for `text`, then for the line editor to take the terminal (raw mode), then types.
    @discardableResult
    func type(after text: String, _ keys: TerminalKey...) throws -> String {
        let shown = try terminal.waitFor(text)
        try terminal.waitForRawMode()
        for key in keys { try terminal.sendKeys(key) }
        return shown
    }

    /// Waits for `text`, then for echo to be off (a secret prompt), then types.
    @discardableResult
    func typeSecret(after text: String, _ keys: TerminalKey...) throws -> String {
        let shown = try terminal.waitFor(text)
        try terminal.waitForMode("echo off") { $0.c_lflag & tcflag_t(ECHO) == 0 }
        for key in keys { try terminal.sendKeys(key) }
        return shown
    }

    /// Waits for `text` in what was drawn.
    @discardableResult
    func waitFor(_ text: String) throws -> String {
        try terminal.waitFor(text)
    }

    /// Waits for the run to end: its outcome, or an error naming what was drawn.
    func waitForOutcome() throws -> TerminalOutcome {
        guard let outcome = outcome(within: .seconds(20)) else {
            throw InProcessTerminalError("the run did not end; the terminal shows:\n\(screen)")
        }
        return outcome
    }

    /// Waits for the run to end; the status `formline run` exits with for its outcome (0
    /// submitted, 3 cancelled, 128 + the signal interrupted).
    func waitForExit() throws -> Int32 {
        switch try waitForOutcome() {
        case .submitted: 0
        case .cancelled: ExitStatus.cancelled.rawValue
        case .interrupted(let signal): ExitStatus(signal: signal).rawValue
        }
    }

    /// The answers `formline run` writes on standard output (JSON, one line) once submitted;
    /// empty before and otherwise.
    var standardOutput: String {
        guard case .submitted(let answers)? = outcome(within: .zero) else { return "" }
        return answers.json + "\n"
    }

    /// Whether the run has not ended yet.
    var isRunning: Bool { outcome(within: .zero) == nil }

    /// Everything drawn on the terminal, escapes stripped.
    var screen: String { TerminalText.strippingEscapes(terminal.output) }

    /// Whether the terminal is back in canonical mode with echo on.
    var terminalIsRestored: Bool {
        guard let mode = terminal.slaveMode else { return false }
        return mode.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
    }
}

struct InProcessTerminalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A value handed to the runner's thread, which alone uses it from then on.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The shipped forms the in-process screen suites share (as the binary's terminal suites
/// named them).
protocol ScreenForms {}

extension ScreenForms {
    var login: String { FormlineTerminal.form("login") }
    var newTask: String { FormlineTerminal.form("new-task") }
    var reminders: String { FormlineTerminal.form("reminder-list") }
}
