import Foundation
import Testing
import TestSupport

/// Pasting many rows into a list with a `maxItems` at a terminal: each paste is one row (its
/// line breaks never press Enter), and the list is left once it holds `maxItems` rows. (The
/// limit every list has, 10,000 rows, is tested through `FormSession`: `ListLimitTests`.)
extension TerminalRunTests {
    @Test func pastingManyRowsIntoAListOfAtMostThreeKeepsItToThree() throws {
        let home = try TemporaryHome()
        let form = home.url.appendingPathComponent("three-rows.yaml")
        try Fixtures.form("list-three-rows").write(to: form, atomically: true, encoding: .utf8)
        let run = try FormlineTerminal(["run", form.path], home: home)
        let many = (1...8).map { "r\($0)" }.joined(separator: "\n") + "\n"
        try run.type(after: "[1/2] Items, row 1: ", TerminalKey.pasted(many))
        try run.waitFor("r1 r2 r3 r4 r5 r6 r7 r8")
        #expect(!run.screen.contains("row 2: "), "a pasted line break pressed Enter: \(run.screen)")
        try run.terminal.sendKeys(.enter)
        try run.type(after: "[1/2] Items, row 2: ", TerminalKey.pasted("b1\nb2\n"), .enter)
        try run.type(after: "[1/2] Items, row 3: ", TerminalKey.pasted("c1\r\nc2"), .enter)
        // Three rows: the list is left, and the next paste goes to the next field.
        try run.type(after: "[2/2] After: ", TerminalKey.pasted("d1\nd2"), .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"items":["r1 r2 r3 r4 r5 r6 r7 r8","b1 b2","c1 c2"],"after":"d1 d2"}"# + "\n")
    }
}
