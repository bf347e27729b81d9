import Foundation
import Testing
import TestSupport

/// Issue 34 item 8: the task-shaped DocC articles cannot lie. Every article that says
/// `ArticleExampleTests` runs it has its Swift blocks, verbatim and in order, in that test
/// (so they compile and run), and the log it shows is compared there with what ran.
@Suite struct DocumentationArticleTests {
    @Test func everyRunArticlesCodeIsTheTestsCode() throws {
        let articles = try ArticleLog.articles()
        #expect(articles.count >= 7, "\(articles)")
        for article in articles {
            let test = try String(contentsOf: ProcessRunner.repositoryRoot().appendingPathComponent(ArticleLog.testFile(of: article)),
                                  encoding: .utf8)
            // The test's body: its lines with the test function's indent taken off (8 spaces in
            // a suite of its own, 12 in a suite nested in `TerminalSuite`, which serialises
            // the tests that open a terminal).
            let blocks = try ArticleLog.swiftBlocks(in: article).map { $0.trimmingCharacters(in: .newlines) }
            let missing = [8, 12].map { indent in
                let body = test.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix(String(repeating: " ", count: indent)) ? String($0.dropFirst(indent)) : String($0) }
                    .joined(separator: "\n")
                return Self.blocksNotFound(blocks, inOrderIn: body)
            }.min { $0.count < $1.count } ?? []
            for code in missing {
                Issue.record("\(article): this block is not in \(ArticleLog.testFile(of: article)) (in order):\n\(code)")
            }
            #expect(!(try ArticleLog.expected(in: article)).isEmpty, "\(article)")
        }
    }

    /// The blocks not found in `body`, each looked for after the one before it.
    static func blocksNotFound(_ blocks: [String], inOrderIn body: String) -> [String] {
        var searchFrom = body.startIndex
        var missing: [String] = []
        for code in blocks {
            guard let range = body.range(of: code, range: searchFrom..<body.endIndex) else {
                missing.append(code)
                continue
            }
            searchFrom = range.upperBound
        }
        return missing
    }
}
