import Foundation

/// A temporary folder used as `HOME` (with `drafts/` for `FORMLINE_DRAFT_DIR`) by one or
/// more runs of `formline`; removed on deinit.
public final class TemporaryHome: @unchecked Sendable {
    /// The folder.
    public let url: URL
    /// Where drafts go: `FORMLINE_DRAFT_DIR`.
    public var drafts: URL { url.appendingPathComponent("drafts") }

    /// Creates an empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The draft files' contents, by file name.
    public var draftFiles: [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: drafts.path)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".json") {
            files[name] = try? String(contentsOf: drafts.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Moves every draft file's modification time `seconds` into the past, so a later draft
    /// is the newer one without waiting for the clock (drafts are ordered by mtime seconds).
    public func ageDraftFiles(bySeconds seconds: TimeInterval) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: drafts.path) where name.hasSuffix(".json") {
            let path = drafts.appendingPathComponent(name).path
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date ?? Date()
            try FileManager.default.setAttributes([.modificationDate: modified.addingTimeInterval(-seconds)], ofItemAtPath: path)
        }
    }
}

/// The real `formline` binary on a new pseudo-terminal, as a person would run it:
/// `formline ARGS > stdout-file` with the terminal as standard input and standard error
/// (or, with `redirectingStandardError`, `formline ARGS > stdout-file 2> stderr-file`, the
/// terminal staying the controlling one).
///
/// The environment is exactly: TERM=xterm, NO_COLOR=1 (so prompts are plain text to wait
/// for), LANG=C.UTF-8, FORMLINE_TODAY=2026-11-22, HOME and FORMLINE_DRAFT_DIR in `home`,
/// then `environment` on top (an empty value removes a variable).
public final class FormlineTerminal {
    /// The terminal and the running program.
    public let terminal: PseudoTerminalSession
    /// HOME and drafts.
    public let home: TemporaryHome
    private let stdoutFile: URL
    private let stderrFile: URL?

    /// Whether formline runs as a job of a shell with job control (see `init`).
    public let jobControl: Bool
    /// The shell leading the session instead of formline (see `init`), if any.
    public let sessionLeader: SessionLeader?

    /// A shell that leads the terminal's session and runs formline as a command of its own,
    /// as a terminal emulator or tmux runs a shell: closing the terminal then hangs up the
    /// shell, which dies or passes the hang-up on, and formline gets SIGHUP more than once.
    public enum SessionLeader: Sendable, CaseIterable {
        /// `bash -i -c …`: an interactive shell with job control; formline is its foreground job.
        case interactiveBash
        /// `bash -c …`: formline in the shell's own process group.
        case bash

        var arguments: [String] {
            switch self {
            case .interactiveBash: return ["--norc", "--noprofile", "-i", "-c"]
            case .bash: return ["--norc", "--noprofile", "-c"]
            }
        }
    }

    /// What the job-control shell prints when formline has stopped (then `fg()` continues it).
    public static let stoppedMarker = "formline-test: stopped"

    /// Starts `formline` with `arguments`.
    ///
    /// With `jobControl`, formline is not the session leader but a job of `sh -m` in its own
    /// foreground process group, as under an interactive shell, so SIGTSTP really stops it.
    /// When it stops the shell prints `stoppedMarker` and waits for a line (`fg()`), then
    /// runs `fg`. `standardOutput` names where standard output goes instead of a file in
    /// `home` (e.g. `/dev/full`). With `sessionLeader`, that shell leads the session and runs
    /// formline as a command (not `exec`), then exits with its status. `inheritedFile` is
    /// opened (read-only) as formline's descriptor 7, as a shell's `7<FILE` would, so a test
    /// sees whether formline passes it on.
    public init(_ arguments: [String], environment: [String: String] = [:], home: TemporaryHome? = nil,
                redirectingStandardError: Bool = false, standardOutput: String? = nil,
                rows: UInt16 = 40, columns: UInt16 = 120, jobControl: Bool = false,
                sessionLeader: SessionLeader? = nil, inheritedFile: String? = nil) throws {
        self.jobControl = jobControl
        self.sessionLeader = sessionLeader
        let home = try home ?? TemporaryHome()
        self.home = home
        stdoutFile = standardOutput.map { URL(fileURLWithPath: $0) } ?? home.url.appendingPathComponent("stdout-\(UUID().uuidString)")
        stderrFile = redirectingStandardError ? home.url.appendingPathComponent("stderr-\(UUID().uuidString)") : nil
        var env = ["TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8", "FORMLINE_TODAY": "2026-11-22",
                   "HOME": home.url.path, "FORMLINE_DRAFT_DIR": home.drafts.path]
        for (key, value) in environment { env[key] = value.isEmpty ? nil : value }
        let binary = ProcessRunner.formlineBinary().path
        var script = #"exec "$0" "$@" > "$FORMLINE_TEST_STDOUT""#
        var files = ["FORMLINE_TEST_STDOUT": stdoutFile.path]
        if let stderrFile {
            script += #" 2> "$FORMLINE_TEST_STDERR""#
            files["FORMLINE_TEST_STDERR"] = stderrFile.path
        }
        if let inheritedFile {
            script += #" 7< "$FORMLINE_TEST_INHERITED""#
            files["FORMLINE_TEST_INHERITED"] = inheritedFile
        }
        if jobControl {
            // 148 = 128 + SIGTSTP: the job stopped.
            script = "set -m\n" + script.replacingOccurrences(of: "exec ", with: "") + """

                status=$?
                while [ "$status" = 148 ]; do
                  echo "\(Self.stoppedMarker)"
                  read _ && fg > /dev/null
                  status=$?
                done
                exit "$status"
                """
        }
        var shell = ["/bin/sh", "-c"]
        if let sessionLeader {
            // Not the last command: bash would exec it, and formline would lead the session.
            script = script.replacingOccurrences(of: "exec ", with: "") + "\nexit $?"
            shell = ["/bin/bash"] + sessionLeader.arguments
        }
        terminal = try PseudoTerminalSession(
            executable: shell[0],
            arguments: Array(shell.dropFirst()) + [script, binary] + arguments,
            environment: env.merging(files) { $1 },
            rows: rows, columns: columns)
    }

