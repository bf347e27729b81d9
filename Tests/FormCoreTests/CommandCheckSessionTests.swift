import Foundation
import Testing
import TestSupport
@testable import FormCore
@testable import FormRecords

/// A form's commands in the session and in `fill`'s validator, with a fake runner: what is
/// asked when, the request, refocusing, and the loader's diagnostics for `check:`/`checks:`.
@Suite struct CommandCheckSessionTests {
    /// Answers from a script of verdicts by program, recording every request.
    final class FakeChecker: CommandChecking {
        var verdicts: [String: [CheckVerdict]] = [:]
        var requests: [(program: String, request: String)] = []
        func check(_ command: FormCommand, request: String) -> CheckVerdict {
            let program = command.arguments[0]
            requests.append((program, request))
            guard var list = verdicts[program], !list.isEmpty else { return .passed }
            let verdict = list.removeFirst()
            verdicts[program] = list
            return verdict
        }
    }

    static var yaml: String { get throws { try Fixtures.form("command-checks") } }

    @Test func aFieldCheckRunsAtCommitKeepsFocusAndIsNotRepeatedForTheSameValue() throws {
        let form = try loadForm(Self.yaml)
        #expect(form.field("username")?.check?.arguments == ["./name-free", "--strict"])
        #expect(form.field("username")?.check?.timeoutMilliseconds == 250)
        let checker = FakeChecker()
        checker.verdicts["./name-free"] = [.failed(field: nil, message: "that name is taken")]
        let session = FormSession(form: form, today: today)
        session.commandChecker = checker
        session.start()
        _ = session.answer("1234")
        #expect(failure(session.answer("ada"))?.message == "that name is taken")
        #expect(session.focus.value == .field("username"))
        #expect(failure(session.answer("lovelace")) == nil)
        #expect(checker.requests.map(\.request) == [
            #"{"field":"username","value":"ada","answers":{"username":"ada"}}"#,
            #"{"field":"username","value":"lovelace","answers":{"username":"lovelace"}}"#,
        ])
        _ = session.answer("")
        #expect(try session.submit().get().count == 3)
        // At submit: the username passed with this value (not asked again); the form check
        // reads the secret it names.
        #expect(checker.requests.map(\.program) == ["./name-free", "./name-free", "./submit-check"])
        #expect(checker.requests.last?.request == #"{"answers":{"pin":"1234","username":"lovelace"}}"#)
    }

    @Test func aFormCheckRefocusesItsFieldOrTheOneItsReplyNames() throws {
        let form = try loadForm(Self.yaml)
        let checker = FakeChecker()
        checker.verdicts["./submit-check"] = [.failed(field: nil, message: "That username is taken. Please choose another."),
                                              .failed(field: "nickname", message: "pick another nickname")]
        let session = FormSession(form: form, today: today)
        session.commandChecker = checker
        session.start()
        _ = session.answer("1234")
        _ = session.answer("ada")
        _ = session.answer("")
        let first = failure(session.submit())
        #expect(first == ValidationFailure(field: "username", message: "That username is taken. Please choose another."))
        #expect(session.focus.value == .field("username"))
        #expect(session.currentText(for: .field("username")) == "ada")
        #expect(failure(session.submit()) == ValidationFailure(field: "nickname", message: "pick another nickname"))
        #expect(session.focus.value == .field("nickname"))
        #expect((try? session.submit().get()) != nil)
    }

    @Test func withoutACheckerCommandsAreNotAsked() throws {
        let session = FormSession(form: try loadForm(Self.yaml), today: today)
        session.start()
        _ = session.answer("1234")
        #expect(failure(session.answer("ada")) == nil)
        _ = session.answer("")
        #expect((try? session.submit().get()) != nil)
    }

    @Test func fillsValidatorRunsTheSameChecksAfterTheRules() throws {
        let form = try loadForm(Self.yaml)
        let checker = FakeChecker()
        checker.verdicts["./name-free"] = [.failed(field: nil, message: "that name is taken")]
        var validator = RecordValidator(form: form, today: today)
        validator.commandChecker = checker
        let result = check(&validator, ["username": .string("ada"), "pin": .string("1")])
        #expect(result == .failure(ValidationFailure(field: "username", message: "that name is taken")))
        #expect(checker.requests.map(\.request) == [#"{"field":"username","value":"ada","answers":{"username":"ada"}}"#])
    }

    @Test func theLoaderRefusesBadCommandsAtTheirPlace() throws {
        let cases: [(String, String)] = [
            ("check: {run: \"ls -l\"}", "'run' must be a list of arguments, not one line"),
            ("check: {run: []}", "'run' is empty"),
            ("check: {timeout: 5s}", "has no 'run'"),
            ("check: {run: [ls], timeout: forever}", "'timeout' must be a time from 1ms to 10m, found 'forever'"),
            ("check: {run: [ls], timeout: 11m}", "'timeout' must be a time from 1ms to 10m"),
            ("check: {run: [ls], reads: [nope]}", "names unknown field 'nope'"),
            ("check: {run: [ls], field: name}", "'field' belongs to a form check"),
            ("check: {run: [ls], shell: true}", "unknown key 'shell'"),
        ]
        for (line, message) in cases {
            let yaml = "title: T\nfields:\n  - id: name\n    type: text\n    \(line)\n"
            let found = diagnostics(yaml).filter { $0.severity == .error }
            #expect(found.contains { $0.message.contains(message) && $0.location.line == 5 }, "\(line): \(found.map(\.message))")
        }
        let formLevel = diagnostics("title: T\nfields:\n  - id: name\n    type: text\nchecks:\n  - run: [ls]\n    field: other\n")
        #expect(formLevel.contains { $0.message.contains("names unknown field 'other'") && $0.location.line == 7 })
        // A `run` that cannot be used does not hide the command's other problems.
        let hidden = diagnostics("title: T\nfields:\n  - id: name\n    type: text\n    check: {run: \"ls -l\", timeout: forever, reads: [nope]}\n")
        #expect(hidden.map(\.message).sorted() == ["'run' must be a list of arguments, not one line",
                                                   "'timeout' must be a time from 1ms to 10m, found 'forever'",
                                                   "'reads' of the check of field 'name' names unknown field 'nope'"].sorted(),
                "\(hidden.map(\.message))")
        let stream = diagnostics("title: T\nfields:\n  - id: name\n    type: text\n    check: {run: [ls], stream: true}\n")
        #expect(stream.isEmpty, "fill streams it (issue 25 item 6): \(stream.map(\.message))")
    }
}
