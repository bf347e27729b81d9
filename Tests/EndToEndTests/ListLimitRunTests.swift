import Foundation
import Testing
import TestSupport

/// The limit every list has (10,000 rows, 1 MiB of rows together), through the real binary:
/// a piped run stops at the row that passes it, and `fill`, `--set` and `--answers` refuse
/// such a list with the same words.
@Suite struct ListLimitRunTests {
    static let message = "field 'rows' (Rows): takes at most 10000 rows, formline's limit for any list"

    private func scratch(_ text: String, suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-listlimit-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A form with a list (no maxItems) and a text field after it.
    private func form() throws -> URL {
        try scratch("title: Rows\nfields:\n  - {id: rows, type: list, label: Rows}\n  - {id: after, type: text, label: After}\n",
                    suffix: ".yaml")
    }

    private func rows(_ count: Int) -> [String] { (1...count).map { "row \($0)" } }

    @Test func aPipedRowPastTheLimitStopsTheRunAtOnce() throws {
        let form = try form()
        defer { try? FileManager.default.removeItem(at: form) }
        // Line 10,002 is not UTF-8: reading on after the refused row would report it instead.
        let input = Data(rows(10_001).joined(separator: "\n").utf8) + Data([0x0A, 0xFF, 0x0A]) + Data("\nlater\n".utf8)
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["run", form.path], input: input,
                                           directory: ProcessRunner.repositoryRoot(), timeout: 120)
        #expect(!result.timedOut)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "formline: input lines 1–10001: \(Self.message); stopped reading there: give the list "
                + "at most 10000 rows, of at most 1048576 bytes together\n", "\(result.stderr)")
    }

    @Test func tenThousandPipedRowsAreFine() throws {
        let form = try form()
        defer { try? FileManager.default.removeItem(at: form) }
        let result = try ProcessRunner.formline(["run", form.path], input: rows(10_000).joined(separator: "\n") + "\n\nlater\n",
                                                timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(#""row 10000"],"after":"later"}"# + "\n"))
    }

    @Test func pipedRowsOverOneMebibyteStopTheRun() throws {
        let form = try form()
        defer { try? FileManager.default.removeItem(at: form) }
        let row = String(repeating: "x", count: 200_000)
        let result = try ProcessRunner.formline(["run", form.path], input: Array(repeating: row, count: 8).joined(separator: "\n") + "\n",
                                                timeout: 120)
        #expect(result.status == 65)
        #expect(result.stderr.contains("input lines 1–6: field 'rows' (Rows): takes at most 1048576 bytes of rows, formline's limit for any list"),
                "\(result.stderr)")
    }

    @Test func fillRejectsTheRecordWithTheSameMessage() throws {
        let form = try form()
        defer { try? FileManager.default.removeItem(at: form) }
        func record(_ rows: [String]) -> String {
            "{\"rows\":[" + rows.map { "\"\($0)\"" }.joined(separator: ",") + "],\"after\":\"x\"}"
        }
        let csvCell = "\"" + rows(10_001).joined(separator: "\n") + "\""
        let json = try ProcessRunner.formline(["fill", form.path], input: record(rows(10_000)) + "\n" + record(rows(10_001)) + "\n")
        #expect(json.status == 1)
        #expect(json.stdout.split(separator: "\n").count == 1)
        #expect(json.stderr.contains(#"{"line":2,"field":"rows","message":"takes at most 10000 rows, formline's limit for any list"}"#),
                "\(json.stderr)")
        let csvFile = try scratch("rows,after\n" + csvCell + ",x\n", suffix: ".csv")
        defer { try? FileManager.default.removeItem(at: csvFile) }
        let csv = try ProcessRunner.formline(["fill", form.path, "--input", csvFile.path])
        #expect(csv.status == 1, "\(csv.stderr)")
        #expect(csv.stderr.contains(#""field":"rows","message":"takes at most 10000 rows, formline's limit for any list"}"#),
                "\(csv.stderr)")
    }

    /// The list is the form's first field, so `run` has focus on its first row when the
    /// answers are given: they used to be lost (`"rows":null`).
    @Test func rowsGivenUpFrontForTheFirstFieldAreKept() throws {
        let form = try form()
        defer { try? FileManager.default.removeItem(at: form) }
        let set = try ProcessRunner.formline(["run", form.path, "--no-input", "--set", "rows=a", "--set", "rows=b", "--set", "after=x"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == #"{"rows":["a","b"],"after":"x"}"# + "\n")
        let piped = try ProcessRunner.formline(["run", form.path, "--set", "rows=a"], input: "x\n")
        #expect(piped.stdout == #"{"rows":["a"],"after":"x"}"# + "\n", "\(piped.stderr)")
    }

    @Test func setAndAnswersRefuseTheListWithTheSameMessage() throws {
        let form = try form()
        defer { try? FileManager.default.removeItem(at: form) }
        // Nine rows of 120,000 bytes pass the bytes a list takes (10,001 --set would be as
        // good, but swift-argument-parser takes minutes over so many options).
        let sets = (1...9).flatMap { ["--set", "rows=" + String(repeating: "\($0)", count: 120_000)] }
        let set = try ProcessRunner.formline(["run", form.path, "--no-input", "--set", "after=x"] + sets, timeout: 60)
        #expect(set.status == 65)
        #expect(set.stdout.isEmpty)
        #expect(set.stderr.contains("field 'rows' (Rows): takes at most 1048576 bytes of rows, formline's limit for any list (--set rows=…)"),
                "\(set.stderr)")
        let file = try scratch("{\"rows\":[" + rows(10_001).map { "\"\($0)\"" }.joined(separator: ",") + "],\"after\":\"x\"}", suffix: ".json")
        defer { try? FileManager.default.removeItem(at: file) }
        let answers = try ProcessRunner.formline(["run", form.path, "--no-input", "--answers", file.path], timeout: 60)
        #expect(answers.status == 65)
        #expect(answers.stdout.isEmpty)
        #expect(answers.stderr.contains("\(Self.message) (--answers \(file.path))"), "\(answers.stderr)")
    }
}
