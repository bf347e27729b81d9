import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// profile's `receipts` note (`type: note`, shown when an email is given): shown at the
/// terminal and read out in accessible mode, never in the answers. (Piped, `fill`,
/// `describe` and `check`: NoteCommandTests.)
@Suite struct NoteScreenTests: ScreenForms, AccessibleScenes {
    @Test func aNoteIsShownAtTheTerminalBeforeTheFieldAfterIt() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("profile"))
        try run.type(after: "[1/5] First name: ", .text("Ada"), .enter)
        try run.type(after: "[2/5] Last name: ", .text("Lovelace"), .enter)
        try run.type(after: "[3/5] Email: ", .text("ada@example.com"), .enter)
        try run.waitFor("Thanks, Ada: receipts will go to ada@example.com.")
        try run.waitFor("[4/5] Handle: ")
        // Back and forth: the note is shown once.
        try run.type(after: "ada-lovelace", .shiftTab)
        try run.type(after: "[3/5] Email: ", .tab)
        try run.waitFor("[4/5] Handle: ")
        try run.type(after: "ada-lovelace", .enter)
        try run.type(after: "[5/5] Country (54 choices): ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.terminal.output.components(separatedBy: "receipts will go to").count == 2)
        #expect(run.standardOutput == #"{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","handle":"ada-lovelace","country":null}"# + "\n")
    }

    @Test func aNoteIsReadOutInAccessibleMode() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("profile"), accessible: true, environment: ["NO_COLOR": ""])
        try run.type(after: "Field 1 of 5, First name, required: ", .text("Ada"), .enter)
        try run.type(after: "Field 2 of 5, Last name, required: ", .text("Lovelace"), .enter)
        try run.type(after: "Field 3 of 5, Email, optional: ", .text("ada@example.com"), .enter)
        try run.waitFor("Note: Thanks, Ada: receipts will go to ada@example.com.\r\n")
        try run.type(after: "Enter keeps it: ", .enter)
        try run.type(after: "Field 5 of 5, Country, optional, 54 choices, type a number, a name, or part of a name to search: ", .enter)
        try run.type(after: "press Enter to change it: ", .enter)
        #expect(try run.waitForExit() == 0)
        expectNoEscapes(run)
        #expect(!run.standardOutput.contains("receipts"))
    }
}
