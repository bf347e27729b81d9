import Foundation

/// The DocC articles whose code the suite runs (`ArticleExampleTests` in each module's test
/// target): an article's program appends to `log`, and the article shows what it holds
/// after "`log` holds:" in a fenced block.
public enum ArticleLog {
    /// The articles that say `ArticleExampleTests` runs them: their paths relative to the
    /// repository (`Sources/MODULE/Documentation.docc/NAME.md`).
    public static func articles() throws -> [String] {
        let root = ProcessRunner.repositoryRoot()
        let sources = root.appendingPathComponent("Sources")
        var found: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent("\(module)/Documentation.docc")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".md") {
                let text = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
                if text.contains("`ArticleExampleTests`") { found.append("Sources/\(module)/Documentation.docc/\(name)") }
            }
        }
        return found
    }

    /// The article's text.
    public static func text(of article: String) throws -> String {
        try String(contentsOf: ProcessRunner.repositoryRoot().appendingPathComponent(article), encoding: .utf8)
    }

    /// The article's Swift blocks, in order.
    public static func swiftBlocks(in article: String) throws -> [String] {
        try text(of: article).components(separatedBy: "```swift\n").dropFirst().map { block in
            String(block.components(separatedBy: "```").first ?? "")
        }
    }

    /// What the article says `log` holds at the end (the lines of the fenced block after
    /// "`log` holds:"), joined by line feeds.
    public static func expected(in article: String) throws -> String {
        let text = try text(of: article)
        guard let after = text.components(separatedBy: "`log` holds:\n\n```\n").dropFirst().first,
              let block = after.components(separatedBy: "\n```").first else {
            throw ArticleError(article: article, problem: "no \"`log` holds:\" block")
        }
        return block
    }

    /// The test file that runs `article`: `Tests/MODULETests/ArticleExampleTests.swift`, or
    /// for a module without a test target of its own the one that tests it (`testTargets`).
    public static func testFile(of article: String) -> String {
        let module = String(article.split(separator: "/")[1])
        return "Tests/\(testTargets[module] ?? "\(module)Tests")/ArticleExampleTests.swift"
    }

    /// The test targets that run the articles of modules without a test target named after
    /// them: FormOutput's beside FormCore's (FormCoreTests tests the outputs), FormDriver's
    /// and FrontEndSupport's with the piped front end, a view of the driver (FrontEndTests).
    public static let testTargets = ["FormOutput": "FormCoreTests", "FormDriver": "FrontEndTests", "FrontEndSupport": "FrontEndTests"]
}

/// An article the suite cannot read as it expects.
public struct ArticleError: Error, CustomStringConvertible {
    public let article: String
    public let problem: String
    public var description: String { "\(article): \(problem)" }
}
