import Foundation
import Testing
import TestSupport

/// `formline test` on the real binary: scenario files that pass, that fail on purpose (the
/// exact compiler-style output), that are malformed, and the forms' own scenarios.
@Suite struct TestCommandTests {
    static let folder = "Tests/Fixtures/scenarios/"

    private func test(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        let result = try ProcessRunner.formline(["test"] + arguments, environment: environment)
        #expect(!result.timedOut)
        return result
    }

    @Test func passingScenariosPrintTheirFileAndTheSummary() throws {
        let result = try test([Self.folder + "passing.test.yaml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "\(Self.folder)passing.test.yaml: 2 passed\n2 passed, 0 failed\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func failingScenariosSayWhereWhatWasExpectedAndWhatCame() throws {
        let result = try test([Self.folder + "failing.test.yaml"])
        #expect(result.status == 1)
        let file = Self.folder + "failing.test.yaml"
        #expect(result.stdout == """
            \(file):12:27: error: scenario 'wrong answers': answers.username: expected "bob", got "ada"
            \(file):12:42: error: scenario 'wrong answers': answers.password: expected "correct", got a secret (not shown)
            \(file):17:11: error: scenario 'the message on another line': message 1: expected line 1 refocuses 'password' with 'must be at least 8 characters', got line 2 refocuses 'password' with 'must be at least 8 characters'
            \(file):18:14: error: scenario 'the message on another line': asked: expected [username, password, remember], got [username, password, password, remember]
                formline reported: line 2: field 'password' (Password): must be at least 8 characters
            \(file):22:7: error: scenario 'expects success but input ends': status: expected 0, got 65
            \(file):22:23: error: scenario 'expects success but input ends': answersInclude: expected answers, got none (the run exited 65)
                formline reported: input ended after line 1 while field 'password' (Password) still needed an answer
            \(file): 1 passed, 3 failed
            1 passed, 3 failed

            """)
        #expect(!result.stdout.contains("correct horse"), "a secret's value is never shown")
    }

    @Test func aMalformedScenarioFileIsReportedAtItsLineAndColumnAndNothingRuns() throws {
        let result = try test([Self.folder + "malformed.test.yaml", Self.folder + "passing.test.yaml"])
        #expect(result.status == 78)
        let file = Self.folder + "malformed.test.yaml"
        #expect(result.stdout == """
            \(file):5:5: error: unknown key 'inptu' in a scenario
                    inptu: [ada]
                    ^
                hint: did you mean 'input'?
            \(file):7:15: error: 'status' must be a whole number, found 'sixty-five'
                      status: sixty-five
                              ^
            \(file): 2 errors
            \(Self.folder)passing.test.yaml: 2 passed
            2 passed, 0 failed, 1 file with errors

            """)
    }

    @Test func fieldIdsThatAreNoFieldOfTheFormAreErrorsAtTheirLineAndColumn() throws {
        let result = try test([Self.folder + "unknown-field.test.yaml"])
        #expect(result.status == 78)
        let file = Self.folder + "unknown-field.test.yaml"
        #expect(result.stdout == """
            \(file):5:11: error: 'usrname' is not a field of forms/login.yaml
                    set: {usrname: ada}
                          ^
                hint: did you mean 'username'?
            \(file):8:24: error: 'pasword' is not a field of forms/login.yaml
                      answersInclude: {pasword: x}
                                       ^
                hint: did you mean 'password'?
            \(file):9:25: error: 'remeber' is not a field of forms/login.yaml
                      asked: [username, remeber]
                                        ^
                hint: did you mean 'remember'?
            \(file): 3 errors
            0 passed, 0 failed, 1 file with errors

            """)
    }

    @Test func aFormWithErrorsStopsItsScenariosWithTheFormsDiagnostics() throws {
        let result = try test([Self.folder + "broken-form.test.yaml"])
        #expect(result.status == 78)
        let file = Self.folder + "broken-form.test.yaml"
        #expect(result.stdout == """
            Tests/Fixtures/scenarios/broken-form.yaml:6:5: error: unknown key 'lable' in a field
                    lable: Name
                    ^
                hint: did you mean 'label'?
            \(file):2:7: error: the form Tests/Fixtures/scenarios/broken-form.yaml has errors (above), so no scenario ran
                form: broken-form.yaml
                      ^
            \(file): 1 error
            0 passed, 0 failed, 1 file with errors

            """)
        #expect(result.stdout.hasSuffix("0 passed, 0 failed, 1 file with errors\n"))
    }

    @Test func aFormFileStandsForTheScenariosBesideItAndAFolderForAllOfThem() throws {
        let byForm = try test(["forms/login.yaml"])
        #expect(byForm.status == 0, "\(byForm.stdout)")
        #expect(byForm.stdout.hasPrefix("forms/login.test.yaml: "))
        // --trust: the repository's forms include two whose real commands a scenario runs.
        let byFolder = try test(["--trust", "forms/"])
        #expect(byFolder.status == 0, "\(byFolder.stdout)")
        for form in ["login", "new-task", "profile", "reminder-list", "reminders", "signup"] {
            #expect(byFolder.stdout.contains("forms/\(form).test.yaml: "), "\(form)")
        }
        #expect(byFolder.stdout.hasSuffix(" passed, 0 failed\n"))
        let byDefault = try test(["--trust"])
        #expect(byDefault.status == 0)
        #expect(byDefault.stdout == byFolder.stdout, "no PATH means ./forms")
    }

    @Test func everyRepositoryFormHasScenariosThatPass() throws {
        let forms = try FileManager.default.contentsOfDirectory(atPath: ProcessRunner.repositoryRoot().appendingPathComponent("forms").path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }
        for form in forms {
            let scenarios = "forms/" + form.dropLast(5) + ".test.yaml"
            #expect(FileManager.default.fileExists(atPath: ProcessRunner.repositoryRoot().appendingPathComponent(scenarios).path), "\(scenarios)")
        }
        let result = try test(["--trust", "forms"], environment: ["FORMLINE_TODAY": "1999-01-01"])
        #expect(result.status == 0, "scenarios pin their own today: \(result.stdout)")
    }

    @Test func missingPathsAndEmptyFoldersAreClearErrors() throws {
        let missing = try test(["no-such.test.yaml"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "formline: no such file or folder 'no-such.test.yaml'; check the path\n")
        let empty = try test(["Tests/Fixtures/broken"])
        #expect(empty.status == 66)
        #expect(empty.stderr == "formline: the folder 'Tests/Fixtures/broken' holds no scenario files (*.test.yaml); "
                + "`formline new NAME` writes one beside its form\n")
        let noScenarios = try test(["Tests/Fixtures/broken/unknown-key.yaml"])
        #expect(noScenarios.status == 66)
        #expect(noScenarios.stderr.contains("there is no Tests/Fixtures/broken/unknown-key.test.yaml beside it"))
    }

    @Test func aLineOverThePipedLimitIsRefusedAsOnARealPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: ProcessRunner.repositoryRoot().appendingPathComponent("forms/login.yaml"),
                                         to: folder.appendingPathComponent("login.yaml"))
        let file = folder.appendingPathComponent("long.test.yaml")
        try """
            form: login.yaml
            scenarios:
              - name: a line of 1 MiB and 1 byte
                input: ["\(String(repeating: "a", count: (1 << 20) + 1))"]
                expect:
                  status: 65
                  reported: "input line 1 is longer than 1048576 bytes; it was meant for field 'username' (Username)"
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try test([file.path])
        #expect(result.status == 0, "\(result.stdout.prefix(2000))")
        #expect(result.stdout == "\(file.path): 1 passed\n1 passed, 0 failed\n")
    }
}
