import Foundation
import Testing
import TestSupport

/// `formline run FORM` with answers piped on standard input: the real binary, end to end.
@Suite struct PipedRunTests {
    private func run(_ form: String, _ lines: [String], trailingNewline: Bool = true) throws -> ProcessResult {
        let input = lines.joined(separator: "\n") + (trailingNewline && !lines.isEmpty ? "\n" : "")
        let result = try ProcessRunner.formline(["run", form], input: input)
        #expect(!result.timedOut)
        return result
    }

    @Test func loginAnswersBecomeOneJSONObject() throws {
        let result = try run("login", ["ada", "correct horse", "yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func terminalOnlyOptionsSayTheyAreIgnoredWhenAnswersArePiped() throws {
        let result = try ProcessRunner.formline(["run", "login", "--timeout", "30", "--accessible"], input: "ada\ncorrect horse\nyes\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
        #expect(result.stderr == """
            formline: --timeout applies only at a terminal, and standard input is not one: ignored; \
            to bound a piped run, use `timeout 30 formline …` (also exit 124)
            formline: --accessible applies only at a terminal, and standard input is not one: ignored \
            (piped runs print no prompts, only plain messages)

            """)
        // Nothing is read when every answer is given up front: nothing to say.
        let given = try ProcessRunner.formline(["run", "login", "--timeout", "30", "--accessible", "--set", "username=ada", "--set", "remember=no"],
                                               environment: ["FORMLINE_ANSWER_password": "correct horse"])
        #expect(given.status == 0 && given.stderr.isEmpty, "\(given.stderr)")
        // ACCESSIBLE=1 is a standing preference, not a request for this run: no note.
        let preference = try ProcessRunner.formline(["run", "login"], input: "ada\ncorrect horse\nyes\n", environment: ["ACCESSIBLE": "1"])
        #expect(preference.status == 0 && preference.stderr.isEmpty, "\(preference.stderr)")
    }

    @Test func formsCanBeNamedByPath() throws {
        let result = try run("forms/profile.yaml", ["Ada", "Lovelace", "", "", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"firstName":"Ada","lastName":"Lovelace","email":null,"handle":"ada-lovelace","country":null}"# + "\n")
    }

    @Test func rejectedLineNamesFieldMessageAndLineThenNextLineAnswersIt() throws {
        let result = try run("login", ["ada", "short", "correct horse", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "formline: line 2: field 'password' (Password): must be at least 8 characters\n")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
    }

    @Test func emptyLineKeepsTheDefault() throws {
        let result = try run("login", ["ada", "correct horse", ""])
        #expect(result.stdout.contains(#""remember":false"#))
    }

    @Test func blankLinesAreUnansweredLikeInFill() throws {
        // White space only keeps the default (as `fill` does), and on a required field with
        // nothing to keep says it is required; the next line answers it.
        let login = try run("login", ["   ", "ada", "correct horse", " \t "])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr == "formline: line 1: field 'username' (Username): is required\n")
        #expect(login.stdout == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        let fill = try ProcessRunner.formline(["fill", "login"],
                                              input: #"{"username":"ada","password":"correct horse","remember":" \t "}"# + "\n")
        #expect(fill.stdout == login.stdout)
    }

    @Test func dateStepThenFocusReturnsToLastField() throws {
        // title, note (multi-line: ended by "."), attachment, then the date step; focus
        // returns to the attachment, whose empty line keeps it.
        let result = try run("new-task", ["Buy milk", "semi-skimmed", ".", "", "tomorrow", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"title":"Buy milk","note":"semi-skimmed","attachment":null,"due":"2026-11-23"}"# + "\n")
    }

    @Test func dateStepAcceptsISOAndOffsetsAndReportsBadDates() throws {
        let result = try run("new-task", ["Plan", "", "", "2026-13-01", "+3d"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("formline: line 4: field 'due' (Due date): "))
        #expect(result.stdout.contains(#""due":"2026-11-25""#))
    }

    @Test func inputEndingEarlyNamesTheFieldAndPrintsNothing() throws {
        let result = try run("login", ["ada"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("input ended after line 1 while field 'password' (Password) still needed an answer"))
    }

    @Test func emptyInputNamesTheFirstField() throws {
        let result = try run("login", [])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("field 'username' (Username)"))
    }

    @Test func listRowsEndWithAnEmptyLine() throws {
        let result = try run("reminder-list", ["work", "Call Bob", "Send report", "", "no"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"list":"Work","reminders":["Call Bob","Send report"],"notify":false}"# + "\n")
    }

    @Test func crossFieldRuleRefocusesTheConfirmation() throws {
        let result = try run("signup", ["ada@example.com", "secret-one", "secret-two", "secret-one", "Ada", "36", "yes", "weekly", "events,jobs"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "formline: line 3: field 'confirm' (Confirm password): does not match the password\n")
        #expect(result.stdout == #"{"email":"ada@example.com","password":"secret-one","confirm":"secret-one","displayName":"Ada","age":36,"newsletter":true,"frequency":"weekly","topics":["events","jobs"]}"# + "\n")
    }

    @Test func hiddenFieldsAreSkippedAndLeftOut() throws {
        let result = try run("signup", ["ada@example.com", "secret-one", "secret-one", "Ada", "", "no"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"email":"ada@example.com","password":"secret-one","confirm":"secret-one","displayName":"Ada","age":null,"newsletter":false}"# + "\n")
    }

    @Test func lastLineWithoutNewlineCountsAndCRLFIsAccepted() throws {
        let result = try ProcessRunner.formline(["run", "login"], input: "ada\r\ncorrect horse\r\nno")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""username":"ada","password":"correct horse""#))
    }

    @Test func rejectedSecretsAreNeverEchoed() throws {
        let result = try run("login", ["ada", "hunter2", "correct horse", ""])
        #expect(!result.stderr.contains("hunter2"))
    }

    @Test func unknownFormIsAClearError() throws {
        let result = try run("nope", ["x"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no form file 'nope'"))
        #expect(result.stderr.contains("formline new nope"))
    }

    @Test func brokenFormReportsLocatedErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formline-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.yaml")
        try "title: T\nfields:\n  - id: a\n    type: txt\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.formline(["run", file.path], input: "x\n")
        #expect(result.status == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bad.yaml:4:11: error: unknown field type 'txt'"))
        #expect(result.stderr.contains("did you mean 'text'?"))
    }
}
