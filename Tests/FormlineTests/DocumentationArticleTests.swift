import Foundation
import Testing
import TestSupport

/// Issue 34 item 8: the task-shaped DocC articles cannot lie. Every article that says
/// `ArticleExampleTests` runs it has its Swift blocks, verbatim and in order, in that test
/// (so they compile and run), and the log it shows is compared there with what ran.
@Suite struct DocumentationArticleTests {
    @Test func everyRunArticlesCodeIsTheTestsCode() throws {
        let articles = try ArticleLog.articles()
        #expect(articles.count >= 2, "\(articles)")
        for article in articles {
            let test = try String(contentsOf: ProcessRunner.repositoryRoot().appendingPathComponent(ArticleLog.testFile(of: article)),
                                  encoding: .utf8)
            // The test's body: its lines with the test function's 8-space indent taken off.
            let body = test.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
            var searchFrom = body.startIndex
            for block in try ArticleLog.swiftBlocks(in: article) {
                let code = block.trimmingCharacters(in: .newlines)
                guard let range = body.range(of: code, range: searchFrom..<body.endIndex) else {
                    Issue.record("\(article): this block is not in \(ArticleLog.testFile(of: article)) (in order):\n\(code)")
                    continue
                }
                searchFrom = range.upperBound
            }
            #expect(!(try ArticleLog.expected(in: article)).isEmpty, "\(article)")
        }
    }
}
