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

/// Issue 35 item 9: a command line argument-parser refuses is said as formline says its
/// errors, and a mistyped command gets "did you mean".
@Suite struct UsageErrorTests {
    @Test func aMistypedCommandGetsDidYouMean() throws {
        let result = try ProcessRunner.formline(["rn", "login"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("formline: unknown command 'rn'; did you mean 'run'? the commands are run, check,"), "\(result.stderr)")
        // The hidden tooling command is neither listed nor guessed; it still runs when named.
        #expect(!result.stderr.contains("generate-reference"), "\(result.stderr)")
        let near = try ProcessRunner.formline(["generate-referenc"])
        #expect(!near.stderr.contains("did you mean 'generate-reference'"), "\(near.stderr)")
        let hostile = try ProcessRunner.formline(["\u{1B}[2J$(id)\u{202E}"])
        #expect(hostile.status == 64)
        #expect(!hostile.stderr.contains("\u{1B}") && !hostile.stderr.contains("\u{202E}"), "\(hostile.stderr)")
    }

    @Test func parserErrorsStartWithFormlineNotError() throws {
        for arguments in [["run", "--bogus", "login"], ["run", "login", "--format", "nope"], ["fill"], ["list", "--format", "x"]] {
            let result = try ProcessRunner.formline(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("formline: "), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Error: "), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("Usage: formline"), "\(arguments): \(result.stderr)")
        }
        let help = try ProcessRunner.formline(["--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW:"))
        let version = try ProcessRunner.formline(["--version"])
        #expect(version.status == 0 && version.stdout == "0.1.0\n")
    }
}
