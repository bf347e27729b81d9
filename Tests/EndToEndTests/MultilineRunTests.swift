import Foundation
import Testing
import TestSupport

/// Multi-line text end to end: piped `run` (lines up to a lone `.`), `--set`, the
/// environment, `--answers`, and `fill` as JSON Lines and CSV (quoted cells with line
/// breaks, reject line numbers still right). Every way gives the same answers.
@Suite struct MultilineRunTests {
    static var form: String { get throws { try Fixtures.form("multiline-story") } }

    private func formFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-multiline-\(UUID().uuidString).yaml")
        try Self.form.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func formline(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> ProcessResult {
        let result = try ProcessRunner.formline(arguments, input: input, environment: environment)
        #expect(!result.timedOut)
        return result
    }

    @Test func pipedLinesEndAtALoneDotAndLeadingDotsAreDoubled() throws {
        let form = try formFile()
        defer { try? FileManager.default.removeItem(at: form) }
        let result = try formline(["run", form.path], input: "Call Bob\r\n\r\n..then Ann\r\n.\r\nCalls\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"note":"Call Bob\n\n.then Ann","title":"Calls"}"# + "\n")
    }

    @Test func aBlankFirstLineIsNoAnswerAndATooLongTextIsRefusedWithItsFirstLine() throws {
        let form = try formFile()
        defer { try? FileManager.default.removeItem(at: form) }
        // Line 1 blank: required. Lines 2-4: 21 characters (too long). Lines 5-7: 20, accepted.
        let result = try formline(["run", form.path], input: "\n0123456789\n0123456789\n.\n0123456789\n012345678\n.\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            formline: line 1: field 'note' (note): is required
            formline: line 2: field 'note' (note): must be at most 20 characters

            """)
        #expect(result.stdout == #"{"note":"0123456789\n012345678","title":null}"# + "\n")
    }

    @Test func theEndOfInputEndsTheText() throws {
        let form = try formFile()
        defer { try? FileManager.default.removeItem(at: form) }
        let result = try formline(["run", form.path, "--set", "title=T"], input: "last\nlines")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"note":"last\nlines","title":"T"}"# + "\n")
    }

    @Test func setEnvironmentAndAnswersTakeLineBreaksAsGiven() throws {
        let form = try formFile()
        defer { try? FileManager.default.removeItem(at: form) }
        let expected = #"{"note":"one\ntwo","title":null}"# + "\n"
        let set = try formline(["run", form.path, "--set", "note=one\r\ntwo\n", "--no-input"])
        #expect(set.stdout == expected, "\(set.stderr)")
        let environment = try formline(["run", form.path, "--no-input"], environment: ["FORMLINE_ANSWER_NOTE": "\none\ntwo"])
        #expect(environment.stdout == expected, "\(environment.stderr)")
        let answers = try formline(["run", form.path, "--answers", "-", "--no-input"], input: #"{"note":"one\ntwo\n"}"#)
        #expect(answers.stdout == expected, "\(answers.stderr)")
        // `\n` written as two characters is text, not a line break.
        let escaped = try formline(["run", form.path, "--set", #"note=one\ntwo"#, "--no-input"])
        #expect(escaped.stdout == #"{"note":"one\\ntwo","title":null}"# + "\n")
    }

    @Test func fillTakesJSONStringsAndQuotedCSVCellsWithLineBreaks() throws {
        let form = try formFile()
        defer { try? FileManager.default.removeItem(at: form) }
        let jsonLines = try formline(["fill", form.path], input: """
            {"note":"one\\r\\ntwo\\n","title":"a"}
            {"note":"0123456789\\n0123456789"}
            {"note":" \\n "}
            {"note":"\\n\\n  x\\n.\\n"}

            """)
        #expect(jsonLines.status == 1)
        #expect(jsonLines.stdout == #"{"note":"one\ntwo","title":"a"}"# + "\n" + #"{"note":"  x\n.","title":null}"# + "\n")
        #expect(jsonLines.stderr.split(separator: "\n").filter { $0.hasPrefix("{") } == [
            #"{"line":2,"field":"note","message":"must be at most 20 characters"}"#,
            #"{"line":3,"field":"note","message":"is required"}"#,
        ])

        // A quoted CSV cell holds its line breaks; the reject's line is where its record starts.
        let csv = try formline(["fill", form.path, "--format", "csv"], input: """
            note,title\r
            "one\r
            two",a\r
            "0123456789\r
            0123456789",b\r
            "  x\r
            .",\r

            """)
        #expect(csv.status == 1)
        #expect(csv.stdout == #"{"note":"one\ntwo","title":"a"}"# + "\n" + #"{"note":"  x\n.","title":null}"# + "\n")
        #expect(csv.stderr.split(separator: "\n").filter { $0.hasPrefix("{") } == [
            #"{"line":4,"field":"note","message":"must be at most 20 characters"}"#,
        ])
    }

    @Test func describeSaysTheFieldTakesSeveralLines() throws {
        let form = try formFile()
        defer { try? FileManager.default.removeItem(at: form) }
        let text = try formline(["describe", form.path])
        #expect(text.stdout.contains("several (piped: end with a line holding only .)"), "\(text.stdout)")
        let json = try formline(["describe", form.path, "--format", "json"])
        #expect(json.stdout.contains(#""multiline":true"#))
        #expect(json.stdout.contains(#""multiline":false"#))
    }
}
