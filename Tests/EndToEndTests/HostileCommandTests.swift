import Foundation
import Testing
import TestSupport

/// Hostile commands in every role a form gives one (issue 32 item 5 and its hostile-command
/// suite): children that fork, ignore SIGTERM, close their output, print 100 MB, print escapes
/// and invalid UTF-8, exit by a signal, read nothing — as a field's check, a choices command,
/// a default command and a streaming check. Each records its pid (and its children's) in
/// `pids`; once formline has exited none of them may still run, and no verdict is stale (a
/// command that misbehaved never passes).
@Suite struct HostileCommandTests {
    enum Role: String, CaseIterable, Sendable {
        case check, choices, defaultValue, stream

        /// What a well-behaved command of the role does after the hostile part.
        var reply: String {
            switch self {
            case .check: return "cat >/dev/null; exit 0"
            case .choices: return "cat >/dev/null; printf 'ok\\nother\\n'"
            case .defaultValue: return "cat >/dev/null; printf 'fine\\n'"
            case .stream: return #"while read -r line; do id=${line#'{"id":'}; printf '{"id":%s}\n' "${id%%,*}"; done"#
            }
        }

        var field: String {
            switch self {
            case .check: return "{id: a, type: text, check: {run: [./cmd], timeout: 3s}}"
            case .choices: return "{id: a, type: choice, choices: {run: [./cmd], timeout: 3s}}"
            case .defaultValue: return "{id: a, type: text, required: true, default: {run: [./cmd], timeout: 3s}}"
            case .stream: return "{id: a, type: text, check: {run: [./cmd], stream: true, timeout: 3s}}"
            }
        }
    }

    /// The hostile part, and whether a command doing it may pass (it then did its job).
    static let behaviours: [(name: String, script: String, passes: Bool)] = [
        ("forks", "sleep 3600 & echo $! >> pids\n", true),
        ("ignores SIGTERM and hangs", "trap '' TERM\n(trap '' TERM; exec sleep 3600) & echo $! >> pids\nexec sleep 3600\n", false),
        ("closes its output", "exec >&- 2>&- <&-\nexec sleep 3600\n", false),
        ("prints 100 MB", "head -c 100000000 /dev/zero | tr '\\000' a\nexit 0\n", false),
        ("prints escapes and invalid UTF-8", "cat >/dev/null; printf '\\033[31mred\\033]0;title\\007\\377\\n'; exit 1\n", false),
        ("exits by a signal", "kill -SEGV $$\n", false),
        ("reads nothing", "exec <&-\n", true),
    ]

    final class Scratch {
        let folder: String
        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-hostile-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        deinit {
            for pid in pids() { kill(pid, SIGKILL) }  // only if a test failed: nothing left behind by the test either
            try? FileManager.default.removeItem(atPath: folder)
        }
        func pids() -> [pid_t] {
            let text = (try? String(contentsOfFile: folder + "/pids", encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { pid_t($0) }
        }
    }

    /// Whether `pid` runs (exists and is not a zombie).
    static func runs(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let state = ProcessInspector.state(of: pid)
        return state != nil && state != "Z" && state != "X"
    }

    @Test(arguments: Role.allCases)
    func aHostileCommandLeavesNoOrphanAndNoStaleVerdict(role: Role) throws {
        for behaviour in Self.behaviours {
            let scratch = try Scratch()
            // The stream's reply loop would answer after an `exec <&-` with nothing to read.
            let reply = role == .stream && behaviour.name == "reads nothing" ? "exec sleep 3600" : role.reply
            try RawProcess.writeFile(scratch.folder + "/cmd", "#!/bin/sh\necho $$ >> pids\n" + behaviour.script + reply + "\n",
                                     executable: true)
            try RawProcess.writeFile(scratch.folder + "/form.yaml", "title: H\nfields:\n  - \(role.field)\n  - {id: b, type: text}\n")
            let form = scratch.folder + "/form.yaml"
            let environment = ["FORMLINE_TRUST_DIR": scratch.folder + "/trust"]
            let result: ProcessResult
            switch role {
            case .check:
                result = try ProcessRunner.formline(["run", form, "--trust", "--set", "a=x", "--no-input"], environment: environment,
                                                    directory: URL(fileURLWithPath: scratch.folder), timeout: 30)
            case .choices:
                result = try ProcessRunner.formline(["run", form, "--trust", "--set", "a=ok", "--no-input"], environment: environment,
                                                    directory: URL(fileURLWithPath: scratch.folder), timeout: 30)
            case .defaultValue:
                result = try ProcessRunner.formline(["run", form, "--trust", "--no-input"], environment: environment,
                                                    directory: URL(fileURLWithPath: scratch.folder), timeout: 30)
            case .stream:
                result = try ProcessRunner.formline(["fill", form, "--trust"], input: #"{"a":"x"}"# + "\n" + #"{"a":"y"}"# + "\n",
                                                    environment: environment, directory: URL(fileURLWithPath: scratch.folder), timeout: 30)
            }
            let what = "\(role) that \(behaviour.name)"
            #expect(!result.timedOut, "\(what): formline did not end")
            // A stream that reads nothing answers nothing: it times out.
            if behaviour.passes && !(role == .stream && behaviour.name == "reads nothing") {
                #expect(result.status == 0, "\(what): \(result.status) \(result.stderr)")
            } else {
                #expect(result.status != 0, "\(what) passed: \(result.stdout)")
                #expect(!result.stdout.contains(#""a":"#), "\(what): a stale verdict let an answer through: \(result.stdout)")
            }
            #expect(!result.stderr.contains("\u{1B}") && !result.stdout.contains("\u{1B}"), "\(what): a raw escape")
            let pids = scratch.pids()
            #expect(!pids.isEmpty, "\(what): the command did not run")
            for pid in pids {
                // Ended once formline has: a killed child is reaped by init (wait on state).
                #expect((try? ProcessInspector.wait(for: "pid \(pid) to end", timeout: .seconds(10)) { !Self.runs(pid) }) != nil,
                        "\(what): pid \(pid) outlived formline")
            }
        }
    }

