import Foundation
import Testing
import TestSupport

/// Choices and defaults computed at run time (issue 25 items 2 and 3), end to end through the
/// binary: from an earlier answer, a file, a command and the environment, on every path (piped
/// `run`, `--set`/`--no-input`, `fill` per record), and the hostile list (escape sequences,
/// bidi controls, invalid UTF-8, NUL, 100 MB, a hanging and a crashing command, a FIFO, an
/// environment variable holding line breaks, a default command's output kept out of messages).
@Suite struct ComputedChoicesTests {
    typealias Scratch = CommandCheckTests.Scratch

    /// A form whose `pick` field takes its choices from `./choices` (a shell script given here).
    private func commandForm(_ scratch: Scratch, script: String, timeout: String = "5s") throws -> String {
        try scratch.write("choices", "#!/bin/sh\n" + script, executable: true)
        return try scratch.write("form.yaml", """
            title: Computed
            fields:
              - id: team
                type: text
              - id: pick
                type: choice
                required: true
                choices: {run: [./choices], timeout: \(timeout)}
            """)
    }

    // MARK: - From an earlier answer

    private static let tagsForm = """
        title: Tags
        fields:
          - id: tags
            type: list
            minItems: 1
          - id: main
            type: choice
            label: Main tag
            required: true
            choices: {from: tags}
        """

