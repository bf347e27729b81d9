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
            try ExecutableFile.write("""
                #!/bin/sh
                echo $$ > pid.tmp && mv pid.tmp pid
                cat > /dev/null
                [ -e fast ] && exit 0
                : > started
                while [ ! -e release ]; do [ -e form.yaml ] || exit 9; sleep 0.02; done
                [ "$(cat release)" = pass ] && exit 0
                echo "that name is taken"; exit 1
                """, to: script)
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

    /// Starts formline with `arguments`, `input` on a pipe to its standard input (the write
    /// end returned, open), with every signal at its default action and unblocked (this test
    /// process may ignore some after other tests, and formline keeps an ignored signal
    /// ignored) and the base environment with HOME in the check's folder.
    private func spawnPiped(_ arguments: [String], input: String, check: SlowCheck) throws -> (process: ChildProcess, input: Int32) {
        let (read, write) = try ChildProcess.pipe()
        defer { close(read) }
        let process = try ChildProcess(ProcessRunner.formlineBinary().path, arguments,
                                       environment: ProcessRunner.baseEnvironment(home: check.folder.path), input: read)
        _ = input.withCString { Glibc.write(write, $0, strlen($0)) }
        return (process, write)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalThatEndsAPipedRunKillsTheCheck(signal: Int32) throws {
        let check = try SlowCheck()
        let formline = try spawnPiped(["run", check.form, "--trust"], input: "ada\n", check: check)
        defer { close(formline.input) }   // the process itself is killed on deinit if still running
        let pid = try check.checkPID()
        formline.process.send(signal)
        #expect(formline.process.waitForExit().status == 128 + signal)
        try check.waitUntilGone(pid)
    }

    @Test func aSignalWhileGivenAnswersAreCheckedKillsTheCheck() throws {
        let check = try SlowCheck()
        let formline = try spawnPiped(["run", check.form, "--trust", "--set", "name=ada", "--no-input"], input: "", check: check)
        defer { close(formline.input) }
        let pid = try check.checkPID()
        formline.process.send(SIGTERM)
        #expect(formline.process.waitForExit().status == 143)
        try check.waitUntilGone(pid)
    }
}
