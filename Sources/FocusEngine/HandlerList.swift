/// An ordered list of registered handlers, each removable through its `FocusObservation`.
///
/// Calls run in registration order over a snapshot, skipping handlers removed meanwhile,
/// so a handler may cancel itself or others, or register new ones, while being called.
/// A call costs one step per handler, however many handlers come and go.
package final class HandlerList<Handler> {
    /// One registration; `isLive` turns false when it is removed, so a snapshot being
    /// walked skips it. (A flag, not a `Set` of live ids: that set's first use cost a runtime
    /// conformance look-up at every start-up.)
    private final class Entry {
        let handler: Handler
        var isLive = true
        init(_ handler: Handler) { self.handler = handler }
    }

    private var entries: [Entry] = []

    package init() {}

    /// Registers `handler`; the returned observation removes it.
    package func add(_ handler: Handler) -> FocusObservation {
        let entry = Entry(handler)
        entries.append(entry)
        return FocusObservation { [weak self, weak entry] in
            guard let self, let entry, entry.isLive else { return }
            entry.isLive = false
            self.entries.removeAll { $0 === entry }
        }
    }

    /// Calls `body` with each handler still registered at the moment of its turn.
    package func forEach(_ body: (Handler) -> Void) {
        for entry in entries where entry.isLive {
            body(entry.handler)
        }
    }

    /// Whether every handler returns true for `test` (true when the list is empty).
    func allSatisfy(_ test: (Handler) -> Bool) -> Bool {
        entries.allSatisfy { test($0.handler) }
    }
}
