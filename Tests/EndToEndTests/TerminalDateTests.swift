import Foundation
import Testing
import TestSupport

extension TerminalRunTests {
    var newTask: String { FormlineTerminal.form("new-task") }

    /// Issue 24, item 4: with TERM=dumb the date step is one typed line, no calendar (every
    /// key printed another whole month).
    @Test func aDumbTerminalTypesTheDateOnOneLine() throws {
        let run = try FormlineTerminal(["run", newTask], environment: ["TERM": "dumb"])
        try run.type(after: "[1/4] Title: ", .text("Plan"), .control("t"))
        let question = "Field 4 of 4, Due date, required, between 2026-11-22 and 2031-11-22; "
            + "type a date like 2026-12-22, tomorrow, +3d: "
        try run.type(after: question, .text("someday"), .enter)
        try run.waitFor("Due date: \"someday\" is not a date")
        try run.type(after: question, .text("tomorrow"), .enter)
        try run.waitFor("Due date: 2026-11-23, Monday\r\n")
        try run.type(after: "[1/4] Title: ", .enter)
        try run.type(after: "[2/4] Note: ", .enter)
        try run.type(after: "[3/4] Attachment: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(!run.terminal.output.contains("Mo  Tu"), "a calendar was drawn")
        #expect(run.standardOutput == #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"# + "\n")
    }
}

extension TerminalRunTests {
    /// Issue 35 item 5: Ctrl-T where no date step can open says where the dates are on a
    /// form whose dates are in a group's rows, and the text typed is kept (in the draft too).
    /// (On a form with no date at all: DateScreenTests.)
    @Test func controlTOnAFormWithDatesOnlyInRowsSaysWhereTheyAre() throws {
        let trip = try FormlineTerminal(["run", FormlineTerminal.form("trip")])
        try trip.type(after: "Traveller", .text("Ann"), .control("t"))
        try trip.waitFor("Ctrl-T opens the calendar at a date in a row (Leg · Start, Leg · End)")
        try trip.type(after: "Traveller", .control("c"))
        #expect(try trip.waitForExit() == 130)
        #expect(trip.home.draftFiles.values.first?.contains(#""traveller":{"text":"Ann"}"#) == true, "\(trip.home.draftFiles)")
    }
}
