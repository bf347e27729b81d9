import Foundation
import Testing
import Formline
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Choices and defaults from Swift closures (issue 25 item 7): computed when the field is
/// reached, from the answers before it, checked as written ones are. On the main actor: a run
/// waits for its `async` closures on the calling thread, which must not be one of the
/// cooperative pool's few threads.
@Suite @MainActor struct ComputedChoicesLibraryTests {
    static func form() throws -> Form {
        try Form(title: "Release", today: FormRunTests.today) {
            Field.text("repository", required: true)
            Field.choice("branch", choices: ["main"], required: true)
            Field.text("author")
        }
    }

    @Test func aClosuresChoicesReplaceTheWrittenOnesAndFollowTheAnswersBefore() throws {
        let input = pipedInput(["formline", "main", "release/1.0", "", ""])
        defer { close(input) }
        let reports = Reports()
        let run = FormRun(try Self.form(), frontEnd: .piped, input: input, report: { reports.add($0) })
        let asked = Reports()
        run.choices("branch") { answers in
            asked.add(answers["repository"]?.canonicalText ?? "")
            await Task.yield()   // a closure that suspends, as one awaiting a service would
            return [Choice("release/1.0", label: "Release 1.0"), "dev"]
        }
        run.defaultValue("author") { answers in "maintainer of \(answers["repository"]?.canonicalText ?? "")" }
        let answers = try run.run()
        #expect(answers.json == #"{"repository":"formline","branch":"release/1.0","author":"maintainer of formline"}"#)
        #expect(reports.lines.contains { $0.contains("must be one of: Release 1.0 (release/1.0), dev") }, "\(reports.lines)")
        #expect(asked.lines == ["formline"], "computed once: the answers before it did not change")
    }

    /// A form loaded from a file reads `choices: {file: …}` beside it, as `formline run`
    /// does, whatever the program's current directory.
    @Test func aFormFilesChoicesFileIsReadBesideIt() throws {
        let path = ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/agents/sourced.yaml").path
        let form = try Form(contentsOfFile: path, today: FormRunTests.today)
        #expect(form.directory == ProcessRunner.repositoryRoot().appendingPathComponent("Tests/Fixtures/agents").path)
        let input = pipedInput(["Blue", ""])
        defer { close(input) }
        let reports = Reports()
        let answers = try FormRun(form, frontEnd: .piped, input: input, report: { reports.add($0) }).run()
        #expect(answers.json.hasPrefix(#"{"colour":"blue","author":"#), "\(answers.json) \(reports.lines)")
        #expect(try Form(yaml: try String(contentsOfFile: path, encoding: .utf8), today: FormRunTests.today).directory == nil)
    }

    @Test func aClosureGivingNoChoicesIsAnErrorAtTheField() throws {
        let input = pipedInput(["formline", "main"])
        defer { close(input) }
        let reports = Reports()
        let run = FormRun(try Self.form(), frontEnd: .piped, input: input, report: { reports.add($0) })
        run.choices("branch") { _ in [] }
        #expect(throws: FormlineError.self) { try run.run() }
        #expect(reports.lines.contains { $0.contains("has no usable choices: the program's choices gave no choices") }, "\(reports.lines)")
    }
}
