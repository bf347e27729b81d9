import Foundation

/// Process states and children from /proc (Linux), for tests that wait on another process.
public enum ProcessInspector {
    /// The state letter of `pid` in /proc/PID/stat ("R", "S", "T" stopped, "Z"...), or nil.
    public static func state(of pid: pid_t) -> Character? {
        stat(of: pid)?.first?.first
    }

    /// The processes whose parent is `pid`.
    public static func children(of pid: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let child = pid_t(name), let fields = stat(of: child), fields.count > 1,
                  pid_t(fields[1]) == pid else { return nil }
            return child
        }
    }

    /// Polls `condition` until it holds; throws after `timeout`.
    public static func wait(for description: String, timeout: Duration = .seconds(5),
                            _ condition: () -> Bool) throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else {
                throw PseudoTerminalError.timeout(waitingFor: description, output: "")
            }
            usleep(10_000)
        }
    }

    /// The fields of /proc/PID/stat after the command name: state, ppid, pgrp...
    private static func stat(of pid: pid_t) -> [Substring]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }
}
