import Testing
import TerminalFrontEnd
import TestSupport

extension TerminalSuite {
    @Suite struct CompletionAndHistoryTests {
        static let countries = ["France", "Finland", "Germany"]

        @Test func tabCompletesAUniquePrefix() throws {
            let event = try withEditor { editor in
                editor.readLine(prompt: "country> ", behaviour: LineBehaviour(completions: Self.countries))
            } drive: { terminal in
                try terminal.answer("country> ", .text("ge"), .tab, .enter)
            }
            #expect(event == .line("Germany"))
        }

        @Test func tabListsAmbiguousCandidatesThenMovesOnWhenComplete() throws {
            let events = try withEditor { editor in
                [editor.readLine(prompt: "c1> ", behaviour: LineBehaviour(completions: Self.countries)),
                 editor.readLine(prompt: "c2> ", behaviour: LineBehaviour(completions: Self.countries))]
            } drive: { terminal in
                try terminal.answer("c1> ", .text("f"), .tab)
                try terminal.waitFor("France  Finland")
                try terminal.sendKeys(.text("r"), .tab, .enter)
                try terminal.answer("c2> ", .text("Germany"), .tab)
            }
            #expect(events == [.line("France"), .next])
        }

        @Test func historyIsPerField() throws {
            let events = try withEditor { editor in
                let first = LineHistory(), second = LineHistory()
                return [
                    editor.readLine(prompt: "a1> ", history: first),
                    editor.readLine(prompt: "b1> ", history: second),
                    editor.readLine(prompt: "a2> ", history: first),
                    editor.readLine(prompt: "b2> ", history: second),
                    editor.readLine(prompt: "none> "),
                ]
            } drive: { terminal in
                try terminal.answer("a1> ", .text("alpha"), .enter)
                try terminal.answer("b1> ", .text("beta"), .enter)
                try terminal.answer("a2> ", .up, .enter)
                try terminal.answer("b2> ", .up, .text("!"), .enter)
                try terminal.answer("none> ", .up, .text("x"), .enter)
            }
            #expect(events == [.line("alpha"), .line("beta"), .line("alpha"), .line("beta!"), .line("x")])
        }
    }
}
