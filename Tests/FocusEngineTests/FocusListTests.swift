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

        #expect(list.texts == ["a", "b", "x", "c"])
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

        #expect(list.texts == ["a", "b", "z"])
        #expect(list.focusedRow == new)
    }

    @Test("an empty row is removed when focus moves from it to another value")
    func emptyRowRemovedWhenFocusMoves() {
        let list = makeList(["a"])
        list.focus(list.rows[0].id)
        let empty = list.insertAfterFocused()
        #expect(list.texts == ["a", ""])

        list.focusState.focus(.field(.email))

        #expect(list.texts == ["a"])
        #expect(list.index(of: empty) == nil)
    }

    @Test("an empty row is removed when focus is dismissed from it")
    func emptyRowRemovedOnDismiss() {
        let list = makeList(["a"])
        list.insertAfterFocused()
        list.focusState.dismiss()
        #expect(list.texts == ["a"])
    }

    @Test("a non-empty row is kept when focus leaves it")
    func nonEmptyRowKept() {
        let list = makeList([])
        let row = list.insertAfterFocused()
        list.setText("milk", for: row)
        list.focusState.focus(.field(.name))
        #expect(list.texts == ["milk"])
        #expect(list.index(of: row) == 0)
    }

    @Test("deactivation keeps an empty row; after restore, leaving it still empty removes it")
    func emptyRowSurvivesDeactivateUntilLeftAfterRestore() {
        let list = makeList(["a"])
        let empty = list.insertAfterFocused()

        list.focusState.deactivate()
        #expect(list.texts == ["a", ""])
        #expect(list.focusState.restore())
        #expect(list.focusedRow == empty)
        #expect(list.texts == ["a", ""])

        list.focusState.focus(.field(.phone))
        #expect(list.texts == ["a"])
    }

    @Test("an empty row left by deactivation is removed when focus then goes elsewhere")
    func parkedEmptyRowRemovedWhenMemoryDropped() {
        let list = makeList(["a"])
        list.insertAfterFocused()
        list.focusState.deactivate()

        list.focusState.focus(.field(.name))

        #expect(list.texts == ["a"])
    }

    @Test("ids stay stable and unique across inserts and removes")
    func idsStableAndUnique() {
        let list = makeList(["a", "b", "c"])
        let (a, b, c) = (list.rows[0].id, list.rows[1].id, list.rows[2].id)
        list.remove(b)
        list.focus(a)
        let d = list.insertAfterFocused("d")
        let e = list.append("e")

        let ids = list.rows.map(\.id)
        #expect(ids == [a, d, c, e])
        #expect(Set(ids).count == ids.count)
        #expect(![a, c].contains(d) && d != b && e != b)
        #expect(list.index(of: c) == 2)
        #expect(list.rows.first { $0.id == c }?.text == "c")
        #expect(a < c && c < d && d < e)
    }

    @Test("removing the focused row dismisses focus first; a removed row cannot take focus")
    func removeFocusedRow() {
        let log = EventLog()
        let list = makeList(["a", "b"])
        let a = list.rows[0].id
        list.focus(a)
        let observation = list.focusState.observe { transition in
            log.record("left row still present: \(list.index(of: a) != nil), to: \(String(describing: transition.to))")
        }

        list.remove(a)

        #expect(list.focusState.value == nil)
        #expect(list.texts == ["b"])
        #expect(log.entries == ["left row still present: true, to: nil"])
        #expect(!list.focus(a))
        #expect(!list.focusState.focus(.row(a)))
        #expect(list.focusState.value == nil)
        _ = observation
    }

    @Test("a removed row remembered by deactivate cannot be restored")
    func removedRowNotRestored() {
        let list = makeList(["a"])
        let a = list.rows[0].id
        list.focus(a)
        list.focusState.deactivate()

        list.remove(a)

        #expect(!list.focusState.restore())
        #expect(list.focusState.value == nil)
        #expect(list.texts.isEmpty)
    }

    @Test("append does not move focus; setText on an unknown id is ignored")
    func appendAndSetText() {
        let focus = FocusState<FormFocus>(.field(.name))
        let list = makeList([], focus: focus)
        let row = list.append("x")
        list.setText("y", for: RowID(rawValue: 99))
        #expect(focus.value == .field(.name))
        #expect(list.rows == [ListRow(id: row, text: "x")])
    }
}
