import FormCore
import CLibEdit

/// The history of one field (a libedit history(3) list), recalled with the Up and Down
/// keys while that field is edited. Give each field its own; never use one for secrets.
public final class LineHistory {
    let handle: OpaquePointer

    /// An empty history keeping at most `capacity` entries; an entry equal to the newest
    /// one is not added again.
    public init(capacity: Int = 100) {
        guard let handle = history_init() else { fatalError("history_init failed: out of memory") }
        self.handle = handle
        fl_history_setsize(handle, Int32(clamping: max(capacity, 1)))
        fl_history_setunique(handle, 1)
    }

    deinit { history_end(handle) }

    /// Adds `line` as the newest entry (empty and all-blank lines are ignored).
    public func add(_ line: String) {
        guard !AnswerText.isBlank(line) else { return }
        fl_history_enter(handle, line)
    }

    /// Removes every entry.
    public func clear() {
        fl_history_clear(handle)
    }

    /// The entries, newest first.
    public var entries: [String] {
        var event = HistEvent()
        var result: [String] = []
        var status = fl_history_first(handle, &event)
        while status == 0, let text = event.str {
            result.append(String(cString: text))
            status = fl_history_next(handle, &event)
        }
        return result
    }
}
