import Foundation
import Testing
import TestSupport

/// A single-line answer never holds a line break, whichever way it comes (`fill` JSON Lines
/// and CSV, `run --set`, `--answers`, the environment), and a long choice list's "must be
/// one of" is the same short message from every front end: the real binary.
@Suite struct OneLineAnswerRunTests {
    static let lineBreakMessage = "takes one line; this answer holds a line break "
        + "(write it on one line, or make the field 'multiline: true' to allow several lines)"

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private func scratchFile(_ text: String, suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-oneline-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func fillRejectsEscapedLineBreaksInOneLineFieldsWithTheirLine() throws {
        let input = [
            #"{"title":"a\nb","due":"tomorrow"}"#,
            #"{"title":"Plan","note":"first\nsecond","due":"tomorrow"}"#,
            #"{"title":"a\rb","due":"tomorrow"}"#,
            #"{"title":"a\u2028b","due":"tomorrow"}"#,
            #"{"title":"Plan\n","due":"tomorrow"}"#,
            #"{"title":"Plan","due":"tomorrow\u000bx"}"#,
        ].joined(separator: "\n") + "\n"
        let result = try ProcessRunner.formline(["fill", "new-task"], input: input)
        #expect(result.status == 1)
        #expect(lines(result.stdout) == [
            #"{"title":"Plan","note":"first\nsecond","attachment":null,"due":"2026-11-23"}"#,
            #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"#,
        ])
        let dueMessage = "takes one line; this answer holds a line break (write it on one line)"
        #expect(lines(result.stderr).filter { $0.hasPrefix("{") } == [
            #"{"line":1,"field":"title","message":"\#(Self.lineBreakMessage)"}"#,
            #"{"line":3,"field":"title","message":"\#(Self.lineBreakMessage)"}"#,
            #"{"line":4,"field":"title","message":"\#(Self.lineBreakMessage)"}"#,
            #"{"line":6,"field":"due","message":"\#(dueMessage)"}"#,
        ])
    }

    @Test func fillRejectsAQuotedCSVCellHoldingALineBreak() throws {
        let input = "title,due\n\"two\nlines\",tomorrow\nPlan,tomorrow\n"
        let result = try ProcessRunner.formline(["fill", "new-task", "--format", "csv"], input: input)
        #expect(result.status == 1)
        #expect(lines(result.stdout) == [#"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"#])
        #expect(lines(result.stderr).filter { $0.hasPrefix("{") } == [#"{"line":2,"field":"title","message":"\#(Self.lineBreakMessage)"}"#])
    }

    @Test func runRefusesALineBreakGivenUpFrontFromEverySource() throws {
        let json = try scratchFile(#"{"title":"a\nb","due":"tomorrow"}"#, suffix: ".json")
        let yaml = try scratchFile("title: \"a\\u2028b\"\ndue: tomorrow\n", suffix: ".yaml")
        defer { for file in [json, yaml] { try? FileManager.default.removeItem(at: file) } }
        let runs: [(arguments: [String], environment: [String: String], source: String)] = [
            (["--set", "title=a\nb", "--set", "due=tomorrow"], [:], "--set title=…"),
            (["--answers", json.path], [:], "--answers \(json.path)"),
            (["--answers", yaml.path], [:], "--answers \(yaml.path)"),
            (["--set", "due=tomorrow"], ["FORMLINE_ANSWER_title": "a\rb"], "FORMLINE_ANSWER_title"),
        ]
        for run in runs {
            let result = try ProcessRunner.formline(["run", "new-task"] + run.arguments + ["--no-input"], environment: run.environment)
            #expect(result.status == 65, "\(run.arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("  field 'title' (Title): \(Self.lineBreakMessage) (\(run.source))\n"), "\(result.stderr)")
        }
        // Multi-line text keeps its lines.
        let note = try ProcessRunner.formline(["run", "new-task", "--set", "title=Plan", "--set", "note=a\nb", "--set", "due=tomorrow", "--no-input"])
        #expect(note.status == 0, "\(note.stderr)")
        #expect(note.stdout.contains(#""note":"a\nb""#))
    }

    static let countryMessage = "must be one of 54 choices; the closest: Germany (DE); "
        + "'formline describe FORM' lists them all"

    @Test func aLongChoiceListSaysHowManyAndTheClosestEverywhere() throws {
        let set = try ProcessRunner.formline(["run", "profile", "--set", "country=germny"], input: "\n")
        #expect(set.status == 65)
        #expect(set.stderr.contains("--set country=…: field 'country' (Country): \(Self.countryMessage)\n"), "\(set.stderr)")
        let piped = try ProcessRunner.formline(["run", "profile"], input: "Ada\nLovelace\n\nada\ngermny\nDE\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stderr == "formline: line 5: field 'country' (Country): \(Self.countryMessage)\n")
        let fill = try ProcessRunner.formline(["fill", "profile"], input: #"{"firstName":"Ada","lastName":"L","country":"germny"}"# + "\n")
        #expect(lines(fill.stderr).first == #"{"line":1,"field":"country","message":"\#(Self.countryMessage)"}"#)
        #expect(!set.stderr.contains("Argentina"))
    }

    @Test func aShortChoiceListIsStillNamedInFull() throws {
        let fill = try ProcessRunner.formline(["fill", "signup"], input: #"{"email":"a@b.co","password":"abcdefgh","confirm":"abcdefgh","displayName":"A","newsletter":"yes","frequency":"daily"}"# + "\n")
        #expect(lines(fill.stderr).first == #"{"line":1,"field":"frequency","message":"must be one of: Every week (weekly), Once a month (monthly)"}"#)
    }
}
