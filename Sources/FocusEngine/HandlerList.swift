/// An ordered list of registered handlers, each removable through its `FocusObservation`.
///
/// Calls run in registration order over a snapshot, skipping handlers removed meanwhile,
/// so a handler may cancel itself or others, or register new ones, while being called.
/// A call costs one step per handler, however many handlers come and go.
final class HandlerList<Handler> {
    private var entries: [(id: Int, handler: Handler)] = []
    private var live: Set<Int> = []
    private var nextID = 0

    /// Registers `handler`; the returned observation removes it.
    func add(_ handler: Handler) -> FocusObservation {
        let id = nextID
        nextID += 1
        entries.append((id, handler))
        live.insert(id)
        return FocusObservation { [weak self] in
            guard let self, self.live.remove(id) != nil else { return }
            self.entries.removeAll { $0.id == id }
        }
    }

    /// Calls `body` with each handler still registered at the moment of its turn.
    func forEach(_ body: (Handler) -> Void) {
        for entry in entries where live.contains(entry.id) {
            body(entry.handler)
        }
    }

    /// Whether every handler returns true for `test` (true when the list is empty).
    func allSatisfy(_ test: (Handler) -> Bool) -> Bool {
        entries.allSatisfy { test($0.handler) }
    }
}
