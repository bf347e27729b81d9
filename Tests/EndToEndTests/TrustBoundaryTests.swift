import Foundation
import Testing
import TestSupport

/// What an untrusted form may do outside itself (issue 32 items 2–4), end to end through the
/// binary: files only in its folder (no absolute path, no `..`, no link leading out), the
/// environment only for who the person is, commands never; `formline test` trusts nothing a
/// scenario file says; trust is decided on the very file read, and its commands run in that
/// very folder, whatever link is swapped meanwhile.
@Suite struct TrustBoundaryTests {
    typealias Scratch = CommandCheckTests.Scratch

    /// The form of the issue: choices from /etc/passwd, a default from SECRET_TOKEN.
    private static let leakForm = """
        title: Leak
        fields:
          - {id: region, type: choice, required: true, choices: {file: /etc/passwd}}
          - {id: who, type: text, default: {env: SECRET_TOKEN}}
        """

    @Test func anUntrustedFormReadingAFileOutsideItsFolderOrASecretVariableStopsListingThem() throws {
        let scratch = try Scratch()
        let path = try scratch.write("leak.yaml", Self.leakForm)
        let piped = try scratch.formline(["run", path], input: "zzz\n", environment: ["SECRET_TOKEN": "tok-s3cret"])
        #expect(piped.status == 77, "\(piped.stderr)")
        #expect(piped.stderr.contains("reads a file outside its folder and reads an environment variable, and it is not trusted"))
        #expect(piped.stderr.contains("choices of field 'region': the file /etc/passwd (outside the form's folder)"))
        #expect(piped.stderr.contains("default of field 'who': the environment variable SECRET_TOKEN"))
        #expect(!piped.stderr.contains("root:"))
        let json = try scratch.formline(["run", path, "--no-input", "--format", "json"], environment: ["SECRET_TOKEN": "tok-s3cret"])
        #expect(json.status == 77)
        #expect(!json.stdout.contains("tok-s3cret") && !json.stderr.contains("tok-s3cret"))
        let fill = try scratch.formline(["fill", path], input: #"{"region":"x"}"# + "\n", environment: ["SECRET_TOKEN": "tok-s3cret"])
        #expect(fill.status == 77)
        #expect(!fill.stdout.contains("root:") && !fill.stderr.contains("root:"))
        // --no-checks: neither is read, and it says so.
        let skipped = try scratch.formline(["run", path, "--no-checks", "--no-input", "--format", "json"],
                                           environment: ["SECRET_TOKEN": "tok-s3cret"])
        #expect(skipped.stderr.contains("--no-checks: the file /etc/passwd and the environment variable SECRET_TOKEN are not read"), "\(skipped.stderr)")
        #expect(!skipped.stdout.contains("tok-s3cret") && !skipped.stdout.contains("root:"))
        // Trusted (once, or by record), both are read as the form says.
        let firstLine = try String(contentsOfFile: "/etc/passwd", encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
        let once = try scratch.formline(["run", path, "--trust", "--set", "region=\(firstLine)", "--no-input"], environment: ["SECRET_TOKEN": "tok"])
        #expect(once.status == 0, "\(once.stderr)")
        #expect(once.stdout.contains(#""who":"tok""#))
        #expect(try scratch.formline(["trust", path]).stderr.contains("the environment variable SECRET_TOKEN"))
        let recorded = try scratch.formline(["run", path, "--set", "region=\(firstLine)", "--no-input"], environment: ["SECRET_TOKEN": "tok"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // `check` lists what trusting allows.
        let check = try scratch.formline(["check", path])
        #expect(check.stderr.contains("reads a file outside its folder and reads an environment variable (only when trusted: formline trust FORM)"))
    }

    @Test func aFileClimbingOutWithDotDotNeedsTrustButOneInTheFolderDoesNot() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.folder.appendingPathComponent("forms/lists"), withIntermediateDirectories: true)
        try scratch.write("secret.env", "TOKEN=s3cret\n")
        try scratch.write("forms/lists/regions.txt", "eu\nus\n")
        let out = try scratch.write("forms/out.yaml", "title: Out\nfields:\n  - {id: r, type: choice, required: true, choices: {file: lists/../../secret.env}}\n")
        let inside = try scratch.write("forms/in.yaml", "title: In\nfields:\n  - {id: r, type: choice, required: true, choices: {file: lists/./../lists/regions.txt}}\n")
        let refused = try scratch.formline(["run", out, "--set", "r=x", "--no-input"])
        #expect(refused.status == 77)
        #expect(!refused.stderr.contains("s3cret"))
        let accepted = try scratch.formline(["run", inside, "--set", "r=us", "--no-input"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout == #"{"r":"us"}"# + "\n")
    }

    @Test func aLinkInTheFolderLeadingOutIsRefusedUntrustedAndFollowedTrusted() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.folder.appendingPathComponent("forms"), withIntermediateDirectories: true)
        try scratch.write("outside.txt", "s3cret-choice\n")
        #expect(symlink(scratch.folder.appendingPathComponent("outside.txt").path, scratch.folder.appendingPathComponent("forms/list").path) == 0)
        let path = try scratch.write("forms/linked.yaml", "title: Linked\nfields:\n  - {id: r, type: choice, required: true, choices: {file: list}}\n")
        let refused = try scratch.formline(["run", path], input: "zzz\n")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("the file 'list' leads outside the form's folder through a link"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("s3cret-choice"))
        let described = try scratch.formline(["run", path, "--no-input", "--format", "json"])
        #expect(!described.stdout.contains("s3cret-choice"))
        let trusted = try scratch.formline(["run", path, "--trust", "--set", "r=s3cret-choice", "--no-input"])
        #expect(trusted.status == 0, "\(trusted.stderr)")
    }

    @Test func identityVariablesNeedNoTrustAndOthersAreNeverRelayedToAnAgent() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.folder.appendingPathComponent("forms"), withIntermediateDirectories: true)
        try scratch.write("forms/env.yaml", """
            title: Env
            fields:
              - {id: me, type: text, default: {env: GIT_AUTHOR_NAME}}
              - {id: token, type: text, default: {env: SECRET_TOKEN}}
            """)
        let identity = try scratch.write("forms/me.yaml", "title: Me\nfields:\n  - {id: me, type: text, default: {env: GIT_AUTHOR_NAME}}\n")
        let run = try scratch.formline(["run", identity, "--no-input"], environment: ["GIT_AUTHOR_NAME": "Ada"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == #"{"me":"Ada"}"# + "\n")
        // `formline mcp`: a form reading only who the person is fills; an untrusted form reading
        // a secret variable is refused, naming it, the secret never sent; trusted, it is read.
        let environment = scratch.environment.merging(["FORMLINE_PATH": scratch.folder.appendingPathComponent("forms").path,
                                                       "GIT_AUTHOR_NAME": "Ada", "SECRET_TOKEN": "tok-s3cret"]) { $1 }
        let me = try MCPSession.call(tool: "fill_form", arguments: #"{"form":"me"}"#, environment: environment, directory: scratch.folder)
        #expect(me.contains(#"\"me\":\"Ada\""#), "\(me)")
        let refused = try MCPSession.call(tool: "fill_form", arguments: #"{"form":"env"}"#, environment: environment, directory: scratch.folder)
        #expect(refused.contains("reads an environment variable, and it is not trusted"), "\(refused)")
        #expect(refused.contains("the environment variable SECRET_TOKEN"), "\(refused)")
        #expect(!refused.contains("tok-s3cret"), "\(refused)")
        #expect(try scratch.formline(["trust", "forms/env.yaml"]).status == 0)
        let trusted = try MCPSession.call(tool: "fill_form", arguments: #"{"form":"env"}"#, environment: environment, directory: scratch.folder)
        #expect(trusted.contains(#"\"token\":\"tok-s3cret\""#), "\(trusted)")
    }

    // MARK: - formline test

    @Test func aScenarioFileCannotGrantTrust() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.folder.appendingPathComponent("forms"), withIntermediateDirectories: true)
        let canary = scratch.folder.appendingPathComponent("PWNED").path
        try scratch.write("forms/evil.yaml", """
            title: Evil
            fields:
              - {id: a, type: text}
            checks:
              - {run: [sh, -c, "id > ../PWNED"]}
            """)
        try scratch.write("forms/evil.test.yaml", """
            scenarios:
              - name: pwn
                trust: true
                input: [x]
                expect: {status: 0}
            """)
        let untrusted = try scratch.formline(["test", "forms/evil.test.yaml"])
        #expect(untrusted.status == 77, "\(untrusted.stdout)\(untrusted.stderr)")
        #expect(untrusted.stdout.contains("scenario 'pwn' was not run: it runs commands, and the form is not trusted"))
        #expect(untrusted.stdout.contains("form check 1: sh -c 'id > ../PWNED'"))
        #expect(untrusted.stdout.contains("0 passed, 0 failed, 1 not run (need trust)"))
        #expect(access(canary, F_OK) != 0, "the untrusted scenario ran its command")
        // Trust from the person: --trust for one run, or the trust record.
        let once = try scratch.formline(["test", "--trust", "forms/evil.test.yaml"])
        #expect(once.status == 0, "\(once.stdout)")
        #expect(access(canary, F_OK) == 0)
        unlink(canary)
        _ = try scratch.formline(["trust", "forms/evil.yaml"])
        let recorded = try scratch.formline(["test", "forms/evil.test.yaml"])
        #expect(recorded.status == 0, "\(recorded.stdout)")
        #expect(access(canary, F_OK) == 0)
    }

    @Test func aScenarioWithRepliesForEveryCommandNeedsNoTrust() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.folder.appendingPathComponent("forms"), withIntermediateDirectories: true)
        let canary = scratch.folder.appendingPathComponent("PWNED").path
        try scratch.write("forms/offline.yaml", """
            title: Offline
            fields:
              - {id: a, type: text, check: {run: [./taken]}}
            """)
        try scratch.write("forms/taken", "#!/bin/sh\ntouch ../PWNED\n", executable: true)
        try scratch.write("forms/offline.test.yaml", """
            scenarios:
              - name: replied
                input: [x]
                replies: {./taken: [pass]}
                expect: {answers: {a: x}}
            """)
        let result = try scratch.formline(["test", "forms/offline.test.yaml"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("1 passed, 0 failed"))
        #expect(access(canary, F_OK) != 0)
    }

    // MARK: - One resolution

    /// The form's path is a link swapped, all along, between a trusted form and the same text
    /// in another folder whose `./x` leaves a mark: hundreds of runs, and the other folder's
    /// command never runs (trust and the commands' folder come from one resolution).
    @Test func aLinkSwappedDuringRunsNeverRunsTheUntrustedFolder() throws {
        let scratch = try Scratch()
        let form = "title: Race\nfields:\n  - {id: a, type: text, check: {run: [./x]}}\n"
        for folder in ["trusted", "untrusted"] {
            try FileManager.default.createDirectory(at: scratch.folder.appendingPathComponent(folder), withIntermediateDirectories: true)
            try scratch.write("\(folder)/form.yaml", form)
            try scratch.write("\(folder)/x", "#!/bin/sh\necho \(folder) >> ../ran.log\ncat >/dev/null\n", executable: true)
        }
        #expect(try scratch.formline(["trust", "trusted/form.yaml"]).status == 0)
        let base = scratch.folder.path
        // Two links: to the file (link.yaml), and to the folder (current/form.yaml).
        #expect(symlink("trusted/form.yaml", base + "/link.yaml") == 0)
        #expect(symlink("trusted", base + "/current") == 0)
        let swapper = LinkSwapper(pairs: [(base + "/link.yaml", ["trusted/form.yaml", "untrusted/form.yaml"]),
                                          (base + "/current", ["trusted", "untrusted"])])
        swapper.start()
        var statuses: [Int32: Int] = [:]
        for index in 0..<300 {
            let result = try scratch.formline(["run", index % 2 == 0 ? "link.yaml" : "current/form.yaml"], input: "x\n")
            statuses[result.status, default: 0] += 1
            #expect(result.status == 0 || result.status == 77 || result.status == 66, "\(result.stderr)")
        }
        swapper.stop()
        let log = (try? String(contentsOfFile: base + "/ran.log", encoding: .utf8)) ?? ""
        #expect(!log.contains("untrusted"), "the untrusted folder's command ran: \(statuses)")
        #expect(log.contains("trusted"))
        // Both sides of the swap were seen, so the race was really run.
        #expect((statuses[0] ?? 0) > 0 && (statuses[77] ?? 0) > 0, "\(statuses)")
    }
}

/// Swaps symbolic links between targets on a thread of its own until stopped (each swap an
/// atomic rename, so the link always exists).
final class LinkSwapper: @unchecked Sendable {
    private let pairs: [(link: String, targets: [String])]
    private let lock = NSLock()
    private var running = true
    private let done = DispatchSemaphore(value: 0)

    init(pairs: [(String, [String])]) {
        self.pairs = pairs.map { (link: $0.0, targets: $0.1) }
    }

    func start() {
        Thread.detachNewThread { [self] in
            var turn = 0
            while lock.withLock({ running }) {
                for pair in pairs {
                    let temporary = pair.link + ".swap"
                    unlink(temporary)
                    if symlink(pair.targets[turn % pair.targets.count], temporary) == 0 { rename(temporary, pair.link) }
                }
                turn += 1
            }
            done.signal()
        }
    }

    func stop() {
        lock.withLock { running = false }
        done.wait()
    }
}

/// A `formline mcp` session over pipes: initialize, then one tool call; the call's reply line.
enum MCPSession {
    static func call(tool: String, arguments: String, environment: [String: String], directory: URL) throws -> String {
        let input = try ChildProcess.pipe(), output = try ChildProcess.pipe()
        let process = try ChildProcess(ProcessRunner.formlineBinary().path, ["mcp"],
                                       environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8"].merging(environment) { $1 },
                                       directory: directory.path, input: input.read, output: output.write)
        close(input.read)
        close(output.write)
        defer {
            close(output.read)
            _ = process.finish(timeout: .seconds(10))
        }
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":""# + tool + #"","arguments":"# + arguments + "}}",
        ]
        let request = Array((lines.joined(separator: "\n") + "\n").utf8)
        _ = request.withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
        // Read until the reply to id 2 (the server answers in its own time; no fixed wait);
        // a server that never answers is ended by the deadline, which ends the read.
        let watchdog = DispatchWorkItem { process.send(SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output.read, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            received += buffer[..<count]
            let text = String(decoding: received, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.contains(#""id":2"#) }) {
                close(input.write)
                return String(line)
            }
        }
        close(input.write)
        return String(decoding: received, as: UTF8.self)
    }
}
