/// An ordered list of registered handlers, each removable through its `FocusObservation`.
///
/// Calls run in registration order over a snapshot, skipping handlers removed meanwhile,
/// so a handler may cancel itself or others, or register new ones, while being called.
final class HandlerList<Handler> {
    private var entries: [(id: Int, handler: Handler)] = []
    private var nextID = 0

    /// Registers `handler`; the returned observation removes it.
    func add(_ handler: Handler) -> FocusObservation {
        let id = nextID
        nextID += 1
        entries.append((id, handler))
        return FocusObservation { [weak self] in
            self?.entries.removeAll { $0.id == id }
        }
    }

    /// Calls `body` with each handler still registered at the moment of its turn.
    func forEach(_ body: (Handler) -> Void) {
        for entry in entries where entries.contains(where: { $0.id == entry.id }) {
            body(entry.handler)
        }
    }

    /// Whether every handler returns true for `test` (true when the list is empty).
    func allSatisfy(_ test: (Handler) -> Bool) -> Bool {
        entries.allSatisfy { test($0.handler) }
    }
}
