import Foundation
import Testing
import TestSupport

/// A long choice field at a small terminal (profile's Country, 54 choices): a filtered,
/// paged list below the prompt that follows what is typed. What formline drew is replayed
/// on a `VirtualScreen` of the terminal's width, so the tests see what a person would.
@Suite(.serialized) struct TerminalChoiceListTests: ChoiceListScenes {
    @Test func pageDownMovesAPageAndAResizeShrinksThePageWithoutStaleLines() throws {
        let run = try FormlineTerminal(["run", Self.profile], rows: 24, columns: 40)
        try Self.reachCountry(run)
        try run.waitFor("page 1/5")
        try run.terminal.sendKeys(.text("\u{1B}[6~"))
        try Self.waitForList("page 2/5", run)
        var shown = Self.rows(from: Self.prompt, run, columns: 40)
        #expect(shown.count == 14)
        #expect(shown[1] == "> Estonia", "\(shown.joined(separator: "\n"))")  // the 13th choice
        try run.terminal.resize(rows: 20, columns: 40)
        try Self.waitForList("page 2/7", run)
        shown = Self.rows(from: Self.prompt, run, columns: 40)
        // 8 choices a page now (the form's 9 rows above stay); the highlight (13th) on page 2 with the 9th to 16th.
        #expect(shown.count == 10, "\(shown.joined(separator: "\n"))")
        #expect(shown[1] == "  Colombia")
        #expect(shown.filter { $0.contains("page") }.count == 1)
        #expect(shown.filter { $0.hasPrefix(">") } == ["> Estonia"])
        try run.terminal.sendKeys(.text("\u{1B}[5~"), .text("\u{1B}[5~"))
        try run.waitFor("page 1/7")
        try run.terminal.sendKeys(.enter)
        try run.waitFor("[5/5] Country (country): Argentina")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""country":"AR""#))
    }

    @Test func theListIsDrawnAgainAfterSuspendAndFg() throws {
        let run = try FormlineTerminal(["run", Self.profile], rows: 24, columns: 40, jobControl: true)
        try Self.reachCountry(run)
        try run.terminal.sendKeys(.text("po"))
        try run.waitFor("3 of 54")
        try run.terminal.sendKeys(.control("z"))
        try run.waitForState("T")
        try run.fg()
        try Self.waitForList("3 of 54", run)
        let shown = Self.rows(from: Self.prompt, run, columns: 40)
        #expect(shown == [Self.prompt + "po", "> Poland", "  Portugal", "  Singapore", "  3 of 54 · ↑↓ · Enter picks"],
                "\(run.terminal.output.suffix(400).debugDescription)")
        try run.terminal.sendKeys(.down, .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""country":"PT""#))
    }
}

extension TerminalChoiceListTests {
    /// A form with 30 wide (CJK) labels, each wider than a 24-column terminal.
    static func wideForm(_ home: TemporaryHome) throws -> String {
        let form = home.url.appendingPathComponent("wide.yaml")
        let choices = (1...30).map { number in
            let two = number < 10 ? "0\(number)" : "\(number)"
            return "      - {value: c\(two), label: \"日本語の長い選択肢の名前 \(two)\"}"
        }
        try (["title: 幅", "fields:", "  - id: city", "    type: choice", "    label: 都市", "    choices:"] + choices)
            .joined(separator: "\n").write(to: form, atomically: true, encoding: .utf8)
        return form.path
    }

    @Test func wideLabelsAndAWrappedPromptAreLaidOutByDisplayWidth() throws {
        let home = try TemporaryHome()
        let run = try FormlineTerminal(["run", try Self.wideForm(home)], home: home, rows: 20, columns: 24)
        try run.waitFor("page 1/3")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("名前 1"))
        try Self.waitForList("10 of 30", run, prompt: "[1/1] 都市 (30 choices): ")
        // The prompt fills its first row exactly; the typed text is on the second.
        let shown = Self.rows(from: "[1/1] 都市", run, columns: 24)
        #expect(shown.count == 13, "\(shown.joined(separator: "\n"))")
        #expect(shown.first == "[1/1] 都市 (30 choices):")
        #expect(shown.dropFirst().first == " 名前 1")
        #expect(shown[2] == "> 日本語の長い選択肢の…", "\(shown.joined(separator: "\n"))")
        #expect(shown.allSatisfy { DisplayWidthForTests.width($0) <= 24 })
        // Narrower still: the list follows, cut to the new width, nothing stale below.
        try run.terminal.resize(rows: 20, columns: 20)
        try run.terminal.sendKeys(.down)
        try run.waitFor("> 日本語の長い選択…")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"city":"c11"}"# + "\n")
    }
}

extension TerminalChoiceListTests {
    /// Narrowing the window, on a terminal that cuts its lines (xterm) and on one that
    /// rewraps them (tmux): the prompt and list are drawn again at the new width, once.
    @Test(arguments: [false, true])
    func narrowingTheWindowRedrawsTheListOnceAtTheNewWidth(reflow: Bool) throws {
        let run = try FormlineTerminal(["run", Self.profile], environment: reflow ? ["TMUX": "/tmp/t,1,0"] : [:],
                                       rows: 24, columns: 40)
        try Self.reachCountry(run)
        try run.terminal.sendKeys(.text("ger"))
        try Self.waitForList("2 of 54", run)
        var screen = VirtualScreen(rows: 300, columns: 40)
        screen.feed(run.terminal.output)
        let fed = run.terminal.output.utf8.count
        try run.terminal.resize(rows: 24, columns: 24)
        screen.resize(columns: 24, reflow: reflow)
        try Self.waitForList("2 of 54", run, prompt: "[5/5] Country (54 choi")
        try run.terminal.sendKeys(.text("m"))
        try Self.waitForList("1 of 54", run, prompt: "[5/5] Country (54 choi")
        screen.feed(String(decoding: Array(run.terminal.output.utf8)[fed...], as: UTF8.self))
        let lines = screen.lines
        let start = lines.lastIndex { $0.hasPrefix("[5/5] Country") } ?? 0
        // "[5/5] Country (54 choices): germ" takes two rows at 24 columns.
        #expect(Array(lines[start...]) == ["[5/5] Country (54 choice", "s): germ", "> Germany", "  1 of 54 · ↑↓ · Enter…"],
                "\(lines.joined(separator: "\n"))")
        #expect(lines.filter { $0.contains("Nigeria") }.count <= 1)
        #expect(lines.allSatisfy { $0.count <= 24 })
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""country":"DE""#))
    }
}
