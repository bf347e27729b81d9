import Foundation
import Testing
import TestSupport

/// The README's picture of a session, `docs/session.svg`, is what this build draws:
/// `scripts/screenshot` runs the real `formline run signup` on a pseudo-terminal with fixed
/// answers, emulates the screen (pyte; `scripts/setup` installs it) and writes the SVG. Here
/// it draws it again with the binary under test and compares, so the picture cannot go stale.
@Suite struct SessionPictureTests {
    static let root = ProcessRunner.repositoryRoot()

    private func screenshot(_ arguments: [String]) throws -> ProcessResult {
        let script = Self.root.appendingPathComponent("scripts/screenshot").path
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", script, "--binary", ProcessRunner.formlineBinary().path] + arguments,
            input: Data(), directory: Self.root, timeout: 60)
        #expect(!result.timedOut)
        try #require(!result.stderr.contains("needs the Python package pyte"),
                     "the picture could not be drawn (run scripts/setup): \(result.stderr)")
        return result
    }

    @Test func theCommittedPictureIsWhatFormlineDrawsNow() throws {
        let result = try screenshot(["--check"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aStalePictureFailsAndSaysHowToRegenerateIt() throws {
        let stale = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: stale) }
        let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/session.svg"), encoding: .utf8)
        try committed.replacingOccurrences(of: "ada@example.com", with: "bob@example.com")
            .write(to: stale, atomically: true, encoding: .utf8)
        let result = try screenshot(["--check", "--output", stale.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is out of date"), "\(result.stderr)")
        #expect(result.stderr.contains("regenerate it with scripts/screenshot"), "\(result.stderr)")
        #expect(result.stderr.contains("bob@example.com"), "the difference is shown: \(result.stderr)")
    }

    @Test func thePictureIsOfARealSubmittedSession() throws {
        let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/session.svg"), encoding: .utf8)
        #expect(committed.hasPrefix("<svg "))
        #expect(committed.contains("Submitted."))
        #expect(committed.contains(#"{"email":"ada@example.com""#), "the JSON answers are on the screen")
        // The whole session fits on the 100x30 screen, from the shell's command line down
        // (issue 24 item 1: each answered field is one line, the review collapses after submit).
        #expect(committed.contains("$ formline run signup"), "the command line has not scrolled away")
        #expect(committed.contains(">Email: ada@example.com<"))
        #expect(!committed.contains("Review your answers") && !committed.contains("[1/"), "no prompt or review is left")
        #expect(committed.components(separatedBy: "correct horse").count - 1 <= 2,
                "the password shows only in the JSON answers (password and confirm), never where it was typed")
    }
}
