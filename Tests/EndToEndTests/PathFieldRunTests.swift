import Foundation
import Testing
import TestSupport

/// A `path` field end to end: piped `run`, `--set` and `fill` (JSON Lines and CSV) in a temp
/// directory, with the real file system behind them. All front ends give the same answers.
@Suite struct PathFieldRunTests {
    /// A temp directory holding `plan.yaml`, `notes.txt`, `docs/` and `config.yaml` (the form).
    private func workspace() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "a: 1\n".write(to: dir.appendingPathComponent("plan.yaml"), atomically: true, encoding: .utf8)
        try "n\n".write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try """
        title: Config
        fields:
          - {id: config, type: path, required: true, mustExist: true, pathKind: file, extensions: [yaml, yml]}
          - {id: out, type: path, pathKind: directory}
        """.write(to: dir.appendingPathComponent("form.yaml"), atomically: true, encoding: .utf8)
        return dir.resolvingSymlinksInPath()
    }

    private func formline(_ arguments: [String], in dir: URL, input: String = "") throws -> ProcessResult {
        let result = try ProcessRunner.run(ProcessRunner.formlineBinary(), arguments, input: Data(input.utf8),
                                           environment: ["HOME": dir.appendingPathComponent("docs").path], directory: dir)
        #expect(!result.timedOut)
        return result
    }

    @Test func pipedRunChecksTheRulesAndStoresAbsolutePaths() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try formline(["run", "form.yaml"], in: dir,
                                  input: "missing.yaml\nnotes.txt\ndocs\n./docs/../PLAN.yaml\nplan.yaml\n~\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            formline: line 1: field 'config' (config): does not exist: \(dir.path)/missing.yaml
            formline: line 2: field 'config' (config): must end in .yaml, .yml
            formline: line 3: field 'config' (config): must end in .yaml, .yml
            formline: line 4: field 'config' (config): does not exist: \(dir.path)/PLAN.yaml

            """)
        #expect(result.stdout == #"{"config":"\#(dir.path)/plan.yaml","out":"\#(dir.path)/docs"}"# + "\n")
    }

    @Test func setAndFillGiveTheSameAnswers() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = try formline(["run", "form.yaml", "--set", "config=plan.yaml", "--set", "out=~/new"], in: dir)
        #expect(set.status == 0, "\(set.stderr)")
        let expected = #"{"config":"\#(dir.path)/plan.yaml","out":"\#(dir.path)/docs/new"}"#
        #expect(set.stdout == expected + "\n")

        let jsonLines = try formline(["fill", "form.yaml"], in: dir, input: """
            {"config":"plan.yaml","out":"~/new"}
            {"config":"docs"}
            {"config":"plan.yaml","out":"plan.yaml"}
            {"config":"nope.yml"}

            """)
        #expect(jsonLines.status == 1)
        #expect(jsonLines.stdout == expected + "\n")
        let rejects = jsonLines.stderr.split(separator: "\n").filter { $0.hasPrefix("{") }
        #expect(rejects == [
            #"{"line":2,"field":"config","message":"must end in .yaml, .yml"}"#,
            // Values are never echoed in rejects: the path is not repeated.
            #"{"line":3,"field":"out","message":"must be a directory, not a file"}"#,
            #"{"line":4,"field":"config","message":"does not exist"}"#,
        ])

        let csv = try formline(["fill", "form.yaml", "--format", "csv"], in: dir, input: "config,out\nplan.yaml,~/new\n")
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout == expected + "\n")
    }
}
