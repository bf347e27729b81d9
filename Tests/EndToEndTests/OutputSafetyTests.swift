import Foundation
import Testing
import TestSupport

/// Answers are never lost on the way out: `--output` is checked before anything is asked,
/// the draft goes only once the answers are written, and only regular files are replaced.
@Suite struct OutputSafetyTests {
    let login = "ada\ncorrect horse\nyes\n"
    let loginJSON = #"{"username":"ada","password":"correct horse","remember":true}"# + "\n"

    private func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-safe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    // MARK: - Item 1: the draft stays until the answers are out

    @Test func pipedRunIntoAFullDeviceKeepsTheResumedDraftAndSaysHowToResume() throws {
        let home = try TemporaryHome()
        let env = ["FORMLINE_DRAFT_DIR": home.drafts.path]
        // A first run whose output fails leaves a draft (no secrets) to resume.
        let first = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", "login"], input: login, environment: env)
        #expect(first.status == 74)
        #expect(first.stderr.contains("formline run login --resume"), "\(first.stderr)")
        #expect(!first.stderr.contains("correct horse"))
        let saved = home.draftFiles
        #expect(saved.count == 1)
        #expect(saved.values.first?.contains(#""username":{"text":"ada"}"#) == true)
        #expect(saved.values.first?.contains("correct horse") == false)
        // Resuming into the full device again keeps that draft.
        let second = try ProcessRunner.formlineInShell(#"exec "$0" "$@" > /dev/full"#, ["run", "login", "--resume"],
                               input: "correct horse\n", environment: env)
        #expect(second.status == 74)
        #expect(home.draftFiles.count == 1)
        // Resuming into a working output writes the answers, then removes the draft.
        let third = try ProcessRunner.formline(["run", "login", "--resume"], input: "correct horse\n", environment: env)
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout == loginJSON)
        #expect(home.draftFiles.isEmpty)
    }

    @Test func terminalSubmitIntoAFullDeviceKeepsTheDraft() throws {
        let home = try TemporaryHome()
        let first = try FormlineTerminal(["run", FormlineTerminal.form("login")], home: home)
        try first.type(after: "[1/3] Username: ", .text("ada"), .enter)
        try first.typeSecret(after: "[2/3] Password: ", .control("c"))
        #expect(try first.waitForExit() == 130)
        #expect(home.draftFiles.count == 1)

        let second = try FormlineTerminal(["run", FormlineTerminal.form("login"), "--resume"], home: home, standardOutput: "/dev/full")
        try second.typeSecret(after: "[2/3] Password: ", .text("correct horse"), .enter)
        try second.type(after: "[3/3] Remember", .enter)
        try second.type(after: "Enter to submit", .enter)
        #expect(try second.waitForExit() == 74)
        #expect(!second.screen.contains("Submitted."))
        #expect(second.screen.contains("--resume"))
        #expect(home.draftFiles.count == 1)
    }

    @Test func missingOutputFolderIsReportedBeforeAnythingIsAsked() throws {
        // No answers at all: the output is checked first, so this is 74, not "input ended" (65).
        let result = try ProcessRunner.formline(["run", "login", "--output", "/no/such/dir/a.json"], input: "")
        #expect(result.status == 74)
        #expect(result.stderr.contains("cannot write '/no/such/dir/a.json': the folder '/no/such/dir' does not exist"), "\(result.stderr)")
    }

    @Test func aFolderAsOutputIsReportedBeforeAnythingIsAsked() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ProcessRunner.formline(["run", "login", "--output", dir.path], input: "")
        #expect(result.status == 74)
        #expect(result.stderr.contains("it is a folder"), "\(result.stderr)")
    }

    // MARK: - Item 2: only regular files are replaced

    @Test(.enabled(if: geteuid() == 0, "mknod needs root")) func aCharacterDeviceIsWrittenIntoNotReplaced() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = dir.appendingPathComponent("null").path
        // A private /dev/null (1, 3): formline as it was would have renamed over the real one.
        #expect(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        #expect(chmod(device, 0o666) == 0)
        let result = try ProcessRunner.formline(["run", "login", "--output", device], input: login)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(lstat(device, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
        #expect(info.st_mode & 0o777 == 0o666)
        let fill = try ProcessRunner.formline(["fill", "login", "--output", device, "--rejects", device],
                                              input: #"{"username":"ada","password":"x"}"# + "\n")
        #expect(fill.status == 1, "\(fill.stderr)")
        #expect(lstat(device, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["null"])
    }

    @Test func aFIFOWithAReaderGetsTheRecordsAndStaysAFIFO() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("valid.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let copy = dir.appendingPathComponent("copy.jsonl")
        let reader = try ChildProcess("/bin/sh", ["-c", #"cat "$0" > "$1""#, fifo, copy.path],
                                      environment: ProcessRunner.baseEnvironment(home: dir.path))
        let result = try ProcessRunner.formline(["fill", "login", "--output", fifo],
                                                input: #"{"username":"ada","password":"correct horse"}"# + "\n")
        #expect(reader.waitForExit() == .exit(0))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: copy, encoding: .utf8) == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["valid.fifo", "copy.jsonl"])
    }

    @Test func aSymbolicLinkReplacesItsTargetAndStaysALink() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("answers.json"), link = dir.appendingPathComponent("latest.json")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "answers.json")
        let result = try ProcessRunner.formline(["run", "login", "--output", link.path], input: login)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "answers.json")
        #expect(try String(contentsOf: target, encoding: .utf8) == loginJSON)

        let rejects = dir.appendingPathComponent("rejects-link.jsonl"), rejectsTarget = dir.appendingPathComponent("rejects.jsonl")
        try "old".write(to: rejectsTarget, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: rejects.path, withDestinationPath: rejectsTarget.path)
        let fill = try ProcessRunner.formline(["fill", "login", "--rejects", rejects.path],
                                              input: #"{"username":"ada","password":"x"}"# + "\n")
        #expect(fill.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: rejects.path) == rejectsTarget.path)
        #expect(try String(contentsOf: rejectsTarget, encoding: .utf8).contains(#""field":"password""#))
    }

    @Test func aDescriptorPathIsWrittenWhereItStands() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("log.txt")
        try "first\n".write(to: log, atomically: true, encoding: .utf8)
        for path in ["/dev/fd/3", "/proc/self/fd/3"] {
            let result = try ProcessRunner.formlineInShell(#"exec "$0" run login --output "$1" 3>>"$2""#, [path, log.path], input: login)
            #expect(result.status == 0, "\(path): \(result.stderr)")
        }
        #expect(try String(contentsOf: log, encoding: .utf8) == "first\n" + loginJSON + loginJSON)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["log.txt"])
    }
}
