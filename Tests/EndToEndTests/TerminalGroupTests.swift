import Foundation
import Testing
import TestSupport

/// A repeating group at a real terminal (libedit, a pseudo-terminal): each cell prompted as
/// its sub-field, a row left behind shown as one line, F1 naming the row keys, Tab moving
/// through cells and rows, a rule's refusal refocusing that row's sub-field, accessible mode.
@Suite struct TerminalGroupTests {
    private let trip = FormlineTerminal.form("trip")

    @Test func rowsAreTypedCellByCellAndALeftRowShowsAsOneLine() throws {
        let run = try FormlineTerminal(["run", trip])
        try run.type(after: "[1/3] Traveller: ", .text("Ann"), .enter)
        try run.type(after: "[2/3] Leg 1 · From: ", .text("Oslo"), .enter)
        try run.type(after: "[2/3] Leg 1 · To: ", .text("Bergen"), .enter)
        try run.type(after: "[2/3] Leg 1 · Start: ", .text("2026-12-01"), .enter)
        try run.type(after: "[2/3] Leg 1 · End: ", .text("2026-11-30"), .enter)
        // The row's rule refuses it and keeps focus on exactly that cell; Ctrl-U, Enter drops it.
        try run.waitFor("must be after the start")
        try run.type(after: "[2/3] Leg 1 · End: ", .control("u"), .enter)
        try run.type(after: "[2/3] Leg 1 · By (train/plane/bus/car): ", .enter)
        let left = try run.waitFor("[2/3] Leg 2 · From: ")
        #expect(left.contains("✓ Leg 1: Oslo · Bergen · 2026-12-01 · train"))
        // F1 lists the row keys.
        try run.terminal.send("\u{1B}OP")
        let keys = try run.waitFor("Ctrl-C")
        for entry in ["Keys at [2/3] Leg 2 · From:", "add a row after it", "leave the group", "next sub-field, then the next row"] {
            #expect(keys.contains(entry), "\(entry) missing from \(keys)")
        }
        try run.type(after: "[2/3] Leg 2 · From: ", .enter)  // an empty row leaves the group
        try run.type(after: "[3/3] Budget: ", .text("90"), .enter)
        let review = try run.waitFor("Enter to submit")
        #expect(review.contains("Leg (legs): Oslo · Bergen · 2026-12-01 · train"))
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"traveller":"Ann","legs":[{"from":"Oslo","to":"Bergen","start":"2026-12-01","end":null,"mode":"train"}],"budget":90}"# + "\n")
    }

    @Test func tabAndShiftTabMoveThroughCellsAndRowsNeverBlocked() throws {
        let run = try FormlineTerminal(["run", trip])
        try run.type(after: "[1/3] Traveller: ", .text("Ann"), .enter)
        try run.type(after: "[2/3] Leg 1 · From: ", .text("Oslo"), .tab)
        try run.type(after: "[2/3] Leg 1 · To: ", .text("Rome"), .tab)
        try run.type(after: "[2/3] Leg 1 · Start: ", .text("not a date"), .tab)   // kept, not blocking
        try run.type(after: "[2/3] Leg 1 · End: ", .shiftTab)
        try run.type(after: "[2/3] Leg 1 · Start: ", .control("u"), .text("2026-12-02"), .enter)
        try run.type(after: "[2/3] Leg 1 · End: ", .enter)
        try run.type(after: "[2/3] Leg 1 · By (train/plane/bus/car): ", .control("u"), .text("plane"), .enter)
        try run.type(after: "[2/3] Leg 2 · From: ", .enter)
        try run.type(after: "[3/3] Budget: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""legs":[{"from":"Oslo","to":"Rome","start":"2026-12-02","end":null,"mode":"plane"}]"#))
    }

    @Test func accessibleModeSaysTheRowAndSubField() throws {
        let run = try FormlineTerminal(["run", trip, "--accessible"])
        try run.type(after: "Field 1 of 3, Traveller, required: ", .text("Ann"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, From, required, Enter on an empty row finishes the Leg: ", .text("Oslo"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, To, required: ", .text("Rome"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, Start, required: ", .text("2026-12-01"), .enter)
        try run.type(after: "Field 2 of 3, Leg 1 of 1, End, optional: ", .enter)
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
