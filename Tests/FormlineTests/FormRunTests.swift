import Foundation
import Testing
import Formline
#if canImport(Glibc)
import Glibc
#endif

/// Running forms on the piped front end through pipes the tests make, with typed errors,
/// decoding and focus observation.
@Suite struct FormRunTests {
    static let today = FormLoadingTests.today

    static func signup() throws -> Form {
        try Form(title: "Sign up", today: today) {
            Field.text("name", required: true, minLength: 2)
            Field.number("age", min: 13, integer: true)
            Field.confirm("news", default: false)
            Field.date("start", required: true)
            Field.list("tags")
        }
    }

    struct Signup: Decodable, Equatable {
        var name: String
        var age: Int?
        var news: Bool
        var start: LocalDate
        var tags: [String]?
    }

    @Test func pipedAnswersComeBackAsValuesJSONAndDecoded() throws {
        let input = pipedInput(["Ada", "36", "yes", "2026-12-01", "", "swift", "c", ""])
        defer { close(input) }
        let reports = Reports()
        let answers = try Self.signup().run(frontEnd: .automatic, input: input, report: reports.add)
        #expect(reports.lines.isEmpty)
        #expect(answers["name"] == .text("Ada"))
        #expect(answers.values["age"] == .number(36))
        #expect(answers["news"] == .bool(true))
        #expect(answers["tags"] == .list(["swift", "c"]))
        #expect(answers.json == #"{"name":"Ada","age":36,"news":true,"start":"2026-12-01","tags":["swift","c"]}"#)
        let decoded = try answers.decode(Signup.self)
        #expect(decoded == Signup(name: "Ada", age: 36, news: true, start: LocalDate(year: 2026, month: 12, day: 1)!, tags: ["swift", "c"]))
    }

    @Test func aMultipleChoiceComesBackAsItsValuesInChoicesOrder() throws {
        let form = try Form(title: "Topics", today: Self.today) {
            Field.choices("topics", choices: [Choice("tips", label: "Tips, tricks"), "events"], maxItems: 2)
        }
        let input = pipedInput([#"events, "TIPS, tricks""#])
        defer { close(input) }
        let answers = try form.run(frontEnd: .automatic, input: input, report: { _ in })
        #expect(answers["topics"] == .list(["tips", "events"]))
        #expect(try answers.decode([String: [String]].self) == ["topics": ["tips", "events"]])
    }

    @Test func refusedLinesAreReportedAndTheRefocusedFieldTakesTheNextLine() throws {
        let input = pipedInput(["A", "Ada", "9", "20", "", "today", "", ""])
        defer { close(input) }
        let reports = Reports()
        let signup = try Self.signup().run(as: Signup.self, input: input, report: reports.add)
        #expect(signup == Signup(name: "Ada", age: 20, news: false, start: Self.today, tags: nil))
        #expect(reports.lines == ["line 1: field 'name' (name): must be at least 2 characters",
                                  "line 3: field 'age' (age): must be at least 13"])
    }

    @Test func inputEndingEarlyIsATypedError() throws {
        let input = pipedInput(["Ada"])
        defer { close(input) }
        #expect(throws: FormlineError.inputEnded(field: "age", line: 1,
                                                 message: "input ended after line 1 while field 'age' (age) still needed an answer")) {
            try Self.signup().run(input: input, report: { _ in })
        }
    }

    @Test func anUnreadableLineIsATypedError() throws {
        let input = pipedInput(["Ada\u{0}x"])
        defer { close(input) }
        #expect {
            try Self.signup().run(input: input, report: { _ in })
        } throws: { error in
            guard case .unreadableInput(let field, let line, let message) = error as? FormlineError else { return false }
            return field == "name" && line == 1 && message.contains("NUL")
        }
    }

    @Test func decodingIntoTheWrongShapeNamesTheKey() throws {
        let input = pipedInput(["Ada", "", "", "today", "", ""])
        defer { close(input) }
        let answers = try Self.signup().run(input: input, report: { _ in })
        struct NeedsAge: Decodable { var age: Int }
        struct Missing: Decodable { var email: String }
        #expect(throws: FormlineError.decoding(type: "NeedsAge", message: "'age' was left empty, but Int is not optional")) {
            try answers.decode(NeedsAge.self)
        }
        #expect {
            try answers.decode(Missing.self)
        } throws: { error in
            (error as? FormlineError)?.description.contains("no answer 'email'") == true
        }
    }

    @Test func focusCanBeObservedAndBoundThroughTheSession() throws {
        let input = pipedInput(["Ada", "20", "no", "2026-12-01", "", ""])
        defer { close(input) }
        let run = FormRun(try Self.signup(), frontEnd: .piped, input: input, report: { _ in })
        var moves: [String] = []
        let observation = run.session.focus.observe { move in
            moves.append("\(move.from?.description ?? "-")>\(move.to?.description ?? "-")")
        }
        var nameFocused = 0
        let binding = run.session.focus.binding(for: .field("name"))
        binding.trigger.focusAction = { nameFocused += 1 }
        let answers = try run.run()
        observation.cancel()
        #expect(answers["age"] == .number(20))
        #expect(nameFocused == 1)
        #expect(moves.first == "->name")
        #expect(moves.contains("news>-"))        // the date step deactivates text input...
        #expect(moves.contains("->news"))        // ...and gives focus back afterwards
        #expect(moves.contains { $0.hasPrefix("news>tags[") })
    }

    @Test func answersCanBeWrittenToAFileAndOutputFailuresAreTyped() throws {
        let input = pipedInput(["Ada", "", "", "today", "", ""])
        defer { close(input) }
        let answers = try Self.signup().run(input: input, report: { _ in })
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("formline-lib-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try answers.write(toFile: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == answers.json + "\n")
        #expect {
            try answers.write(toFile: "/nonexistent-folder/answers.json")
        } throws: { error in
            guard case .output(let message) = error as? FormlineError else { return false }
            return message.contains("/nonexistent-folder")
        }
    }
}
