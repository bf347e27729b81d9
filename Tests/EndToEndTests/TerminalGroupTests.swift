import Foundation
import Testing
import TestSupport

/// A repeating group at a real terminal (libedit, a pseudo-terminal): each cell prompted as
/// its sub-field, a row left behind shown as one line, F1 naming the row keys, Tab moving
/// through cells and rows, a rule's refusal refocusing that row's sub-field, accessible mode.
@Suite struct TerminalGroupTests {
    private let trip = FormlineTerminal.form("trip")

    /// reminders.yaml's row 1 from its Due date on (its title entered): no date, the
    /// default priority, then Enter on row 2's empty Title leaves the group.
    private static func finishRowOne(_ run: FormlineTerminal) throws {
        try run.type(after: "Date [2026-11-22]: ", .enter)
        try run.type(after: "[2/3] Reminder 1 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 2 · Title: ", .enter)
    }

    @Test func accessibleModeSaysTheRowAndSubField() throws {
        let run = try FormlineTerminal(["run", trip, "--accessible"])
        try run.type(after: "Field 1 of 3, Traveller, required: ", .text("Ann"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, From, required, Enter on an empty row finishes the Leg: ", .text("Oslo"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, To, required: ", .text("Rome"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, Start, required; type a date like", .text("2026-12-01"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, End, optional; type a date like", .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, By, optional, choose 1 train, 2 plane, 3 bus, 4 car, now train, Enter keeps it: ", .enter)
        let done = try run.waitFor("Field 2 of 3, Leg 2 of 2, From, required, Enter on an empty row finishes the Leg: ")
        #expect(done.contains("Leg 1 done: Oslo, Rome, 2026-12-01, train"))
        try run.sendWhenRead(.enter)
        try run.type(after: "Field 3 of 3, Budget, optional", .enter)
        try run.type(after: "Review", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""legs":[{"from":"Oslo","to":"Rome","start":"2026-12-01","end":null,"mode":"train"}]"#))
    }
}
