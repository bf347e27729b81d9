#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import FrontEndSupport

/// The process group of a command a form started (it leads a group of its own): listed in
/// `RunningCommands` from its start until it has been reaped, so a signal that ends formline
/// ends it too; killed whole at its deadline even after it closed its output (`exec >&- 2>&-
/// <&-; sleep 3600` no longer outlives its timeout); and swept when its leader exits, so
/// nothing it started in its group is left running.
///
/// Every kill happens while the leader is not yet reaped (its pid, the group's id, cannot
/// have been reused): swift-subprocess reaps only after the body it runs has returned, and
/// the body returns only after `waitForExit()`.
///
/// ```swift
/// let group = CommandGroup(execution.processIdentifier.value, deadlineMilliseconds: 5000)
/// … read its output …
/// await group.waitForExit()     // the leader has ended; the rest of its group killed
/// // after Subprocess.run returns (reaped): group.reaped()
/// ```
final class CommandGroup: @unchecked Sendable {
    let id: pid_t
    private var lock = pthread_mutex_t()
    /// The leader has exited (not yet reaped): no kill after this.
    private var exited = false
    private var fired = false
    private var timer: Task<Void, Never>?

    /// Lists the group (ending `start`) and, with a deadline, starts its timer.
    init(_ leader: pid_t, start: Start, deadlineMilliseconds: Int? = nil) {
        id = leader
        pthread_mutex_init(&lock, nil)
        RunningCommands.add(leader)
        start.end()
        if let deadlineMilliseconds {
            timer = Task { [self] in
                try? await Task.sleep(for: .milliseconds(deadlineMilliseconds))
                if Task.isCancelled { return }
                locked {
                    guard !exited else { return }
                    fired = true
                    killGroup(id)
                }
            }
        }
    }

    deinit { pthread_mutex_destroy(&lock) }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }

    /// Whether its deadline killed it.
    var timedOut: Bool { locked { fired } }

    /// Kills the whole group (SIGKILL), unless the leader has already exited.
    func kill() {
        locked {
            guard !exited else { return }
            killGroup(id)
        }
    }

    /// Waits until the leader has exited (without reaping it: swift-subprocess does), then
    /// kills whatever is left in its group and stops the deadline.
    func waitForExit() async {
        let leader = id
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            // A blocking wait, off the cooperative pool.
            DispatchQueue.global().async {
                var info = siginfo_t()
                while waitid(P_PID, id_t(leader), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
                done.resume()
            }
        }
        locked {
            killGroup(id)
            exited = true
        }
        timer?.cancel()
    }

    /// Takes the group off `RunningCommands`: call once swift-subprocess has reaped the leader.
    func reaped() {
        RunningCommands.remove(id)
    }
}

/// SIGKILL to the whole group `id`.
private func killGroup(_ id: pid_t) {
    _ = kill(-id, SIGKILL)
}

extension CommandGroup {
    /// A command being started: made before the spawn (`RunningCommands.willStart()`) and
    /// ended once its group is listed, or when the spawn failed (ending twice is harmless).
    final class Start: @unchecked Sendable {
        private var lock = pthread_mutex_t()
        private var ended = false

        init() {
            pthread_mutex_init(&lock, nil)
            RunningCommands.willStart()
        }

        deinit {
            end()
            pthread_mutex_destroy(&lock)
        }

        func end() {
            pthread_mutex_lock(&lock)
            let first = !ended
            ended = true
            pthread_mutex_unlock(&lock)
            if first { RunningCommands.listed() }
        }
    }
}
