import Foundation
import Testing
import TestSupport

/// `-` names standard input for `fill --input` and standard output for `--output`.
@Suite struct DashArgumentTests {
    @Test func fillReadsStandardInputAndWritesStandardOutputForDash() throws {
        let records = #"{"username":"ada","password":"correct horse"}"# + "\n" + #"{"username":"x","password":"p"}"# + "\n"
        let result = try ProcessRunner.formline(["fill", "login", "--input", "-", "--output", "-"], input: records)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        #expect(result.stderr.contains("formline: fill: 1 accepted, 1 rejected, 2 records"))
        #expect(!FileManager.default.fileExists(atPath: ProcessRunner.repositoryRoot().appendingPathComponent("-").path))
    }

    @Test func fillTakesCSVFromStandardInputWithAFormat() throws {
        let result = try ProcessRunner.formline(["fill", "login", "-i", "-", "--format", "csv"],
                                                input: "username,password\nada,correct horse\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
    }

    @Test func runWritesStandardOutputForDash() throws {
        let result = try ProcessRunner.formline(["run", "login", "--output", "-", "--format", "lines"], input: "ada\ncorrect horse\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "ada\ncorrect horse\nfalse\n")
        #expect(!FileManager.default.fileExists(atPath: ProcessRunner.repositoryRoot().appendingPathComponent("-").path))
    }
}
