import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// A repeating group at a real terminal (libedit, a pseudo-terminal): each cell prompted as
/// its sub-field, a row left behind shown as one line, F1 naming the row keys, Tab moving
/// through cells and rows, a rule's refusal refocusing that row's sub-field, accessible mode.
@Suite struct GroupScreenTests: ScreenForms {
    private let trip = FormlineTerminal.form("trip")

    @Test func rowsAreTypedCellByCellAndALeftRowShowsAsOneLine() throws {
        let run = try InProcessTerminal(trip)
        try run.type(after: "[1/3] Traveller: ", .text("Ann"), .enter)
        try run.type(after: "[2/3] Leg 1 · From: ", .text("Oslo"), .enter)
        try run.type(after: "[2/3] Leg 1 · To: ", .text("Bergen"), .enter)
        // A date sub-field reached in order opens the date step (a date typed there too).
        try run.waitFor("[2/3] Leg 1 · Start: November 2026")
        try run.type(after: "Date [2026-11-22]: ", .text("2026-12-01"), .enter)
        try run.waitFor("[2/3] Leg 1 · End: November 2026")
        try run.type(after: "Date [2026-11-22]: ", .text("2026-11-30"), .enter)
        // The row's rule refuses it and keeps the step of exactly that cell open; Tab leaves
        // it for the row's next sub-field, the end not given.
        try run.waitFor("must be after the start")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.tab)
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

