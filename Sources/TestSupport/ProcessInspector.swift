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

    /// Waits until `pid` (not necessarily a child) has ended: gone, or a zombie.
    public static func waitForEnd(of pid: pid_t, timeout: Duration = .seconds(10)) throws {
        try wait(for: "process \(pid) to end", timeout: timeout) {
            let state = state(of: pid)
            return state == nil || state == "Z" || state == "X"
        }
    }

    /// How many times `pid` has gone to sleep of its own accord (`voluntary_ctxt_switches`
    /// in /proc/PID/status): each wait for input counts once.
    public static func voluntarySwitches(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
            return Int(line.dropFirst("voluntary_ctxt_switches:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// Whether `signal` is pending for `pid` (sent, not yet delivered: /proc/PID/status
    /// `SigPnd` or `ShdPnd`). Right after `kill` returns it is; once the process took it, not.
    public static func isPending(_ signal: Int32, for pid: pid_t) -> Bool {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        for line in text.split(separator: "\n") where line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:") {
            let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16) ?? 0
            if mask & (1 << UInt64(signal - 1)) != 0 { return true }
        }
        return false
    }

    /// The system call `pid` is blocked in and its arguments, from /proc/PID/syscall
    /// (Linux): `[number, arg1, …]`, or nil when it runs or cannot be read.
    public static func systemCall(of pid: pid_t) -> [String]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let number = fields.first, Int(number) != nil else { return nil }
        return fields
    }

    /// The number of read(2) on this machine (the first field of /proc/PID/syscall).
    public static let readSystemCall: String = {
        #if arch(x86_64)
        return "0"
        #elseif arch(arm64)
        return "63"
        #else
        return "?"
        #endif
    }()

    /// The thread of this process blocked in read(2) on `fd` (found in
    /// /proc/self/task/TID/syscall), if one is.
    public static func threadReading(_ fd: Int32) -> pid_t? {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for name in tasks {
            guard let tid = pid_t(name), let call = systemCall(of: tid), call.count > 1,
                  call[0] == readSystemCall, Int32(call[1].dropFirst(2), radix: 16) == fd else { continue }
            return tid
        }
        return nil
    }

    /// Polls `condition` until it holds; throws after `timeout`.
    public static func wait(for description: String, timeout: Duration = .seconds(20),
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
