import Foundation
import Testing
import TestSupport

/// Drafts end to end: one per run, `--resume` takes the newest and says so, a run without
/// `--resume` mentions an existing draft, form changes are handled honestly, and an unsafe
/// draft folder is refused.
@Suite struct DraftLifecycleTests {
    /// A run whose answers cannot be written (standard output is /dev/full) keeps a draft.
    private func failedRun(_ form: String, _ input: String, _ env: [String: String], resume: Bool = false) throws -> ProcessResult {
        try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", form] + (resume ? ["--resume"] : []), input: input, environment: env)
    }

    /// Issue 35 item 9: one draft per form. A run started afresh offers the form's draft;
    /// once it saves its own, that replaces the one it offered (drafts no longer pile up);
    /// a submitted fresh run leaves it; `--resume` takes it and its submit removes it.
    @Test func aFreshRunsDraftReplacesTheOneItOfferedAndResumeTakesIt() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        #expect(try failedRun("login", "ada\ncorrect horse\nyes\n", env).status == 74)
        try home.ageDraftFiles(bySeconds: 60)   // distinct modification times, set rather than waited for
        let second = try failedRun("login", "bob\ncorrect horse\nyes\n", env)
        #expect(second.status == 74)
        #expect(second.stderr.contains(": --resume continues it; stopping replaces it\n"), "\(second.stderr)")
        #expect(home.draftFiles.count == 1)
        #expect(home.draftFiles.values.first?.contains(#""text":"bob""#) == true)

        let fresh = try ProcessRunner.formline(["run", "login"], input: "cyd\ncorrect horse\nyes\n", environment: env)
        #expect(fresh.status == 0)
        #expect(fresh.stderr.contains("formline: draft of "), "\(fresh.stderr)")
        #expect(home.draftFiles.count == 1)

        let resumed = try ProcessRunner.formline(["run", "login", "--resume"], input: "correct horse\n", environment: env)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("resuming the draft saved"))
        #expect(!resumed.stderr.contains("the newest of"))
        #expect(resumed.stdout.contains(#""username":"bob""#))
        #expect(home.draftFiles.isEmpty)
    }

    @Test func atTheTerminalASecondRunSaysThereIsADraftAndItsOwnReplacesIt() throws {
        let home = try TemporaryHome()
        let login = FormlineTerminal.form("login")
        let first = try FormlineTerminal(["run", login], home: home)
        try first.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try first.typeSecret(after: "[2/3] Password: ", .control("c"))
        #expect(try first.waitForExit() == 130)

        let second = try FormlineTerminal(["run", login], home: home)
        try second.waitFor("formline: draft of ")
        try second.type(after: "[1/3] Username: ", .text("bob"), .enter)
        try second.typeSecret(after: "[2/3] Password: ", .control("c"))
        #expect(try second.waitForExit() == 130)
        // One row at the terminal's 80 columns; the stop then says how to go on or discard it,
        // each command on a row of its own.
        #expect(second.screen.contains(": --resume continues it; stopping replaces it\n"), "\(second.screen)")
        let words = second.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // a long path wraps
        #expect(words.contains("(not secrets). Continue with: formline run \(login) --resume Discard it with: formline drafts rm \(login)"), "\(second.screen)")
        #expect(second.screen.contains("\nContinue with: formline run "), "\(second.screen)")
        // One draft per form (issue 35 item 9): the second run's replaced the one it offered.
        let drafts = home.draftFiles.values
        #expect(drafts.count == 1)
        #expect(drafts.contains { $0.contains(#""text":"bob""#) })

        // Resumed and stopped again: it replaces its own draft, still one.
        let third = try FormlineTerminal(["run", login, "--resume"], home: home)
        try third.typeSecret(after: "[2/3] Password: ", .control("c"))
        #expect(try third.waitForExit() == 130)
        #expect(home.draftFiles.count == 1)
        #expect(home.draftFiles.values.first?.contains(#""text":"bob""#) == true)
    }

    @Test func resumeReadsValuesAsTheFormsKindsNow() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        let form = home.url.appendingPathComponent("person.yaml")
        try Fixtures.form("draft-person").write(to: form, atomically: true, encoding: .utf8)
        #expect(try failedRun(form.path, "Ada\n42\nCountess\n", env).status == 74)
        try Fixtures.form("draft-person-changed").write(to: form, atomically: true, encoding: .utf8)
        let resumed = try ProcessRunner.formline(["run", form.path, "--resume"], input: "", environment: env)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout == #"{"name":"Ada","age":42}"# + "\n")
        #expect(resumed.stderr.contains("the draft's answer for 'nickname' was dropped"))
        #expect(resumed.stderr.contains("the draft's answer for 'age' was read again as number (it was text)"))
    }

    @Test func aValueThatNoLongerFitsIsReportedAndAskedAgain() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        let form = home.url.appendingPathComponent("person.yaml")
        try "title: P\nfields:\n  - id: age\n    type: text\n    label: Age\n  - id: city\n    type: text\n    label: City\n"
            .write(to: form, atomically: true, encoding: .utf8)
        #expect(try failedRun(form.path, "old\nParis\n", env).status == 74)
        try "title: P\nfields:\n  - id: age\n    type: number\n    label: Age\n  - id: city\n    type: text\n    label: City\n"
            .write(to: form, atomically: true, encoding: .utf8)
        let resumed = try ProcessRunner.formline(["run", form.path, "--resume"], input: "36\n", environment: env)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("the draft's answer for 'age' no longer fits the form: must be a number"))
        #expect(resumed.stdout == #"{"age":36,"city":"Paris"}"# + "\n")
    }

    @Test func anUnsafeDraftFolderIsRefusedOnResume() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        #expect(try failedRun("login", "ada\ncorrect horse\nyes\n", env).status == 74)
        #expect(chmod(home.drafts.path, 0o777) == 0)
        let resumed = try ProcessRunner.formline(["run", "login", "--resume"], input: "correct horse\n", environment: env)
        #expect(resumed.status == 74)
        #expect(resumed.stderr.contains("drafts are off: the draft folder '\(home.drafts.path)' is refused: others can write to it"))
        #expect(resumed.stdout.isEmpty)
        #expect(home.draftFiles.count == 1)
    }

    @Test(.enabled(if: geteuid() == 0, "chown to another user needs root")) func aDraftFolderOfAnotherUserIsRefused() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        #expect(try failedRun("login", "ada\ncorrect horse\nyes\n", env).status == 74)
        #expect(chown(home.drafts.path, 12345, 12345) == 0)
        let resumed = try ProcessRunner.formline(["run", "login", "--resume"], input: "correct horse\n", environment: env)
        #expect(resumed.status == 74)
        #expect(resumed.stderr.contains("belongs to user 12345"))
        let again = try failedRun("login", "bob\ncorrect horse\nyes\n", env)
        #expect(again.stderr.contains("could not be kept in a draft either"), "\(again.stderr)")
        #expect(home.draftFiles.count == 1)
    }
}

