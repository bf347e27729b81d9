import Foundation
import Testing
import TestSupport

/// `formline run --help`: the discussion is written as paragraphs that the help renderer
/// wraps to the screen, never broken by hand (which showed as ragged lines).
@Suite struct RunHelpTests {
    @Test func paragraphsAreWrappedByTheRendererNotByHand() throws {
        let wide = try ProcessRunner.formline(["run", "--help"], environment: ["COLUMNS": "1000"])
        #expect(wide.status == 0)
        let lines = wide.stdout.split(separator: "\n").map(String.init)
        for start in ["At a terminal", "With standard input piped", "From a script"] {
            let line = try #require(lines.first { $0.hasPrefix(start) }, "\(wide.stdout)")
            #expect(line.count > 300, "the paragraph starting '\(start)' is broken by hand: \(line)")
        }
        let narrow = try ProcessRunner.formline(["run", "--help"], environment: ["COLUMNS": "60"])
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 || $0.hasPrefix("USAGE:") })
    }
}
