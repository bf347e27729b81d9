/// Rows with stable ids whose focus lives inside a `FocusState<Value>`.
///
/// `focusValue` turns a row id into the focus value for that row; `rowID` does the reverse
/// and must return `nil` for values that are not rows of this list (several lists, and other
/// fields, can share one focus state).
///
/// While the list exists, the focus state refuses row values whose row is not in the list.
/// An empty row is removed when focus leaves it for good: moving to another value or being
/// dismissed. A deactivation (cause `.deactivate`) does not count; the row is kept for
/// `restore()`, and removed later if it is still empty when focus goes elsewhere instead.
///
/// Finding a row by id costs the same however long the list is; inserting or removing a
/// row costs one step per row after it (nothing when rows are added at the end).
///
/// ```swift
/// enum Focus: Hashable { case title, row(RowID) }
/// let focus = FocusState<Focus>(.title)
/// let list = FocusList(focus: focus, rows: ["milk"], focusValue: { .row($0) },
///                      rowID: { if case .row(let id) = $0 { id } else { nil } })
/// list.focus(list.rows[0].id)     // focus is .row(row#0)
/// list.insertAfterFocused()       // rows "milk", ""; the empty row has focus
/// focus.focus(.title)             // the empty row is removed as focus leaves it
/// ```
public final class FocusList<Value: Hashable> {
    /// The focus state the rows live in (held strongly).
    public let focusState: FocusState<Value>

    /// The rows, in order.
    public private(set) var rows: [ListRow] = []

    /// Whether a row counts as empty, so focus leaving it removes it: by default, when its
    /// text is. A list whose rows hold more than their text (a repeating group's records,
    /// kept by its owner by row id) says so here.
    public var isEmpty: (ListRow) -> Bool = { $0.text.isEmpty }

    private let focusValue: (RowID) -> Value
    private let rowIDOf: (Value) -> RowID?
    /// Each row's position in `rows`.
    private var positions: [RowID: Int] = [:]
    private var nextRawID = 0
    /// An empty-or-not row that a deactivation took focus from, awaiting restore.
    private var parked: RowID?
    private var registrations: [FocusObservation] = []

    /// Called with a row's id just before focus leaving it removes it as empty.
    public var onRemove: ((RowID) -> Void)?

    /// Creates a list with one row per text, none focused by the list itself.
    public init(
        focus: FocusState<Value>,
        rows: [String] = [],
        focusValue: @escaping (RowID) -> Value,
        rowID: @escaping (Value) -> RowID?
    ) {
        focusState = focus
        self.focusValue = focusValue
        rowIDOf = rowID
        for text in rows {
            insert(makeRow(text), at: self.rows.count)
        }
        registrations = [
            focus.addRequirement { [weak self] value in
                guard let self, let id = self.rowIDOf(value) else { return true }
                return self.positions[id] != nil
            },
            focus.observe { [weak self] transition in
                self?.focusMoved(transition)
            },
        ]
    }

    /// The focused row of this list, if focus is on one.
    public var focusedRow: RowID? {
        guard let id = focusState.value.flatMap(rowIDOf), positions[id] != nil else { return nil }
        return id
    }

    /// The position of a row, or `nil` if it is not (or no longer) in the list.
    public func index(of id: RowID) -> Int? {
        positions[id]
    }

    /// Replaces a row's text; unknown ids are ignored.
    public func setText(_ text: String, for id: RowID) {
        guard let index = positions[id] else { return }
        rows[index].text = text
    }

    /// Inserts a row right after the focused row (at the end when no row of this list is
    /// focused) and focuses it. If the focus state refuses it the row stays, unfocused.
    /// - Returns: the new row's id.
    @discardableResult
    public func insertAfterFocused(_ text: String = "") -> RowID {
        let row = makeRow(text)
        let index = focusedRow.flatMap { positions[$0] }.map { $0 + 1 } ?? rows.count
        insert(row, at: index)
        focusState.focus(focusValue(row.id))
        return row.id
    }

    /// Replaces every row with one per text (new ids), as when a whole answer is given or a
    /// draft restored. A focused row of this list is dismissed first.
    public func replaceRows(_ texts: [String]) {
        if focusedRow != nil { focusState.dismiss() }
        parked = nil
        rows.removeAll()
        positions.removeAll()
        for text in texts { insert(makeRow(text), at: rows.count) }
    }

    /// Focuses a row of this list.
    /// - Returns: false for unknown ids or when the focus state refuses the row.
    @discardableResult
    public func focus(_ id: RowID) -> Bool {
        guard positions[id] != nil else { return false }
        return focusState.focus(focusValue(id))
    }

    // MARK: - Private

    private func makeRow(_ text: String) -> ListRow {
        defer { nextRawID += 1 }
        return ListRow(id: RowID(nextRawID), text: text)
    }

    private func insert(_ row: ListRow, at index: Int) {
        rows.insert(row, at: index)
        renumber(from: index)
    }

    private func remove(at index: Int) {
        positions[rows[index].id] = nil
        rows.remove(at: index)
        renumber(from: index)
    }

    private func renumber(from index: Int) {
        for position in index..<rows.count {
            positions[rows[position].id] = position
        }
    }

    private func focusMoved(_ transition: FocusTransition<Value>) {
        let left = transition.from.flatMap(rowIDOf)
        let entered = transition.to.flatMap(rowIDOf)
        if transition.cause == .deactivate {
            if let stale = parked, stale != left {
                removeIfEmpty(stale)
            }
            parked = left
            return
        }
        let leaving = [left, parked].compactMap { $0 }
        parked = nil
        for id in leaving where id != entered {
            removeIfEmpty(id)
        }
    }

    private func removeIfEmpty(_ id: RowID) {
        guard let index = positions[id], isEmpty(rows[index]) else { return }
        onRemove?(id)
        remove(at: index)
    }
}
