import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// A form, not a transcript (issue 24 item 1): at a terminal with cursor movement a field
/// answered and left is one line, errors stay until the field is fixed, the review is
/// drawn in place and becomes the answers after a submit. What the real binary drew on a
/// pseudo-terminal is replayed on a `VirtualScreen` of the same size, so the tests see the
/// rows a person would: at 100, 40 and 24 columns, after going back, after a resize and
/// after Ctrl-Z and `fg`.
@Suite struct CompactLayoutScreenTests: ScreenForms, CompactLayoutScenes {
    @Test(arguments: [100, 40, 24])
    func anErrorStaysUntilTheFieldIsFixedThenTheFieldIsOneLine(columns: Int) throws {
        let run = try InProcessTerminal(Self.signup, rows: 30, columns: UInt16(columns))
        try run.type(after: "[1/6] Email: ", .text("ada"), .enter)
        // Refused three times: still one prompt (holding the refused text) and one error.
        try run.type(after: "[1/6] Email: ", .enter)
        try run.type(after: "[1/6] Email: ", .enter)
        try run.type(after: "[1/6] Email: ", .text("@example.com"))
        try run.waitFor("com")
        var lines = Self.seen(run, columns: columns)
        #expect(lines.filter { $0.contains("! should look like") }.count == 1, "\(lines.joined(separator: "\n"))")
        #expect(lines.filter { $0.hasPrefix("[1/6] Email: ") }.count == 1, "one prompt: \(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.hasPrefix("[1/6] Email: ada@example") }, "the prompt holds the refused text: \(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.enter)
        try run.typeSecret(after: "[2/6] Password: ")
        lines = Self.seen(run, columns: columns)
        #expect(lines.filter { $0 == "Email: ada@example.com" }.count == 1, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("should look like") || $0.hasPrefix("[1/6]") },
                "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "[2/6] Password:", "the prompt right under the answer: \(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// Going back to an answered field prompts it in place, where its line was: no line
    /// ever shows an old answer, and the answers erased below it come back once it is left.
    @Test(arguments: [100, 40, 24])
    func shiftTabPromptsTheAnsweredFieldInPlace(columns: Int) throws {
        let run = try InProcessTerminal(Self.signup, rows: 30, columns: UInt16(columns))
        try run.type(after: "[1/6] Email: ", .text("ada@example.com"), .enter)
        try run.typeSecret(after: "[2/6] Password: ", .text("correct horse"), .enter)
        try run.typeSecret(after: "[3/6] Confirm password: ", .shiftTab)
        try run.typeSecret(after: "[2/6] Password (Enter keeps it): ", .shiftTab)
        try run.type(after: "[1/6] Email: ", .backspace, .backspace, .backspace, .text("org"))
        try run.waitFor("org")
        var lines = Self.seen(run, columns: columns)
        #expect(!lines.contains { $0.hasPrefix("Email:") || $0.hasPrefix("Password:") || $0.contains("[2/6]") || $0.contains("[3/6]") },
                "\(lines.joined(separator: "\n"))")
        #expect(lines.filter { $0.hasPrefix("[1/6] Email: ") }.count == 1, "\(lines.joined(separator: "\n"))")
        #expect(lines.last?.hasSuffix("org") == true, "the prompt is the last line: \(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.enter)
        // The session goes on to the first field not answered; the password's line is back.
        try run.typeSecret(after: "[3/6] Confirm password: ")
        lines = Self.seen(run, columns: columns)
        let first = try #require(lines.firstIndex(of: "Email: ada@example.org"), "\(lines.joined(separator: "\n"))")
        #expect(Array(lines[first...]) == ["Email: ada@example.org", "Password: ********", "[3/6] Confirm password:"])
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

    /// A shortcut back across a section: the lines below the field, the other section's
    /// heading among them, are hidden while it is prompted and come back in order after it.
    @Test func aShortcutBackAcrossASectionBringsTheLinesBelowBackInOrder() throws {
        let run = try InProcessTerminal(Self.signup, rows: 30, columns: 100)
        try run.type(after: "[1/6] Email: ", .text("ada@example.com"), .enter)
        try run.typeSecret(after: "[2/6] Password: ", .text("correct horse"), .enter)
        try run.typeSecret(after: "[3/6] Confirm password: ", .text("correct horse"), .enter)
        try run.type(after: "[4/6] Display name: ", .text("Ada"), .enter)
        try run.type(after: "[5/6] Age: ", .alt("e"))
        try run.type(after: "[1/6] Email: ", .text("x"))
        try run.waitFor("comx")
        var lines = Self.seen(run, columns: 100)
        var heading = try #require(lines.firstIndex(of: "== Account =="), "\(lines.joined(separator: "\n"))")
        #expect(Array(lines[(heading + 1)...]) == ["[1/6] Email: ada@example.comx"], "\(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.backspace, .enter)
        try run.type(after: "[5/6] Age: ")
        lines = Self.seen(run, columns: 100)
        heading = try #require(lines.firstIndex(of: "== Account =="), "\(lines.joined(separator: "\n"))")
        #expect(Array(lines[(heading + 1)...]) == ["Email: ada@example.com", "Password: ********", "Confirm password: ********",
                                                   "== About you ==", "Display name: Ada", "[5/6] Age:"],
                "\(lines.joined(separator: "\n"))")
        try run.terminal.sendKeys(.control("c"))
        #expect(try run.waitForExit() == 130)
    }

}
