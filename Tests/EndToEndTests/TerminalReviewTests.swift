import Foundation
import Testing
import TestSupport

extension TerminalRunTests {
    @Test func sectionShortcutsFocusTheirFieldFromAnywhere() throws {
        let run = try FormlineTerminal(["run", FormlineTerminal.form("signup")])
        try run.waitFor("== Account ==")
        try run.type(after: "[1/6] Email: ", .text("ada@example.com"), .alt("n"))
        let switched = try run.type(after: "[4/6] Display name: ", .text("Ada"), .alt("e"))
        #expect(switched.contains("== About you =="))
        try run.waitFor("== Account ==")
        try run.type(after: "[1/6] Email: ", .enter)
        // From a secret field too.
        try run.typeSecret(after: "[2/6] Password: ", .alt("n"))
        try run.waitFor("== About you ==")
        try run.type(after: "[4/6] Display name: ", .control("c"))
        #expect(try run.waitForExit() == 130)
        let draft = try #require(run.home.draftFiles.values.first)
        #expect(draft.contains(#""displayName":{"text":"Ada"}"#))
        #expect(draft.contains(#""email":{"text":"ada@example.com"}"#))
    }
}
