import Foundation
import Testing
import TestSupport

/// What a command says is cut in one place (issue 32 item 8): a failing check's message was
/// its whole first line (64 KiB seen), while a failed choices command's was cut at 200
/// characters. Every command's words are now cut alike (`CheckReply.shown`), with "…".
extension CommandCheckTests {
    @Test func aCheckSaysAtMostTwoHundredCharactersWhateverItWrites() throws {
        let scratch = try Scratch()
        let long = String(repeating: "é", count: 65_536)
        try RawProcess.writeFile(scratch.folder.appendingPathComponent("check").path,
                                 "#!/bin/sh\ncat >/dev/null\nprintf '%s\\n' '\(long)'\nexit 1\n", executable: true)
        try RawProcess.writeFile(scratch.folder.appendingPathComponent("stream").path,
                                 "#!/bin/sh\nwhile read -r line; do id=${line#'{\"id\":'}; printf '{\"id\":%s,\"message\":\"%s\"}\\n' \"${id%%,*}\" '\(long)'; done\n", executable: true)
        try RawProcess.writeFile(scratch.folder.appendingPathComponent("choices").path,
                                 "#!/bin/sh\nprintf '%s\\n' '\(long)' >&2\nexit 2\n", executable: true)
        let path = try scratch.write("form.yaml", """
            title: Long
            fields:
              - {id: a, type: text, check: {run: [./check]}}
              - {id: s, type: text, check: {run: [./stream], stream: true}}
            """)
        let choicesForm = try scratch.write("choices.yaml", "title: C\nfields:\n  - {id: c, type: choice, choices: {run: [./choices]}}\n")
        let cut = String(repeating: "é", count: 200) + "…"
        let check = try scratch.formline(["run", path, "--trust", "--set", "a=x", "--no-input"])
        #expect(check.status == 65 && check.stderr.contains("field 'a' (a): " + cut), "\(check.stderr.prefix(600))")
        #expect(!check.stderr.contains(cut.dropLast() + "é"), "cut at 200")
        let stream = try scratch.formline(["fill", path, "--trust"], input: #"{"s":"x"}"# + "\n")
        #expect(stream.stderr.contains(#"{"line":1,"field":"s","message":""#), "\(stream.stderr.prefix(600))")
        #expect(stream.stderr.contains(cut + "\""), "\(stream.stderr.prefix(600))")
        #expect(!stream.stderr.contains(cut.dropLast() + "é"))
        let choices = try scratch.formline(["run", choicesForm, "--trust", "--set", "c=y", "--no-input"])
        #expect(choices.stderr.contains("failed (exit status 2): " + cut), "\(choices.stderr.prefix(600))")
    }
}
