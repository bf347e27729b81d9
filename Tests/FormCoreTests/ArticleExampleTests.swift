import FormCore
import FormOutput
import Foundation
import Testing
import TestSupport

/// The articles "Checking answers in your program" (Sources/FormCore/Documentation.docc/CheckingAnswersInYourProgram.md)
/// and FormOutput's "Adding an output format" (Sources/FormOutput/Documentation.docc/AddingAnOutputFormat.md),
/// run: each one's Swift blocks are the body of its test below, verbatim
/// (`DocumentationArticleTests` fails when they drift apart), and the log the article says
/// the program writes is what it writes.
@Suite struct ArticleExampleTests {
    @Test func checkingAnswersRunsAsTheArticleSays() throws {
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        let loaded = FormLoader.load(yaml: """
            title: Sign up
            fields:
              - {id: username, type: text, required: true, pattern: '^[a-z]+$'}
              - {id: password, type: secret, required: true, minLength: 8}
            """, today: today)
        var log: [String] = []
        guard let form = loaded.form else { return print(loaded.errors) }   // every problem, located
        let taken: Set<String> = ["ada", "grace"]
        let session = FormSession(form: form, today: today)
        session.submitChecks.append { answers in
            guard case .text(let name)? = answers.first(where: { $0.field.id == "username" })?.value,
                  taken.contains(name) else { return nil }
            return ValidationFailure(field: "username", message: "'\(name)' is taken; try another")
        }
        let watching = session.focus.observe { move in log.append("focus: \(move.to.map { "\($0)" } ?? "nothing")") }
        session.start()
        if case .failure(let failure) = session.answer("Ada") { log.append("refused: \(failure.message)") }
        _ = session.answer("ada")
        _ = session.answer("correct horse")
        switch session.submit() {
        case .failure(let failure):
            log.append("submit refused at \(failure.field): \(failure.message)")
        case .success:
            log.append("submitted")
        }
        _ = session.answer("adalovelace")
        if case .success(let answers) = session.submit() {
            log.append(AnswerJSON.encode(answers, maskSecrets: true))
        }
        watching.cancel()
        let expected = try ArticleLog.expected(in: "Sources/FormCore/Documentation.docc/CheckingAnswersInYourProgram.md")
        #expect(log.joined(separator: "\n") == expected)
    }

    @Test func addingAnOutputFormatRunsAsTheArticleSays() throws {
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        let loaded = FormLoader.load(yaml: """
            title: Deploy
            fields:
              - {id: service, type: text, required: true}
              - {id: dry-run, type: confirm, default: "no"}
              - {id: regions, type: list}
            """, today: today)
        guard let form = loaded.form else { return print(loaded.errors) }
        let session = FormSession(form: form, today: today)
        session.start()
        _ = session.answer("billing api")
        _ = session.answer("yes")
        _ = session.answer("eu-west")
        _ = session.answer("us-east")
        _ = session.answer("")
        guard case .success(let fields) = session.submit() else { return }
        let answers = FormAnswers(fields)
        var log: [String] = []
        for format in AnswerFormat.allCases {
            log.append("--format \(format.rawValue):")
            log.append(try answers.rendered(as: format, prefix: format == .shell ? "DEPLOY_" : ""))
        }
        func tabSeparated(_ answers: FormAnswers) -> String {
            func cell(_ text: String) -> String {
                text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                    .replacingOccurrences(of: "\n", with: "\\n")
            }
            let names = answers.fields.map { ShellName.name(for: $0.field.id) }
            let values = answers.fields.map { cell($0.value?.canonicalText ?? "") }
            return names.joined(separator: "\t") + "\n" + values.joined(separator: "\t")
        }
        log.append("tab-separated:")
        log.append(tabSeparated(answers).replacingOccurrences(of: "\t", with: " | "))
        let expected = try ArticleLog.expected(in: "Sources/FormOutput/Documentation.docc/AddingAnOutputFormat.md")
        #expect(log.joined(separator: "\n") == expected)
    }
}
