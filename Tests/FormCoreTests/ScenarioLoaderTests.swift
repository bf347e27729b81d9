import Testing
@testable import FormCore
import FormOutput
@testable import FormTooling

/// Reading scenario files: shapes, defaults from the file, and located errors.
@Suite struct ScenarioLoaderTests {
    @Test func aScenarioBecomesRunsOptionsAndItsExpectations() throws {
        let result = ScenarioLoader.load(yaml: """
            today: 2026-11-23
            environment: {FORMLINE_ANSWER_password: secret words, SHARED: file}
            scenarios:
              - name: all of it
                environment: {SHARED: own}
                input: |
                  ada

                  "yes"
                set: {username: ada, tags: [a, b]}
                answers: {remember: true}
                defaults: true
                noInput: true
                format: shell
                prefix: X_
                expect:
                  status: 65
                  answersInclude: {remember: true, count: 3, none: ~, rows: [a, b]}
                  messages: [{field: password, message: is required}]
                  asked: []
                  reported: refused
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let scenario = try #require(result.file?.scenarios.first)
        #expect(scenario.today == LocalDate(year: 2026, month: 11, day: 23))
        #expect(scenario.environment == ["FORMLINE_ANSWER_password": "secret words", "SHARED": "own"])
        #expect(scenario.input == ["ada", "", "\"yes\""])
        #expect(scenario.arguments == ["--set", "username=ada", "--set", "tags=a", "--set", "tags=b", "--defaults", "--no-input",
                                       "--format", "shell", "--prefix", "X_"])
        #expect(try AnswerDocument(text: #require(scenario.answers?.value)).answers.map(\.text) == ["true"])
        #expect(scenario.expect.status.value == 65)
        #expect(scenario.expect.answersInclude?.value.map(\.value.value) == [.scalar("true"), .scalar("3"), ExpectedValue.none, .rows(["a", "b"])])
        #expect(scenario.expect.messages?.value.first?.line == nil)
        #expect(scenario.expect.asked?.value == [])
        #expect(scenario.expect.reported.map(\.value) == ["refused"])
    }

    @Test func aScenariosOwnTodayOrFORMLINE_TODAYWinsOverTheFiles() throws {
        let file = try #require(ScenarioLoader.load(yaml: """
            today: 2026-11-23
            scenarios:
              - {name: file, expect: {}}
              - {name: own, today: 2027-01-01, expect: {}}
              - {name: environment, environment: {FORMLINE_TODAY: "2028-02-02"}, expect: {}}
            """).file)
        #expect(file.scenarios.map(\.today?.iso) == ["2026-11-23", "2027-01-01", nil])
    }

    @Test func problemsAreReportedAtTheirLineAndColumn() {
        let result = ScenarioLoader.load(yaml: """
            formline: 1
            scenarios:
              - name: twice
                expect: {status: 300}
              - name: twice
                format: xml
                input: [[nested]]
              - nme: typo
                expect: {}
            """)
        #expect(result.file == nil)
        #expect(result.diagnostics.map(\.description) == [
            "4:22: error: 'status' must be an exit status from 0 to 255, found 300",
            "5:5: error: scenario 'twice' has no 'expect'",
            "5:5: error: two scenarios are named 'twice' (first at line 3)",
            "6:13: error: unknown format 'xml'",
            "7:13: error: each line of 'input' must be text, found a list",
            "8:5: error: unknown key 'nme' in a scenario",
            "8:5: error: the scenario has no 'name'",
        ])
    }

    @Test func aNewerFormatAndAnEmptyFileAreRefused() {
        #expect(ScenarioLoader.load(yaml: "formline: 2\nscenarios: []\n").diagnostics.map(\.description)
                == ["1:11: error: this form is written for formline format 2; this formline reads format 1"])
        #expect(ScenarioLoader.load(yaml: "").diagnostics.map(\.message) == ["the file holds no scenarios"])
        #expect(ScenarioLoader.load(yaml: "scenarios: []\n").diagnostics.map(\.description)
                == ["1:12: error: 'scenarios' must be a non-empty list of scenarios"])
    }

    @Test func scenarioFilesAreComposedLikeFormFiles() {
        #expect(ScenarioLoader.load(yaml: "scenarios:\n  - name: a\n    name: b\n    expect: {}\n").diagnostics.map(\.description)
                == ["3:5: error: the key 'name' appears twice in one mapping (first at line 2)"])
        let huge = "scenarios:\n" + String(repeating: "  - {name: x, expect: {}}\n", count: 200_000)
        #expect(ScenarioLoader.load(yaml: huge).file == nil)
    }
}

/// Comparing what a run did with what a scenario expects.
@Suite struct ScenarioVerifierTests {
    static let form = FormLoader.load(yaml: """
        title: T
        fields:
          - {id: name, type: text}
          - {id: pin, type: secret}
          - {id: count, type: number}
          - {id: due, type: date}
          - {id: ok, type: confirm}
          - {id: rows, type: list}
        """, today: today).form!

    static func answers(_ values: [String: FieldValue]) -> [(field: FieldDefinition, value: FieldValue?)] {
        form.fields.map { ($0, values[$0.id]) }
    }

    @Test func answersAreComparedByTheFieldsKind() {
        #expect(ScenarioVerifier.matches(.scalar("42"), .number(42)))
        #expect(ScenarioVerifier.matches(.scalar("42.0"), .number(42)))
        #expect(ScenarioVerifier.matches(.scalar("2026-11-30"), .date(LocalDate(year: 2026, month: 11, day: 30)!)))
        #expect(ScenarioVerifier.matches(.scalar("true"), .bool(true)))
        #expect(!ScenarioVerifier.matches(.scalar("yes"), .bool(true)))
        #expect(ScenarioVerifier.matches(.rows(["a", "b"]), .list(["a", "b"])))
        #expect(ScenarioVerifier.matches(ExpectedValue.none, nil))
        #expect(!ScenarioVerifier.matches(.scalar(""), nil))
    }

    @Test func everyDifferenceIsReportedAtItsExpectationAndSecretsAreNotShown() throws {
        let file = try #require(ScenarioLoader.load(yaml: """
            scenarios:
              - name: s
                expect:
                  answers: {name: ada, pin: "1234", count: 3}
                  messages: []
                  asked: [name]
            """).file)
        var outcome = ScenarioOutcome()
        outcome.answers = Self.answers(["name": .text("bob"), "pin": .text("9999"), "count": .number(3), "ok": .bool(false)])
        outcome.messages = [.init(line: 1, field: "name", message: "is required", onSubmit: false)]
        outcome.asked = ["name", "name"]
        let found = ScenarioVerifier.mismatches(of: file.scenarios[0], in: outcome).map { "\($0.location): \($0.message)" }
        #expect(found == [
            #"4:23: answers.name: expected "ada", got "bob""#,
            #"4:33: answers.pin: expected "1234", got a secret (not shown)"#,
            "4:16: answers: got due: null as well, which is not expected (list every answer, or use answersInclude)",
            "4:16: answers: got ok: false as well, which is not expected (list every answer, or use answersInclude)",
            "4:16: answers: got rows: null as well, which is not expected (list every answer, or use answersInclude)",
            "5:17: message 1: expected no more messages, got line 1 refocuses 'name' with 'is required'",
            "6:14: asked: expected [name], got [name, name]",
        ])
    }
}
