import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// A long choice field at a small terminal (profile's Country, 54 choices): a filtered,
/// paged list below the prompt that follows what is typed. What formline drew is replayed
/// on a `VirtualScreen` of the terminal's width, so the tests see what a person would.
@Suite(.serialized) struct ChoiceListScreenTests: ScreenForms, ChoiceListScenes {
    @Test func typingFiltersTheListAndDownEnterPicksTheValue() throws {
        let run = try InProcessTerminal(Self.profile, rows: 24, columns: 40)
        try Self.reachCountry(run)
        try Self.waitForList("page 1/5", run)
        var shown = Self.rows(from: Self.prompt, run, columns: 40)
        // The prompt, a page of 12 choices, the status line: the page leaves the form's
        // title, key hint, answered fields and the field's help on screen (issue 35 item 8).
        #expect(shown.count == 14, "\(shown.joined(separator: "\n"))")
        #expect(shown[1] == "  Argentina")
        var window = VirtualScreen(rows: 24, columns: 40)
        window.feed(run.terminal.output)
        #expect(Array(window.lines.prefix(6)) == ["Your profile", "Tab: move · F1: keys · Ctrl-C: stop", "First name: Ada",
                                                  "Last name: Lovelace", "Email: —", "Handle: ada-lovelace"],
                "\(window.lines.joined(separator: "\n"))")
        #expect(shown.allSatisfy { $0.count <= 40 })
        try run.terminal.sendKeys(.text("ger"))
        try Self.waitForList("2 of 54", run)
        shown = Self.rows(from: Self.prompt, run, columns: 40)
        #expect(shown == [Self.prompt + "ger", "> Germany", "  Nigeria", "  2 of 54 · ↑↓ · Enter picks"],
                "\(shown.joined(separator: "\n"))")
        try run.terminal.sendKeys(.down)
        try run.waitFor("> Nigeria")
        try run.terminal.sendKeys(.enter)
        try run.waitFor("[5/5] Country (country): Nigeria")
        // The list is gone; the review, drawn over the answers (issue 24 item 1), shows the pick.
        let screen = Self.rows(from: "Review your answers", run, columns: 40)
        #expect(screen.contains("  [5/5] Country (country): Nigeria"), "\(screen.joined(separator: "\n"))")
        #expect(!screen.contains { $0.contains("Germany") || $0.contains("of 54") })
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""country":"NG""#), "\(run.standardOutput)")
        #expect(run.terminalIsRestored)
    }

    @Test func tabCompletesAndShiftTabLeavesTheFieldClearingTheList() throws {
        let run = try InProcessTerminal(Self.profile, rows: 24, columns: 40)
        try Self.reachCountry(run)
        try run.waitFor("page 1/5")
        try run.terminal.sendKeys(.text("swi"))
        try run.waitFor("1 of 54")
        try run.terminal.sendKeys(.tab, .shiftTab)
        try run.waitFor("[4/5] Handle: ")
        let shown = Self.rows(from: "[4/5] Handle: ", run, columns: 40)
        #expect(shown.count == 1, "\(shown.joined(separator: "\n"))")
        #expect(!shown.contains { $0.contains("Switzerland") || $0.contains("of 54") })
        // Enter takes the handle; back at the country, its kept text filters the list.
        try run.terminal.sendKeys(.enter)
        try run.waitFor("> Switzerland")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""country":"CH""#))
    }

    /// A short list keeps its prompt naming the choices; since issue 24 it also gets the
    /// menu (`TerminalInPlaceMenuTests`), not the count.
    @Test func aShortChoiceListKeepsItsPromptNamingTheChoices() throws {
        let run = try InProcessTerminal(FormlineTerminal.form("reminder-list"), rows: 24, columns: 80)
        try run.type(after: "[1/3] List (Personal/Work/Shopping): ", .control("u"), .text("wo"), .tab)
        try run.waitFor("Work")
        #expect(run.screen.contains("[1/3] List (Personal/Work/Shopping): "))
        #expect(!run.screen.contains("(3 choices)"))
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

}

extension ChoiceListScreenTests {
    @Test func accessibleModeSaysHowManyChoicesAndSearchesThemByPartOfAName() throws {
        let run = try InProcessTerminal(Self.profile, accessible: true, rows: 24, columns: 40)
        try run.type(after: "Field 1 of 5, First name, required: ", .text("Ada"), .enter)
        try run.type(after: "Field 2 of 5, Last name, required: ", .text("Lovelace"), .enter)
        try run.type(after: "Field 3 of 5, Email, optional: ", .enter)
        try run.type(after: "Enter keeps it: ", .enter)
        let prompt = "Field 5 of 5, Country, optional, 54 choices, type a number, a name, or part of a name to search: "
        try run.type(after: prompt, .text("po"), .enter)
        try run.waitFor("3 choices have po: 38 Poland, 39 Portugal, 41 Singapore; type a number or a name\r\n")
        try run.type(after: prompt, .text("xyz"), .enter)
        try run.waitFor("No choice has xyz; type part of a name, or a number from 1 to 54\r\n")
        try run.type(after: prompt, .text("39"), .enter)
        try run.waitFor("5. Country: Portugal")
        try run.type(after: "press Enter to change it: ", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput.contains(#""country":"PT""#), "\(run.standardOutput)")
        // No escape sequence is ever written in accessible mode.
        #expect(!run.terminal.output.contains("\u{1B}["))
    }

}

extension ChoiceListScreenTests {
    @Test func ctrlDOnAnEmptyLineStillCancelsAndClearsTheList() throws {
        let run = try InProcessTerminal(Self.profile, rows: 24, columns: 40)
        try Self.reachCountry(run)
        try Self.waitForList("page 1/5", run)
        try run.terminal.sendKeys(.control("d"))
        #expect(try run.waitForExit() == 3)
        #expect(run.terminalIsRestored)
        let after = Self.rows(from: Self.prompt, run, columns: 40)
        #expect(!after.contains { $0.contains("Argentina") || $0.contains("page 1/5") }, "\(after.joined(separator: "\n"))")
    }
}

extension ChoiceListScreenTests {
    @Test func f1ListsTheListKeysWhenTheListIsShown() throws {
        let run = try InProcessTerminal(Self.profile, rows: 24, columns: 80)
        try Self.reachCountry(run)
        try run.waitFor("page 1/5")
        try run.terminal.send("\u{1B}OP")
        try run.waitFor("PgUp / PgDn")
        try Self.waitForList("page 1/5", run)  // the list is drawn again below the prompt
        let shown = Self.rows(from: "Keys at [5/5] Country", run, columns: 80)
        #expect(shown.contains { $0.contains("filter the list below by any part of a choice") })
        #expect(shown.contains { $0.contains("Enter on no choice") })
        #expect(!shown.contains { $0.contains("earlier answers") })
        #expect(shown.filter { $0.contains("page 1/5") }.count == 1, "\(shown.joined(separator: "\n"))")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(run.terminalIsRestored)
        // Ctrl-C clears the list: nothing stale below the prompt.
        let after = Self.rows(from: Self.prompt, run, columns: 80)
        #expect(!after.contains { $0.contains("Argentina") }, "\(after.joined(separator: "\n"))")
    }
}
