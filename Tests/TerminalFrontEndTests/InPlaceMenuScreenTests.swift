import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Choice fields as menus that work in place (issue 24 items 2, 3, 7): every choice field,
/// short or long, one choice or several, gets its menu below the prompt, redrawn (never
/// printed again) as the highlight moves, a choice is toggled or a pick is refused. What
/// formline wrote is replayed on a `VirtualScreen` of the terminal's size: the tests see
/// the rows a person would, at 100, 40 and 24 columns.
@Suite(.serialized) struct InPlaceMenuScreenTests: ScreenForms {
    /// The screen now, `rows` high (the terminal's: nothing scrolled off).
    static func screen(_ run: InProcessTerminal, rows: Int = 30, columns: Int) -> [String] {
        run.seen(rows: rows, columns: columns)
    }

    /// Where the menu starts (its first row) and how many rows it takes to the end of the
    /// screen: what is below the prompt and its text.
    static func menu(_ lines: [String]) -> (start: Int, rows: Int) {
        let start = lines.firstIndex { $0.hasPrefix("  1 [") || $0.hasPrefix("> 1 [") } ?? lines.count
        return (start, lines.count - start)
    }

    /// The prompt and text as drawn, from the row starting with `prompt` to the menu's
    /// first row, joined without spaces (a row's trailing space is not on the screen).
    static func line(_ lines: [String], prompt: String = "[1/2] Topics") -> String? {
        guard let top = lines.lastIndex(where: { $0.hasPrefix(prompt) }) else { return nil }
        let end = menu(lines).start
        guard end > top else { return nil }
        return lines[top..<end].joined().filter { $0 != " " }
    }

    /// Waits until the menu shows `status` and the line, drawn again after it, reads
    /// `text`: the screen has settled after a key. Returns it.
    static func settled(_ run: InProcessTerminal, columns: Int, _ text: String, status: String) throws -> [String] {
        let expected = text.filter { $0 != " " }
        var lines: [String] = []
        try ProcessInspector.wait(for: "the line '\(text)' over '\(status)'") {
            lines = screen(run, columns: columns)
            return line(lines) == expected && lines.last?.contains(status) == true
        }
        return lines
    }

    /// Waits until the screen shows a line containing `text` (drawn in place, the raw
    /// output may hold it from an earlier draw: the screen is what counts).
    static func waitForScreen(_ run: InProcessTerminal, columns: Int, _ what: String, _ test: @escaping ([String]) -> Bool) throws {
        try ProcessInspector.wait(for: what) { test(screen(run, columns: columns)) }
    }

