import XCTest
import ArgumentParser
import TestSupport
@testable import FormlineCLI

/// `formline run FORM` skips swift-argument-parser (`RunRequest.parsedFast`): whatever
/// argument list the fast path accepts must parse into the very same request through
/// swift-argument-parser, and everything else must be left to it.
final class FastRunArgumentsTests: XCTestCase {
    private func assertSameAsArgumentParser(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let fast = try XCTUnwrap(RunRequest.parsedFast(arguments), "fast path refused \(arguments)", file: file, line: line)
        let parsed = try Formline.parseAsRoot(arguments)
        let full = try XCTUnwrap(parsed as? RunCommand, "\(arguments) parsed as \(type(of: parsed))", file: file, line: line)
        XCTAssertEqual(fast, RunRequest(full), "\(arguments)", file: file, line: line)
    }

    /// Every option of `run` reaches the request (so the equality above compares them all).
    func testEveryOptionReachesTheRequest() throws {
        let command = try XCTUnwrap(Formline.parseAsRoot([
            "run", "login", "--output", "o.json", "--resume", "--set", "a=b", "--set", "c=d", "--answers", "f.json",
            "--defaults", "--no-input", "--format", "shell", "--prefix", "P_", "--timeout", "30", "--accessible",
        ]) as? RunCommand)
        var expected = RunRequest(form: "login")
        expected.output = "o.json"
        expected.resume = true
        expected.scripting.set = ["a=b", "c=d"]
        expected.scripting.answers = "f.json"
        expected.scripting.defaults = true
        expected.scripting.noInput = true
        expected.scripting.format = .shell
        expected.scripting.prefix = "P_"
        expected.scripting.timeout = 30
        expected.accessible = true
        XCTAssertEqual(RunRequest(command), expected)
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
            XCTAssertNil(RunRequest.parsedFast(arguments), "\(arguments)")
        }
    }

    /// Random argument lists over words that matter to the parser: whenever the fast path
    /// answers, swift-argument-parser agrees with it.
    func testRandomArgumentListsAgreeWhereverTheFastPathAnswers() throws {
        let words = ["run", "fill", "login", "forms/login.yaml", "-", "--", "-h", "--help", "help", "--defaults",
                     "--output", "out.json", "--set", "a=b", "--format", "yaml", "--accessible", "", "--version", "x y"]
        var generator = SplitMix64(state: 0x5EED_0016)
        var accepted = 0
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...3, using: &generator)
            let arguments = (0..<count).map { _ in words.randomElement(using: &generator)! }
            guard RunRequest.parsedFast(arguments) != nil else { continue }
            accepted += 1
            try assertSameAsArgumentParser(arguments)
        }
        XCTAssertGreaterThan(accepted, 0)
    }
}
