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

    /// How many commands are being started and not listed yet: between the spawn and `add`
    /// (their pid is not known before), `killAll` waits for them.
    nonisolated(unsafe) private static let starting: UnsafeMutablePointer<Int> = {
        let starting = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        starting.initialize(to: 0)
        return starting
    }()

    /// Sets the storage up, so a handler never does: call before installing handlers.
    public static func prepare() {
        _ = slots
        _ = lock
        _ = starting
    }

    /// A command is about to be started: until `listed()`, `killAll` waits (at most 2 s) for
    /// its group to be listed, so a signal that comes meanwhile does not leave it behind.
    public static func willStart() {
        pthread_mutex_lock(lock)
        starting.pointee += 1
        pthread_mutex_unlock(lock)
    }

    /// The command announced by `willStart()` is listed (or could not be started).
    public static func listed() {
        pthread_mutex_lock(lock)
        starting.pointee -= 1
        pthread_mutex_unlock(lock)
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
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        var waited = 0
        while starting.pointee > 0 && waited < 2000 {
            nanosleep(&pause, nil)
            waited += 1
        }
        for index in 0..<capacity {
            let group = slots[index]
            if group > 0 { _ = kill(-group, SIGKILL) }
        }
    }
}
