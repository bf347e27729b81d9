import Foundation

/// Processes started with exact bytes (an environment `Process` cannot express: invalid
/// UTF-8, a chosen order), and files written so that no other test's child inherits them
/// open for writing (`exec` of a file some process holds open for writing fails with
/// ETXTBSY, "Text file busy").
///
/// ```swift
/// try RawProcess.writeFile(folder + "/check", "#!/bin/sh\nexit 0\n", executable: true)
/// let result = try RawProcess.run(binary, ["run", form], environment: [Array("PATH=/usr/bin:/bin".utf8)],
///                                 input: Array("x\n".utf8))
/// ```
public enum RawProcess {
    /// What a finished process wrote, as bytes.
    public struct Result: Sendable {
        /// The exit status (128 + signal number when killed by a signal).
        public let status: Int32
        public let stdout: [UInt8]
        public let stderr: [UInt8]
        /// Whether it had to be killed after its time limit.
        public let timedOut: Bool
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Writes `bytes` to `path` with open(O_CLOEXEC)/write/close (mode 0755 when `executable`).
    public static func writeFile(_ path: String, _ bytes: [UInt8], executable: Bool = false) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, executable ? 0o755 : 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += written
        }
        if executable { fchmod(fd, 0o755) }
    }

    /// `writeFile` for text.
    public static func writeFile(_ path: String, _ text: String, executable: Bool = false) throws {
        try writeFile(path, Array(text.utf8), executable: executable)
    }

    /// Runs `executable` with `arguments`, exactly the `environment` entries given (`NAME=value`
    /// bytes, no NUL: one is added), `input` on standard input, in this process's working
    /// directory (give absolute paths); kills it
    /// (SIGKILL) after `timeout` seconds. Output goes through files, so nothing blocks.
    public static func run(_ executable: String, _ arguments: [String], environment: [[UInt8]], input: [UInt8] = [],
                           timeout: TimeInterval = 30) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formline-raw-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try writeFile(scratch + "/in", input)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, scratch + "/in", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, scratch + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, scratch + "/err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), noMask = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&noMask)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { entry in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: entry.count + 1)
            for (index, byte) in entry.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[entry.count] = 0
            return copy
        } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { $0?.deallocate() }
        }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .EIO) }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var timedOut = false
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { break }
            if Date() > deadline && !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let code: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        func read(_ name: String) -> [UInt8] {
            (try? Data(contentsOf: URL(fileURLWithPath: scratch + "/" + name))).map { [UInt8]($0) } ?? []
        }
        return Result(status: code, stdout: read("out"), stderr: read("err"), timedOut: timedOut)
    }
}
