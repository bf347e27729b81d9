import Testing
import FormCore

/// A list answered whole (`--set`, `--answers`, the environment) while one of its rows has
/// focus: `run` starts the session (focus on the first field) before it applies them.
@Suite struct GivenListTests {
    private let form = "title: R\nfields:\n  - {id: items, type: list, label: Items}\n  - {id: after, type: text, label: After}\n"

    /// The given rows used to be lost as focus left the list's empty first row (its rows then
    /// replaced the value): `run --set items=abc` wrote `"items":null`.
    @Test func givenRowsSurviveFocusLeavingTheList() throws {
        let session = FormSession(form: try loadForm(form), today: today)
        session.start()
        guard case .row(field: "items", _)? = session.focus.value else { Issue.record("not on the list"); return }
        #expect(session.give(["items": "abc\ndef"]).isEmpty)
        // Focus stays on the list, on its first row, which holds the given text.
        guard case .row(field: "items", let row)? = session.focus.value else { Issue.record("left the list"); return }
        #expect(session.currentText(for: .row(field: "items", row: row)) == "abc")
        #expect(session.focusFirstUnanswered())
        #expect(session.focus.value == .field("after"))
        #expect(session.values["items"] == .list(["abc", "def"]))
        _ = session.answer("x")
        #expect(try session.submit().get().map(\.value) == [.list(["abc", "def"]), .text("x")])
    }

    @Test func defaultsTakenAtAFocusedListKeepItsRows() throws {
        let session = FormSession(form: try loadForm(form.replacingOccurrences(of: "label: Items}", with: "label: Items, default: [a, b]}")),
                                  today: today)
        session.start()
        #expect(session.acceptCurrentValues().isEmpty)
        #expect(session.values["items"] == .list(["a", "b"]))
        #expect(try session.submit().get().map(\.value) == [.list(["a", "b"]), nil])
    }
}