    @Test func choicesFromAnEarlierListFollowItsRowsOnEveryPath() throws {
        let scratch = try Scratch()
        let path = try scratch.write("tags.yaml", Self.tagsForm)
        // Piped: a tag not among the rows is refused with the rows as the choices.
        let piped = try scratch.formline(["run", path], input: "red\ngreen\n\nblue\ngreen\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == #"{"tags":["red","green"],"main":"green"}"# + "\n")
        #expect(piped.stderr.contains("field 'main' (Main tag): must be one of: red, green"))
        // Given up front: the same verdict.
        let given = try scratch.formline(["run", path, "--set", "tags=a", "--set", "tags=b", "--set", "main=c", "--no-input"])
        #expect(given.status == 65)
        #expect(given.stderr.contains("field 'main' (Main tag): must be one of: a, b"))
        let accepted = try scratch.formline(["run", path, "--set", "tags=a", "--set", "tags=b", "--set", "main=b", "--no-input"])
        #expect(accepted.stdout == #"{"tags":["a","b"],"main":"b"}"# + "\n")
        // fill: each record's own rows are its choices (no trust needed: nothing runs).
        let records = #"{"tags":["a","b"],"main":"b"}"# + "\n" + #"{"tags":["c"],"main":"b"}"# + "\n" + #"{"tags":["c"],"main":"c"}"# + "\n"
        let fill = try scratch.formline(["fill", path], input: records)
        #expect(fill.stdout == #"{"tags":["a","b"],"main":"b"}"# + "\n" + #"{"tags":["c"],"main":"c"}"# + "\n")
        #expect(fill.stderr.contains(#"{"line":2,"field":"main","message":"must be one of: c"}"#))
    }

    @Test func choicesFromAnEarlierAnswerThatHoldsNothingSayWhatToAnswerFirst() throws {
        let scratch = try Scratch()
        let path = try scratch.write("tags.yaml", Self.tagsForm.replacingOccurrences(of: "    minItems: 1\n", with: ""))
        let result = try scratch.formline(["run", path, "--set", "main=red", "--no-input"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("field 'main' (Main tag): has no choices yet: they are the answer of 'tags', which holds nothing; answer 'tags' first"),
                "\(result.stderr)")
    }

    // MARK: - From a command

    @Test func aCommandsLinesWithLabelsAreTheChoicesAndItReadsTheAnswersBefore() throws {
        let scratch = try Scratch()
        let path = try commandForm(scratch, script: """
            request=$(cat)
            printf 'main\\tMain branch\\n\\n  dev  \\n'
            case "$request" in *'"team":"web"'*) printf 'web-release\\n';; esac
            """)
        let untrusted = try scratch.formline(["run", path], input: "web\nmain\n")
        #expect(untrusted.status == 77)
        #expect(untrusted.stderr.contains("choices of field 'pick': ./choices"))
        let run = try scratch.formline(["run", path, "--trust"], input: "web\nnope\nMain branch\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == #"{"team":"web","pick":"main"}"# + "\n")
        #expect(run.stderr.contains("must be one of: Main branch (main), dev, web-release"))
        let other = try scratch.formline(["run", path, "--trust", "--set", "team=api", "--set", "pick=web-release", "--no-input"])
        #expect(other.status == 65)
        #expect(other.stderr.contains("must be one of: Main branch (main), dev"))
        let fill = try scratch.formline(["fill", path, "--trust"],
                                        input: #"{"team":"web","pick":"web-release"}"# + "\n" + #"{"team":"api","pick":"web-release"}"# + "\n")
        #expect(fill.stdout == #"{"team":"web","pick":"web-release"}"# + "\n")
        #expect(fill.stderr.contains(#"{"line":2,"field":"pick","message":"must be one of: Main branch (main), dev"}"#))
        let describe = try scratch.formline(["describe", path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(describe.stdout.utf8)) as? [String: Any]
        let pick = (object?["fields"] as? [[String: Any]])?.last
        #expect((pick?["choicesFrom"] as? [String: Any])?["run"] as? [String] == ["./choices"])
        #expect((object?["commands"] as? [[String: Any]])?.first?["role"] as? String == "choices")
    }

    @Test func aJSONArrayOfStringsAndObjectsIsRead() throws {
        let scratch = try Scratch()
        let path = try commandForm(scratch, script: #"echo '["eu", {"value": "us", "label": "United States"}]'"#)
        let result = try scratch.formline(["run", path, "--trust"], input: "\nUnited States\n")
        #expect(result.stdout == #"{"team":null,"pick":"us"}"# + "\n", "\(result.stderr)")
    }

    /// Every way a command can fail its choices: an error at the field that says what, exit
    /// 65 with `--no-input`, nothing hostile reaching standard error, never a silent pass.
    /// Only the row about the time limit gets a short one (300ms); the others fail for their
    /// own reason, so they get a generous limit that a loaded machine never reaches.
    @Test(arguments: [
        ("exit 0", "gave no choices"),
        ("printf 'ok\\n\\033]0;pwned\\007\\n'", "holds a control character"),
        ("printf 'ok\\n\\342\\200\\256evil\\n'", "holds a control character"),
        ("printf 'ok\\n\\377\\376\\n'", "gave text that is not UTF-8"),
        ("printf 'ok\\000no\\n'", "gave a NUL byte"),
        ("printf 'a\\na\\n'", "gave the value of choice 1 again as choice 2"),
        ("seq 1 10001", "gave 10001 choices, more than 10000"),
        ("head -c 100000000 /dev/zero | tr '\\000' a", "wrote more than 1048576 bytes (it was stopped)"),
        ("exec sleep 30", "did not answer within 300ms (it was stopped)"),
        ("kill -SEGV $$", "crashed (signal 11)"),
        ("echo 'fatal: \\033[31mno repository' >&2; exit 3", "failed (exit status 3): fatal: \\e[31mno repository"),
        ("printf '[1, [2]]'", "item 2 of the JSON array"),
    ])
    func aFailingCommandIsAnErrorAtTheField(script: String, message: String) throws {
        let scratch = try Scratch()
        let path = try commandForm(scratch, script: script, timeout: message.contains("did not answer within") ? "300ms" : "60s")
        let result = try scratch.formline(["run", path, "--trust", "--set", "pick=ok", "--no-input"], timeout: 90)
        #expect(!result.timedOut)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("field 'pick' (pick): "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{202E}") && !result.stderr.contains("\0"))
        let piped = try scratch.formline(["run", path, "--trust"], input: "\nok\n")
        #expect(piped.status != 0 && piped.stdout.isEmpty)
        #expect(piped.stderr.contains(message), "\(piped.stderr)")
    }

    // MARK: - From a file

    @Test func aFileBesideTheFormIsReadAsACommandsOutputIsAndAFIFOIsRefused() throws {
        let scratch = try Scratch()
        try scratch.write("regions.txt", "eu\tEurope\r\nus\tUnited States\r\n")
        let path = try scratch.write("form.yaml", """
            title: Regions
            fields:
              - id: region
                type: choice
                choices: {file: regions.txt}
            """)
        let result = try scratch.formline(["run", path], input: "europe\n")
        #expect(result.stdout == #"{"region":"eu"}"# + "\n", "\(result.stderr)")
        try FileManager.default.removeItem(atPath: scratch.folder.appendingPathComponent("regions.txt").path)
        try FileManager.default.createSymbolicLink(atPath: scratch.folder.appendingPathComponent("regions.txt").path,
                                                   withDestinationPath: "/dev/zero")
        // A link leading out of the form's folder is followed only for a trusted form.
        let untrusted = try scratch.formline(["run", path, "--set", "region=eu", "--no-input"])
        #expect(untrusted.status == 65)
        #expect(untrusted.stderr.contains("the file 'regions.txt' leads outside the form's folder through a link"), "\(untrusted.stderr)")
        let device = try scratch.formline(["run", path, "--trust", "--set", "region=eu", "--no-input"])
        #expect(device.status == 65)
        #expect(device.stderr.contains("the file 'regions.txt' is a device, not a regular file"), "\(device.stderr)")
        try FileManager.default.removeItem(atPath: scratch.folder.appendingPathComponent("regions.txt").path)
        #expect(mkfifo(scratch.folder.appendingPathComponent("regions.txt").path, 0o600) == 0)
        let fifo = try scratch.formline(["run", path, "--set", "region=eu", "--no-input"], timeout: 10)
        #expect(!fifo.timedOut)
        #expect(fifo.stderr.contains("the file 'regions.txt' is a FIFO, not a regular file"), "\(fifo.stderr)")
        try FileManager.default.removeItem(atPath: scratch.folder.appendingPathComponent("regions.txt").path)
        let missing = try scratch.formline(["run", path, "--set", "region=eu", "--no-input"])
        #expect(missing.stderr.contains("the file 'regions.txt' cannot be read: No such file or directory (the path is relative to the form's folder)"))
    }

    // MARK: - Defaults

    private func defaultsForm(_ scratch: Scratch, command: String) throws -> String {
        try scratch.write("who", "#!/bin/sh\n" + command, executable: true)
        return try scratch.write("form.yaml", """
            title: Defaults
            fields:
              - id: email
                type: text
                default: {env: SOME_EMAIL}
              - id: name
                type: text
                required: true
                default: {run: [./who]}
            """)
    }

    @Test func defaultsFromTheEnvironmentAndACommandAreEditable() throws {
        let scratch = try Scratch()
        let path = try defaultsForm(scratch, command: "echo 'Ada Lovelace'")
        let kept = try scratch.formline(["run", path, "--trust"], input: "\n\n", environment: ["SOME_EMAIL": "ada@example.com"])
        #expect(kept.stdout == #"{"email":"ada@example.com","name":"Ada Lovelace"}"# + "\n", "\(kept.stderr)")
        let edited = try scratch.formline(["run", path, "--trust"], input: "grace@example.com\nGrace\n", environment: ["SOME_EMAIL": "ada@example.com"])
        #expect(edited.stdout == #"{"email":"grace@example.com","name":"Grace"}"# + "\n")
        let unasked = try scratch.formline(["run", path, "--trust", "--no-input"], environment: ["SOME_EMAIL": "ada@example.com"])
        #expect(unasked.stdout == #"{"email":"ada@example.com","name":"Ada Lovelace"}"# + "\n")
        let fill = try scratch.formline(["fill", path, "--trust"], input: "{}\n" + #"{"name":"Grace"}"# + "\n",
                                        environment: ["SOME_EMAIL": "ada@example.com"])
        #expect(fill.stdout == #"{"email":"ada@example.com","name":"Ada Lovelace"}"# + "\n" + #"{"email":"ada@example.com","name":"Grace"}"# + "\n")
    }

    @Test func anEnvironmentVariableHoldingLineBreaksIsNotUsedAndSaysWhy() throws {
        let scratch = try Scratch()
        let path = try defaultsForm(scratch, command: "echo Ada")
        let result = try scratch.formline(["run", path, "--trust", "--no-input"],
                                          environment: ["SOME_EMAIL": "ada@example.com\n\u{1B}[2Jx"])
        #expect(result.stdout == #"{"email":null,"name":"Ada"}"# + "\n", "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test func aFailingDefaultCommandNeverShowsWhatItWrote() throws {
        let scratch = try Scratch()
        let path = try defaultsForm(scratch, command: "echo s3cret-token; echo s3cret-error >&2; exit 1")
        let result = try scratch.formline(["run", path, "--trust", "--no-input"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("field 'name' (name): the default from the command './who' is not used: the command './who' failed (exit status 1)"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("s3cret"))
        let typed = try scratch.formline(["run", path, "--trust"], input: "\nGrace\n")
        #expect(typed.stdout == #"{"email":null,"name":"Grace"}"# + "\n")
        #expect(!typed.stderr.contains("s3cret"))
    }
}
