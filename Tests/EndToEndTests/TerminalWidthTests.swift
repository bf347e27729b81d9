import Foundation
import Testing
import TestSupport

/// Drawing by display width and by the terminal's width: what a person sees (replayed on
/// `VirtualScreen` at the pty's size) never holds stale lines.
extension TerminalRunTests {
    @Test func wideCharactersAreCountedAsTwoColumns() throws {
        let home = try TemporaryHome()
        let form = home.url.appendingPathComponent("wide.yaml")
        try """
        title: 日本語のフォーム
        fields:
          - id: due
            type: date
            label: 締め切り日締め切り日 🎉
            help: 日付を入力してください。日付を入力してください。
        """.write(to: form, atomically: true, encoding: .utf8)
        let run = try FormlineTerminal(["run", form.path], home: home, rows: 80, columns: 24)
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
