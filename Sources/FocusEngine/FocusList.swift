/// Rows with stable ids whose focus lives inside a `FocusState`, like an editable list of
/// reminders: Enter on a row inserts a new row right after it and focuses it, and an
/// empty row is removed as soon as focus moves away from it.
///
/// Focus is not taken away by deactivation (a date picker opening): an empty row then
/// stays, and is removed when focus leaves it after `restore()`.
public final class FocusList<Value: Hashable> {
    /// The rows in order.
    public private(set) var rows: [ListRow] = []

    private let focusState: FocusState<Value>
    private let focusValue: (RowID) -> Value
    private let rowID: (Value) -> RowID?
    private var nextID = 1
    private var observation: FocusObservation?
    private var requirement: FocusObservation?

    /// Creates a list inside `focus`.
    ///
    /// - Parameters:
    ///   - rows: the rows' initial texts.
    ///   - focusValue: the focus value standing for a row of this list.
    ///   - rowID: the row a focus value stands for, or nil when it is not one of this list's rows.
    public init(focus: FocusState<Value>, rows: [String] = [],
                focusValue: @escaping (RowID) -> Value, rowID: @escaping (Value) -> RowID?) {
        self.focusState = focus
        self.focusValue = focusValue
        self.rowID = rowID
        for text in rows { append(text) }
        requirement = focus.addRequirement { [weak self] value in
            guard let self, let id = self.rowID(value) else { return true }
            return self.index(of: id) != nil
        }
        observation = focus.observe { [weak self] transition in self?.focusMoved(transition) }
    }

    /// The rows' texts in order, empty ones included.
    public var texts: [String] { rows.map(\.text) }

    /// The row of this list that has focus, if any.
    public var focusedRow: RowID? {
        focusState.value.flatMap(rowID)
    }

    /// The position of a row.
    public func index(of id: RowID) -> Int? {
        rows.firstIndex { $0.id == id }
    }

    /// Replaces a row's text.
    public func setText(_ text: String, for id: RowID) {
        guard let index = index(of: id) else { return }
        rows[index].text = text
    }

    /// Inserts a row right after the focused row (or at the end when no row of this list
    /// has focus) and focuses it.
    @discardableResult
    public func insertAfterFocused(_ text: String = "") -> RowID {
        let id = makeID()
        let position = focusedRow.flatMap(index(of:)).map { $0 + 1 } ?? rows.count
        rows.insert(ListRow(id: id, text: text), at: position)
        focusState.focus(focusValue(id))
        return id
    }

    /// Adds a row at the end without moving focus.
    @discardableResult
    public func append(_ text: String = "") -> RowID {
        let id = makeID()
        rows.append(ListRow(id: id, text: text))
        return id
    }

    /// Removes a row. If it had focus, focus is dismissed first (so blur runs while the
    /// row still exists).
    public func remove(_ id: RowID) {
        if focusedRow == id { focusState.dismiss() }
        rows.removeAll { $0.id == id }
    }

    /// Focuses a row; false when the row does not exist or focus is refused.
    @discardableResult
    public func focus(_ id: RowID) -> Bool {
        guard index(of: id) != nil else { return false }
        return focusState.focus(focusValue(id))
    }

    private func makeID() -> RowID {
        defer { nextID += 1 }
        return RowID(rawValue: nextID)
    }

    private func focusMoved(_ transition: FocusTransition<Value>) {
        guard transition.cause != .deactivate,
              let from = transition.from, let id = rowID(from),
              let index = index(of: id), rows[index].text.isEmpty
        else { return }
        rows.remove(at: index)
    }
}
