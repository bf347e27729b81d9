import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Multiple choice at a terminal without cursor movement (`TERM=dumb`): the numbered
/// `[x]`/`[ ]` menu printed above the line, numbers toggling it, typed items with Tab
/// completion per item, a count refused with focus kept, pastes as text, the key help and
/// accessible mode. Where the cursor moves, the menu works in place instead
/// (`TerminalInPlaceMenuTests`).
@Suite(.serialized) struct MultipleChoiceScreenTests: ScreenForms {
    /// The line-by-line terminal these tests run on.
    static let lineByLine = ["TERM": "dumb"]
    static let topics = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/choices/topics.yaml").path
    static let prompt = "[1/2] Topics (1 to 2, separated by commas): "

    /// Waits until the line being edited reads `line` on a virtual screen (libedit redraws
    /// a completed word in pieces, so the raw output does not hold it whole), then types.
    private func type(_ run: InProcessTerminal, whenLineIs line: String, _ keys: TerminalKey...) throws {
        try ProcessInspector.wait(for: "the line '\(line)'") {
            var screen = VirtualScreen(rows: 40, columns: 120)
            screen.feed(run.terminal.output)
            return screen.cursorLine == line
        }
        try run.terminal.waitForRawMode()
        for key in keys { try run.terminal.sendKeys(key) }
    }

    private func finish(_ run: InProcessTerminal, name: String = "Ada") throws {
        try run.type(after: "[2/2] name: ", .text(name), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.terminalIsRestored)
    }

    @Test func accessibleModeTakesNumbersOrNamesSeparatedByCommas() throws {
        let run = try InProcessTerminal(Self.topics, accessible: true)
        try run.type(after: "choose several of 1 New releases, 2 events, 3 Tips, tricks, numbers or names separated by commas: ",
                      .text("3, Events"), .enter)
        try run.type(after: "name", .text("Ada"), .enter)
        // Back to the field: what it holds is read out by label.
        try run.type(after: "press Enter to change it: ", .text("1"), .enter)
        try run.type(after: #"now events, "Tips, tricks", Enter keeps it: "#, .enter)
        try run.type(after: "press Enter to change it: ", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"topics":["events","tips"],"name":"Ada"}"# + "\n")
    }
}
