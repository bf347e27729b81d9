import Foundation
import Testing
import TestSupport

/// Multiple choice at a terminal without cursor movement (`TERM=dumb`): the numbered
/// `[x]`/`[ ]` menu printed above the line, numbers toggling it, typed items with Tab
/// completion per item, a count refused with focus kept, pastes as text, the key help and
/// accessible mode. Where the cursor moves, the menu works in place instead
/// (`TerminalInPlaceMenuTests`).
@Suite(.serialized) struct TerminalMultipleChoiceTests: MultipleChoiceScenes {
    /// The line-by-line terminal these tests run on.
    static let lineByLine = ["TERM": "dumb"]
    @Test func numbersToggleTheMenuAndEnterAccepts() throws {
        let run = try FormlineTerminal(["run", Self.topics], environment: Self.lineByLine)
        try run.waitFor("  1 [ ] New releases\r\n  2 [ ] events\r\n  3 [ ] Tips, tricks\r\n")
        try run.type(after: Self.prompt, .text("1 3"), .enter)
        // Toggled, the menu is shown again and the line holds the picked values.
        try run.waitFor("  1 [x] New releases\r\n  2 [ ] events\r\n  3 [x] Tips, tricks\r\n")
        // A number typed over the line toggles again (the line is replaced, not appended to).
        try type(run, whenLineIs: Self.prompt + #"New releases, "Tips, tricks""#, .text("3"), .enter)
        try run.waitFor("  1 [x] New releases\r\n  2 [ ] events\r\n  3 [ ] Tips, tricks\r\n")
        try type(run, whenLineIs: Self.prompt + "New releases", .text("2"), .enter)
        try type(run, whenLineIs: Self.prompt + "New releases, events", .enter)
        try finish(run)
        #expect(run.standardOutput == #"{"topics":["releases","events"],"name":"Ada"}"# + "\n")
    }

    @Test func aNumberThenSpaceTogglesAtOnce() throws {
        let run = try FormlineTerminal(["run", Self.topics], environment: Self.lineByLine)
        try run.type(after: Self.prompt, .text("2"), .text(" "))
        try run.waitFor("  1 [ ] New releases\r\n  2 [x] events\r\n  3 [ ] Tips, tricks\r\n")
        try type(run, whenLineIs: Self.prompt + "events", .text("3"), .text(" "))
        try run.waitFor("  1 [ ] New releases\r\n  2 [x] events\r\n  3 [x] Tips, tricks\r\n")
        // Space inside a name is a space: "New releases" is typed whole.
        try type(run, whenLineIs: Self.prompt + #"events, "Tips, tricks""#, .control("u"), .text("New releases"), .enter)
        try finish(run)
        #expect(run.standardOutput == #"{"topics":["releases"],"name":"Ada"}"# + "\n")
    }

    @Test func typedItemsCompleteOneByOneWithTab() throws {
        let run = try FormlineTerminal(["run", Self.topics], environment: Self.lineByLine)
        // A completed item gets the separator, ready for the next (issue 24: not "eventsTi").
        try run.type(after: Self.prompt, .text("ev"), .tab)
        try type(run, whenLineIs: Self.prompt + "events,", .text("Ti"), .tab)
        try type(run, whenLineIs: Self.prompt + #"events, "Tips, tricks","#, .enter)
        try run.type(after: "[2/2] name: ", .text("Ada"), .enter)
        try run.waitFor("[1/2] Topics (topics): events; Tips, tricks")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"topics":["events","tips"],"name":"Ada"}"# + "\n")
    }

    @Test func tooManyChoicesAreRefusedAndFocusStays() throws {
        let run = try FormlineTerminal(["run", Self.topics], environment: Self.lineByLine)
        try run.type(after: Self.prompt, .text("1 2 3"), .enter)
        try type(run, whenLineIs: Self.prompt + #"New releases, events, "Tips, tricks""#, .enter)
        try run.waitFor("  ! takes at most 2 choices")
        // Still the same field, with the menu and the refused line; a number toggles it.
        try run.waitFor("  1 [x] New releases\r\n  2 [x] events\r\n  3 [x] Tips, tricks\r\n")
        try type(run, whenLineIs: Self.prompt + #"New releases, events, "Tips, tricks""#, .text("2"), .enter)
        try type(run, whenLineIs: Self.prompt + #"New releases, "Tips, tricks""#, .enter)
        try finish(run)
        #expect(run.standardOutput == #"{"topics":["releases","tips"],"name":"Ada"}"# + "\n")
    }

    @Test func aPasteIsTextAndTheKeyHelpListsTheMenuKeys() throws {
        let run = try FormlineTerminal(["run", Self.topics], environment: Self.lineByLine)
        try run.type(after: Self.prompt, .text("\u{1B}OP"))
        try run.waitFor("toggle that choice in the menu (numbers then Enter: several, 1 3)")
        try run.waitFor("complete the choice after the last comma; else next field")
        try run.type(after: Self.prompt, TerminalKey.pasted("events,tips\n"))
        try type(run, whenLineIs: Self.prompt + "events,tips")
        #expect(run.terminal.isRunning)
        #expect(run.standardOutput.isEmpty)
        try run.terminal.sendKeys(.enter)
        // Tab moves on whatever the line holds (never blocked); the answer was kept.
        try run.type(after: "[2/2] name: ", .shiftTab)
        try type(run, whenLineIs: Self.prompt + #"events, "Tips, tricks""#, .tab)
        try finish(run)
        #expect(run.standardOutput == #"{"topics":["events","tips"],"name":"Ada"}"# + "\n")
    }

    @Test func controlZAndAResizeKeepTheLineAndTheMenuKeys() throws {
        let run = try FormlineTerminal(["run", Self.topics], environment: Self.lineByLine, jobControl: true)
        try run.type(after: Self.prompt, .text("ev"), .control("z"))
        try run.waitForState("T")
        #expect(run.terminalIsRestored)
        try run.fg()
        try run.terminal.waitForRawMode()
        try run.terminal.resize(rows: 30, columns: 70)
        try type(run, whenLineIs: Self.prompt + "ev", .tab)
        try type(run, whenLineIs: Self.prompt + "events,", .enter)
        try run.type(after: "[2/2] name: ", .shiftTab)
        // Back at the field, a number then Space still toggles.
        try run.type(after: Self.prompt, .text("1"), .text(" "))
        try run.waitFor("  1 [x] New releases\r\n  2 [x] events\r\n")
        try type(run, whenLineIs: Self.prompt + "New releases, events", .enter)
        try finish(run)
        #expect(run.standardOutput == #"{"topics":["releases","events"],"name":"Ada"}"# + "\n")
    }

    @Test func manyChoicesStayANumberedMenuNotAFilteredList() throws {
        let many = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/choices/many-topics.yaml").path
        let run = try FormlineTerminal(["run", many], environment: Self.lineByLine)
        try run.waitFor("   9 [ ] t9\r\n  10 [ ] t10\r\n  11 [ ] t11\r\n  12 [ ] t12\r\n")
        try run.type(after: "[1/1] Topics (several, separated by commas): ", .text("11"), .text(" "))
        try run.waitFor("  11 [x] t11\r\n")
        try type(run, whenLineIs: "[1/1] Topics (several, separated by commas): t11", .text(", t2"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"topics":["t2","t11"]}"# + "\n")
    }

}
