import Foundation
import Testing
import TestSupport

/// Tab and Shift-Tab are never blocked, whatever the field holds and whatever the keymap
/// (~/.editrc's: the rest is TerminalFrontEndTests' NavigationKeyScreenTests).
extension TerminalRunTests {
    var reminders: String { FormlineTerminal.form("reminder-list") }

    @Test func viModeShiftTabAndShortcutsActOnTheFirstPressAndControlTKeepsTheMode() throws {
        let home = try TemporaryHome()
        try "formline:bind -v\n".write(to: home.url.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        let profile = try FormlineTerminal(["run", FormlineTerminal.form("profile")], home: home)
        try profile.type(after: "[1/5] First name: ", .text("Ada"), .enter)
        // Insert mode: one Shift-Tab goes back, and never types "[Z".
        try profile.type(after: "[2/5] Last name: ", .text("Lo"), .shiftTab)
        try profile.type(after: "[1/5] First name: ", .tab)
        // Command mode (after Escape): one Shift-Tab goes back too.
        try profile.type(after: "[2/5] Last name: ", .text("ve"), .escape, .shiftTab)
        try profile.type(after: "[1/5] First name: ", .enter)
        try profile.type(after: "[2/5] Last name: ", .text("lace"), .enter)
        try profile.type(after: "[3/5] Email: ", .enter)
        try profile.waitFor("[4/5] Handle: ")
        try profile.type(after: "ada-lovelace", .enter)
        try profile.type(after: "[5/5] Country (54 choices): ", .enter)
        try profile.type(after: "Enter to submit", .enter)
        #expect(try profile.waitForExit() == 0)
        #expect(profile.standardOutput == #"{"firstName":"Ada","lastName":"Lovelace","email":null,"handle":"ada-lovelace","country":null}"# + "\n")
        #expect(!profile.screen.contains("[Z"))

        // Alt shortcuts jump on the first press, in insert mode and in command mode.
        let signup = try FormlineTerminal(["run", FormlineTerminal.form("signup")], home: home)
        try signup.type(after: "[1/6] Email: ", .text("ada@example.com"), .alt("n"))
        try signup.type(after: "[4/6] Display name: ", .text("Ada"), .escape, .alt("e"))
        try signup.type(after: "[1/6] Email: ", .control("c"))
        #expect(try signup.waitForExit() == 130)

        // Ctrl-T from command mode: back in command mode, so `x` deletes the character under the cursor.
        let task = try FormlineTerminal(["run", FormlineTerminal.form("new-task")], home: home)
        try task.type(after: "[1/4] Title: ", .text("Buy milk"), .escape, .control("t"))
        try task.waitFor("Date [2026-11-22]: ")
        try task.terminal.waitForRawMode()
        try task.terminal.sendKeys(.escape)
        try task.type(after: "[1/4] Title: ", .text("x"), .enter)
        try task.type(after: "[2/4] Note: ", .enter)
        try task.type(after: "[3/4] Attachment: ", .enter)
        try task.waitFor("Date [2026-11-22]: ")
        try task.terminal.waitForRawMode()
        try task.terminal.sendKeys(.enter)
        try task.type(after: "Enter to submit", .enter)
        #expect(try task.waitForExit() == 0)
        #expect(task.standardOutput == #"{"title":"Buy mil","note":null,"attachment":null,"due":"2026-11-22"}"# + "\n")
    }
}
