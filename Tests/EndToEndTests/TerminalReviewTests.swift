import Foundation
import Testing
import TestSupport

extension TerminalRunTests {
    @Test func failedSubmitShowsTheMessageAndRefocusesTheFieldWithItsText() throws {
        let home = try TemporaryHome()
        let form = home.url.appendingPathComponent("names.yaml")
        try Fixtures.form("review-names").write(to: form, atomically: true, encoding: .utf8)
        let run = try FormlineTerminal(["run", form.path], home: home)
        try run.type(after: "[1/2] Name: ", .text("bob"), .enter)
        try run.type(after: "[2/2] Nickname: ", .text("bobby"), .enter)
        // Change the name from the review: the rule comparing the nickname with it is checked
        // again at once (issue 24, item 5; it used to fail only on submit, as
        // "! Nickname: must differ from the name").
        try run.type(after: "Enter to submit", .text("1"), .enter)
        try run.waitFor("[1/2] Name: ")
        try run.type(after: "bob", .text("by"), .enter)
        try run.waitFor("! must differ from the name")
        try run.waitFor("[2/2] Nickname: ")
        try run.type(after: "bobby", .backspace, .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"name":"bobby","nickname":"bobb"}"# + "\n")
    }

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
