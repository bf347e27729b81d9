import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Drawing by display width and by the terminal's width: what a person sees (replayed on
/// `VirtualScreen` at the pty's size) never holds stale lines.
@Suite struct WidthScreenTests: ScreenForms, CalendarScenes {
    @Test(arguments: [80, 40, 30, 20])
    func theCalendarRedrawsWithoutStaleLinesAtAnyWidth(columns: Int) throws {
        let run = try InProcessTerminal(newTask, rows: 80, columns: UInt16(columns))
        try run.type(after: "Title: ", .control("t"))
        try Self.pressRightTwice(in: run)
        // An error that wraps, then a key that redraws over it.
        try run.terminal.sendKeys(.text("31 febuary"), .enter)
        try run.waitFor("!")
        try run.terminal.sendKeys(.control("u"), .text("t"))
        try run.waitFor("Date [2026-11-22]: t")
        var screen = VirtualScreen(rows: 80, columns: columns)
        screen.feed(run.terminal.output)
        let lines = screen.lines
        #expect(lines.filter { $0.contains("[4/4] Due") }.count == 1, "\(lines.joined(separator: "\n"))")
        #expect(lines.filter { $0.contains("Mo") }.count == 1)
        #expect(lines.filter { $0.contains("Date [") }.count == 1)
        #expect(!lines.contains { $0.contains("!") }, "the message stayed: \(lines.joined(separator: "\n"))")
        // The form's key hint is one row at every width (issue 35 item 8); the calendar's key
        // lines break between words, never inside one.
        #expect(lines.filter { $0.hasPrefix("Tab") }.count == 1 && lines.contains { $0.hasPrefix("Tab") && $0.contains("F1") || $0.hasSuffix("…") },
                "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("month") })
        #expect(lines.allSatisfy { $0.count <= columns })
        try run.terminal.sendKeys(.escape)
        try run.type(after: "Title: ", .control("c"))
        #expect(try run.waitForExit() == 130)
    }

}

extension WidthScreenTests {
    @Test func wideCharactersAreCountedAsTwoColumns() throws {
        let home = try TemporaryHome()   // (a folder for the form)
        let form = home.url.appendingPathComponent("wide.yaml")
        try """
        title: 日本語のフォーム
        fields:
          - id: due
            type: date
            label: 締め切り日締め切り日 🎉
            help: 日付を入力してください。日付を入力してください。
        """.write(to: form, atomically: true, encoding: .utf8)
        let run = try InProcessTerminal(form.path, rows: 80, columns: 24)
        try Self.pressRightTwice(in: run)
        var screen = VirtualScreen(rows: 80, columns: 24)
        screen.feed(run.terminal.output)
        let lines = screen.lines
        #expect(lines.filter { $0.contains("2026年") || $0.contains("November") }.count == 1, "\(lines.joined(separator: "\n"))")
        #expect(lines.filter { $0.contains("Date [") }.count == 1, "\(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }
}