    /// The path of a form in the repository's `forms/`.
    public static func form(_ name: String) -> String {
        ProcessRunner.repositoryRoot().appendingPathComponent("forms/\(name).yaml").path
    }

    /// Waits for `text`, then for the line editor to take the terminal (raw mode), then types.
    @discardableResult
    public func type(after text: String, _ keys: TerminalKey...) throws -> String {
        let shown = try terminal.waitFor(text)
        try terminal.waitForRawMode()
        for key in keys { try terminal.sendKeys(key) }
        return shown
    }

    /// Waits for `text`, then for echo to be off (a secret prompt), then types.
    @discardableResult
    public func typeSecret(after text: String, _ keys: TerminalKey...) throws -> String {
        let shown = try terminal.waitFor(text)
        try terminal.waitForMode("echo off") { $0.c_lflag & tcflag_t(ECHO) == 0 }
        for key in keys { try terminal.sendKeys(key) }
        return shown
    }

    /// Sends `keys` once formline waits for a key, then waits until it has taken them and
    /// waits for the next key again: by then a key that depends on time (Escape alone, its
    /// sequence not following within the escape delay) has been decided. Waits on the
    /// process's state (/proc), never a fixed time.
    public func sendWhenRead(_ keys: TerminalKey...) throws {
        let pid = try programID()
        try ProcessInspector.wait(for: "formline \(pid) waiting for a key") { Self.isWaitingForKey(pid) }
        let before = ProcessInspector.voluntarySwitches(of: pid) ?? 0
        for key in keys { try terminal.sendKeys(key) }
        try ProcessInspector.wait(for: "formline \(pid) to take the keys and wait for the next") {
            (ProcessInspector.voluntarySwitches(of: pid) ?? 0) > before && Self.isWaitingForKey(pid)
        }
    }

    /// Whether `pid` is blocked in formline's wait for a key: `poll` on two descriptors (the
    /// terminal and the signal handlers' wake-up pipe, see `TerminalInput.readByte`), where
    /// the wait for the rest of an escape sequence polls the terminal alone.
    static func isWaitingForKey(_ pid: pid_t) -> Bool {
        guard let call = ProcessInspector.systemCall(of: pid), call.count > 2 else { return false }
        // poll (x86_64: 7), ppoll (x86_64: 271, arm64: 73): the second argument is nfds.
        return ["7", "271", "73"].contains(call[0]) && call[2] == "0x2"
    }

    /// formline's process id: the session's own process, or the shell's job.
    public func programID() throws -> pid_t {
        guard jobControl || sessionLeader != nil else { return terminal.pid }
        var found: pid_t?
        try ProcessInspector.wait(for: "the formline job of \(terminal.pid)") {
            found = ProcessInspector.children(of: terminal.pid).first
            return found != nil
        }
        return found!
    }

    /// Waits until formline's state in /proc/PID/stat is `state` ("T": stopped).
    public func waitForState(_ state: Character) throws {
        let pid = try programID()
        try ProcessInspector.wait(for: "process \(pid) in state \(state)") {
            ProcessInspector.state(of: pid) == state
        }
    }

    /// Continues the stopped job: waits for the shell's marker and answers its prompt, so it
    /// runs `fg` (which gives formline the terminal back and sends SIGCONT).
    public func fg() throws {
        try terminal.waitFor(Self.stoppedMarker)
        try terminal.send("\n")
    }

    /// Waits for `text` in what the program drew.
    @discardableResult
    public func waitFor(_ text: String) throws -> String {
        try terminal.waitFor(text)
    }

    /// Waits for the program to exit; returns its status.
    public func waitForExit() throws -> Int32 {
        try terminal.waitForExit(timeout: .seconds(20))
    }

    /// What the program wrote on standard output (the answers).
    public var standardOutput: String {
        (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? ""
    }

    /// What the program wrote on standard error, when it was redirected to a file.
    public var standardError: String {
        stderrFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    }

    /// Everything drawn on the terminal, escapes stripped.
    public var screen: String {
        TerminalText.strippingEscapes(terminal.output)
    }

    /// Whether the terminal is back in canonical mode with echo on.
    public var terminalIsRestored: Bool {
        guard let mode = terminal.currentMode else { return false }
        return mode.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
    }
}