/// Form files that are not regular files: standard input, a FIFO.
@Suite struct StreamFormFileTests {
    @Test func aFormPipedOnStandardInputIsChecked() throws {
        let result = try ProcessRunner.formlineInShell(#"cat forms/login.yaml | "$0" check /dev/stdin"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("/dev/stdin: ok"))
    }

    @Test func runningAFormPipedOnStandardInputSaysWhyNoAnswersCanFollow() throws {
        let result = try ProcessRunner.formlineInShell(#"cat forms/login.yaml | "$0" run /dev/stdin"#)
        #expect(result.status == 64)
        #expect(result.stderr.contains("the form was read from standard input, so no answers are left there to read"), "\(result.stderr)")
    }

    @Test func aFormFromAFIFOIsRun() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("form.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = try ChildProcess("/bin/sh", ["-c", #"cat forms/login.yaml > "$0""#, fifo],
                                      environment: ProcessRunner.baseEnvironment(home: dir.path),
                                      directory: ProcessRunner.repositoryRoot().path)
        let home = try TemporaryHome()
        let result = try ProcessRunner.formline(["run", fifo], input: "ada\ncorrect horse\nyes\n",
                                                environment: ["FORMLINE_DRAFT_DIR": home.drafts.path])
        #expect(writer.waitForExit() == .exit(0))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
    }
}

/// A form read from a pipe (`<(…)`) has no path of its own: every one is /dev/fd/63. Its
/// drafts are known by the form's text, so another piped form never resumes them and the
/// same form piped again does.
@Suite struct PipedFormDraftTests {
    private func bash(_ script: String, input: String, _ home: TemporaryHome) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["FORMLINE_DRAFT_DIR"] = home.drafts.path
        environment["FORMLINE_TODAY"] = "2026-11-23"
        return try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script, ProcessRunner.formlineBinary().path],
                                     input: Data(input.utf8), environment: environment, directory: ProcessRunner.repositoryRoot())
    }

    @Test func aPipedFormsDraftIsKnownByItsTextNotByDevFd() throws {
        let home = try TemporaryHome()
        let failed = try bash(#""$0" run <(cat forms/login.yaml) > /dev/full"#, input: "ada\ncorrect horse\nyes\n", home)
        #expect(failed.status == 74)
        #expect(failed.stderr.contains("continue with `formline run /dev/fd/63 --resume (given the same form text again)`"), "\(failed.stderr)")
        #expect(home.draftFiles.count == 1)

        // Another form through the same /dev/fd path finds no draft.
        let other = try bash(#""$0" run <(cat forms/profile.yaml) --resume"#, input: "Ada\n", home)
        #expect(other.stderr.contains("no draft for /dev/fd/"), "\(other.stderr)")
        #expect(!other.stderr.contains("dropped"), "\(other.stderr)")

        // The same form piped again resumes it.
        let again = try bash(#""$0" run <(cat forms/login.yaml) --resume"#, input: "correct horse\n", home)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("resuming the draft saved"), "\(again.stderr)")
        #expect(again.stdout.contains(#""username":"ada""#), "\(again.stdout)")
        #expect(home.draftFiles.isEmpty)
    }
}