    /// Ctrl-T in a row opens the date step for that row's date sub-field; picking answers
    /// that cell and gives focus back to the row's Title, what was typed there kept; reached
    /// in order, the row's date sub-field opens the step too.
    @Test func controlTInARowPicksTheRowsDateAndGoesBackToItsTitle() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminders"))
        try run.type(after: "[1/3] List", .enter)
        try run.type(after: "[2/3] Reminder 1 · Title: ", .text("Milk"), .control("t"))
        try run.waitFor("Date [2026-11-22]: ")
        try run.terminal.waitForRawMode()
        var screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.terminal.output)
        #expect(screen.lines.contains("[2/3] Reminder 1 · Due date: November 2026"), "\(screen.lines)")
        try run.terminal.sendKeys(.right, .enter)
        try run.waitFor("Due date: 2026-11-23")
        try run.waitFor("[2/3] Reminder 1 · Title: ")
        try run.terminal.waitForRawMode()
        screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.terminal.output)
        #expect(screen.lines.last { !$0.isEmpty } == "[2/3] Reminder 1 · Title: Milk", "\(screen.lines)")
        try run.terminal.sendKeys(.enter)
        // Reached in order, the row's Due date opens the date step on the date picked.
        try run.waitFor("[2/3] Reminder 1 · Due date: November 2026")
        try run.type(after: "Date [2026-11-23]: ", .enter)
        try run.type(after: "[2/3] Reminder 1 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 2 · Title: ", .enter)
        try run.type(after: "[3/3] Notify me?", .enter)
        try run.waitFor("Enter to submit")
        try run.terminal.waitForRawMode()
        screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.terminal.output)
        #expect(screen.lines.contains { $0.contains("Milk · 2026-11-23 · medium") }, "\(screen.lines)")
        try run.terminal.sendKeys(.enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""reminders":[{"title":"Milk","due":"2026-11-23","priority":"medium"}]"#))
    }

    /// At the review a row's sub-field is chosen by its path (`reminders.2.due`).
    @Test func theReviewFocusesARowsSubFieldByItsPath() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminders"))
        try run.type(after: "[1/3] List", .enter)
        try run.type(after: "[2/3] Reminder 1 · Title: ", .text("Milk"), .enter)
        try run.waitFor("[2/3] Reminder 1 · Due date: November 2026")
        try run.type(after: "Date [2026-11-22]: ", .enter)
        try run.type(after: "[2/3] Reminder 1 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 2 · Title: ", .text("Bread"), .enter)
        try run.waitFor("[2/3] Reminder 2 · Due date: November 2026")
        try run.type(after: "Date [2026-11-22]: ", .enter)
        try run.type(after: "[2/3] Reminder 2 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 3 · Title: ", .enter)
        try run.type(after: "[3/3] Notify me?", .enter)
        try run.type(after: "Enter to submit", .text("reminders.9.due"), .enter)
        try run.waitFor("(a row's sub-field: reminders.1.title)")
        try run.type(after: "Enter to submit", .text("reminders.2.due"), .enter)
        try run.type(after: "[2/3] Reminder 2 · Due date: ", .control("u"), .text("2026-12-24"), .enter)
        try run.type(after: "[2/3] Reminder 2 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 3 · Title: ", .enter)
        try run.waitFor("Enter to submit")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.enter)
        #expect(try run.waitForExit() == 0)
        // Enter on the untouched calendar of an optional date leaves it empty (issue 35 item 6).
        #expect(run.standardOutput.contains(#"{"title":"Milk","due":null,"priority":"medium"},{"title":"Bread","due":"2026-12-24","priority":"medium"}]"#), "\(run.standardOutput)")
    }

    /// Issue 35 items 2 and 6: a row once left is one line and its cells' prompts and
    /// calendars are gone; an optional date's key line says Enter leaves it empty untouched,
    /// and a key that moved the highlight makes Enter pick the day.
    @Test func aRowLeftIsOneLineAndAnOptionalDateIsLeftEmptyByAnUntouchedEnter() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminders"), rows: 40, columns: 80)
        try run.type(after: "[1/3] List", .enter)
        try run.type(after: "[2/3] Reminder 1 · Title: ", .text("Milk"), .enter)
        let calendar = try run.waitFor("[2/3] Reminder 1 · Due date: November 2026")
        _ = calendar
        try run.waitFor("Enter pick (untouched: no")
        try run.type(after: "Date [2026-11-22]: ", .enter)
        try run.type(after: "[2/3] Reminder 1 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 2 · Title: ", .text("Bread"), .enter)
        try run.waitFor("[2/3] Reminder 2 · Due date: November 2026")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.right)
        try run.type(after: "Date [2026-11-23]: ", .enter)
        try run.type(after: "[2/3] Reminder 2 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 3 · Title: ", .text("Eggs"))
        try run.waitFor("Eggs")
        var screen = VirtualScreen(rows: 40, columns: 80)
        screen.feed(run.terminal.output)
        let lines = screen.lines.filter { !$0.isEmpty }
        #expect(lines.contains("  ✓ Reminder 1: Milk · medium"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("  ✓ Reminder 2: Bread · 2026-11-23 · medium"), "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("Mo  Tu") || $0.contains("Reminder 1 · ") || $0.contains("Reminder 2 · ") },
                "no calendar or cell prompt of a row left: \(lines.joined(separator: "\n"))")
        #expect(lines.last == "[2/3] Reminder 3 · Title: Eggs", "\(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// Issue 35 item 3: one delete key for list rows and group rows. Ctrl-K on an emptied
    /// cell deletes its row (the last of several: focus goes to the row above), and the
    /// row's lines vanish from the screen at once; F1 at a row says so.
    @Test func controlKOnAnEmptiedCellDeletesTheGroupRowAndItsLines() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminders"), rows: 40, columns: 100)
        try run.type(after: "[1/3] List", .enter)
        try run.type(after: "[2/3] Reminder 1 · Title: ", .text("Milk"), .enter)
        try run.type(after: "Date [2026-11-22]: ", .enter)
        try run.type(after: "[2/3] Reminder 1 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 2 · Title: ", .text("Bread"), .enter)
        try run.type(after: "Date [2026-11-22]: ", .enter)
        try run.type(after: "[2/3] Reminder 2 · Priority", .shiftTab)
        try run.type(after: "[2/3] Reminder 2 · Due date: ", .shiftTab)
        try run.type(after: "[2/3] Reminder 2 · Title: ", .text("\u{1B}OP"))   // F1
        try run.waitFor("delete this row")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.control("u"), .control("k"))
        try run.waitFor("[2/3] Reminder 1 · Title: ")
        try run.terminal.waitForRawMode()
        var screen = VirtualScreen(rows: 40, columns: 100)
        screen.feed(run.terminal.output)
        let lines = screen.lines.filter { !$0.isEmpty }
        #expect(!lines.contains { $0.contains("Bread") || $0.contains("Reminder 2") }, "the deleted row is gone: \(lines.joined(separator: "\n"))")
        #expect(lines.last == "[2/3] Reminder 1 · Title: Milk", "\(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.enter)
        try Self.finishRowOne(run)
        try run.type(after: "[3/3] Notify me?", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""reminders":[{"title":"Milk","due":null,"priority":"medium"}]"#), "\(run.standardOutput)")
    }

    /// reminders.yaml's row 1 from its Due date on (its title entered): no date, the
    /// default priority, then Enter on row 2's empty Title leaves the group.
    private static func finishRowOne(_ run: InProcessTerminal) throws {
        try run.type(after: "Date [2026-11-22]: ", .enter)
        try run.type(after: "[2/3] Reminder 1 · Priority", .enter)
        try run.type(after: "[2/3] Reminder 2 · Title: ", .enter)
    }

    /// Issue 35 item 3: a required sub-field emptied from the review is not passed over: it
    /// says `is required` at once, and the review refuses to finish, focusing it with why.
    @Test func aRequiredCellEmptiedFromTheReviewIsRefusedThere() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminders"), rows: 40, columns: 100)
        try run.type(after: "[1/3] List", .enter)
        try run.type(after: "[2/3] Reminder 1 · Title: ", .text("Milk"), .enter)
        try Self.finishRowOne(run)
        try run.type(after: "[3/3] Notify me?", .enter)
        try run.type(after: "Enter to submit", .text("reminders.1.title"), .enter)
        try run.type(after: "[2/3] Reminder 1 · Title: ", .control("u"), .enter)
        try run.waitFor("! is required")
        try run.type(after: "[2/3] Reminder 1 · Title: ", .shiftTab)   // left empty
        try run.type(after: "[1/3] List", .enter)
        try run.type(after: "Enter to submit", .enter)
        try run.waitFor("! Reminder: is required")
        try run.terminal.waitForRawMode()
        var screen = VirtualScreen(rows: 40, columns: 100)
        screen.feed(run.terminal.output)
        let lines = screen.lines.filter { !$0.isEmpty }
        #expect(lines.last == "[2/3] Reminder 1 · Title:", "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("✓ Reminder 1") }, "no stale row line: \(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.text("Eggs"), .enter)
        try Self.finishRowOne(run)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""reminders":[{"title":"Eggs","due":null,"priority":"medium"}]"#), "\(run.standardOutput)")
    }

    /// A sub-field's shortcut (issue 27 item 2): from the first section it switches to the
    /// group's and opens a row on that sub-field; the hint and F1 name it.
    @Test func aSubFieldsShortcutFocusesItInTheRowSwitchingSection() throws {
        let run = try InProcessTerminal(Fixtures.formURL("group-shortcuts").path)
        try run.waitFor("Name: ")
        try run.terminal.waitForRawMode()
        var screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.terminal.output)
        #expect(screen.lines.contains { $0.contains("Alt-m: Name") && $0.contains("Alt-o: Owner") }, "\(screen.lines)")
        try run.terminal.sendKeys(.text("Ann"), .alt("o"))
        try run.waitFor("Chore 1 · Owner: ")
        try run.terminal.waitForRawMode()
        screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.terminal.output)
        #expect(screen.lines.contains { $0.contains("Work") }, "\(screen.lines)")
        #expect(screen.lines.last { !$0.isEmpty } == "[2/2] Chore 1 · Owner:", "\(screen.lines)")
        try run.terminal.send("\u{1B}OP")   // F1
        try run.waitFor("go to Owner")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("Bob"), .enter)
        try run.type(after: "Chore 1 · Size", .enter)
        try run.type(after: "Chore 2 · Title: ", .enter)
        try run.type(after: "[1/2] Name: ", .enter)   // the Name left by the key, "Ann" kept
        try run.waitFor("Enter to submit")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#"{"name":"Ann","chores":[{"title":null,"owner":"Bob","size":"small"}]}"#), "\(run.standardOutput)")
    }

    @Test func tabAndShiftTabMoveThroughCellsAndRowsNeverBlocked() throws {
        let run = try InProcessTerminal(trip)
        try run.type(after: "[1/3] Traveller: ", .text("Ann"), .enter)
        try run.type(after: "[2/3] Leg 1 · From: ", .text("Oslo"), .tab)
        try run.type(after: "[2/3] Leg 1 · To: ", .text("Rome"), .tab)
        try run.type(after: "[2/3] Leg 1 · Start: ", .text("not a date"), .tab)   // kept, not blocking
        try run.type(after: "[2/3] Leg 1 · End: ", .shiftTab)
        try run.type(after: "[2/3] Leg 1 · Start: ", .control("u"), .text("2026-12-02"), .enter)
        try run.waitFor("[2/3] Leg 1 · End: November 2026")   // reached in order: the date step
        try run.type(after: "Date [2026-11-22]: ", .tab)
        try run.type(after: "[2/3] Leg 1 · By (train/plane/bus/car): ", .control("u"), .text("plane"), .enter)
        try run.type(after: "[2/3] Leg 2 · From: ", .enter)
        try run.type(after: "[3/3] Budget: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""legs":[{"from":"Oslo","to":"Rome","start":"2026-12-02","end":null,"mode":"plane"}]"#))
    }

}
