import Foundation
import Testing
import TestSupport

/// `formline run FORM --output FILE`: atomic, private when the form has secrets.
@Suite struct RunOutputFileTests {
    private func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    private func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func secretAnswersGoToAPrivateFileAndNothingToStandardOutput() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("answers.json")
        try "old".write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.formline(["run", "login", "--output", file.path], input: "ada\ncorrect horse\nyes\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
        #expect(try mode(file) == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "answers.json" }
        #expect(leftovers.isEmpty)
    }

    @Test func formsWithoutSecretsGetAnOrdinaryFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("profile.json")
        let result = try ProcessRunner.formline(["run", "profile", "--output", file.path], input: "Ada\nLovelace\n\n\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        let expected = 0o666 & ~Int(currentUmask())
        #expect(try mode(file) == expected)
    }

    @Test func incompleteAnswersLeaveTheFileAlone() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("answers.json")
        try "old".write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.formline(["run", "login", "--output", file.path], input: "ada\n")
        #expect(result.status == 65)
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    }

    @Test func unwritableOutputExits74() throws {
        let result = try ProcessRunner.formline(["run", "login", "--output", "/nonexistent-dir/answers.json"],
                                                input: "ada\ncorrect horse\nyes\n")
        #expect(result.status == 74)
        #expect(result.stderr.contains("cannot write '/nonexistent-dir/answers.json': the folder '/nonexistent-dir' does not exist"))
        #expect(!result.stderr.contains("correct horse"))
    }

    private func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
