import Foundation
import Testing
import TestSupport

/// Multiple choice on the real binary: piped `run`, `--set`, `--answers`, `fill` (JSON
/// Lines and CSV), output formats and `describe` read the same comma-separated line and
/// agree.
@Suite struct MultipleChoiceRunTests {
    static let topics = "Tests/Fixtures/choices/topics.yaml"
    static let choices = "New releases (releases), events, Tips, tricks (tips)"

    private func piped(_ lines: [String], _ extra: [String] = []) throws -> ProcessResult {
        let result = try ProcessRunner.formline(["run", Self.topics] + extra, input: lines.map { $0 + "\n" }.joined())
        #expect(!result.timedOut)
        return result
    }

    @Test func pipedRunReadsOneLineOfItemsAndStoresValuesInChoicesOrder() throws {
        let result = try piped([#"TIPS, "new releases", tips"#, "Ada"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"topics":["releases","tips"],"name":"Ada"}"# + "\n")
        let quoted = try piped([#""tips, TRICKS""#, ""])
        #expect(quoted.stdout == #"{"topics":["tips"],"name":null}"# + "\n")
    }

    @Test func refusedLinesNameTheItemOrTheCountAndTheFieldIsAskedAgain() throws {
        let result = try piped(["events, sports", "releases, events, tips", "Tips, tricks", "", "events", "x"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            formline: line 1: field 'topics' (Topics): 'sports' is not one of: \(Self.choices)
            formline: line 2: field 'topics' (Topics): takes at most 2 choices
            formline: line 3: field 'topics' (Topics): 'tricks' is not one of: \(Self.choices)

            """)
        // A blank line keeps the field unanswered: optional, so it moves on (minItems counts answers).
        #expect(result.stdout == #"{"topics":null,"name":"events"}"# + "\n")
    }

    @Test func givenAnswersTakeALineOrAnArray() throws {
        let set = try ProcessRunner.formline(["run", Self.topics, "--set", "topics=events,RELEASES", "--set", "name=x"], input: "")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == #"{"topics":["releases","events"],"name":"x"}"# + "\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-multi-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answers = folder.appendingPathComponent("answers.json")
        try #"{"topics":["Tips, tricks","events"],"name":"y"}"#.write(to: answers, atomically: true, encoding: .utf8)
        let given = try ProcessRunner.formline(["run", Self.topics, "--answers", answers.path], input: "")
        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stdout == #"{"topics":["events","tips"],"name":"y"}"# + "\n")
    }

    @Test func fillTakesArraysStringsAndCSVCellsLikeRun() throws {
        let records = [#"{"topics":["Tips, tricks","events"]}"#, #"{"topics":"events, \"tips, tricks\""}"#,
                       #"{"topics":["events","events"],"name":"z"}"#, #"{"topics":["sports"]}"#, #"{"topics":"a, b, c"}"#]
        let json = try ProcessRunner.formline(["fill", Self.topics], input: records.map { $0 + "\n" }.joined())
        let accepted = [#"{"topics":["events","tips"],"name":null}"#, #"{"topics":["events","tips"],"name":null}"#,
                        #"{"topics":["events"],"name":"z"}"#]
        #expect(json.stdout == accepted.map { $0 + "\n" }.joined())
        #expect(json.stderr.contains(#"{"line":4,"field":"topics","message":"'sports' is not one of: \#(Self.choices)"}"#))
        #expect(json.stderr.contains(#"{"line":5,"field":"topics","message":"'a' is not one of: \#(Self.choices)"}"#))
        let csv = try ProcessRunner.formline(["fill", Self.topics, "--format", "csv"],
                                             input: "topics,name\n\"\"\"Tips, tricks\"\", events\",\n\"events, \"\"tips, tricks\"\"\",\nevents,z\n")
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout == json.stdout, "CSV cells = JSON")
        for (lines, index) in [([#""Tips, tricks", events"#, ""], 0), (["events", "z"], 2)] {
            #expect(try piped(lines).stdout == accepted[index] + "\n", "run = fill")
        }
    }

    @Test func outputFormatsWriteTheValuesAsAListFieldsRows() throws {
        let shell = try piped(["events, tips", "x"], ["--format", "shell"])
        #expect(shell.stdout == "topics='events\ntips'\nname='x'\n")
        let yaml = try piped(["events, tips", "x"], ["--format", "yaml"])
        #expect(yaml.stdout == "\"topics\":\n  - \"events\"\n  - \"tips\"\n\"name\": \"x\"\n")
    }

    @Test func describeShowsMultipleAndTheCount() throws {
        let text = try ProcessRunner.formline(["describe", Self.topics])
        #expect(text.stdout.contains("picks:      1 to 2 choices"))
        let json = try ProcessRunner.formline(["describe", Self.topics, "--format", "json"])
        #expect(json.stdout.contains(#""bounds":{"minItems":1,"maxItems":2}"#))
        #expect(json.stdout.contains(#""choiceLabels":["New releases",null,"Tips, tricks"],"multiple":true"#))
    }
}
