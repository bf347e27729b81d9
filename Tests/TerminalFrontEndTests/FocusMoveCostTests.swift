import FormCore
import FormDriver
import FrontEndSupport
@testable import TerminalFrontEnd
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A focus move costs O(log n) plus what it redraws, never the whole form (issue 35 item 11):
/// walking a form of 10,000 fields must not be quadratic. `TerminalView` drawing in place
/// over a form whose every field was typed (so every answer is a line on record), walked
/// back and forth with Shift-Tab and Tab; at each key the test counts what the view's
/// bookkeeping looked at (`TerminalView.bookkeepingVisits`) and the session's views of every
/// field (`FormSession.wholeFormPasses`). The instruction counts are `scripts/bench-session`'s.
@Suite struct FocusMoveCostTests {
    let today = LocalDate(year: 2026, month: 11, day: 22)!

    /// Per key of the walk: (bookkeeping entries looked at, whole-form passes).
    func walk(fields count: Int, back: Int) throws -> [(visits: Int, passes: Int)] {
        var yaml = "title: T\nfields:\n"
        for index in 0..<count { yaml += "  - {id: f\(index), type: text, label: Field \(index)}\n" }
        let session = FormSession(form: try #require(FormLoader.load(yaml: yaml, today: today).form), today: today)
        // Every field but the last typed, then Shift-Tab `back` times and Tab as many.
        let script = (0..<(count - 1)).map { ScriptedPresentation.Step.key(.line("answer \($0)")) }
            + Array(repeating: .key(.previous), count: back) + Array(repeating: .key(.next), count: back)
        let presentation = ScriptedPresentation(session: session, script: script)
        presentation.drawsInPlace = true
        let devNull = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(devNull) }
        let style = TerminalStyle(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        let view = TerminalView(session: session, input: -1, screen: TerminalScreen(fd: devNull, style: style),
                                presentation: presentation, pendingSignal: { nil })
        var seen: [(visits: Int, passes: Int)] = []
        presentation.onPrompt = { seen.append((view.bookkeepingVisits, session.wholeFormPasses)) }
        _ = FormDriver(session: session, view: view).run()
        #expect(seen.count == count + 2 * back, "a prompt at each answer and each move")
        // The keys of the walk: from the last field's prompt on.
        let moves = seen.suffix(2 * back + 1)
        return zip(moves.dropFirst(), moves).map { ($0.visits - $1.visits, $0.passes - $1.passes) }
    }

    @Test func aFocusMoveLooksAtWhatItRedrawsNotAtEveryField() throws {
        let small = try walk(fields: 40, back: 30)
        let large = try walk(fields: 2_000, back: 30)
        for (index, key) in large.enumerated() {
            #expect(key.passes == 0, "key \(index) of the walk made a view of every field")
            #expect(key.visits <= 12, "key \(index) of the walk looked at \(key.visits) entries")
        }
        // What a key looks at does not grow with the form.
        #expect(large.map(\.visits) == small.map(\.visits))
        #expect(large.map(\.passes) == small.map(\.passes))
    }
}
