import Foundation
import Testing
import TestSupport

/// A path field at a terminal: Tab completes file names through libedit's file-name
/// completion (`~` from `$HOME`), and the answer is the absolute path.
@Suite(.serialized) struct TerminalPathTests {
    /// A home holding `plan.yaml`, `planets/` and the form.
    static func home() throws -> TemporaryHome {
        let home = try TemporaryHome()
        try FileManager.default.createDirectory(at: home.url.appendingPathComponent("planets"), withIntermediateDirectories: true)
        try "a: 1\n".write(to: home.url.appendingPathComponent("plan.yaml"), atomically: true, encoding: .utf8)
        try """
        title: Config
        fields:
          - {id: config, type: path, label: Config, required: true, mustExist: true, pathKind: file, extensions: [yaml]}
        """.write(to: home.url.appendingPathComponent("form.yaml"), atomically: true, encoding: .utf8)
        return home
    }

    @Test func tabCompletesFileNamesAndListsThemOnASecondTab() throws {
        let home = try Self.home()
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path], home: home)
        // Two names start with "pl": Tab completes their common part ...
        try run.type(after: "[1/1] Config: ", .text("~/pl"), .tab)
        // `~/` is written out as $HOME first.
        try run.waitFor(home.url.path + "/plan")
        // ... a second Tab lists them ...
        try run.terminal.sendKeys(.tab)
        try run.waitFor("planets/")
        // ... and one more letter makes the name unique.
        // (Keys are read in order: the completion is in the line before Enter is read.)
        try run.terminal.sendKeys(.text("."), .tab, .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        let real = home.url.resolvingSymlinksInPath().path
        #expect(run.standardOutput == #"{"config":"\#(real)/plan.yaml"}"# + "\n")
        #expect(run.terminalIsRestored)
    }

    @Test func aDirectoryIsRefusedAndFocusStays() throws {
        let home = try Self.home()
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path], home: home)
        try run.type(after: "[1/1] Config: ", .text("~/plane"), .tab)
        try run.waitFor(home.url.path + "/planets/")
        try run.terminal.sendKeys(.enter)
        try run.waitFor("must end in .yaml")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// A home holding `names` (files) and a form with one path field taking any file.
    private func home(holding names: [String]) throws -> TemporaryHome {
        let home = try TemporaryHome()
        for name in names {
            try "x\n".write(to: home.url.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        try """
        title: Config
        fields:
          - {id: config, type: path, label: Config, required: true, mustExist: true, pathKind: file}
        """.write(to: home.url.appendingPathComponent("form.yaml"), atomically: true, encoding: .utf8)
        return home
    }

    /// The line holds one path, never shell words: a name with spaces and quotes is stored
    /// as it is named (libedit's completion stored `my\ file.txt`).
    @Test func tabCompletesANameWithSpacesAndQuotesAsItIsNamed() throws {
        let home = try home(holding: ["my file 'quoted' $(x).txt"])
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path], home: home)
        try run.type(after: "[1/1] Config: ", .text("~/my"), .tab)
        try run.waitFor("$(x).txt")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        let real = home.url.resolvingSymlinksInPath().path
        #expect(run.standardOutput == #"{"config":"\#(real)/my file 'quoted' $(x).txt"}"# + "\n")
    }

    /// Several matches are listed by name (as bash lists them), never as whole paths, and
    /// through the terminal-safe text: a name holding escape sequences cannot retitle the
    /// window or clear the screen.
    @Test func tabListsNamesEscaped() throws {
        let home = try home(holding: ["xa\u{1B}]0;pwned\u{7}.txt", "xb\u{1B}[2J.txt", "xc.txt"])
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path], home: home)
        // (libedit listed them on a second Tab; formline on the first, the second moves on.)
        try run.type(after: "[1/1] Config: ", .text("~/x"), .tab, .tab)
        try run.waitFor("xc.txt")
        try run.waitFor("[1/1] Config: ")
        #expect(!run.terminal.output.contains("\u{1B}]0;pwned"))
        #expect(!run.terminal.output.contains("\u{1B}[2J"))
        #expect(run.screen.contains(#"xa\e]0;pwned"#))
        #expect(!run.screen.contains(home.url.path + "/xa"), "names, not whole paths")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }
}
