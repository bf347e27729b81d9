import Foundation
import Testing
import TestSupport

/// The same JSON array means the same answer to `fill`, `run --answers` and repeated `--set`:
/// items trimmed, a line break inside a row or item refused, never split (the real binary).
@Suite struct GivenArrayRunTests {
    static var form: String { get throws { try Fixtures.form("given-arrays") } }

    private func scratchFile(_ text: String, suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-arrays-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aMultipleChoiceItemIsTrimmedEverywhere() throws {
        let form = try scratchFile(Self.form, suffix: ".yaml")
        let answers = try scratchFile(#"{"topics":["news\n","jobs"]}"#, suffix: ".json")
        defer { try? FileManager.default.removeItem(at: form); try? FileManager.default.removeItem(at: answers) }
        let expected = #"{"topics":["news","jobs"],"tags":null}"#
        let fill = try ProcessRunner.formline(["fill", form.path], input: #"{"topics":["news\n","jobs"]}"# + "\n")
        #expect(fill.status == 0 && fill.stdout == expected + "\n", "\(fill.stderr)")
        let run = try ProcessRunner.formline(["run", form.path, "--answers", answers.path, "--no-input"])
        #expect(run.status == 0 && run.stdout == expected + "\n", "\(run.stderr)")
        let set = try ProcessRunner.formline(["run", form.path, "--set", "topics=news\n", "--set", "topics=jobs", "--no-input"])
        #expect(set.status == 0 && set.stdout == expected + "\n", "\(set.stderr)")
    }

    @Test func aListRowHoldingALineBreakIsRefusedEverywhere() throws {
        let form = try scratchFile(Self.form, suffix: ".yaml")
        defer { try? FileManager.default.removeItem(at: form) }
        let message = "row 1 holds a line break; a row is one line (give each line as a row of its own)"
        for row in [#"a\nb"#, #"a\r\nb"#] {
            let fill = try ProcessRunner.formline(["fill", form.path], input: #"{"tags":["\#(row)"]}"# + "\n")
            #expect(fill.status == 1 && fill.stderr.contains(message), "\(fill.stderr)")
            let answers = try scratchFile(#"{"tags":["\#(row)"]}"#, suffix: ".json")
            defer { try? FileManager.default.removeItem(at: answers) }
            let run = try ProcessRunner.formline(["run", form.path, "--answers", answers.path, "--no-input"])
            #expect(run.status == 65 && run.stdout.isEmpty && run.stderr.contains(message), "\(run.stdout) \(run.stderr)")
        }
        let set = try ProcessRunner.formline(["run", form.path, "--set", "tags=a\nb", "--no-input"])
        #expect(set.status == 65 && set.stderr.contains(message), "\(set.stdout) \(set.stderr)")
    }
}
