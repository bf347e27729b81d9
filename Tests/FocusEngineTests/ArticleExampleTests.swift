import FocusEngine
import Foundation
import Testing
import TestSupport

/// The article "Building a view on FocusEngine" (Sources/FocusEngine/Documentation.docc/BuildingAView.md), run: its Swift blocks are the body of
/// the test below, verbatim (`DocumentationArticleTests` fails when they drift apart), and
/// the log the article says the program writes is what it writes.
@Suite struct ArticleExampleTests {
    @Test func buildingAViewRunsAsTheArticleSays() throws {
        enum Focus: Hashable { case title, due, item(RowID) }

        var log: [String] = []
        let focus = FocusState<Focus>(.title)
        let watching = focus.observe { move in
            log.append("\(move.from.map { "\($0)" } ?? "nothing") -> \(move.to.map { "\($0)" } ?? "nothing") (\(move.cause))")
        }
        let titleView = focus.binding(for: .title)
        titleView.trigger.focusAction = { log.append("title view: take the cursor") }
        titleView.trigger.blurAction = { log.append("title view: drop the cursor") }
        focus.focus(.due)      // the state moves focus: the title view drops the cursor
        titleView.onFocus()    // the person clicks into the title: focus follows the view
        let items = FocusList(focus: focus, rows: ["milk", "bread"], focusValue: { .item($0) },
                              rowID: { if case .item(let id) = $0 { id } else { nil } })
        let bread = items.rows[1].id
        items.focus(bread)
        items.insertAfterFocused()        // a new empty row after "bread", focused
        focus.focus(.title)               // leaving the empty row removes it
        log.append("rows: \(items.rows.map(\.text))")
        focus.deactivate(for: .due)       // the calendar is shown; nothing has text focus
        log.append("step: \(focus.step.map { "\($0)" } ?? "none")")
        focus.restore()                   // Esc: back to the title, as it was
        let refused: Focus = .item(bread)
        focus.focus(refused)
        log.append("focused: \(focus.value.map { "\($0)" } ?? "nothing")")
        watching.cancel()
        let expected = try ArticleLog.expected(in: "Sources/FocusEngine/Documentation.docc/BuildingAView.md")
        #expect(log.joined(separator: "\n") == expected)
    }
}
