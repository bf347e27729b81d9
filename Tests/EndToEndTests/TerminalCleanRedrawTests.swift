import Foundation
import Testing
import TestSupport

/// Issue 35 item 8 at a real terminal, on an emulated screen: what is drawn is what applies
/// now — no error before anything is typed, no screen left half drawn, no stale lines.
@Suite struct TerminalCleanRedrawTests {
    /// F1 at a date's calendar shows the step's keys in place of the month, so on a short
    /// terminal nothing above scrolls off; Esc back to the field before leaves the form's
    /// screen whole (it held only `[3/4] Attachment:`).
    @Test func f1ThenEscapeAtTheCalendarLeavesTheScreenWhole() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("new-task")], rows: 24, columns: 80)
        try run.type(after: "[1/4] Title: ", .text("Buy milk"), .enter)
        try run.type(after: "[2/4] Note", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.waitFor("[4/4] Due date: November 2026")
        try run.type(after: "Date [2026-11-22]: ", .text("\u{1B}OP"))   // F1
        try run.waitFor("hide this list")
        try run.terminal.waitForRawMode()
        var screen = VirtualScreen(rows: 24, columns: 80)
        screen.feed(run.terminal.output)
        #expect(screen.lines.first == "New task", "\(screen.lines.joined(separator: "\n"))")
        try run.sendWhenRead(.escape)
        try run.waitFor("[3/4] Attachment: ")
        try run.terminal.waitForRawMode()
        screen = VirtualScreen(rows: 24, columns: 80)
        screen.feed(run.terminal.output)
        let lines = screen.lines.filter { !$0.isEmpty }
        #expect(lines.first == "New task", "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("Title: Buy milk"), "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "[3/4] Attachment:", "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("a day / a week") || $0.contains("Mo  Tu") }, "\(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// A Tab listing at a path field is for what was typed then: the next key erases it
    /// with the line it was listed under, so no stale names stay above the line edited.
    @Test func aTabListingAtAPathFieldGoesWithTheNextKey() throws {
        let home = try TerminalPathTests.home()   // plan.yaml, planets/, form.yaml (a path field)
        let run = try FormlineTerminal(["run", home.url.appendingPathComponent("form.yaml").path], home: home, rows: 30, columns: 200)
        try run.type(after: "[1/1] Config: ", .text("~/pl"), .tab)
        try run.waitFor(home.url.path + "/plan")
        try run.terminal.sendKeys(.tab)
        try run.waitFor("planets/")
        try run.sendWhenRead(.text("."))
        var screen = VirtualScreen(rows: 30, columns: 200)
        screen.feed(run.terminal.output)
        var lines = screen.lines.filter { !$0.isEmpty }
        #expect(!lines.contains { $0.contains("planets/") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.filter { $0.contains("Config: ") }.count == 1, "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "[1/1] Config: " + home.url.path + "/plan.", "\(lines.joined(separator: "\n"))")
        try run.sendWhenRead(.tab)
        screen = VirtualScreen(rows: 30, columns: 200)
        screen.feed(run.terminal.output)
        lines = screen.lines.filter { !$0.isEmpty }
        #expect(lines.last == "[1/1] Config: " + home.url.path + "/plan.yaml", "\(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
    }

    /// Issue 35 item 9: an untrusted form's message at a terminal 80 columns wide is broken
    /// between words (`TextWrap`, by display width), never mid-word as the terminal would.
    @Test func theUntrustedFormsMessageBreaksBetweenWords() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("choose-username")], rows: 30, columns: 80)
        #expect(try run.waitForExit() == 77)
        var screen = VirtualScreen(rows: 30, columns: 80)
        screen.feed(run.terminal.output)
        let lines = screen.lines.filter { !$0.isEmpty }
        let shown = lines.flatMap { $0.split(separator: " ").map(String.init) }
        for word in ["trusted:", "./checks/username-taken", "`formline", "--trust", "(--no-checks", "them)"] {
            #expect(shown.contains(word), "'\(word)' is whole: \(lines.joined(separator: "\n"))")
        }
        #expect(lines.count >= 4 && lines.allSatisfy { $0.count <= 80 }, "\(lines.joined(separator: "\n"))")
    }
}