    /// A command that closes its output and sleeps (issue 32 item 5): formline waited until
    /// killed from outside and left the sleeper running; with `sleep 20` the check then passed.
    @Test func aCommandThatClosesItsOutputIsStillBoundByItsTimeout() throws {
        let scratch = try Scratch()
        try RawProcess.writeFile(scratch.folder + "/cmd", "#!/bin/sh\necho $$ >> pids\nexec >&- 2>&- <&-\nexec sleep 20\n", executable: true)
        try RawProcess.writeFile(scratch.folder + "/form.yaml", "title: C\nfields:\n  - {id: a, type: text, check: {run: [./cmd], timeout: 1s}}\n")
        let result = try ProcessRunner.formline(["run", scratch.folder + "/form.yaml", "--trust"], input: "x\n",
                                                environment: ["FORMLINE_TRUST_DIR": scratch.folder + "/trust"], timeout: 15)
        #expect(!result.timedOut, "formline waited for the sleeper")
        #expect(result.status != 0 && result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("the check './cmd' did not answer within 1s (it was stopped)"), "\(result.stderr)")
        for pid in scratch.pids() {
            #expect((try? ProcessInspector.wait(for: "pid \(pid) to end", timeout: .seconds(10)) { !Self.runs(pid) }) != nil)
        }
    }

    /// A signal that ends formline while a command runs ends the command's whole group, in
    /// `run` (piped) and `fill` with a streaming check, for SIGTERM, SIGINT and SIGHUP.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalThatEndsFormlineEndsTheCommandsItStarted(signal: Int32) throws {
        for stream in [false, true] {
            let scratch = try Scratch()
            try RawProcess.writeFile(scratch.folder + "/cmd", """
                #!/bin/sh
                echo $$ >> pids
                trap '' TERM INT HUP
                (trap '' TERM INT HUP; exec sleep 3600) & echo $! >> pids
                exec sleep 3600
                """, executable: true)
            let check = stream ? "{run: [./cmd], stream: true, timeout: 10m}" : "{run: [./cmd], timeout: 10m}"
            try RawProcess.writeFile(scratch.folder + "/form.yaml", "title: S\nfields:\n  - {id: a, type: text, check: \(check)}\n")
            let arguments = stream ? ["fill", scratch.folder + "/form.yaml", "--trust"] : ["run", scratch.folder + "/form.yaml", "--trust"]
            let input = try ChildProcess.pipe()
            let process = try ChildProcess(ProcessRunner.formlineBinary().path, arguments,
                                           environment: ProcessRunner.baseEnvironment(home: scratch.folder)
                                               .merging(["FORMLINE_TRUST_DIR": scratch.folder + "/trust"]) { $1 },
                                           input: input.read)
            close(input.read)
            let request = Array((stream ? #"{"a":"x"}"# + "\n" : "x\n").utf8)
            _ = request.withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
            try ProcessInspector.wait(for: "the command and its child to start", timeout: .seconds(20)) { scratch.pids().count == 2 }
            process.send(signal)
            try ProcessInspector.wait(for: "formline to end", timeout: .seconds(20)) { !process.isRunning }
            close(input.write)
            for pid in scratch.pids() {
                #expect((try? ProcessInspector.wait(for: "pid \(pid) to end", timeout: .seconds(10)) { !Self.runs(pid) }) != nil,
                        "signal \(signal), stream \(stream): pid \(pid) outlived formline")
            }
        }
    }
}