    @Test(arguments: [100, 40, 24])
    func multipleChoiceTogglesInPlaceAndAFourthPickIsRefusedWhereItIsMade(columns: Int) throws {
        let run = try InProcessTerminal(Fixtures.formURL("menus").path, rows: 30, columns: UInt16(columns))
        let prompt = "[1/2] Topics (1 to 3, separated by commas): "
        try run.terminal.waitForRawMode()
        let first = try Self.settled(run, columns: columns, prompt, status: "0 picked")
        #expect(first.filter { $0.contains("[ ]") }.count == 5, "\(first.joined(separator: "\n"))")
        // The menu opens on its first choice (issue 35 item 4): it is highlighted before any key.
        #expect(first.contains("> 1 [ ] New releases"), "\(first.joined(separator: "\n"))")
        // Space checks it: the same rows, drawn again.
        try run.terminal.sendKeys(.text(" "))
        let toggled = try Self.settled(run, columns: columns, prompt + "New releases, ", status: "1 picked")
        // One toggle adds no line: the same prompt row, the menu's 5 rows and status below the
        // text (which may take one more row as it grows), nothing else.
        let top = first.firstIndex { $0.hasPrefix("[1/2] Topics") }
        #expect(top != nil && toggled.firstIndex { $0.hasPrefix("[1/2] Topics") } == top)
        #expect(Self.menu(first).rows == 6 && Self.menu(toggled).rows == 6, "\(toggled.joined(separator: "\n"))")
        #expect(toggled.count - first.count == Self.menu(toggled).start - Self.menu(first).start)
        #expect(toggled.contains("> 1 [x] New releases"), "\(toggled.joined(separator: "\n"))")
        try run.terminal.sendKeys(.down, .text(" "), .down, .text(" "))
        let three = prompt + #"New releases, events, "Tips, tricks", "#
        _ = try Self.settled(run, columns: columns, three, status: "3 picked")
        // A fourth pick (maxItems: 3) is refused at once, the reason in place of the status line.
        try run.terminal.sendKeys(.down, .text(" "))
        let refused = try Self.settled(run, columns: columns, three, status: "! takes at most")
        #expect(Self.menu(refused).rows == 6, "\(refused.joined(separator: "\n"))")
        #expect(refused.filter { $0.hasPrefix("[1/2] Topics") }.count == 1, "the prompt is never printed again")
        #expect(refused.filter { $0.contains("[x]") }.count == 3)
        #expect(refused.contains("> 4 [ ] security"), "\(refused.joined(separator: "\n"))")
        #expect(!refused.contains { $0.contains("picked") })
        #expect(refused.allSatisfy { DisplayWidthForTests.width($0) <= columns })
        // Enter accepts; the menu is erased: no stale row below the next prompt.
        try run.terminal.sendKeys(.enter)
        try run.waitFor("[2/2] Country")
        try run.waitFor("3 choices")
        let next = Self.screen(run, columns: columns)
        #expect(!next.contains { $0.contains("[x]") || $0.contains("[ ]") || $0.contains("! takes") }, "\(next.joined(separator: "\n"))")
        // Filtering folds case and accents: `turk` finds Türkiye.
        try run.terminal.sendKeys(.text("turk"))
        // The highlight and the status line under it may reach the screen in two writes: wait for both.
        try Self.waitForScreen(run, columns: columns, "Türkiye and the status 1 of 3") {
            $0.contains("> Türkiye") && $0.contains { $0.hasPrefix("  1 of 3") }
        }
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"topics":["releases","events","tips"],"country":"TR"}"# + "\n")
        #expect(run.terminalIsRestored)
    }

    @Test(arguments: [100, 40, 24])
    func aShortChoiceIsAMenuMovedByUpDownAndRedrawnInPlace(columns: Int) throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminder-list"), rows: 30, columns: UInt16(columns))
        try run.terminal.waitForRawMode()
        let first = try Self.shortMenu(run, columns: columns, highlighting: "> Personal")
        // The value it holds (the default) is highlighted.
        #expect(first.contains("> Personal"), "\(first.joined(separator: "\n"))")
        try run.terminal.sendKeys(.down, .down)
        let moved = try Self.shortMenu(run, columns: columns, highlighting: "> Shopping")
        #expect(moved.count == first.count, "\(moved.joined(separator: "\n"))")
        #expect(moved.filter { $0.hasPrefix(">") } == ["> Shopping"])
        try run.terminal.sendKeys(.enter)
        try run.waitFor("Reminders, row 1:")
        let next = Self.screen(run, columns: columns)
        // Below the answered prompt only the next one: the menu left no row behind.
        #expect(!next.contains { ["  Personal", "  Work", "> Shopping"].contains($0) || $0.contains("3 choices") },
                "\(next.joined(separator: "\n"))")
        // The answered field is one line (the compact layout), the prompt never printed again.
        #expect(next.filter { $0.hasPrefix("List: Shopping") }.count == 1, "\(next.joined(separator: "\n"))")
        #expect(!next.contains { $0.hasPrefix("[1/3] List") }, "\(next.joined(separator: "\n"))")
        #expect(next.last?.hasPrefix("[2/3] Reminders") == true || next.last == "row 1:", "\(next.joined(separator: "\n"))")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// Waits until reminders' List menu highlights `row`, with the prompt drawn again.
    static func shortMenu(_ run: InProcessTerminal, columns: Int, highlighting row: String) throws -> [String] {
        var lines: [String] = []
        try ProcessInspector.wait(for: "the menu at '\(row)'") {
            lines = screen(run, columns: columns)
            return lines.contains(row) && lines.contains { $0.hasPrefix("[1/3] List") } && lines.joined().contains("Shopping): Personal")
        }
        return lines
    }

    @Test func tabCompletionAddsTheSeparator() throws {
        let topics = Fixtures.root.appendingPathComponent("choices/topics.yaml").path
        let run = try InProcessTerminal(topics, rows: 30, columns: 100)
        try run.type(after: "separated by commas): ", .text("ev"), .tab)
        try Self.waitForScreen(run, columns: 100, "events, ") { $0.contains { $0.hasSuffix("commas): events,") } }
        try run.terminal.sendKeys(.text("Ti"), .tab)
        // The menu, drawn again after the completion, checks both.
        try Self.waitForScreen(run, columns: 100, "Tips") {
            $0.contains { $0.hasSuffix(#"commas): events, "Tips, tricks","#) } && $0.filter { $0.contains("[x]") }.count == 2
        }
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[2/2] name: ", .text("Ada"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"topics":["events","tips"],"name":"Ada"}"# + "\n")
    }

    @Test func numbersThenEnterOrSpaceStillToggleInPlace() throws {
        let topics = Fixtures.root.appendingPathComponent("choices/topics.yaml").path
        let run = try InProcessTerminal(topics, rows: 30, columns: 100)
        let prompt = "[1/2] Topics (1 to 2, separated by commas): "
        try run.type(after: "separated by commas): ", .text("1 3"), .enter)
        var shown = try Self.settled(run, columns: 100, prompt + #"New releases, "Tips, tricks", "#, status: "2 picked")
        // The first choice is highlighted from the start (issue 35 item 4).
        #expect(shown.contains("> 1 [x] New releases") && shown.contains("  3 [x] Tips, tricks"), "\(shown.joined(separator: "\n"))")
        // A number then Space toggles that choice: 3 off again.
        try run.terminal.sendKeys(.text("3"), .text(" "))
        shown = try Self.settled(run, columns: 100, prompt + "New releases, ", status: "1 picked")
        #expect(shown.filter { $0.hasPrefix("[1/2] Topics") }.count == 1, "the prompt is never printed again")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[2/2] name: ", .text("Ada"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"topics":["releases"],"name":"Ada"}"# + "\n")
    }

    @Test func aLongMultipleChoiceFiltersAndPagesLikeASingleOne() throws {
        let many = Fixtures.root.appendingPathComponent("choices/many-topics.yaml").path
        // 12 rows: the title and key hint (left on screen), the prompt's two rows at 40
        // columns, 6 choices a page, the status line, a spare row.
        let run = try InProcessTerminal(many, rows: 12, columns: 40)
        try run.waitFor("page 1/2")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("\u{1B}[6~"))
        try Self.waitForScreen(run, columns: 40, "page 2") { $0.contains { $0.contains("page 2/2") } }
        try run.terminal.sendKeys(.text(" "))  // t7, the highlight PgDn landed on
        try Self.waitForScreen(run, columns: 40, "1 picked") { $0.contains { $0.contains("1 picked") } }
        try run.terminal.sendKeys(.text("t1"))
        try Self.waitForScreen(run, columns: 40, "4 of 12") { $0.contains { $0.hasPrefix("  4 of 12") } }
        let shown = Self.screen(run, rows: 12, columns: 40)
        #expect(shown.filter { $0.hasSuffix("[ ] t10") || $0.hasSuffix("[ ] t11") }.count == 2, "\(shown.joined(separator: "\n"))")
        #expect(!shown.contains { $0.hasSuffix(" t2") || $0.hasSuffix(" t7") })
        // The moved highlight (kept in place, on the last match) goes up to t11; Space checks
        // it, the filter text giving way to it.
        try run.terminal.sendKeys(.down, .down, .up, .text(" "))
        try Self.waitForScreen(run, columns: 40, "2 picked") { $0.contains { $0.contains("2 picked") } }
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"topics":["t7","t11"]}"# + "\n")
    }

    @Test func hostileLabelsAreShownSafelyInTheMenu() throws {
        let form = Fixtures.root.appendingPathComponent("choices/hostile-labels.yaml").path
        let run = try InProcessTerminal(form, rows: 30, columns: 24)
        try run.waitFor("3 choices")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.down, .down, .down)
        try Self.waitForScreen(run, columns: 24, "the third") { $0.contains { $0.hasPrefix("> 日本語") } }
        #expect(Self.screen(run, columns: 24).allSatisfy { DisplayWidthForTests.width($0) <= 24 })
        try run.terminal.sendKeys(.enter)
        // The multiple choice's rows too: the first checked.
        try run.waitFor("0 picked")
        // The picked label took a row more than the empty line did: written over clean rows,
        // nothing of the menu row it replaced is left beside it.
        let answered = Self.screen(run, columns: 24)
        // The answered field collapsed to `Pick: label`, wrapped at 24 columns.
        #expect(answered.joined().contains("Pick:日本語の長い選択肢の名前です"), "\(answered.joined(separator: "\n"))")
        #expect(!answered.contains { $0.hasPrefix("> 日本語") || $0.contains("3 choices ·") && !$0.contains("0 picked") },
                "\(answered.joined(separator: "\n"))")
        // The multiple choice's menu opens on its first choice: Space checks it.
        #expect(answered.contains { $0.hasPrefix("> 1 [ ]") }, "\(answered.joined(separator: "\n"))")
        try run.terminal.sendKeys(.text(" "))
        try Self.waitForScreen(run, columns: 24, "1 picked") { $0.contains { $0.contains("1 picked") } }
        #expect(Self.screen(run, columns: 24).allSatisfy { DisplayWidthForTests.width($0) <= 24 })
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        let output = run.terminal.output
        #expect(!output.contains("\u{1B}]0;") && !output.contains("\u{202E}") && !output.contains("\u{07}"))
        #expect(run.standardOutput == #"{"pick":"c","several":["a"]}"# + "\n")
    }

}

