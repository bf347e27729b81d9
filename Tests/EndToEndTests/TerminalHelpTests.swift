import Foundation
import Testing
import TestSupport

/// Help inside the form: F1 or `?` lists the keys of the focused field without losing its
/// text; the hint under the title advertises only keys that work on this form.
extension TerminalRunTests {
    @Test func questionMarkAndF1ListTheKeysOfTheFieldAndKeepItsText() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("signup")])
        let title = try run.waitFor("[1/6] Email: ")
        #expect(title.contains("F1 or ?: keys"))
        #expect(!title.contains("Ctrl-T"), "signup has no date field")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("?"))
        let keys = try run.waitFor("Ctrl-C")
        for entry in ["Keys at [1/6] Email:", "Tab / Ctrl-N", "Shift-Tab / Ctrl-P", "Up / Down", "Alt-e", "go to Email",
                      "Alt-n", "go to Display name", "Ctrl-D"] {
            #expect(keys.contains(entry), "\(entry) missing from \(keys)")
        }
        #expect(!keys.contains("Ctrl-T"))
        // With text typed, `?` is text; F1 still lists the keys, and the text stays.
        try run.type(after: "[1/6] Email: ", .text("ada?x"))
        try run.terminal.send("\u{1B}OP")
        try run.waitFor("Keys at [1/6] Email:")
        try run.type(after: "[1/6] Email: ", .backspace, .backspace, .text("@example.com"), .enter)
        // A secret: F1 lists its keys, and what was typed (unseen) stays.
        try run.typeSecret(after: "[2/6] Password: ", .text("correct "))
        try run.terminal.send("\u{1B}OP")
        let secretKeys = try run.waitFor("[2/6] Password: ")
        #expect(secretKeys.contains("Keys at [2/6] Password:"))
        #expect(!secretKeys.contains("Up / Down"))
        try run.terminal.sendKeys(.text("horse"), .enter)
        try run.typeSecret(after: "[3/6] Confirm password: ", .text("correct horse"), .enter)
        try run.type(after: "[4/6] Display name: ", .control("c"))
        #expect(try run.waitForExit() == 130)
        #expect(!run.screen.contains("correct"))
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""email":{"text":"ada@example.com"}"#))
    }

}
