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
/// Every child gets an explicit environment (`baseEnvironment`), never this process's.
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

    /// Starts `formline` with `arguments` in the repository root, `baseEnvironment` (HOME =
    /// `home`) with `environment` on top, on the given descriptors (nil: /dev/null), for
    /// tests that signal it or feed it over time; see `ChildProcess`.
    public static func startFormline(_ arguments: [String], home: String, environment: [String: String] = [:],
                                     input: Int32? = nil, output: Int32? = nil, errorOutput: Int32? = nil) throws -> ChildProcess {
        try ChildProcess(formlineBinary().path, arguments, environment: baseEnvironment(home: home).merging(environment) { $1 },
                         directory: repositoryRoot().path, input: input, output: output, errorOutput: errorOutput)
    }

    /// What every program the runner starts gets, before the test's own `environment`:
    /// PATH (this process's), HOME (a scratch folder of the run's own), LANG=C.UTF-8 and
    /// FORMLINE_TODAY=2026-11-22. Nothing else of this process's environment reaches it (no
    /// developer's FORMLINE_*, NO_COLOR, LANG, TERM or EDITOR): a test that needs more passes it.
    public static func baseEnvironment(home: String) -> [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
         "HOME": home, "LANG": "C.UTF-8", "FORMLINE_TODAY": "2026-11-22"]
    }

    /// Runs `executable` with raw bytes on standard input and exactly `baseEnvironment` with
    /// `environment` on top, in `directory`. After `timeout` it is stopped (SIGTERM, then
    /// SIGKILL) and the result says `timedOut`.
    public static func run(_ executable: URL, _ arguments: [String], input: Data, environment: [String: String] = [:],
                           directory: URL? = nil, timeout: TimeInterval = 20) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formline-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in"), outURL = scratch.appendingPathComponent("out"),
            errURL = scratch.appendingPathComponent("err")
        try input.write(to: inURL)
        let inFD = try ChildProcess.open(inURL.path, O_RDONLY)
        defer { close(inFD) }
        let outFD = try ChildProcess.open(outURL.path, O_WRONLY | O_CREAT | O_TRUNC)
        defer { close(outFD) }
        let errFD = try ChildProcess.open(errURL.path, O_WRONLY | O_CREAT | O_TRUNC)
        defer { close(errFD) }

        let env = baseEnvironment(home: scratch.path).merging(environment) { $1 }
        let child = try ChildProcess(executable.path, arguments, environment: env, directory: directory?.path,
                                     input: inFD, output: outFD, errorOutput: errFD)
        let (ending, timedOut) = child.finish(timeout: .milliseconds(Int64(timeout * 1000)))
        return ProcessResult(status: ending.status,
                             stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                             stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
                             timedOut: timedOut)
    }
}
