#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups of the commands a form runs now (`check:`, `checks:`), so a signal
/// that ends formline ends them too: each runs in a group of its own, which the terminal's
/// Ctrl-C does not reach, and would otherwise be left running after formline is gone.
///
/// The signal handlers (`ExitOnSignal`, the terminal's `TerminalGuard`) call `killAll()`,
/// which only reads raw storage set up by `prepare()`; `add` and `remove` take a lock.
///
/// ```swift
/// RunningCommands.add(pid)      // the command's group (its pid: it leads its own group)
/// defer { RunningCommands.remove(pid) }
/// ```
public enum RunningCommands {
    /// Most groups listed at once (one a `fill --jobs` worker, a check at a time each); a
    /// command started beyond them still runs, unlisted.
    public static let capacity = 256

    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()

    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// Sets the storage up, so a handler never does: call before installing handlers.
    public static func prepare() {
        _ = slots
        _ = lock
    }

    /// Lists the process group `group`; false when the list is full.
    @discardableResult
    public static func add(_ group: pid_t) -> Bool {
        guard group > 0 else { return false }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<capacity where slots[index] == 0 {
            slots[index] = group
            return true
        }
        return false
    }

    /// Takes `group` off the list (its command ended).
    public static func remove(_ group: pid_t) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<capacity where slots[index] == group {
            slots[index] = 0
            return
        }
    }

    /// The groups listed now (tests).
    public static var groups: [pid_t] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return (0..<capacity).map { slots[$0] }.filter { $0 > 0 }
    }

    /// Kills every listed group (SIGKILL). Async-signal-safe: no lock, no allocation.
    public static func killAll() {
        for index in 0..<capacity {
            let group = slots[index]
            if group > 0 { _ = kill(-group, SIGKILL) }
        }
    }
}
