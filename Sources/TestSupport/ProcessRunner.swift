import Foundation

/// What a finished process left behind.
public struct ProcessResult: Sendable {
    /// The exit status (128 + signal number when killed by a signal).
    public let status: Int32
    /// Everything written to standard output.
    public let stdout: String
    /// Everything written to standard error.
    public let stderr: String
    /// Whether the runner had to kill the process after its time limit.
    public let timedOut: Bool
}

/// Runs the real `formline` binary (or any program) with piped input, capturing output,
/// never hanging: input and output go through temporary files and a time limit applies.
public enum ProcessRunner {
    /// The `formline` binary built beside the test bundle (override with FORMLINE_BINARY).
    public static func formlineBinary() -> URL {
        if let path = ProcessInfo.processInfo.environment["FORMLINE_BINARY"] { return URL(fileURLWithPath: path) }
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            argv0.deletingLastPathComponent(), argv0.deletingLastPathComponent().deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("formline")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("formline")
    }

    /// The repository root (for `forms/`), found from this source file's path.
    public static func repositoryRoot(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `formline` with `arguments`, `input` on standard input, in the repository root.
    public static func formline(_ arguments: [String], input: String = "", environment: [String: String] = [:],
                                directory: URL? = nil, timeout: TimeInterval = 20) throws -> ProcessResult {
        try run(formlineBinary(), arguments, input: Data(input.utf8), environment: environment,
                directory: directory ?? repositoryRoot(), timeout: timeout)
    }

    /// Runs `sh -c SCRIPT formline ARGUMENTS…` in the repository root (`$0` is the binary), for
    /// redirections a `Process` cannot make (`> /dev/full`, `2>&-`, `3>>file`).
    public static func formlineInShell(_ script: String, _ arguments: [String] = [], input: String = "",
                                       environment: [String: String] = [:], directory: URL? = nil,
                                       timeout: TimeInterval = 20) throws -> ProcessResult {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, formlineBinary().path] + arguments, input: Data(input.utf8),
                environment: environment, directory: directory ?? repositoryRoot(), timeout: timeout)
    }

    /// Runs `executable` with raw bytes on standard input.
    public static func run(_ executable: URL, _ arguments: [String], input: Data, environment: [String: String] = [:],
                           directory: URL? = nil, timeout: TimeInterval = 20) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formline-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in"), outURL = scratch.appendingPathComponent("out"),
            errURL = scratch.appendingPathComponent("err")
        try input.write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["FORMLINE_TODAY"] = env["FORMLINE_TODAY"] ?? "2026-11-22"
        env["HOME"] = scratch.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()

        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                Thread.sleep(forTimeInterval: 0.2)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ProcessResult(status: status,
                             stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                             stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
                             timedOut: timedOut)
    }
}
