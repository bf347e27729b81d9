import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Multiple choice at a terminal without cursor movement (`TERM=dumb`): the numbered
/// `[x]`/`[ ]` menu printed above the line, numbers toggling it, typed items with Tab
/// completion per item, a count refused with focus kept, pastes as text, the key help and
/// accessible mode. Where the cursor moves, the menu works in place instead
/// (`TerminalInPlaceMenuTests`).
@Suite(.serialized) struct MultipleChoiceScreenTests: ScreenForms, MultipleChoiceScenes {
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
