import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// A multi-line text field at a terminal: Enter adds a line, Enter on an empty line ends
/// the text, pastes of several lines become lines, accessible mode reads lines up to a lone
/// dot. (Ctrl-X Ctrl-E in an external editor, signals, drafts: the binary's
/// TerminalMultilineTests.)
@Suite struct MultilineScreenTests: ScreenForms {
    /// A note (several lines, at most 40 characters), then a title.
    static let form = Fixtures.formURL("terminal-multiline").path

    /// Types the note's two lines, then the empty line that ends the text.
    private func typeNote(_ first: String, _ second: String, at run: InProcessTerminal) throws {
        try run.type(after: "[1/2] Note: ", .text(first), .enter)
        try run.type(after: "  ... ", .text(second), .enter)
        try run.waitFor(second)
        try run.terminal.sendKeys(.enter)
    }

    @Test func eachEnterAddsALineAndAnEmptyLineEndsTheText() throws {
        let run = try InProcessTerminal(Self.form)
        try typeNote("Call Bob", "then Ann", at: run)
        try run.type(after: "[2/2] Title: ", .text("Calls"), .enter)
        // The review shows the first line and how many there are.
        try run.waitFor("[1/2] Note (note): Call Bob (2 lines)")
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"Call Bob\nthen Ann","title":"Calls"}"# + "\n")
        #expect(run.terminalIsRestored)
    }

    @Test func revisitingShowsTheLinesAndEnterKeepsThem() throws {
        let run = try InProcessTerminal(Self.form)
        try typeNote("One", "Two", at: run)
        try run.type(after: "[2/2] Title: ", .shiftTab)
        try run.waitFor("  | Two")
        try run.waitFor("Enter keeps these lines")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[2/2] Title: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"One\nTwo","title":null}"# + "\n")
    }

    @Test func aPasteOfSeveralLinesAddsLinesAndNeverEndsTheText() throws {
        let run = try InProcessTerminal(Self.form)
        try run.waitFor("\u{1B}[?2004h")
        // (The terminal turns a pasted CR into LF, as terminals send line breaks in pastes.)
        try run.type(after: "[1/2] Note: ", .text("> "), TerminalKey.pasted("one\ntwo\n\nfour"))
        try run.waitFor("  ... two")
        try run.waitFor("four")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "  ... ", .enter)
        try run.type(after: "[2/2] Title: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"> one\ntwo\n\nfour","title":null}"# + "\n")
    }

    @Test func tooLongTextIsRefusedAndF1ListsTheEditorKey() throws {
        let run = try InProcessTerminal(Self.form)
        try run.type(after: "[1/2] Note: ", .text("?"))
        try run.waitFor("on an empty line, end the text")
        try run.waitFor("Ctrl-X Ctrl-E        edit the text in $VISUAL or $EDITOR (else vi)")
        try run.terminal.sendKeys(.text(String(repeating: "a", count: 30)), .enter, .text(String(repeating: "b", count: 10)), .enter, .enter)
        try run.waitFor("must be at most 40 characters")
        try run.type(after: "[1/2] Note: ", .text("short"), .enter, .enter)
        try run.type(after: "[2/2] Title: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"short","title":null}"# + "\n")
    }

    @Test func accessibleModeReadsLinesUpToALoneDot() throws {
        let run = try InProcessTerminal(Self.form, accessible: true)
        try run.type(after: "Field 1 of 2, Note, optional, several lines, a line holding only a dot ends them: ", .text("Call Bob"), .enter)
        try run.type(after: "Field 1 of 2, Note, line 2, optional, a line holding only a dot ends them: ", .text("..5 calls"), .enter)
        try run.type(after: "Note, line 3, optional, a line holding only a dot ends them: ", .text("."), .enter)
        try run.type(after: "Field 2 of 2, Title, optional: ", .shiftTab)
        // Back at the note: its first line is read out; an empty line keeps it.
        try run.type(after: "now Call Bob (2 lines), Enter keeps it: ", .enter)
        try run.type(after: "Field 2 of 2, Title, optional: ", .enter)
        try run.waitFor("1. Note: Call Bob (2 lines)")
        try run.type(after: "Review: press Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"note":"Call Bob\n.5 calls","title":null}"# + "\n")
        #expect(!run.terminal.output.contains("\u{1B}["))
    }
}
