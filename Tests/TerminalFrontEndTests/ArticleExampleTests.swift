import FormCore
import Foundation
@testable import TerminalFrontEnd
import Testing
import TestSupport

extension TerminalSuite {
    /// TerminalFrontEnd's article "Giving a kind its interaction at a terminal"
    /// (Sources/TerminalFrontEnd/Documentation.docc/GivingAKindItsInteraction.md), run: its
    /// Swift blocks are the body of the test below, verbatim (`DocumentationArticleTests` fails
    /// when they drift apart), and the log the article says the program writes is what it
    /// writes. In `TerminalSuite`, as it opens pseudo-terminals.
    @Suite struct ArticleExampleTests {
        @Test func givingAKindItsInteractionRunsAsTheArticleSays() throws {
            let path = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/forms/rating.yaml").path
            let loaded = FormLoader.load(yaml: try String(contentsOfFile: path, encoding: .utf8), today: InProcessTerminal.today)
            let happiness = try #require(loaded.form?.field("happiness"))
            var log: [String] = []
            log.append("line for 3: \(RatingPresenter.line(showing: "3", of: happiness) ?? "as typed")")
            log.append("line for 9: \(RatingPresenter.line(showing: "9", of: happiness) ?? "as typed")")
            log.append("typing replaces the stars: \(RatingPresenter.typingReplacesValue)")
            let behaviour = LineBehaviour(RatingPresenter.interactions(of: happiness))
            log.append("takes ←/→: \(behaviour.takesSteps)")
            var line = InteractionLine(text: "")
            for key in [InteractionKey.step(1), .step(1), .step(1), .step(-1)] {
                if case .replaceLine(let text) = behaviour.handle(key, on: line) { line.text = text }
                log.append("\(key): \(line.text)")
            }
            log.append("Tab after 4 moves on: \(behaviour.handle(.tab, on: InteractionLine(text: "4", cursor: 1)) == .end(.next))")
            log.append("spoken: \(RatingPresenter.spokenValue(line.text, of: happiness))")
            let run = try InProcessTerminal(path)
            try run.type(after: "Your name", .text("Ada"), .enter)
            try run.type(after: "How happy are you with the team?", .left, .left)
            try run.waitFor("★★★★☆")
            try run.terminal.sendKeys(.enter)
            try run.type(after: "Our tools", .enter)
            try run.type(after: "Enter to submit", .enter)
            log.append("exit \(try run.waitForExit()): \(run.standardOutput.trimmingCharacters(in: .newlines))")
            let spoken = try InProcessTerminal(path, accessible: true)
            try spoken.type(after: "Your name", .text("Ada"), .enter)
            try spoken.type(after: "How happy are you with the team?", .text("4"), .enter)
            try spoken.type(after: "Our tools", .enter)
            try spoken.type(after: "press Enter to change it: ", .enter)
            log.append("exit \(try spoken.waitForExit()): \(spoken.standardOutput.trimmingCharacters(in: .newlines))")
            log.append(contentsOf: spoken.seen(rows: 40, columns: 200).filter { !$0.isEmpty })
            let expected = try ArticleLog.expected(in: "Sources/TerminalFrontEnd/Documentation.docc/GivingAKindItsInteraction.md")
            #expect(log.joined(separator: "\n") == expected)
        }
    }
}
