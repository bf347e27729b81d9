import Foundation
import Testing
import TerminalFrontEnd
import TestSupport

extension TerminalSuite {
    @Suite struct EditrcTests {
        /// Writes an editrc file for one test and removes it afterwards.
        static func withEditrc<T>(_ lines: [String], _ body: (String) throws -> T) throws -> T {
            let path = NSTemporaryDirectory() + "formline-editrc-\(UUID().uuidString)"
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            return try body(path)
        }

        @Test func onlyFormlineLinesApply() throws {
            let event = try Self.withEditrc(["other:bind y em-kill-line", "formline:bind ^X em-kill-line"]) { path in
                try withEditor(editrc: .file(path)) { editor in
                    editor.readLine(prompt: "a> ")
                } drive: { terminal in
                    try terminal.answer("a> ", .text("ab"), .control("x"), .text("cy"), .enter)
                }
            }
            #expect(event == .line("cy"))
        }

        // `$EDITRC` (libedit reads it with getenv) is the binary's: EditrcEnvironmentTests
        // passes it to a real formline, never setenv in this process, where other suites run.

        @Test func switchingToViKeepsTheFormKeys() throws {
            let events = try Self.withEditrc(["formline:bind -v"]) { path in
                try withEditor(editrc: .file(path)) { editor in
                    ["a> ", "b> ", "c> ", "d> "].map { editor.readLine(prompt: $0) }
                } drive: { terminal in
                    try terminal.answer("a> ", .text("ab"), .tab)
                    // vi: Escape to command mode, 0 to line start, x deletes a character.
                    try terminal.answer("b> ", .text("xyz"), .escape, .text("0x"), .enter)
                    try terminal.answer("c> ", .text("q"), .escape, .tab)
                    try terminal.answer("d> ", .text("r"), .escape, .shiftTab)
                }
            }
            #expect(events == [.next, .line("yz"), .next, .previous])
        }
    }
}
