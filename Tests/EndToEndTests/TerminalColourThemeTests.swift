import Foundation
import Testing
import TestSupport

/// Issue 37, items 5-7: the real binary on a pseudo-terminal, replayed on a `VirtualScreen`
/// that keeps each cell's SGR: a bad value is one escaped warning on standard error, and
/// NO_COLOR or TERM=dumb draw no colour whatever the settings say. (A theme's colours
/// drawn, from the environment and the config file: ColourThemeScreenTests.)
extension TerminalRunTests: ColourThemeScenes {
    /// A hostile FORMLINE_COLORS is one line on standard error naming the variable, its escape
    /// shown as `\e` and its line break as `\n` (no forged second line), and the default colour
    /// is used; the part after `:` is an entry of its own, refused on its own line.
    @Test func aBadValueIsOneEscapedWarningAndTheDefault() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("login")],
                                       environment: Self.themedTerminal.merging(["FORMLINE_COLORS": "error=\u{1B}[2J$(id)\nforged: line"]) { $1 },
                                       redirectingStandardError: true)
        try run.type(after: "Username", .text("ab"), .enter)
        try run.waitFor("! ")
        try run.terminal.waitForRawMode()
        var screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.terminal.output)
        #expect(screen.style(of: try message(on: screen)) == "31")
        try run.terminal.sendKeys(.control("c"))
        _ = try run.waitForExit()
        let warnings = run.standardError.split(separator: "\n").filter { $0.hasPrefix("formline: warning") }
        #expect(warnings == [#"formline: warning: FORMLINE_COLORS: ignored '\e[2J$(id)\nforged' for error: not SGR parameters (digits and ';' only, at most 32); that role keeps its colour"#,
                             #"formline: warning: FORMLINE_COLORS: ignored ' line': not role=PARAMETERS; that role keeps its colour"#],
                "\(run.standardError)")
    }

    /// The warning is in the person's language (LANGUAGE=de), the bad part as given.
    @Test func aBadValueIsAWarningInThePersonsLanguage() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("login")],
                                       environment: Self.themedTerminal.merging(["FORMLINE_COLORS": "eror=1", "LANGUAGE": "de"]) { $1 },
                                       redirectingStandardError: true)
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.control("c"))
        _ = try run.waitForExit()
        let warnings = run.standardError.split(separator: "\n").filter { $0.hasPrefix("formline: Warnung") }
        #expect(warnings == ["formline: Warnung: FORMLINE_COLORS: ignoriert: unbekannte Rolle 'eror' "
                             + "(Rollen: title, accent, prompt, hint, muted, error, notice, highlight); diese Rolle behält ihre Farbe"],
                "\(run.standardError)")
    }

    /// NO_COLOR and TERM=dumb: no SGR at all, even with FORMLINE_COLORS and a theme set, and
    /// the settings are not even read (no warning for a bad one); the message keeps its `!`.
    @Test(arguments: [["NO_COLOR": "1"], ["NO_COLOR": "", "TERM": "dumb"]])
    func noColourWhateverTheSettings(off: [String: String]) throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("login")],
                                       environment: ["FORMLINE_THEME": "nonsense", "FORMLINE_COLORS": "error=35:bogus"].merging(off) { $1 },
                                       redirectingStandardError: true)
        try run.type(after: "Username", .text("ab"), .enter)
        try run.waitFor("! ")
        try run.terminal.sendKeys(.control("c"))
        _ = try run.waitForExit()
        #expect(run.terminal.output.firstMatch(of: /\u{1B}\[[0-9;]*m/) == nil)
        #expect(run.screen.contains("  ! "))
        #expect(!run.standardError.contains("warning"), "\(run.standardError)")
    }
}

extension TerminalRunTests {
    /// Accessible mode on a colour terminal: no escape at all, and the colour settings are
    /// not read (no warning for bad ones).
    @Test func accessibleModeIgnoresTheColourSettings() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("login"), "--accessible"],
                                       environment: ["TERM": "xterm-256color", "NO_COLOR": "", "FORMLINE_THEME": "nonsense",
                                                     "FORMLINE_COLORS": "error=35:bogus"],
                                       redirectingStandardError: true)
        try run.type(after: "Username", .text("ab"), .enter)
        try run.waitFor("at least 3")
        try run.terminal.sendKeys(.control("c"))
        _ = try run.waitForExit()
        #expect(!run.terminal.output.contains("\u{1B}"), "\(run.terminal.output.debugDescription)")
        #expect(!run.standardError.contains("warning"), "\(run.standardError)")
    }
}
