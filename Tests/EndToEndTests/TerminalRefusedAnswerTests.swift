import Foundation
import Testing
import TestSupport

extension TerminalRunTests {
    /// Issue 24, item 8: the review prompt's bold ends with the prompt; it used to run on
    /// into the typed answer and `Submitted.` (libedit drops a styled run ending a prompt).
    @Test func theReviewPromptsBoldDoesNotLeakIntoWhatFollows() throws {
        let run = try FormlineTerminal(["run", login], environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
        try run.type(after: "Username", .text("ada"), .enter)
        try run.typeSecret(after: "Password", .text("correct horse"), .enter)
        try run.type(after: "Remember", .enter)
        try run.type(after: "or a field number or id to change", .enter)
        #expect(try run.waitForExit() == 0)
        let output = run.terminal.output
        let end = try #require(output.range(of: "Submitted.")).lowerBound
        let before = output[..<end]
        let prompt = try #require(before.range(of: "or a field number or id to change", options: .backwards)).upperBound
        // After the prompt's text, its bold is reset before anything else (the note's colour).
        let styles = before[prompt...].matches(of: /\u{1B}\[[0-9;]*m/).map { String(before[prompt...][$0.range]) }
        #expect(styles == ["\u{1B}[0m", "\u{1B}[33m"], "styles after the review prompt: \(styles.map { $0.debugDescription })")
    }
}
