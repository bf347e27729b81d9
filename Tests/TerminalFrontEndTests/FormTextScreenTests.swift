import Foundation
import Testing
import TestSupport
@testable import TerminalFrontEnd

/// Text from the form file at the terminal: shown, never obeyed.
@Suite struct FormTextScreenTests: ScreenForms {
    /// A form file full of escape sequences and bidi controls: none reaches the terminal
    /// as a control, every one is shown escaped (title, description, section, label, help,
    /// choices, pattern and rule messages, the review and the date picker).
    @Test func formFileTextNeverControlsTheTerminal() throws {
        let run = try InProcessTerminal(Fixtures.formURL("terminal-hostile-text").path)
        try run.waitFor(#"Evil\e]0;TITLE\u{7} form"#)
        try run.waitFor(#"copy\e]52;c;aGVsbG8=\u{7} me"#)
        try run.waitFor(#"== Part\e[2J one =="#)
        try run.waitFor(#"\e]0;HELP\u{7} help \u{202e}reversed"#)
        try run.type(after: #"Name\e[31m red: "#, .text("X"), .enter)
        try run.waitFor(#"! lower\e[5m case"#)
        try run.type(after: #"Name\e[31m red: "#, .control("u"), .text("ab"), .enter)
        try run.type(after: #"Colour\u{2066} (red\e[2J/blue): "#, .text("blue"), .enter)
        try run.type(after: "Other: ", .text("ab"), .enter)
        try run.waitFor(#"! same\e]0;RULE\u{7} as name"#)
        try run.type(after: "Other: ", .text("c"), .enter)
        try run.waitFor(#"when\u{202d}?"#)
        try run.waitFor(#"Due\e[1A date: November 2026"#)
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.enter)
        let review = try run.type(after: "Enter to submit", .enter)
        #expect(review.contains(#"Name\e[31m red"#))
        #expect(try run.waitForExit() == 0)
        let raw = run.terminal.output
        for control in ["\u{1B}]", "\u{1B}[2J", "\u{1B}[31m", "\u{1B}[5m", "\u{1B}[1A", "\u{7}", "\u{202E}", "\u{202D}", "\u{2066}"] {
            #expect(!raw.contains(control), "\(control.debugDescription) reached the terminal")
        }
    }
}
