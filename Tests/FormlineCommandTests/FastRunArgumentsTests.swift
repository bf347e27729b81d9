import XCTest
import ArgumentParser
@testable import formline

/// `formline run FORM` skips swift-argument-parser (`RunCommand.parsedWithoutArgumentParser`):
/// whatever argument list the fast path accepts must parse into the very same command through
/// swift-argument-parser, and everything else must be left to it.
final class FastRunArgumentsTests: XCTestCase {
    /// Every property of a command, option groups and property-wrapper state included (an
    /// option the fast path forgot to set would show as a definition, not a value).
    private func snapshot(_ command: RunCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    private func assertSameAsArgumentParser(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let fast = try XCTUnwrap(RunCommand.parsedWithoutArgumentParser(arguments), "fast path refused \(arguments)",
                                 file: file, line: line)
        let parsed = try Formline.parseAsRoot(arguments)
        let full = try XCTUnwrap(parsed as? RunCommand, "\(arguments) parsed as \(type(of: parsed))", file: file, line: line)
        XCTAssertEqual(snapshot(fast), snapshot(full), "\(arguments)", file: file, line: line)
        XCTAssertFalse(snapshot(fast).contains("definition"), "an unset property in \(snapshot(fast))", file: file, line: line)
    }

    func testRunWithAFormIsParsedAsSwiftArgumentParserParsesIt() throws {
        for form in ["login", "forms/login.yaml", "/tmp/a b.yaml", "help", "run", "list", "a=b", "é", "x--y", "+",
                     "./-dash", "<(cat)", "login.yml"] {
            try assertSameAsArgumentParser(["run", form])
        }
    }

    func testEveryOtherShapeGoesThroughSwiftArgumentParser() {
        let others: [[String]] = [
            [], ["run"], ["run", ""], ["run", "-"], ["run", "--"], ["run", "-h"], ["run", "--help"], ["run", "-help"],
            ["run", "--version"], ["run", "--experimental-dump-help"], ["run", "--generate-completion-script"],
            ["run", "login", "--defaults"], ["run", "login", "x"], ["run", "--resume", "login"],
            ["fill", "login"], ["check", "login"], ["help", "run"], ["---completion", "run", "--", "positional@0", "0", "0"],
            ["Run", "login"], ["login"], ["run", "-x"], ["--help"], ["--version"],
        ]
        for arguments in others {
            XCTAssertNil(RunCommand.parsedWithoutArgumentParser(arguments), "\(arguments)")
        }
    }

    /// Random argument lists over words that matter to the parser: whenever the fast path
    /// answers, swift-argument-parser agrees with it.
    func testRandomArgumentListsAgreeWhereverTheFastPathAnswers() throws {
        let words = ["run", "fill", "login", "forms/login.yaml", "-", "--", "-h", "--help", "help", "--defaults",
                     "--output", "out.json", "--set", "a=b", "--format", "yaml", "--accessible", "", "--version", "x y"]
        var generator = SystemRandomNumberGenerator()
        var accepted = 0
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...3, using: &generator)
            let arguments = (0..<count).map { _ in words.randomElement(using: &generator)! }
            guard RunCommand.parsedWithoutArgumentParser(arguments) != nil else { continue }
            accepted += 1
            try assertSameAsArgumentParser(arguments)
        }
        XCTAssertGreaterThan(accepted, 0)
    }
}
