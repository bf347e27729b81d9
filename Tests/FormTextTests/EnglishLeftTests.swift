import Foundation
import Testing
import TestSupport

/// Issue 37 item 1: a string a person reads that is not in the catalog fails the suite.
/// `scripts/english-left` counts, per Swift source outside the catalog, the literals holding
/// English words; docs/english-left.txt lists each file's count with why its English is there
/// (machine output, matched words, the reference, developers' text, or not yet translated).
@Suite struct EnglishLeftTests {
    static let root = ProcessRunner.repositoryRoot()

    @Test func everyEnglishTextOutsideTheCatalogIsListedWithItsReason() throws {
        let result = try Self.englishLeft(["--check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// The check is not blind: a new English message in a source, or a reason left out, fails it.
    @Test func aNewEnglishMessageOrAMissingReasonFails() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("english-left-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sources = scratch.appendingPathComponent("Sources/Tool"), docs = scratch.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try """
            // a comment is not counted: "it is not shown"
            let message = "the file was not written"
            let code = "x.y"  // a trailing comment is not counted either: "it is not shown"
            let url = "https://example.com/a//b"
            """.write(to: sources.appendingPathComponent("Tool.swift"), atomically: true, encoding: .utf8)
        try "".write(to: docs.appendingPathComponent("english-left.txt"), atomically: true, encoding: .utf8)
        let unlisted = try Self.englishLeft(["--root", scratch.path, "--check"])
        #expect(unlisted.status == 1)
        #expect(unlisted.stdout.contains("Sources/Tool/Tool.swift: 1 English texts, 0 listed"))
        #expect(unlisted.stdout.contains("Sources/Tool/Tool.swift:2: the file was not written"))

        try "1\tSources/Tool/Tool.swift\t?\n".write(to: docs.appendingPathComponent("english-left.txt"), atomically: true, encoding: .utf8)
        let noReason = try Self.englishLeft(["--root", scratch.path, "--check"])
        #expect(noReason.status == 1)
        #expect(noReason.stdout.contains("no reason given"))

        try "1\tSources/Tool/Tool.swift\tdeveloper: a test\n".write(to: docs.appendingPathComponent("english-left.txt"), atomically: true, encoding: .utf8)
        #expect(try Self.englishLeft(["--root", scratch.path, "--check"]).status == 0)
    }

    private static func englishLeft(_ arguments: [String]) throws -> ProcessResult {
        let script = root.appendingPathComponent("scripts/english-left").path
        return try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script] + arguments,
                                     input: Data(), directory: root, timeout: 120)
    }
}
