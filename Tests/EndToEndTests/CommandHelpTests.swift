import Foundation
import Testing
import TestSupport

/// Every command's `--help`: the discussion is paragraphs that the help renderer wraps to the
/// screen, never broken by hand (which shows as ragged lines on a wide terminal and as lines
/// broken twice on a narrow one). `RunHelpTests` checks `run`'s paragraphs in detail.
@Suite struct CommandHelpTests {
    /// The discussion of `arguments`' help at `columns`: the lines between OVERVIEW and USAGE.
    private func discussion(_ arguments: [String], columns: Int) throws -> [String] {
        let help = try ProcessRunner.formline(arguments + ["--help"], environment: ["COLUMNS": "\(columns)"])
        #expect(help.status == 0, "\(help.stderr)")
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("OVERVIEW:") }, "\(help.stdout)")
        let end = try #require(lines.firstIndex { $0.hasPrefix("USAGE:") }, "\(help.stdout)")
        return Array(lines[(start + 1)..<end])
    }

    @Test(arguments: [[], ["run"], ["check"], ["describe"], ["new"], ["fill"], ["list"], ["test"], ["drafts"], ["drafts", "rm"]])
    func discussionParagraphsAreWrappedByTheRenderer(_ command: [String]) throws {
        let wide = try discussion(command, columns: 1000)
        let paragraphs = wide.split(separator: "", omittingEmptySubsequences: true)
        #expect(!paragraphs.isEmpty)
        for paragraph in paragraphs {
            #expect(paragraph.count == 1, "formline \(command.joined()) --help: a paragraph is broken by hand:\n\(paragraph.joined(separator: "\n"))")
        }
        for line in try discussion(command, columns: 50) {
            #expect(line.count <= 50, "formline \(command.joined()) --help at 50 columns: \(line)")
        }
    }
}
