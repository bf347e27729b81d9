import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// What folder scans open: only regular files. A FIFO in a forms folder hung `formline list`,
/// `check FOLDER` and `test` (and a scenario whose `form:` names one) waiting for a writer.
/// And folders anyone can write to (`FORMLINE_PATH=/tmp`) are not searched for forms, as the
/// drafts folder is refused: anyone could put a form of any name there.
@Suite struct FolderScanTests {
    private let login = try! String(contentsOf: ProcessRunner.repositoryRoot().appendingPathComponent("forms/login.yaml"), encoding: .utf8)

    /// A scratch folder holding `forms/` with login.yaml, a FIFO named like a form and one
    /// named like a scenario, and a scenario whose `form:` is the FIFO.
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formline-scan-\(UUID().uuidString)")
        let forms = directory.appendingPathComponent("forms")
        try FileManager.default.createDirectory(at: forms, withIntermediateDirectories: true)
        try login.write(to: forms.appendingPathComponent("login.yaml"), atomically: true, encoding: .utf8)
        #expect(mkfifo(forms.appendingPathComponent("pipe.yaml").path, 0o644) == 0)
        #expect(mkfifo(forms.appendingPathComponent("stuck.test.yaml").path, 0o644) == 0)
        try "formline: 1\nform: pipe.yaml\nscenarios:\n  - name: x\n    input: [a]\n    expect: {answers: {}}\n"
            .write(to: forms.appendingPathComponent("fifo-form.test.yaml"), atomically: true, encoding: .utf8)
        return directory
    }

    private func formline(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.formlineBinary(), arguments, input: Data(), environment: environment,
                              directory: directory, timeout: 10)
    }

    @Test func aFIFOInAFormsFolderIsNeverWaitedOn() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }

        let list = try formline(["list"], in: directory)
        #expect(!list.timedOut, "list hung")
        #expect(list.status == 0 && list.stdout.contains("login") && !list.stdout.contains("pipe"), "\(list.stdout) \(list.stderr)")

        let check = try formline(["check", "forms"], in: directory)
        #expect(!check.timedOut, "check FOLDER hung")
        #expect(check.stderr.contains("forms/login.yaml: ok"), "\(check.stderr)")
        #expect(check.stderr.contains("cannot read 'forms/pipe.yaml': it is a FIFO, not a regular file"), "\(check.stderr)")
        #expect(check.status == 66)

        let test = try formline(["test", "forms"], in: directory)
        #expect(!test.timedOut, "test hung")
        #expect(test.stdout.contains("it is a FIFO, not a regular file"), "\(test.stdout) \(test.stderr)")

        let scenario = try formline(["test", "forms/fifo-form.test.yaml"], in: directory)
        #expect(!scenario.timedOut, "a scenario's form: naming a FIFO hung")
        #expect(scenario.stdout.contains("cannot read 'forms/pipe.yaml': it is a FIFO"), "\(scenario.stdout) \(scenario.stderr)")
        #expect(scenario.status == 78)

        let byName = try formline(["run", "pipe"], in: directory)
        #expect(!byName.timedOut, "run NAME of a FIFO hung")
        #expect(byName.status == 66, "\(byName.stderr)")
    }

    /// A form named on the command line may still be a stream (`run <(…)`, a FIFO given by
    /// path): only scans refuse them.
    @Test func aFIFONamedOnPurposeIsStillRead() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"),
                                           ["-c", #"cat forms/login.yaml > forms/pipe.yaml & exec "$0" check forms/pipe.yaml"#,
                                            ProcessRunner.formlineBinary().path],
                                           input: Data(), directory: directory, timeout: 10)
        #expect(!result.timedOut)
        #expect(result.status == 0 && result.stderr.contains("forms/pipe.yaml: ok"), "\(result.stderr)")
    }

    /// `FORMLINE_PATH=/tmp`: a folder others can write to is not searched (the drafts
    /// folder's rule), and `list` and the "no form" message say why.
    @Test func aFolderOthersCanWriteToIsNotSearched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formline-open-\(UUID().uuidString)")
        let open = directory.appendingPathComponent("shared"), mine = directory.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try login.write(to: open.appendingPathComponent("planted.yaml"), atomically: true, encoding: .utf8)
        try login.write(to: mine.appendingPathComponent("kept.yaml"), atomically: true, encoding: .utf8)
        #expect(chmod(open.path, 0o1777) == 0 && chmod(mine.path, 0o755) == 0)
        let environment = ["FORMLINE_PATH": "\(open.path):\(mine.path)", "XDG_DATA_DIRS": "/nonexistent"]

        let list = try formline(["list"], in: directory, environment: environment)
        #expect(list.stdout.contains("kept") && !list.stdout.contains("planted"), "\(list.stdout)")
        #expect(list.stderr.contains("formline: not searched: \(open.path) (FORMLINE_PATH) (others can write to it (mode 1777))"),
                "\(list.stderr)")
        // In the person's language, the folder and its mode as they are.
        let german = try formline(["list"], in: directory, environment: environment.merging(["LANGUAGE": "de"]) { $1 })
        #expect(german.stderr.contains("formline: nicht durchsucht: \(open.path) (FORMLINE_PATH) (andere können hineinschreiben (Modus 1777)); "
                                       + "die Formulare dort könnten von jedem stammen"), "\(german.stderr)")
        let french = try formline(["list"], in: directory, environment: environment.merging(["LANGUAGE": "fr"]) { $1 })
        #expect(french.stderr.contains("formline: non parcouru : \(open.path) (FORMLINE_PATH) (d'autres peuvent y écrire (mode 1777)) ; "), "\(french.stderr)")

        let run = try formline(["check", "planted"], in: directory, environment: environment)
        #expect(run.status == 66)
        #expect(run.stderr.contains("\(open.path) (FORMLINE_PATH) (not searched: others can write to it (mode 1777))"), "\(run.stderr)")
        let kept = try formline(["check", "kept"], in: directory, environment: environment)
        #expect(kept.status == 0, "\(kept.stderr)")

        #expect(chmod(open.path, 0o755) == 0)
        let fixed = try formline(["check", "planted"], in: directory, environment: environment)
        #expect(fixed.status == 0, "\(fixed.stderr)")
    }
}
