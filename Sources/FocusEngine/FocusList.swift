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
public final class FocusList<Value: Hashable> {
    /// The focus state the rows live in (held strongly).
    public let focusState: FocusState<Value>

    /// The rows, in order.
    public private(set) var rows: [ListRow] = []

    private let focusValue: (RowID) -> Value
    private let rowIDOf: (Value) -> RowID?
    private var nextRawID = 0
    /// An empty-or-not row that a deactivation took focus from, awaiting restore.
    private var parked: RowID?
    private var registrations: [FocusObservation] = []

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
            append(text)
        }
        registrations = [
            focus.addRequirement { [weak self] value in
                guard let self, let id = self.rowIDOf(value) else { return true }
                return self.index(of: id) != nil
            },
            focus.observe { [weak self] transition in
                self?.focusMoved(transition)
            },
        ]
    }

    /// Every row's text in order, empty rows included.
    public var texts: [String] { rows.map(\.text) }

    /// The focused row of this list, if focus is on one.
    public var focusedRow: RowID? {
        guard let id = focusState.value.flatMap(rowIDOf), index(of: id) != nil else { return nil }
        return id
    }

    /// The position of a row, or `nil` if it is not (or no longer) in the list.
    public func index(of id: RowID) -> Int? {
        rows.firstIndex { $0.id == id }
    }

    /// Replaces a row's text; unknown ids are ignored.
    public func setText(_ text: String, for id: RowID) {
        guard let index = index(of: id) else { return }
        rows[index].text = text
    }

    /// Inserts a row right after the focused row (at the end when no row of this list is
    /// focused) and focuses it. If the focus state refuses it the row stays, unfocused.
    /// - Returns: the new row's id.
    @discardableResult
    public func insertAfterFocused(_ text: String = "") -> RowID {
        let row = makeRow(text)
        if let focused = focusedRow, let index = index(of: focused) {
            rows.insert(row, at: index + 1)
        } else {
            rows.append(row)
        }
        focusState.focus(focusValue(row.id))
        return row.id
    }

    /// Appends a row without moving focus.
    /// - Returns: the new row's id.
    @discardableResult
    public func append(_ text: String = "") -> RowID {
        let row = makeRow(text)
        rows.append(row)
        return row.id
    }

    /// Removes a row. If it has focus, focus is dismissed first (observers see the row leave
    /// while it still exists); the caller decides where focus goes next. A removed row that
    /// `deactivate()` remembered can no longer be restored. Unknown ids are ignored.
    public func remove(_ id: RowID) {
        guard index(of: id) != nil else { return }
        if focusedRow == id {
            focusState.dismiss()
        }
        if parked == id {
            parked = nil
        }
        if let index = index(of: id) {
            rows.remove(at: index)
        }
    }

    /// Focuses a row of this list.
    /// - Returns: false for unknown ids or when the focus state refuses the row.
    @discardableResult
    public func focus(_ id: RowID) -> Bool {
        guard index(of: id) != nil else { return false }
        return focusState.focus(focusValue(id))
    }

    // MARK: - Private

    private func makeRow(_ text: String) -> ListRow {
        defer { nextRawID += 1 }
        return ListRow(id: RowID(rawValue: nextRawID), text: text)
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
        guard let index = index(of: id), rows[index].text.isEmpty else { return }
        rows.remove(at: index)
    }
}
