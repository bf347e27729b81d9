import Testing
import FocusEngine

/// A form's focus values: plain fields and rows of one list.
private enum FormFocus: Hashable {
    case field(Field)
    case row(RowID)
}

private func makeList(_ texts: [String], focus: FocusState<FormFocus> = FocusState()) -> FocusList<FormFocus> {
    FocusList(focus: focus, rows: texts, focusValue: { .row($0) }, rowID: { value in
        if case .row(let id) = value { return id }
        return nil
    })
}

@Suite("FocusList")
struct FocusListTests {
    @Test("insertAfterFocused inserts right after the focused middle row and focuses the new row")
    func insertAfterFocusedMiddleRow() {
        let list = makeList(["a", "b", "c"])
        let b = list.rows[1].id
        #expect(list.focus(b))

        let new = list.insertAfterFocused("x")

        #expect(list.rows.map(\.text) == ["a", "b", "x", "c"])
        #expect(list.index(of: new) == 2)
        #expect(list.focusedRow == new)
        #expect(list.focusState.value == .row(new))
    }

    @Test("insertAfterFocused appends when no row is focused")
    func insertWithNothingFocusedAppends() {
        let focus = FocusState<FormFocus>(.field(.name))
        let list = makeList(["a", "b"], focus: focus)
        #expect(list.focusedRow == nil)

        let new = list.insertAfterFocused("z")

        #expect(list.rows.map(\.text) == ["a", "b", "z"])
        #expect(list.focusedRow == new)
    }

    @Test("an empty row is removed when focus moves from it to another value")
    func emptyRowRemovedWhenFocusMoves() {
        let list = makeList(["a"])
        list.focus(list.rows[0].id)
        let empty = list.insertAfterFocused()
        #expect(list.rows.map(\.text) == ["a", ""])

        list.focusState.focus(.field(.email))

        #expect(list.rows.map(\.text) == ["a"])
        #expect(list.index(of: empty) == nil)
    }

    @Test("an empty row is removed when focus is dismissed from it")
    func emptyRowRemovedOnDismiss() {
        let list = makeList(["a"])
        list.insertAfterFocused()
        list.focusState.dismiss()
        #expect(list.rows.map(\.text) == ["a"])
    }

    @Test("a non-empty row is kept when focus leaves it")
    func nonEmptyRowKept() {
        let list = makeList([])
        let row = list.insertAfterFocused()
        list.setText("milk", for: row)
        list.focusState.focus(.field(.name))
        #expect(list.rows.map(\.text) == ["milk"])
        #expect(list.index(of: row) == 0)
    }

    @Test("deactivation keeps an empty row; after restore, leaving it still empty removes it")
    func emptyRowSurvivesDeactivateUntilLeftAfterRestore() {
        let list = makeList(["a"])
        let empty = list.insertAfterFocused()

        list.focusState.deactivate()
        #expect(list.rows.map(\.text) == ["a", ""])
        #expect(list.focusState.restore())
        #expect(list.focusedRow == empty)
        #expect(list.rows.map(\.text) == ["a", ""])

        list.focusState.focus(.field(.phone))
        #expect(list.rows.map(\.text) == ["a"])
    }

    @Test("an empty row left by deactivation is removed when focus then goes elsewhere")
    func parkedEmptyRowRemovedWhenMemoryDropped() {
        let list = makeList(["a"])
        list.insertAfterFocused()
        list.focusState.deactivate()

        list.focusState.focus(.field(.name))

        #expect(list.rows.map(\.text) == ["a"])
    }

    @Test("positions stay right as rows come and go in the middle; a removed row cannot take focus")
    func positionsFollowInsertsAndRemovals() {
        let list = makeList(["a", "b", "c"])
        let (a, b, c) = (list.rows[0].id, list.rows[1].id, list.rows[2].id)
        list.focus(b)
        let empty = list.insertAfterFocused()
        #expect(list.rows.map(\.id) == [a, b, empty, c])
        list.focus(c)
        #expect(list.rows.map(\.text) == ["a", "b", "c"])
        #expect(list.index(of: empty) == nil)
        #expect(!list.focus(empty))
        #expect(!list.focusState.focus(.row(empty)))
        list.focus(a)
        let x = list.insertAfterFocused("x")
        #expect(list.rows.map(\.text) == ["a", "x", "b", "c"])
        #expect([a, x, b, c].map { list.index(of: $0) } == [0, 1, 2, 3])
        #expect(a < b && b < c && c < empty && empty < x)
    }
}
