import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A check's command that takes its time, at a real terminal (issue 25 item 5): the status
/// appears only after ~300 ms, Ctrl-C stops the check keeping text, focus and the keys typed
/// meanwhile, accessible mode says one plain line, and a signal that ends formline ends the
/// check's command too (piped as well). The command waits on a state file, never a clock.
extension TerminalRunTests {
    /// A folder with a form whose `name` is checked by `./check`: it writes its pid, then
    /// passes at once when `fast` exists, else writes `started` and waits until `release`
    /// exists: "pass" in it passes, anything else refuses (or until the folder is gone).
    final class SlowCheck {
        let folder: URL
        var form: String { folder.appendingPathComponent("form.yaml").path }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-wait-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("""
                title: Waiting
                fields:
                  - {id: name, type: text, label: Name, check: {run: [./check], timeout: 60s}}
                  - {id: note, type: text, label: Note}
                """.utf8).write(to: URL(fileURLWithPath: form))
            let script = folder.appendingPathComponent("check").path
            try Data("""
                #!/bin/sh
                echo $$ > pid.tmp && mv pid.tmp pid
                cat > /dev/null
                [ -e fast ] && exit 0
                : > started
                while [ ! -e release ]; do [ -e form.yaml ] || exit 9; sleep 0.02; done
                [ "$(cat release)" = pass ] && exit 0
                echo "that name is taken"; exit 1
                """.utf8).write(to: URL(fileURLWithPath: script))
            chmod(script, 0o755)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func touch(_ name: String, _ text: String = "") throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }

        func exists(_ name: String) -> Bool {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
        }

        /// The pid the check wrote, once it has.
        func checkPID() throws -> pid_t {
            try ProcessInspector.wait(for: "the check to start") { exists("started") }
            let text = try String(contentsOf: folder.appendingPathComponent("pid"), encoding: .utf8)
            return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }

        /// Waits until process `pid` is gone (killed and reaped).
        func waitUntilGone(_ pid: pid_t) throws {
            try ProcessInspector.wait(for: "the check \(pid) to be killed") { kill(pid, 0) != 0 && errno == ESRCH }
        }

