import Foundation
import Testing
import TestSupport

/// A repeating group through the real binary: piped rows, given rows, output formats, the
/// limits, and hostile text in every place a row can hold it.
@Suite struct GroupRunTests {
    private func run(_ lines: [String], _ arguments: [String] = []) throws -> ProcessResult {
        try ProcessRunner.formline(["run", "forms/trip.yaml"] + arguments, input: lines.map { $0 + "\n" }.joined())
    }

    @Test func pipedRowsAreOneLinePerSubFieldAndAnEmptyRowEndsTheGroup() throws {
        let result = try run(["Ann", "Oslo", "Bergen", "2026-12-01", "", "", "Bergen", "Oslo", "2026-12-05", "", "plane", "", "100"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"traveller":"Ann","legs":[{"from":"Oslo","to":"Bergen","start":"2026-12-01","end":null,"mode":"train"},{"from":"Bergen","to":"Oslo","start":"2026-12-05","end":null,"mode":"plane"}],"budget":100}"# + "\n")
    }

    @Test func aRefusedLineNamesTheRowAndSubFieldAndTheNextLineAnswersIt() throws {
        let result = try run(["Ann", "Oslo", "Bergen", "2026-12-05", "2026-12-01", "", "", "", "", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "formline: line 5: field 'legs' (Leg), row 1, sub-field 'end' (End): must be after the start (leave it empty for a one-day leg)\n")
        #expect(result.stdout.contains(#""end":null"#))
    }

    @Test func hostileTextInRowsIsKeptAsTextAndEscapedInEveryFormat() throws {
        let canary = Canary()
        let hostile = "\(canary.substitution) `id` 'q\" \u{1B}[31mred \u{202E}bidi"
        let lines = ["Ann", hostile, "x", "today", "", "", "", ""]
        for format in ["json", "yaml", "shell", "env", "lines"] {
            let result = try run(lines, ["--format", format])
            #expect(!canary.fired, "\(format): the row's command ran")
            if format == "env" {
                // ' with $ and a backquote: no dotenv line carries it; refused, never the value shown.
                #expect(result.status == 65 && !result.stderr.contains("touch"), "\(result.stderr)")
                continue
            }
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"), "\(format)")
        }
        let json = try run(lines)
        #expect(json.stdout.contains(#""from":""# + canary.substitution + #" `id` 'q\" \u001b[31mred \u202Ebidi""#.replacingOccurrences(of: "\\u202E", with: "\u{202E}")))
        // The shell format is the row's JSON, single-quoted: eval gives it back byte for byte.
        let shell = try run(lines, ["--format", "shell"])
        let back = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "eval \"$(cat)\"; printf %s \"$legs\""],
                                         input: Data(shell.stdout.utf8), environment: [:], directory: nil, timeout: 20)
        let legs = json.stdout.components(separatedBy: #""legs":"#)
        try #require(legs.count == 2, "\(json.stdout)")
        #expect(back.stdout == legs[1].components(separatedBy: #","budget""#)[0])
        #expect(!canary.fired, "eval of the shell format ran the row's command")
    }

    @Test func nulAndInvalidUTF8InARowStopTheRunNamingTheLine() throws {
        let nul = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["run", "forms/trip.yaml"],
                                        input: Data("Ann\nOs\0lo\n".utf8), environment: [:], directory: ProcessRunner.repositoryRoot(), timeout: 20)
        #expect(nul.status == 65 && nul.stderr.contains("input line 2"), "\(nul.stderr)")
        #expect(nul.stderr.contains("row 1, sub-field 'from'"), "\(nul.stderr)")
        var bytes = Data("Ann\n".utf8)
        bytes.append(contentsOf: [0x4F, 0xFF, 0x0A])
        let invalid = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["run", "forms/trip.yaml"],
                                            input: bytes, environment: [:], directory: ProcessRunner.repositoryRoot(), timeout: 20)
        #expect(invalid.status == 65 && invalid.stderr.contains("input line 2"), "\(invalid.stderr)")
    }

    @Test func givenRowsNameTheRowAndSubFieldNeverTheValue() throws {
        let result = try ProcessRunner.formline(["run", "forms/trip.yaml", "--set", "traveller=Ann", "--no-input",
                                                 "--set", #"legs={"from":"Oslo","to":"Rome","start":"2026-12-09","end":"secret-ish 2026-12-01"}"#])
        #expect(result.status == 65)
        #expect(result.stderr.contains("row 1, end: is not a date"), "\(result.stderr)")
        #expect(!result.stderr.contains("secret-ish"))
        let unknown = try ProcessRunner.formline(["run", "forms/trip.yaml", "--set", "traveller=Ann", "--no-input",
                                                  "--set", "legs={\"$(id)\":\"x\"}"])
        #expect(unknown.status == 65 && unknown.stderr.contains("names '$(id)', which is no sub-field"), "\(unknown.stderr)")
    }

    @Test func answersChainThroughJSONAndYAMLOutput() throws {
        let lines = ["Ann", "Oslo", "Bergen", "2026-12-01", "", "", "", ""]
        for format in ["json", "yaml"] {
            let first = try run(lines, ["--format", format])
            #expect(first.status == 0)
            let again = try ProcessRunner.formline(["run", "forms/trip.yaml", "--answers", "-", "--no-input"], input: first.stdout)
            #expect(again.status == 0, "\(format): \(again.stderr)")
            #expect(again.stdout == (try run(lines)).stdout)
        }
    }

    @Test func tenThousandRowsOfThreeSubFieldsPipedInUnderASecondAndRow10001Stops() throws {
        let form = """
            title: Many
            fields:
              - id: rows
                type: group
                fields:
                  - {id: a, type: text}
                  - {id: b, type: number}
                  - {id: c, type: confirm}
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("group-rows-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("many.yaml")
        try form.write(to: path, atomically: true, encoding: .utf8)
        var input = ""
        for row in 0..<10_000 { input += "row \(row)\n\(row)\nyes\n" }
        let result = try ProcessRunner.formline(["run", path.path], input: input + "\n", timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(#"{"a":"row 9999","b":9999,"c":true}]}"# + "\n"))
        // Its speed (linear in the rows) is scripts/bench-session's to measure (group rows),
        // in instructions, never a clock here.
        let over = try ProcessRunner.formline(["run", path.path], input: input + "one more\n1\nno\n\n", timeout: 60)
        #expect(over.status == 65)
        #expect(over.stderr.contains("input lines 1–30001: field 'rows' (rows), row 10001, sub-field 'a' (a): takes at most 10000 rows"), "\(over.stderr)")
    }

    /// What formline writes, formline reads back on every path: a multiple choice in a
    /// group's row is written as an array by `fill` and `run`, and taken back by `fill`,
    /// `--answers` and `--set`; a malformed row names its group in `fill`'s reject, and
    /// `run --answers … --no-input --format json` prints the refusal as JSON, as `--set` does.
    @Test func aRowsMultipleChoiceRoundTripsOnEveryPath() throws {
        let form = "Tests/Fixtures/agents/crew.yaml"
        let record = #"{"crew":[{"name":"Ada","langs":["en","fr"]}],"ship":null}"#
        let filled = try ProcessRunner.formline(["fill", form], input: record + "\n")
        #expect(filled.status == 0, "\(filled.stderr)")
        #expect(filled.stdout == record + "\n")
        let again = try ProcessRunner.formline(["fill", form], input: filled.stdout)
        #expect(again.stdout == record + "\n", "\(again.stderr)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("crew-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data(filled.stdout.utf8).write(to: scratch)
        let answered = try ProcessRunner.formline(["run", form, "--answers", scratch.path, "--no-input"])
        #expect(answered.stdout == record + "\n", "\(answered.stderr)")
        let set = try ProcessRunner.formline(["run", form, "--set", #"crew=[{"name":"Ada","langs":["en","fr"]}]"#, "--no-input"])
        #expect(set.stdout == record + "\n", "\(set.stderr)")

        let malformed = try ProcessRunner.formline(["fill", form], input: #"{"crew":[{"name":"Ada","langs":{"x":1}}]}"# + "\n")
        #expect(malformed.status == 1)
        #expect(malformed.stderr.contains(#""field":"crew""#), "\(malformed.stderr)")

        try Data(#"{"crew":[{"name":{"x":1}}]}"#.utf8).write(to: scratch)
        let wrongShape = try ProcessRunner.formline(["run", form, "--answers", scratch.path, "--no-input", "--format", "json"])
        #expect(wrongShape.status == 65)
        let object = try JSONSerialization.jsonObject(with: Data(wrongShape.stdout.utf8)) as? [String: Any]
        let refused = object?["refused"] as? [[String: String]]
        #expect(refused?.first?["field"] == "crew" && refused?.first?["source"] == "--answers \(scratch.path)", "\(wrongShape.stdout)")
    }
}
