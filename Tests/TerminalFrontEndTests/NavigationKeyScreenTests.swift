import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Tab and Shift-Tab are never blocked, whatever the field holds and whatever the keymap.
@Suite struct NavigationKeyScreenTests: ScreenForms {
    var reminders: String { FormlineTerminal.form("reminder-list") }

    @Test func tabAndShiftTabLeaveChoiceAndConfirmFieldsHoldingAnythingAndStopAtAnEmptyList() throws {
        let run = try InProcessTerminal(reminders)
        // Empty choice: Tab moves on, to the list with no rows (not past it).
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", .control("u"), .tab)
        try run.type(after: "[2/3] Reminders, row 1: ", .shiftTab)
        // A value that is no choice: Tab still moves on.
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", .text("zzz"), .tab)
        // Leaving the still-empty required list with Tab says why, and moves on.
        try run.type(after: "[2/3] Reminders, row 1: ", .tab)
        try run.waitFor("! Reminders: ")
        // An invalid confirm value: Shift-Tab goes back.
        try run.type(after: "[3/3] Notify me? (yes/no): ", .control("u"), .text("maybe"), .shiftTab)
        try run.type(after: "[2/3] Reminders, row 1: ", .text("Call Bob"), .tab)
        // Tab out of the list answered it: after Notify comes the review, not the list again.
        try run.type(after: "[3/3] Notify me? (yes/no): ", .control("u"), .text("yes"), .enter)
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", .control("u"), .text("Work"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"list":"Work","reminders":["Call Bob"],"notify":true}"# + "\n")
    }

}

extension NavigationKeyScreenTests {
    @Test func tabOutOfAListFilledToItsMaximumLandsOnTheNextField() throws {
        let run = try InProcessTerminal(Fixtures.formURL("navigation-one-row").path)
        try run.type(after: "[1/3] Items, row 1: ", .text("a"), .tab)
        // On the note, unanswered: Tab did not also answer it.
        try run.type(after: "[2/3] Note: ", .text("n"), .enter)
        try run.type(after: "[3/3] Last: ", .text("z"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"items":["a"],"note":"n","last":"z"}"# + "\n")
        #expect(!run.screen.contains("! "), "a message: \(run.screen)")
    }
}