        func run(_ extra: [String] = []) throws -> FormlineTerminal {
            try FormlineTerminal(["run", form, "--trust"] + extra)
        }
    }

    @Test func aSlowCheckShowsItsStatusAndControlCStopsItKeepingTextAndTypedKeys() throws {
        let check = try SlowCheck()
        let run = try check.run()
        try run.type(after: "[1/2] Name: ", .text("ada"), .enter)
        let pid = try check.checkPID()
        try run.waitFor("Checking Name…")
        // Echo and line editing are off while it waits; keys typed now wait for the next prompt.
        try run.terminal.waitForMode("the check's waiting mode") { $0.c_lflag & tcflag_t(NOFLSH) != 0 && $0.c_lflag & tcflag_t(ECHO) == 0 }
        try run.terminal.sendKeys(.text("xy"))
        try run.terminal.sendKeys(.control("c"))
        try run.waitFor("the check was stopped (Ctrl-C)")
        try check.waitUntilGone(pid)
        try run.waitFor("xy")
        try run.terminal.waitForRawMode()
        var screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(run.terminal.output)
        #expect(screen.cursorLine.hasPrefix("[1/2] Name: "), "focus stayed: \(screen.lines)")
        #expect(screen.cursorLine.contains("adaxy") || screen.cursorLine.hasSuffix("xy"), "\(screen.cursorLine)")
        #expect(!screen.lines.contains { $0.contains("Checking") }, "the status was wiped: \(screen.lines)")
        #expect(!run.terminal.output.contains("xyxy"), "the typed keys were not echoed while waiting")

        // Text kept: the field still holds "ada"; the check runs again and passes.
        try check.touch("release", "pass")
        try run.terminal.sendKeys(.control("u"), .text("ada"), .enter)
        try run.type(after: "[2/2] Note: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"name":"ada","note":null}"# + "\n")
        #expect(run.terminalIsRestored)
    }

    @Test func aFastCheckShowsNoStatus() throws {
        let check = try SlowCheck()
        try check.touch("fast")
        let run = try check.run()
        try run.type(after: "[1/2] Name: ", .text("ada"), .enter)
        try run.type(after: "[2/2] Note: ", .enter)
        try run.type(after: "Enter to submit", .enter)
        #expect(try run.waitForExit() == 0)
        #expect(run.standardOutput == #"{"name":"ada","note":null}"# + "\n")
        #expect(!run.screen.contains("Checking"))
    }

    @Test func aRefusalAfterTheStatusIsShownAtTheField() throws {
        let check = try SlowCheck()
        let run = try check.run()
        try run.type(after: "[1/2] Name: ", .text("taken"), .enter)
        try run.waitFor("Checking Name…")
        try check.touch("release", "no")
        try run.waitFor("that name is taken")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.control("u"), .control("d"))
        #expect(try run.waitForExit() == 3)
    }

    @Test func accessibleModeSaysOnePlainLineAndNoSpinner() throws {
        let check = try SlowCheck()
        let run = try check.run(["--accessible"])
        try run.waitFor("Name")
        try run.terminal.waitForRawMode()
        try run.terminal.sendKeys(.text("ada"), .enter)
        try run.waitFor("Checking Name…\r\n")
        try check.touch("release", "pass")
        try run.waitFor("Note")
        let output = run.terminal.output
        #expect(output.components(separatedBy: "Checking Name…").count == 2, "said once")
        for frame in ["⠋", "⠙", "|", "\u{1B}[K"] { #expect(!output.contains(frame + " Checking")) }
        run.terminal.terminate(signal: SIGTERM)
        _ = try run.waitForExit()
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalThatEndsTheRunKillsTheCheckAtATerminal(signal: Int32) throws {
        let check = try SlowCheck()
        let run = try check.run()
        try run.type(after: "[1/2] Name: ", .text("ada"), .enter)
        let pid = try check.checkPID()
        run.terminal.terminate(signal: signal)
        #expect(try run.waitForExit() == 128 + signal)
        try check.waitUntilGone(pid)
        #expect(run.screen.contains("interrupted"))
    }

    @Test func closingTheTerminalKillsTheCheck() throws {
        let check = try SlowCheck()
        let run = try check.run()
        try run.type(after: "[1/2] Name: ", .text("ada"), .enter)
        let pid = try check.checkPID()
        let formline = try run.programID()
        run.terminal.hangUp()
        _ = try? run.terminal.waitForExit(timeout: .seconds(10))
        try ProcessInspector.waitForEnd(of: formline)
        try check.waitUntilGone(pid)
    }

    /// Starts formline with `arguments`, `input` on a pipe to its standard input, with
    /// SIGINT, SIGTERM and SIGHUP at their default action and unblocked (this test process
    /// may ignore them after other tests, and formline keeps an ignored signal ignored).
    private func spawnPiped(_ arguments: [String], input: String) throws -> (pid: pid_t, input: Int32) {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let binary = ProcessRunner.formlineBinary().path
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, environ)
        close(fds[0])
        try #require(spawned == 0)
        _ = input.withCString { write(fds[1], $0, strlen($0)) }
        return (pid, fds[1])
    }

    private func exitStatus(of pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F != 0 ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalThatEndsAPipedRunKillsTheCheck(signal: Int32) throws {
        let check = try SlowCheck()
        let formline = try spawnPiped(["run", check.form, "--trust"], input: "ada\n")
        defer {
            kill(formline.pid, SIGKILL)  // a failed expectation must not leave it running
            close(formline.input)
        }
        let pid = try check.checkPID()
        kill(formline.pid, signal)
        #expect(exitStatus(of: formline.pid) == 128 + signal)
        try check.waitUntilGone(pid)
    }

    @Test func aSignalWhileGivenAnswersAreCheckedKillsTheCheck() throws {
        let check = try SlowCheck()
        let formline = try spawnPiped(["run", check.form, "--trust", "--set", "name=ada", "--no-input"], input: "")
        defer {
            kill(formline.pid, SIGKILL)  // a failed expectation must not leave it running
            close(formline.input)
        }
        let pid = try check.checkPID()
        kill(formline.pid, SIGTERM)
        #expect(exitStatus(of: formline.pid) == 143)
        try check.waitUntilGone(pid)
    }
}
