import XCTest
import ArgumentParser
import TestSupport
@testable import FormlineCLI

/// `formline fill` skips swift-argument-parser for its usual command lines
/// (`FillRequest.parsedFast`): whatever argument list the fast path accepts must parse into
/// the very same request through swift-argument-parser, and everything else must be left to it
/// (help, completion, errors).
final class FastFillArgumentsTests: XCTestCase {
    private func assertSameAsArgumentParser(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let fast = try XCTUnwrap(FillRequest.parsedFast(arguments), "fast path refused \(arguments)", file: file, line: line)
        let parsed = try Formline.parseAsRoot(arguments)
        let full = try XCTUnwrap(parsed as? FillCommand, "\(arguments) parsed as \(type(of: parsed))", file: file, line: line)
        XCTAssertEqual(fast, FillRequest(full), "\(arguments)", file: file, line: line)
    }

    /// Every option of `fill` reaches the request (so the equality above compares them all).
    func testEveryOptionReachesTheRequest() throws {
        let command = try XCTUnwrap(Formline.parseAsRoot([
            "fill", "login", "--input", "in.jsonl", "--format", "csv", "--output", "o.jsonl", "--rejects", "r.jsonl",
            "--jobs", "3", "--first-line", "101", "--trust",
        ]) as? FillCommand)
        var expected = FillRequest(form: "login")
        expected.input = "in.jsonl"
        expected.format = "csv"
        expected.output = "o.jsonl"
        expected.rejects = "r.jsonl"
        expected.jobs = 3
        expected.firstLine = 101
        expected.trust = true
        XCTAssertEqual(FillRequest(command), expected)
        let skipping = try XCTUnwrap(Formline.parseAsRoot(["fill", "login", "--no-checks"]) as? FillCommand)
        XCTAssertTrue(FillRequest(skipping).noChecks)
    }

    /// Each option alone, spelled every way the fast path takes, and all of them together in
    /// every order the generator below reaches.
    func testTheUsualCommandLinesAreParsedAsSwiftArgumentParserParsesThem() throws {
        let lines: [[String]] = [
            ["fill", "login"], ["fill", "forms/login.yaml"], ["fill", "/tmp/a b.yaml"], ["fill", "é"], ["fill", "help"],
            ["fill", "login", "--input", "-"], ["fill", "login", "-i", "users.jsonl"], ["fill", "login", "--output", "-"],
            ["fill", "login", "-o", "valid.jsonl"], ["fill", "login", "--rejects", "rejects.jsonl"],
            ["fill", "login", "--format", "csv"], ["fill", "login", "--format", "JSONL"], ["fill", "login", "--format", "xml"],
            ["fill", "login", "--jobs", "1"], ["fill", "login", "--jobs", "64"], ["fill", "login", "--jobs", "007"],
            ["fill", "login", "--first-line", "1"], ["fill", "login", "--first-line", "9007199254740991"],
            ["fill", "login", "--trust"], ["fill", "login", "--no-checks"], ["fill", "--jobs", "2", "login"],
            ["fill", "login", "--first-line", "100001", "--rejects", "rejects-2.jsonl"],
            ["fill", "profile", "--input", "people.csv", "--output", "valid.jsonl", "--rejects", "rejects.jsonl"],
            ["fill", "login", "--input", "-", "--output", "-"], ["fill", "login", "--input", "$(touch x)"],
            ["fill", "login", "--output", "a\nb"], ["fill", "login", "--rejects", "\u{202E}x"],
        ]
        for arguments in lines {
            try assertSameAsArgumentParser(arguments)
        }
    }

    func testEveryOtherShapeGoesThroughSwiftArgumentParser() {
        let others: [[String]] = [
            [], ["fill"], ["fill", ""], ["fill", "-"], ["fill", "--"], ["fill", "-h"], ["fill", "--help"], ["fill", "login", "--help"],
            ["fill", "--version"], ["fill", "login", "x"], ["fill", "login", "--jobs"], ["fill", "login", "--jobs", "0"],
            ["fill", "login", "--jobs", "-1"], ["fill", "login", "--jobs", "+2"], ["fill", "login", "--jobs", " 2"],
            ["fill", "login", "--jobs", "two"], ["fill", "login", "--jobs", "99999999999999999999"],
            ["fill", "login", "--first-line", "0"], ["fill", "login", "--first-line", "9007199254740992"],
            ["fill", "login", "--trust", "--no-checks"], ["fill", "login", "--trust", "--trust"],
            ["fill", "login", "-i", "a", "--input", "b"], ["fill", "login", "--input=a"], ["fill", "login", "-ia"],
            ["fill", "login", "--input", "--trust"], ["fill", "login", "--output", "-x"], ["fill", "login", "--jobs=2"],
            ["fill", "login", "--", "x"], ["fill", "login", "--unknown"], ["fill", "login", "-x"], ["Fill", "login"],
            ["run", "login"], ["check", "login"], ["help", "fill"], ["fill", "login", ""],
            ["---completion", "fill", "--", "positional@0", "0", "0"], ["fill", "login", "--generate-completion-script"],
            ["fill", "login", "--experimental-dump-help"],
        ]
        for arguments in others {
            XCTAssertNil(FillRequest.parsedFast(arguments), "\(arguments)")
        }
    }

    /// Random argument lists over words that matter to the parser: whenever the fast path
    /// answers, swift-argument-parser agrees with it, and the fast path answers often.
    func testRandomArgumentListsAgreeWhereverTheFastPathAnswers() throws {
        let words = ["fill", "fill", "login", "forms/login.yaml", "-", "--", "-h", "--help", "help", "--input", "-i", "--output",
                     "-o", "--rejects", "--format", "--jobs", "--first-line", "--trust", "--no-checks", "csv", "out.jsonl", "2",
                     "0", "12", "", "x y", "--version", "-x", "--jobs=2"]
        var generator = SplitMix64(state: 0x5EED_0036)
        var accepted = 0, withOptions = 0
        for _ in 0..<8_000 {
            let count = Int.random(in: 1...7, using: &generator)
            var arguments = (0..<count).map { _ in words.randomElement(using: &generator)! }
            if Int.random(in: 0..<3, using: &generator) > 0 { arguments[0] = "fill" }
            guard let fast = FillRequest.parsedFast(arguments) else { continue }
            accepted += 1
            if fast != FillRequest(form: fast.form) { withOptions += 1 }
            try assertSameAsArgumentParser(arguments)
        }
        XCTAssertGreaterThan(accepted, 200)
        XCTAssertGreaterThan(withOptions, 80)
    }
}
