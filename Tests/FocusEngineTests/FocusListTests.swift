import Testing
import FocusEngine

/// Focus values of a screen with a title field and a list of rows.
private enum Item: Hashable, CustomStringConvertible {
    case title
    case row(RowID)
    var description: String {
        switch self {
        case .title: return "title"
        case .row(let id): return "row\(id.rawValue)"
        }
    }
}

private func makeList(_ rows: [String] = []) -> (FocusState<Item>, FocusList<Item>) {
    let state = FocusState<Item>()
    let list = FocusList(focus: state, rows: rows, focusValue: { Item.row($0) },
                         rowID: { if case .row(let id) = $0 { return id } else { return nil } })
    return (state, list)
}

@Suite struct FocusListTests {
    @Test func insertGoesAfterTheFocusedRowAndTakesFocus() {
        let (state, list) = makeList(["a", "b", "c"])
        #expect(list.focus(list.rows[0].id))
        let new = list.insertAfterFocused()
        #expect(list.texts == ["a", "", "b", "c"])
        #expect(state.value == .row(new))
        #expect(list.focusedRow == new)
    }

    @Test func insertWithNoRowFocusedAppends() {
        let (state, list) = makeList(["a"])
        state.focus(.title)
        let new = list.insertAfterFocused("z")
        #expect(list.texts == ["a", "z"])
        #expect(state.value == .row(new))
    }

    @Test func emptyRowIsRemovedWhenFocusMovesAway() {
        let (state, list) = makeList(["a"])
        list.focus(list.rows[0].id)
        list.insertAfterFocused()
        #expect(list.texts == ["a", ""])
        state.focus(.title)
        #expect(list.texts == ["a"])
    }

    @Test func emptyRowIsRemovedWhenFocusIsDismissed() {
        let (state, list) = makeList()
        list.insertAfterFocused()
        state.dismiss()
        #expect(list.rows.isEmpty)
    }

    @Test func nonEmptyRowIsKept() {
        let (state, list) = makeList()
        let id = list.insertAfterFocused()
        list.setText("milk", for: id)
        state.focus(.title)
        #expect(list.texts == ["milk"])
    }

    @Test func deactivationKeepsTheEmptyRowUntilFocusLeavesAfterRestore() {
        let (state, list) = makeList(["a"])
        list.focus(list.rows[0].id)
        let new = list.insertAfterFocused()
        state.deactivate()
        #expect(list.texts == ["a", ""])
        #expect(state.restore())
        #expect(state.value == .row(new))
        state.focus(.title)
        #expect(list.texts == ["a"])
    }

    @Test func idsStayStableAndUnique() {
        let (state, list) = makeList(["a", "b"])
        let first = list.rows[0].id, second = list.rows[1].id
        list.focus(first)
        let inserted = list.insertAfterFocused()
        state.focus(.title)
        let again = list.insertAfterFocused()
        #expect(Set([first, second, inserted, again]).count == 4)
        #expect(list.rows.first?.id == first)
        #expect(list.index(of: second) == 1)
        #expect(list.index(of: inserted) == nil)
    }

    @Test func removedRowsCannotTakeFocus() {
        let (state, list) = makeList(["a", "b"])
        let id = list.rows[1].id
        list.focus(id)
        list.remove(id)
        #expect(state.value == nil)
        #expect(!state.focus(.row(id)))
        #expect(!list.focus(id))
        #expect(list.texts == ["a"])
    }
}
