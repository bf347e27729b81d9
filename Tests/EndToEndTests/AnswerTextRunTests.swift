import Foundation
import Testing
import TestSupport

/// One home for answer text (`AnswerText`), through the real binary: the same answer gets
/// the same outcome from a piped `run`, `--set`, `--answers`, `FORMLINE_ANSWER_*` and `fill`.
@Suite struct AnswerTextRunTests {
    private static var form: String { get throws { try Fixtures.form("answer-text") } }

    private func scratch(_ text: String, suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-answertext-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// `run` piped, `run --set`, `run --answers`, `FORMLINE_ANSWER_name` and `fill`, each
    /// given `name` (other fields left to their defaults): status and standard error.
    private func everyPath(name: String) throws -> [(path: String, status: Int32, stderr: String)] {
        let form = try scratch(Self.form, suffix: ".yaml")
        let answers = try scratch(nameRecord(name), suffix: ".json")
        defer { try? FileManager.default.removeItem(at: form); try? FileManager.default.removeItem(at: answers) }
        var results: [(String, Int32, String)] = []
        let piped = try ProcessRunner.formline(["run", form.path], input: name + "\n\n\n", timeout: 60)
        results.append(("piped", piped.status, piped.stderr))
        if name.utf8.count < 100_000 {  // an argument or variable is at most 128 KiB on Linux
            let set = try ProcessRunner.formline(["run", form.path, "--set", "name=" + name, "--no-input"])
            results.append(("--set", set.status, set.stderr))
            let env = try ProcessRunner.formline(["run", form.path, "--no-input"], environment: ["FORMLINE_ANSWER_name": name])
            results.append(("env", env.status, env.stderr))
        }
        let given = try ProcessRunner.formline(["run", form.path, "--answers", answers.path, "--no-input"], timeout: 60)
        results.append(("--answers", given.status, given.stderr))
        let fill = try ProcessRunner.formline(["fill", form.path], input: nameRecord(name) + "\n", timeout: 60)
        results.append(("fill", fill.status, fill.stderr))
        return results
    }

    /// `{"name": text}` as JSON, control characters escaped.
    private func nameRecord(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: ["name": text])) ?? Data(), as: UTF8.self)
    }

    /// A space and a combining acute: no answer on every path ("is required"), where `fill`
    /// used to accept it and store a lone mark.
    @Test func aSpaceAndACombiningMarkIsRequiredEverywhere() throws {
        for result in try everyPath(name: " \u{301}") {
            #expect(result.status != 0, "\(result.path)")
            #expect(result.stderr.contains("is required"), "\(result.path): \(result.stderr)")
        }
    }

    /// A 2 MiB answer: refused by every path with its reason (piped and `--answers` used to
    /// differ: 65 and 0), `fill` and `--answers` with the words `AnswerText` has.
    @Test func aTwoMebibyteAnswerIsRefusedEverywhere() throws {
        for result in try everyPath(name: String(repeating: "a", count: 2 << 20)) {
            #expect(result.status == (result.path == "fill" ? 1 : 65), "\(result.path): \(result.stderr.prefix(300))")
            #expect(result.stderr.contains("1048576 bytes"), "\(result.path): \(result.stderr.prefix(300))")
        }
    }

    /// `--set day=bogus --no-input` printed `"day":null` (exit 0); a required date said "is
    /// required". Both are refused with why, as every other kind and `fill` are.
    @Test func aDateGivenUpFrontIsRefusedWithItsReason() throws {
        let form = try scratch(Self.form, suffix: ".yaml")
        defer { try? FileManager.default.removeItem(at: form) }
        for (id, label) in [("day", "Day"), ("due", "Due")] {
            let run = try ProcessRunner.formline(["run", form.path, "--set", "name=Ada", "--set", "\(id)=bogus", "--no-input"])
            #expect(run.status == 65, "\(id): \(run.stdout)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("field '\(id)' (\(label)): "), "\(run.stderr)")
            #expect(!run.stderr.contains("is required"), "\(run.stderr)")
            let fill = try ProcessRunner.formline(["fill", form.path], input: #"{"name":"Ada",""# + id + #"":"bogus"}"# + "\n")
            #expect(fill.status == 1)
            let reject = fill.stderr.split(separator: "\n").first.map { Data($0.utf8) } ?? Data()
            let reason = ((try? JSONSerialization.jsonObject(with: reject)) as? [String: Any])?["message"] as? String ?? "?"
            #expect(run.stderr.contains("field '\(id)' (\(label)): \(reason)"), "\(run.stderr) against \(fill.stderr)")
        }
    }

    /// Bytes that are not UTF-8 in `--set` and `FORMLINE_ANSWER_*` are refused, as piped input
    /// and `fill` refuse them, never changed into U+FFFD.
    @Test func invalidUTF8GivenUpFrontIsRefused() throws {
        let form = try scratch(Self.form, suffix: ".yaml")
        defer { try? FileManager.default.removeItem(at: form) }
        let set = try ProcessRunner.formlineInShell(#""$0" run "$1" --set "name=$(printf 'a\377b')" --no-input"#, [form.path])
        #expect(set.status == 65, "\(set.stdout)")
        #expect(set.stdout.isEmpty)
        #expect(set.stderr.contains("--set name=…: the answer is not valid UTF-8 text"), "\(set.stderr)")
        let env = try ProcessRunner.formlineInShell(#"FORMLINE_ANSWER_name="$(printf 'a\377b')" "$0" run "$1" --no-input"#, [form.path])
        #expect(env.status == 65, "\(env.stdout)")
        #expect(env.stdout.isEmpty)
        #expect(env.stderr.contains("FORMLINE_ANSWER_name: the answer is not valid UTF-8 text"), "\(env.stderr)")
        // A real U+FFFD is text like any other.
        let replacement = try ProcessRunner.formline(["run", form.path, "--set", "name=a\u{FFFD}b", "--no-input"])
        #expect(replacement.status == 0, "\(replacement.stderr)")
        #expect(replacement.stdout.contains(#""name":"a\#u{FFFD}b""#))
        // Piped, the same bytes: refused too.
        let piped = try ProcessRunner.run(ProcessRunner.formlineBinary(), ["run", form.path], input: Data([0x61, 0xFF, 0x62, 0x0A]),
                                          directory: ProcessRunner.repositoryRoot())
        #expect(piped.status == 65)
    }

    /// A raw NEL, LINE SEPARATOR or line feed inside an `--answers` JSON string is kept (and
    /// so refused in a one-line field, as piped input and `fill` refuse it), not folded into a space.
    @Test func aRawLineBreakInAnAnswersStringIsKept() throws {
        let form = try scratch(Self.form, suffix: ".yaml")
        defer { try? FileManager.default.removeItem(at: form) }
        for lineBreak in ["\u{85}", "\u{2028}", "\u{2029}", "\n", "\r"] {
            let answers = try scratch("{\"name\":\"a" + lineBreak + "b\"}", suffix: ".json")
            defer { try? FileManager.default.removeItem(at: answers) }
            let run = try ProcessRunner.formline(["run", form.path, "--answers", answers.path, "--no-input"])
            #expect(run.status == 65, "\(lineBreak.unicodeScalars.first!.value): \(run.stdout)")
            #expect(run.stderr.contains("field 'name' (Name): takes one line"), "\(run.stderr)")
            let fill = try ProcessRunner.formline(["fill", form.path], input: nameRecord("a" + lineBreak + "b") + "\n")
            #expect(fill.status == 1)
            #expect(fill.stderr.contains("takes one line"), "\(fill.stderr)")
        }
    }
}