extension InPlaceMenuScreenTests {
    /// Ctrl-K on an empty list row deletes it; F1 at a row says so, and what Tab does.
    @Test func controlKOnAnEmptyRowDeletesTheRow() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminder-list"), rows: 30, columns: 100)
        try run.type(after: "3 choices", .enter)
        try run.type(after: "Reminders, row 1: ", .text("a"), .enter)
        try run.type(after: "Reminders, row 2: ", .text("b"), .enter)
        try run.type(after: "Reminders, row 3: ", .text("c"), .enter)
        try run.type(after: "Reminders, row 4: ", .text("\u{1B}OP"))
        try run.waitFor("next row (the text is kept)")
        try run.waitFor("Ctrl-K on an empty line")
        try run.type(after: "Reminders, row 4: ", .shiftTab)
        // The last row: emptied and deleted, focus stays in the list on the row above.
        try run.type(after: "Reminders, row 3: ", .control("u"), .control("k"))
        try run.type(after: "Reminders, row 2: ", .shiftTab)
        // Not the last row: the row below takes its place.
        try run.type(after: "Reminders, row 1: ", .control("u"), .control("k"))
        try run.type(after: "Reminders, row 1: ", .control("e"), .text("!"), .enter)
        try run.type(after: "Reminders, row 2: ", .enter)
        try run.type(after: "Notify me?", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""reminders":["b!"]"#), "\(run.standardOutput)")
    }

    /// Ctrl-K off a list row, or on a row with text, is still libedit's kill to the end
    /// of the line.
    @Test func controlKElsewhereStillKillsToTheEndOfTheLine() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminder-list"), rows: 30, columns: 100)
        try run.type(after: "3 choices", .enter)
        try run.type(after: "Reminders, row 1: ", .text("milk and eggs"), .control("a"), .control("f"), .control("f"),
                      .control("f"), .control("f"), .control("k"), .enter)
        try run.type(after: "Reminders, row 2: ", .enter)
        try run.type(after: "Notify me?", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""reminders":["milk"]"#), "\(run.standardOutput)")
    }
}
