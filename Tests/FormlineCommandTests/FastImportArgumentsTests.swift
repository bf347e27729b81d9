import XCTest
import ArgumentParser
import TestSupport
@testable import FormlineCLI

/// `formline import SCHEMA` skips swift-argument-parser (`ImportRequest.parsedFast`): whatever
/// argument list the fast path accepts must parse into the very same request through
/// swift-argument-parser, and everything else must be left to it.
final class FastImportArgumentsTests: XCTestCase {
    private func assertSameAsArgumentParser(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let fast = try XCTUnwrap(ImportRequest.parsedFast(arguments), "fast path refused \(arguments)", file: file, line: line)
        let parsed = try Formline.parseAsRoot(arguments)
        let full = try XCTUnwrap(parsed as? ImportCommand, "\(arguments) parsed as \(type(of: parsed))", file: file, line: line)
        XCTAssertEqual(fast, ImportRequest(full), "\(arguments)", file: file, line: line)
    }

    /// Every option of `import` reaches the request (so the equality above compares them all).
    func testEveryOptionReachesTheRequest() throws {
        let command = try XCTUnwrap(Formline.parseAsRoot(["import", "user.json", "--output", "user.yaml", "--force"]) as? ImportCommand)
        var expected = ImportRequest(schema: "user.json")
        expected.output = "user.yaml"
        expected.force = true
        XCTAssertEqual(ImportRequest(command), expected)
    }

    func testImportWithASchemaIsParsedAsSwiftArgumentParserParsesIt() throws {
        for schema in ["user.json", "schemas/user.json", "/tmp/a b.json", "help", "import", "run", "a=b", "é", "x--y", "+",
                       "./-dash", "<(cat)", "$(touch x)", "a\nb", "user.yaml"] {
            try assertSameAsArgumentParser(["import", schema])
        }
    }

    func testEveryOtherShapeGoesThroughSwiftArgumentParser() {
        let others: [[String]] = [
            [], ["import"], ["import", ""], ["import", "-"], ["import", "--"], ["import", "-h"], ["import", "--help"],
            ["import", "--version"], ["import", "--force"], ["import", "-o", "x.yaml"], ["import", "--output=x.yaml"],
            ["import", "user.json", "-o", "user.yaml"], ["import", "user.json", "--force"], ["import", "user.json", "x"],
            ["Import", "user.json"], ["run", "user.json"], ["help", "import"], ["user.json"], ["import", "-x"],
        ]
        for arguments in others {
            XCTAssertNil(ImportRequest.parsedFast(arguments), "\(arguments)")
        }
    }

    /// Random argument lists over words that matter to the parser: whenever the fast path
    /// answers, swift-argument-parser agrees with it.
    func testRandomArgumentListsAgreeWhereverTheFastPathAnswers() throws {
        let words = ["import", "run", "user.json", "-", "--", "-h", "--help", "help", "-o", "--output", "out.yaml",
                     "--force", "", "--version", "x y"]
        var generator = SplitMix64(state: 0x5EED_0038)
        var accepted = 0
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...3, using: &generator)
            let arguments = (0..<count).map { _ in words.randomElement(using: &generator)! }
            guard ImportRequest.parsedFast(arguments) != nil else { continue }
            accepted += 1
            try assertSameAsArgumentParser(arguments)
        }
        XCTAssertGreaterThan(accepted, 0)
    }
}
