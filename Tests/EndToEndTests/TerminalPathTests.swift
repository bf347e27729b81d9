import Foundation
import Testing
import TestSupport

/// A path field at a terminal: Tab completes file names through libedit's file-name
/// completion (`~` from `$HOME`), and the answer is the absolute path.
@Suite(.serialized) struct TerminalPathTests {
    /// A home holding `plan.yaml`, `planets/` and the form.
    private func home() throws -> TemporaryHome {
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
        let home = try home()
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
        let home = try home()
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path], home: home)
        try run.type(after: "[1/1] Config: ", .text("~/plane"), .tab)
        try run.waitFor(home.url.path + "/planets/")
        try run.terminal.sendKeys(.enter)
        try run.waitFor("must end in .yaml")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }
}
