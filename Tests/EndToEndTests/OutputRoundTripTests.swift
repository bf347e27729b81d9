import Foundation
import Testing
import TestSupport

/// Every `run --format` reads back to the same answers: generated hostile values (`$`,
/// backquotes, `${VAR}`, quotes, backslashes, line breaks, C1 controls, NEL, U+2028/U+2029,
/// VT, FF, non-ASCII) go in as JSON; `json`, `yaml` (PyYAML and formline's `--answers`),
/// `lines` (`printf '%b'`), `shell` (eval) and `env` (`set -a; .` in sh, bash and zsh, and
/// python-dotenv) must all give back the bytes of the JSON output, and nothing may run.
/// `env` may refuse a value instead, with a message that does not show it.
@Suite struct OutputRoundTripTests {
    static let form = "Tests/Fixtures/scripting/hostile.yaml"
    static let reader = "Tests/Fixtures/scripting/read-back.py"

    /// Pieces values are built from; the marker `k7q` in every value shows a message echoing it.
    /// The commands touch the test's own canary (checked absent after every value).
    static func pieces(_ canary: Canary) -> [String] { [
        "$", "`", "${HOME}", "${X:-y}", canary.substitution, canary.backquoted, "'", "\"", "\\", "\\\\", "\\n", "\\'",
        "\n", "\t", " ", "#", "=", "!", "*", "a", "é", "日本", "\u{1F600}", "e\u{301}",
        "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{9B}", "\u{80}", "\u{9F}",
    ] }

    /// A small deterministic generator (SplitMix64), so a failure names a value that comes back.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func values(count: Int, seed: UInt64, canary: Canary) -> [String] {
        let pieces = Self.pieces(canary)
        var generator = Generator(state: seed)
        return (0..<count).map { index in
            var value = "k7q"
            for _ in 0..<(1 + generator.next(8)) { value += pieces[generator.next(pieces.count)] }
            // Every piece once, in the first values, so each is always tried.
            if index < pieces.count { value += pieces[index] + "x" }
            return value
        }
    }

    /// The answers as JSON: the value in a multi-line text, on one line in a text and a
    /// secret, and as list rows.
    static func answers(_ value: String) -> String {
        func isBreak(_ scalar: Unicode.Scalar) -> Bool { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"].contains(scalar) }
        let oneLine = String(String.UnicodeScalarView(value.unicodeScalars.map { isBreak($0) ? " " : $0 }))
        let rows = value.unicodeScalars.split(whereSeparator: isBreak).map { String(String.UnicodeScalarView($0)) }
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return "{\"plain\":\(json(oneLine)),\"second-factor\":\(json(oneLine)),\"note\":\(json(value)),"
            + "\"tags\":[\(rows.map(json).joined(separator: ","))]}"
    }

    /// A JSON string with everything but printable ASCII as `\uXXXX` escapes (as an answers
    /// file must write C1 controls: the YAML reader behind `--answers` refuses them raw).
    static func json(_ text: String) -> String {
        var out = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out + "\""
    }

    @Test func everyFormatReadsBackToTheSameAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A refused env output keeps the answers in a draft: there, not in the tester's home.
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("formline-roundtrip-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        var refused = 0
        let canary = Canary()
        for (index, value) in Self.values(count: 60, seed: 22, canary: canary).enumerated() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            let input = Self.answers(value)
            func run(_ format: String) throws -> ProcessResult {
                try ProcessRunner.formline(["run", Self.form, "--answers", "-", "--format", format], input: input,
                                           environment: ["XDG_STATE_HOME": state.path])
            }
            let json = try run("json")
            try #require(json.status == 0, "value \(index) \(value.debugDescription): \(json.stderr)")
            for format in ["json", "yaml", "lines", "shell", "env"] {
                let result = format == "json" ? json : try run(format)
                if format == "env" && result.status != 0 {
                    refused += 1
                    // Only a value with `$` or a backquote (with ' or \\, or as `${`) or a
                    // carriage return can be beyond every dotenv spelling; any other is written.
                    #expect(value.unicodeScalars.contains { ["$", "`", "\r"].contains($0) },
                            "value \(index) \(value.debugDescription) refused by env")
                    #expect(result.status == 65 && result.stderr.contains("--format env") && !result.stderr.contains("k7q")
                            && result.stdout.isEmpty, "value \(index): \(result.status) \(result.stderr)")
                    continue
                }
                #expect(result.status == 0, "value \(index) \(format): \(result.stderr)")
                try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("out.\(format)"))
            }
            // formline reads its own YAML back.
            let yaml = folder.appendingPathComponent("out.yaml").path
            let again = try ProcessRunner.formline(["run", Self.form, "--answers", yaml, "--format", "json"])
            try Data(again.stdout.utf8).write(to: folder.appendingPathComponent("out-yaml.json"))
            let check = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.reader, folder.path],
                                              input: Data(), directory: ProcessRunner.repositoryRoot(), timeout: 60)
            #expect(check.status == 0 && check.stdout.isEmpty && check.stderr.isEmpty,
                    "value \(index) \(value.debugDescription):\n\(check.stdout)\(check.stderr)")
            #expect(!canary.fired, "value \(index) \(value.debugDescription): reading it back ran its command")
        }
        // Most values are written: only those no dotenv spelling can carry are refused. The
        // values come from a fixed seed, so the count is exact: one more refused (a spelling
        // lost) or one fewer (a value written that cannot be) shows here.
        #expect(refused == 25, "\(refused) of 60 refused")
    }

    @Test func envRefusesWhatItCannotWriteWithoutShowingIt() throws {
        let canary = Canary()
        let input = #"{"plain":"it's "# + canary.substitution + #" k7q","second-factor":"a\\\\b ${HOME} k7q"}"#
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("formline-roundtrip-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try ProcessRunner.formline(["run", Self.form, "--answers", "-", "--format", "env"], input: input,
                                                environment: ["XDG_STATE_HOME": state.path])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--format env: the answer to 'plain' cannot be written"), "\(result.stderr)")
        #expect(!result.stderr.contains("k7q") && !result.stderr.contains("canary"), "\(result.stderr)")
        #expect(result.stderr.contains("use --format shell, json or yaml; nothing was written"), "\(result.stderr)")
        #expect(!canary.fired)
        // In the person's language, the same refusal and the same exit (the value never shown).
        let german = try ProcessRunner.formline(["run", Self.form, "--answers", "-", "--format", "env"], input: input,
                                                environment: ["XDG_STATE_HOME": state.path, "LANGUAGE": "de"])
        #expect(german.status == 65, "\(german.stderr)")
        #expect(german.stderr.contains("--format env: die Antwort auf 'plain' lässt sich nicht als dotenv-Wert schreiben"), "\(german.stderr)")
        #expect(german.stderr.contains("verwenden Sie --format shell, json oder yaml; es wurde nichts geschrieben"), "\(german.stderr)")
        #expect(!german.stderr.contains("k7q"), "\(german.stderr)")
        #expect(!canary.fired)
    }
}
