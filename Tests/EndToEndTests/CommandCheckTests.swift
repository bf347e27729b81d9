import Foundation
import Testing
import TestSupport

/// Checks that run commands (`check:`, `checks:`), end to end through the binary: trust,
/// what a command gets and what its ending means (a failure, a hang, a crash, hostile output),
/// and the same verdict from piped `run`, `--set`/`--no-input` and `fill`.
@Suite struct CommandCheckTests {
    /// A scratch folder holding a form, its scripts and a trust folder of its own.
    final class Scratch {
        let folder: URL
        var trustDir: String { folder.appendingPathComponent("trust").path }
        var environment: [String: String] { ["FORMLINE_TRUST_DIR": trustDir] }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-checks-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: folder) }

        @discardableResult
        func write(_ name: String, _ text: String, executable: Bool = false) throws -> String {
            let url = folder.appendingPathComponent(name)
            if executable { return try ExecutableFile.write(text, to: url) }
            try Data(text.utf8).write(to: url)
            return url.path
        }

        func formline(_ arguments: [String], input: String = "", environment: [String: String] = [:],
                      timeout: TimeInterval = 30) throws -> ProcessResult {
            try ProcessRunner.formline(arguments, input: input, environment: self.environment.merging(environment) { $1 },
                                       directory: folder, timeout: timeout)
        }
    }

    /// A form whose `name` field is checked by `./check` (a shell script given here).
    private func form(_ scratch: Scratch, check script: String, timeout: String = "5s") throws -> String {
        try scratch.write("check", "#!/bin/sh\n" + script, executable: true)
        return try scratch.write("form.yaml", """
            title: Checked
            fields:
              - id: name
                type: text
                required: true
                check: {run: [./check], timeout: \(timeout)}
              - id: pin
                type: secret
            """)
    }

    private static let takenCheck = """
        request=$(cat)
        case "$request" in *'"value":"taken"'*) echo "that name is taken"; exit 1;; esac
        exit 0
        """

    // MARK: - Trust

    @Test func anUntrustedFormStopsBeforeTheFirstQuestionListingItsCommands() throws {
        let scratch = try Scratch()
        let path = try form(scratch, check: Self.takenCheck)
        let result = try scratch.formline(["run", path], input: "free\n1234\n")
        #expect(result.status == 77)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("runs commands, and it is not trusted"))
        #expect(result.stderr.contains("check of field 'name': ./check"))
        #expect(result.stderr.contains("formline trust"))
        #expect(!result.stderr.contains("Name"), "nothing was asked")
        let fill = try scratch.formline(["fill", path], input: #"{"name":"free"}"# + "\n")
        #expect(fill.status == 77 && fill.stdout.isEmpty)
    }

    @Test func trustRecordsTheFormAndAChangedFormNeedsTrustingAgain() throws {
        let scratch = try Scratch()
        let path = try form(scratch, check: Self.takenCheck)
        let trusted = try scratch.formline(["trust", path])
        #expect(trusted.status == 0, "\(trusted.stderr)")
        var info = stat()
        #expect(stat(scratch.trustDir + "/trusted-forms.json", &info) == 0 && info.st_mode & 0o777 == 0o600)
        let listed = try scratch.formline(["trust", "--list"])
        #expect(listed.stdout.contains("form.yaml"))
        let run = try scratch.formline(["run", path], input: "taken\nfree\n1234\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == #"{"name":"free","pin":"1234"}"# + "\n")
        #expect(run.stderr.contains("that name is taken"))

        try scratch.write("form.yaml", try String(contentsOfFile: path, encoding: .utf8) + "\n# changed\n")
        let changed = try scratch.formline(["run", path], input: "free\n1234\n")
        #expect(changed.status == 77)
        #expect(changed.stderr.contains("changed since it was trusted"))

        let removed = try scratch.formline(["trust", "--remove", path])
        #expect(removed.status == 0)
        #expect(try scratch.formline(["trust", "--list"]).stdout.isEmpty)
    }

    @Test func noChecksSkipsThemAndSaysSo() throws {
        let scratch = try Scratch()
        let path = try form(scratch, check: Self.takenCheck)
        let result = try scratch.formline(["run", path, "--no-checks"], input: "taken\n1234\n")
        #expect(result.status == 0)
        #expect(result.stdout == #"{"name":"taken","pin":"1234"}"# + "\n")
        #expect(result.stderr.contains("--no-checks: the form's command is not run"))
    }

    @Test func checkAndDescribeListTheCommands() throws {
        let scratch = try Scratch()
        let path = try form(scratch, check: Self.takenCheck)
        let check = try scratch.formline(["check", path])
        #expect(check.status == 0 && check.stderr.contains("check of field 'name': ./check"))
        let describe = try scratch.formline(["describe", path])
        #expect(describe.stdout.contains("check of field 'name': ./check (timeout 5s)"))
        let json = try scratch.formline(["describe", path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let commands = object?["commands"] as? [[String: Any]]
        #expect(commands?.first?["run"] as? [String] == ["./check"])
        #expect(commands?.first?["role"] as? String == "fieldCheck")
    }

    // MARK: - What a command gets

    @Test func theRequestHoldsSecretsOnlyWhenReadAndTheEnvironmentNoGivenAnswers() throws {
        let scratch = try Scratch()
        try scratch.write("check", """
            #!/bin/sh
            cat > request.json
            env | grep '^FORMLINE_ANSWER_' > leaked.txt
            exit 0
            """, executable: true)
        let path = try scratch.write("form.yaml", Fixtures.form("check-secret-first"))
        let result = try scratch.formline(["run", path, "--trust", "--set", "name=ada"], input: "s3cret\n",
                                          environment: ["FORMLINE_ANSWER_PIN": "s3cret"])
        #expect(result.status == 0, "\(result.stderr)")
        let request = try String(contentsOfFile: scratch.folder.appendingPathComponent("request.json").path, encoding: .utf8)
        #expect(request == #"{"field":"name","value":"ada","answers":{"name":"ada"}}"#)
        let leaked = try String(contentsOfFile: scratch.folder.appendingPathComponent("leaked.txt").path, encoding: .utf8)
        #expect(leaked.isEmpty)
    }

    // MARK: - What its ending means

    @Test func aFailingCommandsFirstLineIsTheMessageAndFocusStays() throws {
        let scratch = try Scratch()
        let path = try form(scratch, check: "cat >/dev/null; printf '\\n  first line\\nsecond\\n'; exit 3")
        let result = try scratch.formline(["run", path, "--trust"], input: "x\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("field 'name' (name): first line"))
        #expect(!result.stderr.contains("second"))
    }

    @Test func aHangingCommandIsStoppedWholeAndSaysSo() throws {
        let scratch = try Scratch()
        // A child in the background keeps the output open: only killing the group ends it.
        let path = try form(scratch, check: "sleep 30 & sleep 30", timeout: "300ms")
        // A test about a time limit: the background sleep holds the output for 30 s, so a run
        // over well before then (however loaded the machine) shows the whole group was killed.
        let start = Date()
        let result = try scratch.formline(["run", path, "--trust"], input: "x\n", timeout: 40)
        #expect(Date().timeIntervalSince(start) < 25)
        #expect(result.status == 65)
        #expect(result.stderr.contains("the check './check' did not answer within 300ms (it was stopped)"))
    }

    @Test func aCrashingCommandAndOneFailingWithoutAWordAreErrors() throws {
        let scratch = try Scratch()
        var path = try form(scratch, check: "kill -SEGV $$")
        var result = try scratch.formline(["run", path, "--trust"], input: "x\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("the check './check' crashed (signal 11)"))
        path = try form(scratch, check: "exit 2")
        result = try scratch.formline(["run", path, "--trust"], input: "x\n")
        #expect(result.stderr.contains("the check './check' failed (exit status 2) without saying why"))
        try FileManager.default.removeItem(atPath: scratch.folder.appendingPathComponent("check").path)
        result = try scratch.formline(["run", path, "--trust"], input: "x\n")
        #expect(result.stderr.contains("the check './check' could not be started"))
    }

    @Test func aCommandThatExitsWithoutReadingItsRequestIsJudgedByItsStatus() throws {
        // A request larger than a pipe holds: writing it fails (EPIPE) once the command exits.
        let scratch = try Scratch()
        let path = try form(scratch, check: "exit 0")
        let long = String(repeating: "a", count: 300_000)
        let answers = try scratch.write("answers.json", #"{"name":"\#(long)","pin":"1"}"#)
        for _ in 0..<3 {
            let result = try scratch.formline(["run", path, "--trust", "--answers", answers, "--no-input"])
            #expect(result.status == 0, "\(result.stderr.prefix(300))")
            #expect(result.stdout.count > 300_000)
        }
        try scratch.write("check", "#!/bin/sh\necho refused; exit 1\n", executable: true)
        let refused = try scratch.formline(["run", path, "--trust", "--answers", answers, "--no-input"])
        #expect(refused.status == 65 && refused.stderr.contains("refused"))
    }

    @Test func hostileOutputIsShownSafelyOrRefused() throws {
        let scratch = try Scratch()
        var path = try form(scratch, check: #"printf '\033]0;owned\007\033[2Jbad \342\200\256name\n'; exit 1"#)
        var result = try scratch.formline(["run", path, "--trust"], input: "x\n")
        #expect(result.status == 65)
        #expect(!result.stderr.unicodeScalars.contains("\u{1B}") && !result.stderr.unicodeScalars.contains("\u{7}"))
        #expect(!result.stderr.unicodeScalars.contains("\u{202E}"))
        #expect(result.stderr.contains("bad"))

        path = try form(scratch, check: "head -c 104857600 /dev/zero | tr '\\0' x; exit 1")
        result = try scratch.formline(["run", path, "--trust"], input: "x\n", timeout: 60)
        #expect(!result.timedOut)
        #expect(result.stderr.contains("wrote more than 1048576 bytes (it was stopped)"))

        path = try form(scratch, check: #"printf 'bad \377\376 bytes\n'; exit 1"#)
        result = try scratch.formline(["run", path, "--trust"], input: "x\n")
        #expect(result.stderr.contains("its output is not UTF-8 text"))
    }

    // MARK: - The same verdict everywhere

    @Test func pipedRunGivenAnswersAndFillAgree() throws {
        let scratch = try Scratch()
        let path = try form(scratch, check: Self.takenCheck)
        let piped = try scratch.formline(["run", path, "--trust"], input: "taken\n")
        let given = try scratch.formline(["run", path, "--trust", "--set", "name=taken", "--no-input"])
        let fill = try scratch.formline(["fill", path, "--trust"], input: #"{"name":"taken"}"# + "\n" + #"{"name":"free","pin":"1"}"# + "\n")
        #expect(piped.status == 65 && given.status == 65 && fill.status == 1)
        for result in [piped, given] { #expect(result.stderr.contains("that name is taken"), "\(result.stderr)") }
        #expect(fill.stderr.contains(#"{"line":1,"field":"name","message":"that name is taken"}"#))
        #expect(fill.stdout == #"{"name":"free","pin":"1"}"# + "\n")
        let free = try scratch.formline(["run", path, "--trust", "--set", "name=free", "--set", "pin=1", "--no-input"])
        #expect(free.stdout == fill.stdout)
        let unchecked = try scratch.formline(["fill", path, "--no-checks"], input: #"{"name":"taken"}"# + "\n")
        #expect(unchecked.status == 0 && unchecked.stderr.contains("--no-checks"))
    }

    @Test func fillWithTwoJobsWritesWhatOneJobWrites() throws {
        let scratch = try Scratch()
        let path = try form(scratch, check: Self.takenCheck)
        let records = (0..<300).map { index in
            index % 7 == 0 ? #"{"name":"taken"}"# : #"{"name":"user\#(index)"}"#
        }.joined(separator: "\n") + "\n"
        let input = try scratch.write("records.jsonl", records)
        let one = try scratch.formline(["fill", path, "--trust", "--input", input, "--jobs", "1"], timeout: 120)
        let two = try scratch.formline(["fill", path, "--trust", "--input", input, "--jobs", "2"], timeout: 120)
        #expect(one.status == 1)
        #expect(one.stdout.split(separator: "\n").count == 300 - 43)
        #expect(two.stdout == one.stdout)
        #expect(two.stderr == one.stderr)
    }

    @Test func theSeedsUsernameFormRefocusesTheUsername() throws {
        let result = try ProcessRunner.formline(["run", "forms/choose-username.yaml", "--trust"], input: "ada\nAda L\nlovelace\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"lovelace","displayName":"Ada L"}"# + "\n")
        #expect(result.stderr.contains("field 'username' (Username): That username is taken. Please choose another."))
    }
}
