import Foundation
import Testing
import TestSupport

/// `formline run FORM` with answers given up front (`--set`, `--answers`, FORMLINE_ANSWER_*),
/// `--defaults` and `--no-input`: the real binary, standard input piped.
@Suite struct RunGivenAnswersTests {
    private func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> ProcessResult {
        let result = try ProcessRunner.formline(["run"] + arguments, input: input, environment: environment)
        #expect(!result.timedOut)
        return result
    }

    private func scratchFile(_ text: String, suffix: String = ".json") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formline-answers-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func givenFieldsAreNotAskedAndTheRestAreReadFromThePipe() throws {
        let result = try run(["login", "--set", "username=ada"], input: "correct horse\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":false}"# + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func everyFieldGivenReadsNothing() throws {
        let file = try scratchFile(#"{"password":"correct horse","remember":"yes"}"#)
        defer { try? FileManager.default.removeItem(at: file) }
        // Standard input holds a line that would be an answer: it is never read.
        let result = try run(["login", "--answers", file.path, "--set", "username=ada"], input: "ignored\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"ada","password":"correct horse","remember":true}"# + "\n")
    }

    @Test func givenAnswersAreValidatedLikeTypedOnesAndNamedWithTheirSource() throws {
        let result = try run(["login", "--set", "username=a!"], input: "ada\ncorrect horse\n\n")
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("formline: --set username=…: field 'username' (Username): must be at least 3 characters"))
        #expect(!result.stderr.contains("a!"))
    }

    @Test func crossFieldRulesApplyToGivenAnswers() throws {
        let file = try scratchFile("password: abcdefgh\nconfirm: abcdefgX\n", suffix: ".yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["signup", "--answers", file.path, "--set", "email=a@b.co", "--set", "displayName=Ada", "--no-input"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("  field 'confirm' (Confirm password): does not match the password (--answers \(file.path))"))
        #expect(!result.stderr.contains("abcdefg"))
    }

    @Test func precedenceIsSetThenAnswersThenEnvironment() throws {
        let file = try scratchFile(#"{"username":"fromfile","password":"file password"}"#)
        defer { try? FileManager.default.removeItem(at: file) }
        let environment = ["FORMLINE_ANSWER_username": "fromenv", "FORMLINE_ANSWER_PASSWORD": "env password",
                           "FORMLINE_ANSWER_remember": "yes"]
        let result = try run(["login", "--set", "username=fromset", "--answers", file.path, "--no-input"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"username":"fromset","password":"file password","remember":true}"# + "\n")
        let fromEnvironment = try run(["login", "--no-input"], environment: environment)
        #expect(fromEnvironment.stdout == #"{"username":"fromenv","password":"env password","remember":true}"# + "\n")
    }

    @Test func formlinesOwnOutputChainsIntoAnotherRun() throws {
        let first = try run(["reminder-list", "--set", "reminders=milk", "--set", "reminders=eggs", "--no-input"])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try run(["reminder-list", "--answers", "-", "--set", "notify=no"], input: first.stdout)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == #"{"list":"Personal","reminders":["milk","eggs"],"notify":false}"# + "\n")
    }

    @Test func answersFromStandardInputNeverReadAnswerLinesSoMissingFieldsAreListed() throws {
        let result = try run(["login", "--answers", "-"], input: #"{"username":"ada"}"#)
        #expect(result.status == 65)
        #expect(result.stderr.contains("field 'password' (Password): is required"))
    }

    @Test func noInputListsEveryMissingFieldWithLabelAndWhy() throws {
        let result = try run(["signup", "--no-input"], input: "would be an answer\n")
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        for line in ["field 'email' (Email): is required", "field 'password' (Password): is required",
                     "field 'confirm' (Confirm password): is required", "field 'displayName' (Display name): is required"] {
            #expect(result.stderr.contains("  " + line), "\(result.stderr)")
        }
        #expect(!result.stderr.contains("'age'"), "an optional field is not missing")
    }

    @Test func defaultsAreTakenWithoutAskingAndTheRestReadFromThePipe() throws {
        let result = try run(["new-task", "--defaults"], input: "Plan\ntomorrow\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"title":"Plan","note":null,"attachment":null,"due":"2026-11-23"}"# + "\n")
        let complete = try run(["signup", "--defaults", "--set", "email=a@b.co", "--set", "displayName=Ada",
                                "--set", "newsletter=yes"],
                               environment: ["FORMLINE_ANSWER_password": "abcdefgh", "FORMLINE_ANSWER_confirm": "abcdefgh"])
        #expect(complete.status == 0, "\(complete.stderr)")
        #expect(complete.stdout == #"{"email":"a@b.co","password":"abcdefgh","confirm":"abcdefgh","displayName":"Ada","age":null,"newsletter":true,"frequency":"monthly","topics":null}"# + "\n")
    }

    @Test func setForASecretWarnsWithoutShowingIt() throws {
        let result = try run(["login", "--set", "username=ada", "--set", "password=correct horse", "--no-input"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: --set password=… puts a secret in the process list"))
        #expect(!result.stderr.contains("correct horse"))
        let fromEnvironment = try run(["login", "--set", "username=ada", "--no-input"],
                                      environment: ["FORMLINE_ANSWER_password": "correct horse"])
        #expect(fromEnvironment.stderr.isEmpty)
    }

    @Test func unknownIdsAreUsageErrorsOnTheCommandLineAndWarningsInAFile() throws {
        let typo = try run(["login", "--set", "usrname=ada"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("'usrname' is not a field of this form; did you mean 'username'?"))
        let file = try scratchFile(#"{"username":"ada","password":"correct horse","colour":"red"}"#)
        defer { try? FileManager.default.removeItem(at: file) }
        let chained = try run(["login", "--answers", file.path, "--no-input"])
        #expect(chained.status == 0, "\(chained.stderr)")
        #expect(chained.stderr.contains("'colour' is not a field of this form; left out"))
    }

    @Test func badAnswersFilesSayWhatIsWrong() throws {
        let file = try scratchFile(#"["ada"]"#)
        defer { try? FileManager.default.removeItem(at: file) }
        let notMapping = try run(["login", "--answers", file.path])
        #expect(notMapping.status == 65)
        #expect(notMapping.stderr.contains("must hold one mapping of field ids to answers"))
        let list = try run(["login", "--answers", "-"], input: #"{"username":["ada","bob"]}"#)
        #expect(list.status == 65)
        // Refused at the field, as `fill` refuses it (no longer a whole-document error).
        #expect(list.stderr.contains("field 'username' (Username): takes one value, not a list (--answers -)"))
        // A group's rows (objects) for another field: refused at it, as `fill` refuses them,
        // never taken as the JSON text (which a free text field would have kept).
        let rows = try run(["login", "--answers", "-", "--no-input"], input: #"{"username":[{"a":"b"}],"password":"correct horse"}"#)
        #expect(rows.status == 65)
        #expect(rows.stderr.contains("field 'username' (Username): takes one value, not a list of objects (a group's rows) (--answers -)"), "\(rows.stderr)")
        let missing = try run(["login", "--answers", "/nonexistent/answers.json"])
        #expect(missing.status == 66)
        let malformed = try run(["login", "--answers", "-"], input: #"{"username": "ada""#)
        #expect(malformed.status == 65)
        #expect(malformed.stderr.contains("is not valid JSON or YAML"))
    }

    @Test func hiddenFieldsGivenAnswersAreLeftOutWithANote() throws {
        let result = try run(["signup", "--set", "email=a@b.co", "--set", "displayName=Ada", "--set", "frequency=weekly",
                              "--no-input"],
                             environment: ["FORMLINE_ANSWER_password": "abcdefgh", "FORMLINE_ANSWER_confirm": "abcdefgh"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("frequency"))
        #expect(result.stderr.contains("field 'frequency' is not shown (shown when newsletter is true)"))
    }

    /// The note of a hidden field's answer left out is in the person's language (the source
    /// and the field's id as given); English is what it always was.
    @Test func aHiddenFieldsAnswerLeftOutIsToldInThePersonsLanguage() throws {
        func leftOut(_ language: String) throws -> String {
            let result = try run(["signup", "--set", "email=a@b.co", "--set", "displayName=Ada", "--set", "frequency=weekly", "--no-input"],
                                 environment: ["FORMLINE_ANSWER_password": "abcdefgh", "FORMLINE_ANSWER_confirm": "abcdefgh", "LANGUAGE": language])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("abcdefgh") && !result.stderr.contains("weekly"))
            return result.stderr
        }
        #expect(try leftOut("C") == "formline: --set frequency=…: field 'frequency' is not shown (shown when newsletter is true), "
                + "so its answer is left out\n")
        #expect(try leftOut("de") == "formline: --set frequency=…: Feld 'frequency' wird nicht angezeigt (angezeigt, wenn gilt: "
                + "newsletter ist true), daher bleibt seine Antwort unberücksichtigt\n")
        #expect(try leftOut("zh_CN") == "formline: --set frequency=…：字段 'frequency' 未显示（显示条件：newsletter 为 true），因此忽略它的回答\n")
    }
}
