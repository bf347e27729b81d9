import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

@Suite struct ReviewScreenTests: ScreenForms {
    @Test func reviewMasksSecretsAndEditsAFieldThenComesBack() throws {
        let run = try InProcessTerminal(login)
        try run.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try run.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try run.type(after: "[3/3] Remember", .enter)
        let review = try run.type(after: "Enter to submit, or a field number or id to change: ", .text("1"), .enter)
        #expect(review.contains("[2/3] Password (password): ********"))
        #expect(review.contains("[1/3] Username (username): ada"))
        try run.waitFor("[1/3] Username: ")
        try run.type(after: "ada", .text("x"), .enter)
        // Back to the review, not to the next field.
        let again = try run.type(after: "Enter to submit", .text("remember"), .enter)
        #expect(again.contains("[1/3] Username (username): adax"))
        try run.waitFor("[3/3] Remember")
        try run.type(after: "no", .control("u"), .text("yes"), .enter)
        try run.type(after: "Enter to submit", .text("nope"), .enter)
        try run.type(after: "no field 'nope'", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"username":"adax","password":"correct horse","remember":true}"# + "\n")
        #expect(!run.screen.contains("correct horse"))
    }

    @Test func listRowsInsertAfterTheFocusedRowAndEmptyRowsGo() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminder-list"))
        try run.type(after: "[1/3] List", .enter)
        try run.type(after: "[2/3] Reminders, row 1: ", .text("Call Bob"), .enter)
        try run.type(after: "[2/3] Reminders, row 2: ", .text("Send report"), .enter)
        try run.type(after: "[2/3] Reminders, row 3: ", .enter)
        // The empty row went when the list was left: back from Notify lands on row 2.
        try run.type(after: "[3/3] Notify me? (yes/no): ", .shiftTab)
        try run.waitFor("[2/3] Reminders, row 2: ")
        try run.type(after: "Send report", .shiftTab)
        // Enter on row 1 inserts a row after it.
        try run.waitFor("[2/3] Reminders, row 1: ")
        try run.type(after: "Call Bob", .enter)
        try run.type(after: "[2/3] Reminders, row 2: ", .text("Buy milk"), .enter)
        try run.type(after: "[2/3] Reminders, row 3: ", .enter)
        try run.type(after: "[3/3] Notify me?", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"list":"Personal","reminders":["Call Bob","Buy milk","Send report"],"notify":true}"# + "\n")
    }

}

extension ReviewScreenTests {
    @Test func failedSubmitShowsTheMessageAndRefocusesTheFieldWithItsText() throws {
        let run = try InProcessTerminal(Fixtures.formURL("review-names").path)
        try run.type(after: "[1/2] Name: ", .text("bob"), .enter)
        try run.type(after: "[2/2] Nickname: ", .text("bobby"), .enter)
        // Change the name from the review: the rule comparing the nickname with it is checked
        // again at once (issue 24, item 5; it used to fail only on submit, as
        // "! Nickname: must differ from the name").
        try run.type(after: "Enter to submit", .text("1"), .enter)
        try run.waitFor("[1/2] Name: ")
        try run.type(after: "bob", .text("by"), .enter)
        try run.waitFor("! must differ from the name")
        try run.waitFor("[2/2] Nickname: ")
        try run.type(after: "bobby", .backspace, .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"name":"bobby","nickname":"bobb"}"# + "\n")
    }
}
