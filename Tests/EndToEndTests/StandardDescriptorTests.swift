import Foundation
import Testing
import TestSupport

/// Started with standard descriptors closed, formline never lets a file it opens take 0/1/2.
@Suite struct StandardDescriptorTests {
    @Test func closedStandardErrorNeverSendsRejectsIntoTheOutputFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-fd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("o.jsonl")
        let records = #"{"username":"ada","password":"x"}"# + "\n" + #"{"username":"bob","password":"correct horse"}"# + "\n"
        let result = try ProcessRunner.formlineInShell(#"exec "$0" fill login --output "$1" 2>&-"#, [output.path], input: records)
        #expect(result.status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == #"{"username":"bob","password":"correct horse","remember":false}"# + "\n")
    }

    @Test func closedStandardOutputIsAnErrorNotALoss() throws {
        let home = try TemporaryHome()
        let result = try ProcessRunner.formlineInShell(#"exec "$0" run login >&-"#, input: "ada\ncorrect horse\nyes\n",
                                                       environment: ["FORMLINE_DRAFT_DIR": home.drafts.path])
        #expect(result.status == 74)
        #expect(result.stderr.contains("cannot write to standard output"), "\(result.stderr)")
        #expect(home.draftFiles.count == 1)
    }

    @Test func closedStandardInputReadsAsEmpty() throws {
        let result = try ProcessRunner.formlineInShell(#"exec "$0" run login <&-"#, [])
        #expect(result.status == 65)
        #expect(result.stderr.contains("input ended"), "\(result.stderr)")
    }
}
